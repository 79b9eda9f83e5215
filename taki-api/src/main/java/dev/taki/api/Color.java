package dev.taki.api;

import java.util.Locale;

/**
 * The four card colours, written in notation by their initial letter. A colour is also the choice a Change
 * Color names ({@link ChoiceKind#COLOR}).
 */
public enum Color implements Choice {
    /** Red: {@code R}. */
    RED('R'),
    /** Green: {@code G}. */
    GREEN('G'),
    /** Blue: {@code B}. */
    BLUE('B'),
    /** Yellow: {@code Y}. */
    YELLOW('Y');

    private final char letter;

    Color(char letter) {
        this.letter = letter;
    }

    /** {@return the notation letter: {@code R}, {@code G}, {@code B} or {@code Y}} */
    public char letter() {
        return letter;
    }

    @Override
    public ChoiceKind kind() {
        return ChoiceKind.COLOR;
    }

    /** The notation: the letter as a word. */
    @Override
    public String notation() {
        return String.valueOf(letter);
    }

    /**
     * Reads a colour letter (case-insensitive).
     *
     * @param text one letter
     * @return the colour it names
     * @throws NotationException if the text is not one of R, G, B, Y
     */
    public static Color parse(String text) {
        if (text == null) {
            throw new NotationException("no colour given: expected R, G, B or Y");
        }
        String t = text.trim().toUpperCase(Locale.ROOT);
        if (t.length() == 1) {
            for (Color c : values()) {
                if (c.letter == t.charAt(0)) {
                    return c;
                }
            }
        }
        throw new NotationException("'" + CardKind.shorten(text) + "' is not a colour: expected R, G, B or Y");
    }

    @Override
    public String toString() {
        return String.valueOf(letter);
    }
}
