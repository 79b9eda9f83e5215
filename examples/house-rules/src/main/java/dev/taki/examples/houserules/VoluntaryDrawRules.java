package dev.taki.examples.houserules;

import dev.taki.api.Move;
import dev.taki.api.Phase;
import dev.taki.api.TableView;
import dev.taki.api.spi.Rules;

import java.util.List;

/**
 * One hook: at the start of a turn with no +2 count waiting, {@code draw} is offered next to the plays
 * (the engine offers it only when nothing can be played, and always when a +2 count waits). The base game
 * carries the draw out: one card, then the turn passes. Nothing else changes — no draw after a Plus, after a
 * King or inside one's own TAKI run.
 */
final class VoluntaryDrawRules implements Rules {
    private final int handLimit;

    VoluntaryDrawRules(int handLimit) {
        this.handLimit = handLimit;
    }

    @Override
    public void adjustMoves(TableView table, int seat, List<Move> moves) {
        if (table.phase() != Phase.TURN || table.pendingDraw() > 0 || moves.contains(Move.draw())) {
            return;
        }
        if (handLimit == 0 || table.handSize(seat) < handLimit) {
            moves.add(Move.draw());
        }
    }
}
