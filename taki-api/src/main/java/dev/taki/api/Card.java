package dev.taki.api;

import java.util.Locale;
import java.util.Optional;

/**
 * A card: a kind and, for coloured kinds, a colour. The two copies of a card in a deck are equal.
 * Instances are canonical, so {@code ==} and {@code equals} agree; obtain them with {@link #of} or
 * {@link #parse}.
 */
public final class Card implements Comparable<Card> {
    private static final CardKind[] KINDS = CardKind.values();
    private static final Color[] COLORS = Color.values();
    private static final Card[] ALL = new Card[KINDS.length * (COLORS.length + 1)];

    static {
        for (CardKind kind : KINDS) {
            if (kind.isColored()) {
                for (Color color : COLORS) {
                    Card card = new Card(kind, color);
                    ALL[card.code] = card;
                }
            } else {
                Card card = new Card(kind, null);
                ALL[card.code] = card;
            }
        }
    }

    private final CardKind kind;
    private final Color color;
    private final int code;
    private final String notation;

    private Card(CardKind kind, Color color) {
        this.kind = kind;
        this.color = color;
        this.code = kind.ordinal() * (COLORS.length + 1) + (color == null ? COLORS.length : color.ordinal());
        this.notation = color == null ? kind.symbol() : color.letter() + kind.symbol();
    }

    /**
     * The coloured card of that kind and colour.
     *
     * @throws IllegalArgumentException if the kind is colourless
     */
    public static Card of(CardKind kind, Color color) {
        if (!kind.isColored()) {
            throw new IllegalArgumentException(kind + " has no colour");
        }
        return ALL[kind.ordinal() * (COLORS.length + 1) + color.ordinal()];
    }

    /**
     * The colourless card of that kind.
     *
     * @throws IllegalArgumentException if the kind is coloured
     */
    public static Card of(CardKind kind) {
        if (kind.isColored()) {
            throw new IllegalArgumentException(kind + " needs a colour");
        }
        return ALL[kind.ordinal() * (COLORS.length + 1) + COLORS.length];
    }

    /** The card with the given {@link #code()}. */
    public static Card fromCode(int code) {
        Card card = code >= 0 && code < ALL.length ? ALL[code] : null;
        if (card == null) {
            throw new IllegalArgumentException("no card has code " + code);
        }
        return card;
    }

    /** The card with that code, or null if no card has it (for loops over all codes). */
    static Card byCode(int code) {
        return code >= 0 && code < ALL.length ? ALL[code] : null;
    }

    /** The number of distinct card codes (an upper bound for {@link #code()}). */
    public static int codeCount() {
        return ALL.length;
    }

    /**
     * Reads card notation, case-insensitively: {@code R5}, {@code G+2}, {@code B+}, {@code YSTOP},
     * {@code RDIR}, {@code GTAKI}, {@code COLOR}, {@code SUPERTAKI}, {@code KING}, {@code +3},
     * {@code BREAK}, {@code CRAZY}.
     *
     * @throws NotationException quoting the text and saying what was expected
     */
    public static Card parse(String text) {
        if (text == null) {
            throw new NotationException("no card given: expected card notation such as R5 or KING");
        }
        String t = text.trim().toUpperCase(Locale.ROOT);
        for (CardKind kind : KINDS) {
            if (!kind.isColored() && kind.symbol().equals(t)) {
                return of(kind);
            }
        }
        if (t.length() >= 2) {
            for (Color color : COLORS) {
                if (color.letter() == t.charAt(0)) {
                    String symbol = t.substring(1);
                    for (CardKind kind : KINDS) {
                        if (kind.isColored() && kind.symbol().equals(symbol)) {
                            return of(kind, color);
                        }
                    }
                    throw new NotationException("'" + text + "' is not a card: after the colour "
                            + color.letter() + " expected 1, 3-9, +2, +, STOP, DIR or TAKI");
                }
            }
        }
        throw new NotationException("'" + text + "' is not a card: expected a colour (R, G, B, Y) with"
                + " 1, 3-9, +2, +, STOP, DIR or TAKI, or one of COLOR, SUPERTAKI, KING, +3, BREAK, CRAZY");
    }

    /** The kind of the card. */
    public CardKind kind() {
        return kind;
    }

    /** The colour, empty for colourless cards. */
    public Optional<Color> color() {
        return Optional.ofNullable(color);
    }

    /** The colour, or {@code null} for colourless cards (for hot paths that avoid Optional). */
    public Color colorOrNull() {
        return color;
    }

    /** True if the card has a colour. */
    public boolean isColored() {
        return color != null;
    }

    /** A small dense integer identifying the card, stable across versions of this library. */
    public int code() {
        return code;
    }

    /** The card in notation, upper case: {@code R5}, {@code KING}. */
    public String notation() {
        return notation;
    }

    @Override
    public int compareTo(Card other) {
        return Integer.compare(code, other.code);
    }

    @Override
    public String toString() {
        return notation;
    }
}
