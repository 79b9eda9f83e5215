package dev.taki.api;

import java.util.Optional;

/**
 * A card: a kind and, for coloured kinds, a colour. The two copies of a card in a deck are equal.
 * Instances are canonical, so {@code ==} and {@code equals} agree; obtain them with {@link #of} or
 * {@link #parse} (the base game's cards), or {@link Game#parseCard} (the cards of a game, plugins' included).
 */
public final class Card implements Comparable<Card> {
    private final CardKind kind;
    private final Color color;
    private final int code;
    private final String notation;

    Card(CardKind kind, Color color, int code) {
        this.kind = kind;
        this.color = color;
        this.code = code;
        this.notation = color == null ? kind.symbol() : color.letter() + kind.symbol();
    }

    /**
     * The coloured card of that kind and colour.
     *
     * @param kind a coloured kind
     * @param color its colour
     * @return the one instance of that card
     * @throws IllegalArgumentException if the kind is colourless
     */
    public static Card of(CardKind kind, Color color) {
        if (!kind.isColored()) {
            throw new IllegalArgumentException(kind + " has no colour");
        }
        return kind.card(java.util.Objects.requireNonNull(color, "color"));
    }

    /**
     * The colourless card of that kind.
     *
     * @param kind a colourless kind
     * @return the one instance of that card
     * @throws IllegalArgumentException if the kind is coloured
     */
    public static Card of(CardKind kind) {
        if (kind.isColored()) {
            throw new IllegalArgumentException(kind + " needs a colour");
        }
        return kind.card(null);
    }

    /**
     * The card with the given {@link #code()}.
     *
     * @param code a code that {@link #code()} gave out in this run of the JVM
     * @return the card that has it
     * @throws IllegalArgumentException if no card has it
     */
    public static Card fromCode(int code) {
        Card card = CardKind.byCode(code);
        if (card == null) {
            throw new IllegalArgumentException("no card has code " + code);
        }
        return card;
    }

    /**
     * {@return the number of card codes given out so far (an upper bound for {@link #code()} of every card made yet)}
     */
    public static int codeCount() {
        return CardKind.codeCount();
    }

    /**
     * Reads the notation of a base-game card, case-insensitively: {@code R5}, {@code G+2}, {@code B+},
     * {@code YSTOP}, {@code RDIR}, {@code GTAKI}, {@code COLOR}, {@code SUPERTAKI}, {@code KING}. The cards
     * that plugins add are read by the game that has them ({@link Game#parseCard}).
     *
     * @param text the notation, such as {@code R5} or {@code KING}
     * @return the card it names
     * @throws NotationException quoting the text (at most 80 characters of it) and saying what was expected
     */
    public static Card parse(String text) {
        return Notation.base().parseCard(text);
    }

    /** {@return the kind of the card} */
    public CardKind kind() {
        return kind;
    }

    /** {@return the colour, empty for colourless cards} */
    public Optional<Color> color() {
        return Optional.ofNullable(color);
    }

    /** {@return the colour, or {@code null} for colourless cards (for hot paths that avoid Optional)} */
    public Color colorOrNull() {
        return color;
    }

    /** {@return true if the card has a colour} */
    public boolean isColored() {
        return color != null;
    }

    /**
     * {@return a small dense integer identifying the card within this run of the JVM, for bit sets and arrays: the base
     * game's cards have the smallest codes, plugins' cards get theirs when their kind is defined} Codes are not
     * promised across versions or runs: store notation, never codes.
     */
    public int code() {
        return code;
    }

    /** {@return the card in notation, upper case: {@code R5}, {@code KING}} */
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
