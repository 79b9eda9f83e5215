package dev.taki.api;

/**
 * A seat named by a play, written {@code @n} in notation ({@code play R7 @2}): the choice of
 * {@link ChoiceKind#SEAT}.
 *
 * @param number the seat, from 0
 */
public record Seat(int number) implements Choice {

    /**
     * Checks the seat number.
     *
     * @param number the seat, from 0 to 99
     */
    public Seat {
        if (number < 0 || number > 99) {
            throw new IllegalArgumentException("a seat is a number from 0 to 99, got " + number);
        }
    }

    @Override
    public ChoiceKind kind() {
        return ChoiceKind.SEAT;
    }

    @Override
    public String notation() {
        return "@" + number;
    }

    @Override
    public String toString() {
        return notation();
    }
}
