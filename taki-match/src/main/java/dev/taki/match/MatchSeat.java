package dev.taki.match;

import java.util.Objects;

/**
 * A seat of a match: who sits there and who plays it.
 *
 * @param seat   the seat, from 0
 * @param name   the name shown at the table (1 to 40 characters, code points, not all blank)
 * @param human  true while a person plays the seat; false when a bot does (from the start, or since the
 *               person left or resigned)
 * @param bot    the bot spec that plays the seat when no person does ({@code heuristic}, {@code random}…)
 * @param status whether the seat's person is still there
 */
public record MatchSeat(int seat, String name, boolean human, String bot, SeatStatus status) {
    /**
     * Checks the fields.
     *
     * @param seat the seat, from 0
     * @param name the name shown at the table, 1 to 40 characters
     * @param human true while a person plays the seat
     * @param bot the bot spec that plays the seat when no person does
     * @param status whether the seat's person is still there
     */
    public MatchSeat {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(bot, "bot");
        Objects.requireNonNull(status, "status");
        if (seat < 0 || seat > 9) {
            throw new IllegalArgumentException("seat: expected 0 to 9, got " + seat);
        }
        int length = name.codePointCount(0, name.length()); // characters as code points, not UTF-16 units
        if (name.isBlank() || length > 40) {
            throw new IllegalArgumentException("name: expected 1 to 40 characters, not blank, got "
                    + (name.isBlank() ? "a blank name" : length));
        }
        if (human && status != SeatStatus.PLAYING) {
            throw new IllegalArgumentException("a seat whose person " + status.name().toLowerCase(java.util.Locale.ROOT)
                    + " is played by its bot");
        }
    }

    /**
     * A seat for a person; {@code bot} takes over if they leave or resign.
     *
     * @param seat the seat, from 0
     * @param name the name shown at the table
     * @param bot the bot spec that takes over
     * @return the seat
     */
    public static MatchSeat human(int seat, String name, String bot) {
        return new MatchSeat(seat, name, true, bot, SeatStatus.PLAYING);
    }

    /**
     * A seat played by a bot from the start.
     *
     * @param seat the seat, from 0
     * @param name the name shown at the table
     * @param bot the bot spec that plays it
     * @return the seat
     */
    public static MatchSeat bot(int seat, String name, String bot) {
        return new MatchSeat(seat, name, false, bot, SeatStatus.PLAYING);
    }

    /**
     * This seat once its person left or resigned: its bot plays it.
     *
     * @param why {@link SeatStatus#LEFT} or {@link SeatStatus#RESIGNED}
     * @return the seat, played by its bot; this one is unchanged
     */
    public MatchSeat vacated(SeatStatus why) {
        return new MatchSeat(seat, name, false, bot, why);
    }
}
