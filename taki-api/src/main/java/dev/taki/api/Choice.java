package dev.taki.api;

/**
 * What a player names with a card that asks for it: a {@link Color} (Change Color), a {@link Direction},
 * a {@link Seat}, or a value of a plugin's own {@link ChoiceKind}. Choices are values: equal choices are
 * {@code equals}, so moves that carry them compare as they should.
 */
public interface Choice {

    /** {@return the kind of choice this is} */
    ChoiceKind kind();

    /** {@return the choice as one word of move notation: {@code Y}, {@code cw}, {@code @2}} */
    String notation();
}
