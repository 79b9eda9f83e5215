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
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
        Map<String, Object> arguments = new HashMap<>();
        if (move instanceof Move.Play play) {
            arguments.put("card", play.card().notation());
        }
        String key = sentence(code, t, seat, move, arguments);
        return Outcome.Rejected.of(code, key, arguments);
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
                if (play.cards().size() != 1) {
                    return Rejection.ILLEGAL_MOVE;   // a run takes its cards one at a time
                }
                return run != null && card.colorOrNull() == run.color() ? Rejection.NO_FOLLOW_UP : Rejection.NOT_IN_RUN_COLOR;
            }
            if (play.cards().size() == 1 && BaseRules.playable(BaseRules.Matching.of(t), phase, run, count, card)) {
                return Rejection.NO_FOLLOW_UP;
            }
            return play.cards().size() == 1 ? Rejection.CARD_DOES_NOT_MATCH : Rejection.ILLEGAL_MOVE;
        }
        if (move instanceof Move.Act) {
            return Rejection.ILLEGAL_MOVE;   // a plugin's verb, not offered now
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

    /** The key of the code's sentence; the arguments it speaks of go to the map. */
    private static String sentence(Rejection code, TableView t, int seat, Move move, Map<String, Object> arguments) {
        return switch (code) {
            case CARD_NOT_IN_HAND -> {
                arguments.put("card", notInHand(t, seat, (Move.Play) move).notation());
                yield "card-not-in-hand";
            }
            case BAD_CHOICE -> {
                Move.Play play = (Move.Play) move;
                ChoiceKind wanted = play.card().kind().choiceOrNull();
                arguments.put("expected", wanted == null ? "none" : wanted.name());
                if (play.choice() != null) {
                    arguments.put("choice", play.choice().notation());
                }
                yield "bad-choice";
            }
            case MUST_ANSWER_PLUS_TWO -> {
                arguments.put("count", t.pendingDraw());
                arguments.put("expected", t.pendingDrawKind().map(CardKind::symbol).orElse("+2"));
                yield "must-answer-count";
            }
            case NOT_IN_RUN_COLOR -> {
                arguments.put("expected", t.taki().map(r -> r.color().notation()).orElse(""));
                yield "not-in-run-color";
            }
            case NO_FOLLOW_UP -> "no-follow-up";
            case CARD_DOES_NOT_MATCH -> {
                arguments.put("activeColor", String.valueOf(t.activeColor()));
                arguments.put("leading", String.valueOf(t.leading()));
                yield "card-does-not-match";
            }
            case MUST_FOLLOW_PLUS -> "must-follow-plus";
            case DRAW_NOT_ALLOWED -> t.phase() == Phase.TAKI_RUN ? "draw-in-run" : "draw-while-playable";
            case CANNOT_CLOSE -> t.phase() == Phase.TAKI_RUN ? "close-empty-taki" : "close-no-run";
            case CANNOT_END -> "cannot-end";
            case CANNOT_PASS -> "cannot-pass";
            default -> {
                arguments.put("phase", t.phase().name());
                yield "not-allowed-now";
            }
        };
    }

    /** The first card of the play that the seat's hand does not hold (counting copies). */
    private static Card notInHand(TableView t, int seat, Move.Play play) {
        List<Card> hand = new ArrayList<>(t.hand(seat));
        for (Card c : play.cards()) {
            if (!hand.remove(c)) {
                return c;
            }
        }
        return play.card();
    }
}
