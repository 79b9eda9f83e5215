package dev.taki.api;

import java.util.Locale;

/** The four card colours, written in notation by their initial letter. */
public enum Color {
    RED('R'), GREEN('G'), BLUE('B'), YELLOW('Y');

    private final char letter;

    Color(char letter) {
        this.letter = letter;
    }

    /** The notation letter: {@code R}, {@code G}, {@code B} or {@code Y}. */
    public char letter() {
        return letter;
    }

    /**
     * Reads a colour letter (case-insensitive).
     *
     * @throws NotationException if the text is not one of R, G, B, Y
     */
    public static Color parse(String text) {
        String t = text.trim().toUpperCase(Locale.ROOT);
        if (t.length() == 1) {
            for (Color c : values()) {
                if (c.letter == t.charAt(0)) {
                    return c;
                }
            }
        }
        throw new NotationException("'" + text + "' is not a colour: expected R, G, B or Y");
    }

    @Override
    public String toString() {
        return String.valueOf(letter);
    }
}
