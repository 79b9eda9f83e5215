package dev.taki.api;

import java.util.ArrayList;
import java.util.List;

/** The decks of the game's editions. */
public final class Decks {
    private Decks() {
    }

    /**
     * {@return the 2011 edition, 112 cards: per colour two each of 1, 3–9, +2, Plus, Stop, Change Direction and TAKI;
     * four Change Color, two Super TAKI and two King}
     */
    public static List<Card> edition2011() {
        return EDITION_2011;
    }

    private static final List<Card> EDITION_2011 = build2011();

    private static List<Card> build2011() {
        List<Card> deck = new ArrayList<>(112);
        for (Color color : Color.values()) {
            for (CardKind kind : CardKind.base()) {
                if (kind.isColored()) {
                    deck.add(Card.of(kind, color));
                    deck.add(Card.of(kind, color));
                }
            }
        }
        for (int i = 0; i < 4; i++) {
            deck.add(Card.of(CardKind.CHANGE_COLOR));
        }
        for (int i = 0; i < 2; i++) {
            deck.add(Card.of(CardKind.SUPER_TAKI));
            deck.add(Card.of(CardKind.KING));
        }
        return List.copyOf(deck);
    }
}
