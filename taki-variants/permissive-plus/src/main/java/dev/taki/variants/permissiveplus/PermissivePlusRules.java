package dev.taki.variants.permissiveplus;

import dev.taki.api.Event;
import dev.taki.api.Move;
import dev.taki.api.Phase;
import dev.taki.api.TableView;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;

import java.util.List;

/**
 * Adds the draw to a player who must follow a Plus: when no card can follow it (or always, with
 * {@code drawInsteadOfFollow}). Because that player is no longer left without a move, the engine's
 * "no dead end" check lets any matching Plus be played, also as the last card or the last of a run.
 */
final class PermissivePlusRules implements Rules {
    private final boolean drawInsteadOfFollow;

    PermissivePlusRules(boolean drawInsteadOfFollow) {
        this.drawInsteadOfFollow = drawInsteadOfFollow;
    }

    @Override
    public void adjustMoves(TableView table, int seat, List<Move> moves) {
        if (table.phase() != Phase.PLUS_FOLLOW) {
            return;
        }
        boolean canFollow = moves.stream().anyMatch(m -> m instanceof Move.Play);
        if ((!canFollow || drawInsteadOfFollow) && !moves.contains(Move.draw())) {
            moves.add(Move.draw());
        }
    }

    @Override
    public boolean apply(Table table, int seat, Move move) {
        if (table.phase() != Phase.PLUS_FOLLOW || !(move instanceof Move.Draw)) {
            return false;
        }
        table.draw(seat, 1, Event.DrawCause.TURN);
        table.endTurn(0);
        return true;
    }
}
