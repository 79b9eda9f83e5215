package dev.taki.testkit.contract;

import dev.taki.api.Card;
import dev.taki.api.Event;
import dev.taki.api.Move;
import dev.taki.api.Phase;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;
import dev.taki.api.spi.Variant;

import java.util.List;
import java.util.Map;

/**
 * A test-only variant with a leak the contract must find: it carries out the ordinary draw itself and announces
 * the card in an event of its own — a {@link Event.VariantEvent}, which every seat sees whole.
 */
final class TellsDrawnCard implements Variant {
    static final String ID = "tells-drawn-card";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "tells everyone the card just drawn (a leak)";
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
                for (Card c : drawn) {
                    table.emit(new Event.VariantEvent(ID, "drew", seat, Map.of("card", c.notation())));
                }
                table.endTurn(0);
                return true;
            }
        };
    }
}
