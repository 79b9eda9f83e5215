package dev.taki.core.record;

import dev.taki.api.Move;
import dev.taki.api.Notation;
import dev.taki.api.NotationException;

import java.util.Objects;

/**
 * One line of a game record: the seat that moved and its move, written {@code "2: play R5 last"} as in
 * NOTATION.md. The move keeps its "last card" declaration, since the declaration changes the game.
 *
 * @param seat the seat that made the move, from 0
 * @param move the move, with its declaration if it carried one
 */
public record RecordedMove(int seat, Move move) {

    /**
     * Checks the fields.
     *
     * @param seat the seat that made the move, from 0
     * @param move the move, not null
     */
    public RecordedMove {
        Objects.requireNonNull(move, "move");
        if (seat < 0) {
            throw new IllegalArgumentException("a seat is 0 or more, got " + seat);
        }
    }

    /**
     * Reads a {@code "seat: move"} line in the base game's notation.
     *
     * @param line {@code "seat: move"}
     * @return the line read
     * @throws NotationException quoting the line and saying what was expected
     */
    public static RecordedMove parse(String line) {
        return parse(line, Notation.base());
    }

    /**
     * Reads a {@code "seat: move"} line in a game's notation ({@link dev.taki.api.Game#notation()}), plugins'
     * cards included.
     *
     * @param line {@code "seat: move"}
     * @param notation the game's notation
     * @return the line read
     * @throws NotationException quoting the line (at most 80 characters of it) and saying what was expected
     */
    public static RecordedMove parse(String line, Notation notation) {
        if (line == null) {
            throw new NotationException("no line given: expected 'seat: move', as in '0: play R5'");
        }
        int colon = line.indexOf(':');
        if (colon < 0) {
            throw new NotationException("'" + shorten(line) + "' is not a 'seat: move' line, as in '0: play R5'");
        }
        String seatText = line.substring(0, colon).trim();
        int seat;
        try {
            seat = Integer.parseInt(seatText);
        } catch (NumberFormatException e) {
            seat = -1;
        }
        if (seat < 0) {
            throw new NotationException("'" + shorten(line) + "' does not start with a seat number (0, 1, …) before ':'");
        }
        return new RecordedMove(seat, notation.parseMove(line.substring(colon + 1)));
    }

    private static String shorten(String text) {
        return text.length() <= 80 ? text : text.substring(0, 77) + "...";
    }

    /** {@return the line in notation: {@code "2: play R5 last"}} */
    public String notation() {
        return seat + ": " + move.notation();
    }

    @Override
    public String toString() {
        return notation();
    }
}
