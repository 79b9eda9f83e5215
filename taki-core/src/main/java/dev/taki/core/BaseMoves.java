package dev.taki.core;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.Move;
import dev.taki.api.TableView;
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
        List<Card> distinct = hand.size() <= 1 ? hand : distinct(hand);
        switch (t.phase()) {
            case TURN -> {
                if (t.pendingDraw() > 0) {
                    for (Card c : distinct) {
                        if (c.kind() == CardKind.PLUS_TWO || c.kind() == CardKind.KING) {
                            addPlays(moves, c);
                        }
                    }
                    moves.add(Move.draw());
                } else {
                    addMatching(t, distinct, moves);
                }
            }
            case PLUS_FOLLOW -> addMatching(t, distinct, moves);
            case KING_FOLLOW -> {
                for (Card c : distinct) {
                    addPlays(moves, c);
                }
                moves.add(Move.end());
            }
            case TAKI_RUN -> {
                TakiStatus run = t.taki().orElseThrow();
                for (Card c : distinct) {
                    if (c.colorOrNull() == run.color() || c.kind() == CardKind.CHANGE_COLOR) {
                        addPlays(moves, c);
                    }
                }
                if (run.cardsPlayed() > 0) {
                    moves.add(Move.close());
                }
                moves.add(Move.end());
            }
            default -> {
                // RESPONSE windows belong to variants; OVER has no moves.
            }
        }
        return moves;
    }

    /** The hand's cards, each once, in the order first held (two copies of a card are one move). */
    private static List<Card> distinct(List<Card> hand) {
        List<Card> out = new ArrayList<>(hand.size());
        long seenLow = 0;
        long seenHigh = 0;
        for (Card c : hand) {
            int code = c.code();
            if (code < 64) {
                long bit = 1L << code;
                if ((seenLow & bit) != 0) {
                    continue;
                }
                seenLow |= bit;
            } else {
                long bit = 1L << (code - 64);
                if ((seenHigh & bit) != 0) {
                    continue;
                }
                seenHigh |= bit;
            }
            out.add(c);
        }
        return out;
    }

    private static void addMatching(TableView t, List<Card> distinct, List<Move> moves) {
        for (Card c : distinct) {
            if (t.matches(c)) {
                addPlays(moves, c);
            }
        }
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
