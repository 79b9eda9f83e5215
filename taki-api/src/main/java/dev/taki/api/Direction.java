package dev.taki.api;

import java.util.Locale;

/** The direction of play: clockwise means seat numbers increase (0, 1, 2, …, 0). */
public enum Direction {
    CW, CCW;

    /** The opposite direction. */
    public Direction reversed() {
        return this == CW ? CCW : CW;
    }

    /** +1 for clockwise, -1 for counter-clockwise: the step between neighbouring seats. */
    public int step() {
        return this == CW ? 1 : -1;
    }

    /** The notation word: {@code cw} or {@code ccw}. */
    public String notation() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Reads {@code cw} or {@code ccw} (case-insensitive).
     *
     * @throws NotationException for anything else
     */
    public static Direction parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.equals("cw")) {
            return CW;
        }
        if (t.equals("ccw")) {
            return CCW;
        }
        throw new NotationException("'" + text + "' is not a direction: expected cw or ccw");
    }
}
