package dev.taki.core.rules;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.ChoiceKind;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.Phase;
import dev.taki.api.Rejection;
import dev.taki.api.TableView;
import dev.taki.api.TakiStatus;

import java.util.ArrayList;
import java.util.List;

/**
 * Why the base game refuses a move: the reason is found by asking, in order, the same questions that
 * {@link BaseRules#adjustMoves} asks when it offers moves — is the card in hand, does it name the right choice,
 * may a card be played in this phase, does it match — and what is left is a dead end (§ 4.7).
 */
final class BaseRejections {
    private BaseRejections() {
    }

    static Outcome.Rejected explain(TableView t, int seat, Move move) {
        Rejection code = reason(t, seat, move);
        return new Outcome.Rejected(code, sentence(code, t));
    }

    private static Rejection reason(TableView t, int seat, Move move) {
        Phase phase = t.phase();
        if (move instanceof Move.Play play) {
            List<Card> hand = new ArrayList<>(t.hand(seat));
            for (Card c : play.cards()) {
                if (!hand.remove(c)) {
                    return Rejection.CARD_NOT_IN_HAND;
                }
            }
            Card card = play.card();
            ChoiceKind wanted = card.kind().choiceOrNull();
            if (play.choice() == null ? wanted != null : play.choice().kind() != wanted) {
                return Rejection.BAD_CHOICE;
            }
            if (!Phase.base().contains(phase)) {
                return Rejection.ILLEGAL_MOVE;
            }
            if (phase == Phase.TURN && t.pendingDraw() > 0) {
                return Rejection.MUST_ANSWER_PLUS_TWO;
            }
            TakiStatus run = t.taki().orElse(null);
            CardKind count = t.pendingDraw() > 0 ? t.pendingDrawKind().orElse(null) : null;
            if (phase == Phase.TAKI_RUN) {
                return run != null && card.colorOrNull() == run.color() ? Rejection.NO_FOLLOW_UP : Rejection.NOT_IN_RUN_COLOR;
            }
            if (play.cards().size() == 1 && BaseRules.playable(BaseRules.Matching.of(t), phase, run, count, card)) {
                return Rejection.NO_FOLLOW_UP;
            }
            return play.cards().size() == 1 ? Rejection.CARD_DOES_NOT_MATCH : Rejection.ILLEGAL_MOVE;
        }
        if (phase == Phase.PLUS_FOLLOW && !(move instanceof Move.Pass)) {
            return Rejection.MUST_FOLLOW_PLUS;
        }
        if (move instanceof Move.Draw) {
            return Rejection.DRAW_NOT_ALLOWED;
        }
        if (move instanceof Move.Close) {
            return phase == Phase.TAKI_RUN && t.taki().map(r -> r.cardsPlayed() > 0).orElse(false)
                    ? Rejection.NO_FOLLOW_UP : Rejection.CANNOT_CLOSE;
        }
        if (move instanceof Move.End) {
            return phase == Phase.TAKI_RUN || phase == Phase.KING_FOLLOW ? Rejection.NO_FOLLOW_UP : Rejection.CANNOT_END;
        }
        return Rejection.CANNOT_PASS;
    }

    private static String sentence(Rejection code, TableView t) {
        return switch (code) {
            case CARD_NOT_IN_HAND -> "the card is not in their hand";
            case BAD_CHOICE -> "a card that names a choice needs exactly that choice (a Change Color names a colour:"
                    + " play COLOR Y), and a card that names none takes none here";
            case MUST_ANSWER_PLUS_TWO -> "a count of " + t.pendingDraw() + " is waiting: answer with a "
                    + t.pendingDrawKind().map(CardKind::symbol).orElse("+2") + " or a King, or draw the count";
            case NOT_IN_RUN_COLOR -> "in a TAKI run only " + t.taki().map(r -> r.color().name()).orElse("")
                    + " cards or a Change Color may be played";
            case NO_FOLLOW_UP -> "it would leave them without a legal move (a Plus must be followed by a card)";
            case CARD_DOES_NOT_MATCH -> "it matches neither the active colour " + t.activeColor()
                    + " nor the leading card " + t.leading();
            case MUST_FOLLOW_PLUS -> "after a Plus they must play another card on it";
            case DRAW_NOT_ALLOWED -> t.phase() == Phase.TAKI_RUN ? "nobody draws during their own TAKI run"
                    : "drawing is allowed only when no card can be played";
            case CANNOT_CLOSE -> t.phase() == Phase.TAKI_RUN ? "an empty TAKI cannot be closed"
                    : "there is no TAKI run of theirs to close";
            case CANNOT_END -> "there is nothing to end: a turn ends with a play or a draw";
            case CANNOT_PASS -> "there is nothing to answer";
            default -> "that move is not allowed now";
        };
    }
}
