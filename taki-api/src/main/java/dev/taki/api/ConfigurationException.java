package dev.taki.api;

import java.util.List;

/**
 * A configuration or table setup that cannot be played. It lists every problem found, each naming the
 * field and what is allowed, e.g. {@code players: expected 2 to 10, got 11}.
 */
public final class ConfigurationException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final List<String> problems;

    /** Creates the exception from one or more problems. */
    public ConfigurationException(List<String> problems) {
        super(String.join("; ", problems));
        this.problems = List.copyOf(problems);
    }

    /** Every problem found, one sentence each. */
    public List<String> problems() {
        return problems;
    }
}
