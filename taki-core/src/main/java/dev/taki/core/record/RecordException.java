package dev.taki.core.record;

import java.util.List;

/**
 * A game record that cannot be read or replayed. It lists every problem found, each naming what is
 * wrong and where: {@code format: expected 1, got 7}, {@code config.players: expected 2 to 10, got 11},
 * {@code moves[12] "2: play R5": seat 2 cannot play R5: …}.
 */
public final class RecordException extends dev.taki.api.BadInputException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception from one or more problems.
     *
     * @param problems each problem, a sentence naming its field
     */
    public RecordException(List<String> problems) {
        super(String.join("; ", problems), problems, null);
    }
}
