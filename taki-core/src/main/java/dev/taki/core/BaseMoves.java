package dev.taki.core;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.Move;
import dev.taki.api.Phase;
import dev.taki.api.TakiStatus;

import java.util.ArrayList;
import java.util.List;

/**
 * The candidate moves the base game offers the seat to act, before variants adjust them and dead ends are
 * removed. The ordinary draw (allowed only when no play is legal) is added once dead ends are gone.
 */
final class BaseMoves {
    private BaseMoves() {
    }

    static List<Move> of(TableReader t, int seat) {
        List<Move> moves = new ArrayList<>(8);
        List<Card> hand = t.data().hands[seat];
        Phase phase = t.phase();
        TakiStatus run = phase == Phase.TAKI_RUN ? t.data().taki : null;
        long seenLow = 0;
        long seenHigh = 0;
        for (int i = 0; i < hand.size(); i++) {
            Card c = hand.get(i);
            int code = c.code();
            long bit = 1L << (code & 63);
            if (code < 64) {
                if ((seenLow & bit) != 0) {
                    continue;
                }
                seenLow |= bit;
            } else {
                if ((seenHigh & bit) != 0) {
                    continue;
                }
                seenHigh |= bit;
            }
            if (playable(t, phase, run, c)) {
                addPlays(moves, c);
            }
        }
        switch (phase) {
            case TURN -> {
                if (t.pendingDraw() > 0) {
                    moves.add(Move.draw());
                }
            }
            case KING_FOLLOW -> moves.add(Move.end());
            case TAKI_RUN -> {
                if (run.cardsPlayed() > 0) {
                    moves.add(Move.close());
                }
                moves.add(Move.end());
            }
            default -> {
                // PLUS_FOLLOW: plays only. RESPONSE windows belong to variants; OVER has no moves.
            }
        }
        return moves;
    }

    /** Whether the base game offers this card (each card of the hand is asked once). */
    private static boolean playable(TableReader t, Phase phase, TakiStatus run, Card c) {
        return switch (phase) {
            case TURN -> t.pendingDraw() > 0
                    ? c.kind() == CardKind.PLUS_TWO || c.kind() == CardKind.KING
                    : t.matches(c);
            case PLUS_FOLLOW -> t.matches(c);
            case KING_FOLLOW -> true;
            case TAKI_RUN -> c.colorOrNull() == run.color() || c.kind() == CardKind.CHANGE_COLOR;
            default -> false;
        };
    }

    /** One move per choice the card offers: four colours for a Change Color, two directions for a Crazy Card. */
    static void addPlays(List<Move> moves, Card c) {
        switch (c.kind().choice()) {
            case COLOR -> {
                for (Color color : Color.values()) {
                    moves.add(Move.play(c, color));
                }
            }
            case DIRECTION -> {
                for (Direction direction : Direction.values()) {
                    moves.add(Move.play(c, direction));
                }
            }
            default -> moves.add(Move.play(c));
        }
    }
}
