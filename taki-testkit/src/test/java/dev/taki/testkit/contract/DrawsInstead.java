package dev.taki.testkit.contract;

import dev.taki.api.Event;
import dev.taki.api.Move;
import dev.taki.api.Phase;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;
import dev.taki.api.spi.Variant;

import java.util.Set;

/**
 * A test-only rule that carries out the ordinary draw of a turn itself, drawing {@code count} cards instead of one,
 * and returns true. Two such rules do not compose: whichever is asked first draws, and the other never does — the
 * pair plays otherwise in each order, unless one of them declares which comes first.
 *
 * @param id the variant's id
 * @param count how many cards the turn's draw takes
 * @param before the variants whose rules this one's must come before
 */
record DrawsInstead(String id, int count, Set<String> before) implements Variant {
    DrawsInstead(String id, int count) {
        this(id, count, Set.of());
    }

    @Override
    public String description() {
        return "the draw of a turn takes " + count + " cards";
    }

    @Override
    public Rules rules(Options options) {
        return new Rules() {
            @Override
            public boolean apply(Table table, int seat, Move move) {
                if (!(move instanceof Move.Draw) || table.phase() != Phase.TURN || table.pendingDraw() > 0) {
                    return false;
                }
                table.draw(seat, count, Event.DrawCause.TURN);
                table.endTurn(0);
                return true;
            }
        };
    }
}
