package dev.taki.examples.houserules;

import dev.taki.api.spi.StateCodec;

import java.util.Map;
import java.util.Set;

/**
 * The state of {@code jump-in}: the seat whose turn has started and who has made no move in it yet — the moment at
 * which others may jump. Public (everyone sees whose turn has just started), written {@code {"seat": 2}}.
 *
 * @param seat the seat whose turn has just started
 */
public record TurnOpening(int seat) {
    /** The JSON field of the seat. */
    static final String SEAT = "seat";
    /** The codec registered in {@link JumpIn#setUp}: all of it public, no card in it. */
    static final StateCodec<TurnOpening> CODEC = new StateCodec<>(JumpIn.ID, TurnOpening.class,
            o -> Map.of(SEAT, o.seat()), TurnOpening::read);

    /** Checks the seat. */
    public TurnOpening {
        if (seat < 0 || seat > 9) {
            throw new IllegalArgumentException(SEAT + ": expected a seat from 0 to 9, got " + seat);
        }
    }

    private static TurnOpening read(Map<String, Object> json) {
        if (!json.keySet().equals(Set.of(SEAT)) || !(json.get(SEAT) instanceof Integer seat) || seat < 0 || seat > 9) {
            throw new IllegalArgumentException("expected the one field " + SEAT + ", a seat from 0 to 9, got " + json);
        }
        return new TurnOpening(seat);
    }
}
