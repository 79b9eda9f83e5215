package dev.taki.api;

import java.util.List;

/**
 * A configuration or table setup that cannot be played. It lists every problem found, each naming the
 * field and what is allowed, e.g. {@code players: expected 2 to 10, got 11}.
 */
public final class ConfigurationException extends BadInputException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception from one or more problems.
     *
     * @param problems each problem, a sentence naming the field and what is allowed
     */
    public ConfigurationException(List<String> problems) {
        super(String.join("; ", problems), problems, null);
    }
}
