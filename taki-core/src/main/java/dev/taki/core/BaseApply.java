package dev.taki.core;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Event;
import dev.taki.api.Move;
import dev.taki.api.Phase;

/** Carries out a legal move of the base game on a working table. */
final class BaseApply {
    private BaseApply() {
    }

    static void apply(WorkingTable t, int seat, Move move) {
        Phase phase = t.phase();
        if (move instanceof Move.Play play) {
            if (play.cards().size() != 1) {
                throw new IllegalStateException("the base game has no move " + play.notation()
                        + "; the variant that offered it must carry it out");
            }
            Card card = play.card();
            if (phase == Phase.TAKI_RUN) {
                if (card.kind() == CardKind.CHANGE_COLOR) {
                    t.playChangeColorInRun(seat, card, play.color());
                } else {
                    t.playInRun(seat, card);
                }
            } else {
                t.playCard(seat, card, play);
            }
        } else if (move instanceof Move.Draw) {
            if (t.pendingDraw() > 0) {
                t.drawCount(seat);
            } else {
                t.draw(seat, 1, Event.DrawCause.TURN);
                t.endTurn(0);
            }
        } else if (move instanceof Move.Close) {
            t.finishRun(seat, true);
        } else if (move instanceof Move.End) {
            if (phase == Phase.TAKI_RUN) {
                t.finishRun(seat, false);
            } else {
                t.endTurn(0);
            }
        } else {
            throw new IllegalStateException("the base game has no move " + move.notation()
                    + "; the variant that offered it must carry it out");
        }
    }
}
