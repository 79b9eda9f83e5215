package dev.taki.examples.houserules;

import dev.taki.api.spi.StateCodec;

import java.util.Map;
import java.util.Set;

/**
 * The state of {@code catch-last-card}: the one seat that ended its turn with one card without saying "last card"
 * and has been neither caught nor has declared late, while no other move has been accepted. Public (everyone heard
 * the silence), written {@code {"seat": 1}}.
 *
 * @param seat the catchable seat
 */
public record Catchable(int seat) {
    /** The JSON field of the seat. */
    static final String SEAT = "seat";
    /** The codec registered in {@link CatchLastCard#setUp}: all of it public, no card in it. */
    static final StateCodec<Catchable> CODEC = new StateCodec<>(CatchLastCard.ID, Catchable.class,
            c -> Map.of(SEAT, c.seat()), Catchable::read);

    /** Checks the seat. */
    public Catchable {
        if (seat < 0 || seat > 9) {
            throw new IllegalArgumentException(SEAT + ": expected a seat from 0 to 9, got " + seat);
        }
    }

    private static Catchable read(Map<String, Object> json) {
        if (!json.keySet().equals(Set.of(SEAT)) || !(json.get(SEAT) instanceof Integer seat) || seat < 0 || seat > 9) {
            throw new IllegalArgumentException("expected the one field " + SEAT + ", a seat from 0 to 9, got " + json);
        }
        return new Catchable(seat);
    }
}
