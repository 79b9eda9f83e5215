package dev.taki.api;

import java.util.Locale;

/**
 * The direction of play: clockwise means seat numbers increase (0, 1, 2, …, 0). A direction is also a choice
 * a plugin's card may name ({@link ChoiceKind#DIRECTION}).
 */
public enum Direction implements Choice {
    /** Clockwise, {@code cw}: seat numbers increase; every game starts this way unless configured otherwise. */
    CW,
    /** Counter-clockwise, {@code ccw}: seat numbers decrease. */
    CCW;

    /** {@return the opposite direction} */
    public Direction reversed() {
        return this == CW ? CCW : CW;
    }

    /** {@return +1 for clockwise, -1 for counter-clockwise: the step between neighbouring seats} */
    public int step() {
        return this == CW ? 1 : -1;
    }

    @Override
    public ChoiceKind kind() {
        return ChoiceKind.DIRECTION;
    }

    /** The notation word: {@code cw} or {@code ccw}. */
    @Override
    public String notation() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Reads {@code cw} or {@code ccw} (case-insensitive).
     *
     * @param text {@code cw} or {@code ccw}
     * @return the direction it names
     * @throws NotationException for anything else
     */
    public static Direction parse(String text) {
        if (text == null) {
            throw new NotationException("no direction given: expected cw or ccw");
        }
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.equals("cw")) {
            return CW;
        }
        if (t.equals("ccw")) {
            return CCW;
        }
        throw new NotationException("'" + CardKind.shorten(text) + "' is not a direction: expected cw or ccw");
    }
}
