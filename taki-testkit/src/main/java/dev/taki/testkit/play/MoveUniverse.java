package dev.taki.testkit.play;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.Move;

import java.util.ArrayList;
import java.util.List;

/** Every single move that notation can express (one card per play), legal or not: the raw material of illegal moves. */
public final class MoveUniverse {
    private static final List<Move> ALL = build();

    private MoveUniverse() {
    }

    /** All single-card plays with every choice, plus draw, close, end and pass. */
    public static List<Move> all() {
        return ALL;
    }

    private static List<Move> build() {
        List<Move> moves = new ArrayList<>();
        for (CardKind kind : CardKind.values()) {
            List<Card> cards = new ArrayList<>();
            if (kind.isColored()) {
                for (Color c : Color.values()) {
                    cards.add(Card.of(kind, c));
                }
            } else {
                cards.add(Card.of(kind));
            }
            for (Card card : cards) {
                moves.add(Move.play(card));
                for (Color c : Color.values()) {
                    moves.add(Move.play(card, c));
                }
                for (Direction d : Direction.values()) {
                    moves.add(Move.play(card, d));
                }
            }
        }
        moves.add(Move.draw());
        moves.add(Move.close());
        moves.add(Move.end());
        moves.add(Move.pass());
        return List.copyOf(moves);
    }
}
