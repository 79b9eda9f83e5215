package dev.taki.testkit.contract;

import dev.taki.api.Card;
import dev.taki.api.Event;
import dev.taki.api.Move;
import dev.taki.api.Phase;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.StateCodec;
import dev.taki.api.spi.Table;
import dev.taki.api.spi.Variant;

import java.util.List;
import java.util.Map;

/**
 * A test-only variant with a leak the contract must find: it carries out the ordinary draw itself and keeps the
 * card drawn in its state — whose public part (all of it: no {@code publicPart} was given) every player sees.
 * The views check passes it (the state is the same whatever the other hands hold); the acting seat's check does not.
 */
final class ShowsLastDrawn implements Variant {
    static final String ID = "shows-last-drawn";

    /** The last card drawn, and by whom. */
    record LastDrawn(int seat, String card) {
        static final StateCodec<LastDrawn> CODEC = new StateCodec<>(ID, LastDrawn.class,
                s -> Map.of("seat", s.seat(), "card", s.card()),
                json -> new LastDrawn((Integer) json.get("seat"), (String) json.get("card")));
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "shows everyone the card last drawn (a leak)";
    }

    @Override
    public void setUp(SetupContext context) {
        context.state(LastDrawn.CODEC);
    }

    @Override
    public Rules rules(Options options) {
        return new Rules() {
            @Override
            public boolean apply(Table table, int seat, Move move) {
                if (!(move instanceof Move.Draw) || table.phase() != Phase.TURN || table.pendingDraw() > 0) {
                    return false;
                }
                List<Card> drawn = table.draw(seat, 1, Event.DrawCause.TURN);
                if (!drawn.isEmpty()) {
                    table.setState(ID, new LastDrawn(seat, drawn.get(0).notation()));
                }
                table.endTurn(0);
                return true;
            }
        };
    }
}
