package dev.taki.core;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.Phase;
import dev.taki.api.Rejection;
import dev.taki.api.TableView;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** Says, with a typed reason and a sentence, why a move that is not legal was refused. */
final class Rejections {
    private Rejections() {
    }

    static Outcome.Rejected explain(TableView t, int seat, Move move, List<Move> legal) {
        Rejection code = reason(t, seat, move);
        String message = "seat " + seat + " cannot " + quote(move) + ": " + sentence(code, t)
                + "; legal now: " + legal.stream().map(Move::notation).collect(Collectors.joining(", "));
        return new Outcome.Rejected(code, message);
    }

    /** A move the base game would allow but a variant in play does not. */
    static Outcome.Rejected variantsForbid(int seat, Move move, List<Move> legal, List<String> variants) {
        return new Outcome.Rejected(Rejection.ILLEGAL_MOVE, "seat " + seat + " cannot " + quote(move)
                + ": the variants in play (" + String.join(", ", variants) + ") do not allow it here; legal now: "
                + legal.stream().map(Move::notation).collect(Collectors.joining(", ")));
    }

    /** The move's notation, cut short if absurdly long (a forged move must not make a huge message). */
    static String quote(Move move) {
        String n = move.notation();
        return n.length() <= 80 ? n : n.substring(0, 77) + "...";
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
            boolean wantsColor = card.kind().choice() == CardKind.Choice.COLOR;
            boolean wantsDirection = card.kind().choice() == CardKind.Choice.DIRECTION;
            if (wantsColor != (play.color() != null) || wantsDirection != (play.direction() != null)) {
                return Rejection.BAD_CHOICE;
            }
            if (phase == Phase.RESPONSE) {
                return Rejection.ILLEGAL_MOVE;
            }
            if (phase == Phase.TURN && t.pendingDraw() > 0) {
                return Rejection.MUST_ANSWER_PLUS_TWO;
            }
            if (phase == Phase.TAKI_RUN) {
                return t.taki().map(r -> card.colorOrNull() == r.color()).orElse(false)
                        ? Rejection.NO_FOLLOW_UP : Rejection.NOT_IN_RUN_COLOR;
            }
            if (play.cards().size() == 1 && (phase == Phase.KING_FOLLOW || t.matches(card))) {
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
            case BAD_CHOICE -> "a Change Color names a colour (play COLOR Y), a Crazy Card a direction"
                    + " (play CRAZY cw), and no other card names either";
            case MUST_ANSWER_PLUS_TWO -> "a +2 count of " + t.pendingDraw()
                    + " is waiting: answer with a +2 or a King, or draw the count";
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
