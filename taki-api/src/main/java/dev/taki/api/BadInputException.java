package dev.taki.api;

import java.util.List;

/**
 * Input that the library refuses — notation, a configuration or table setup, a JSON document, a game
 * record — with every problem found, each a sentence that names where it is and what is allowed. One family,
 * so that a server can answer any bad request with one {@code catch}: the subclasses say which kind of input
 * it was. The messages quote at most a short part of the input, so a huge input never makes a huge message.
 */
public abstract class BadInputException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    /** Every problem found, one sentence each. */
    private final List<String> problems;

    /**
     * One problem or several, each a sentence.
     *
     * @param message the whole message: the problems joined, or one of them
     * @param problems each problem, a sentence; the list is copied
     * @param cause the exception behind the problem, or null
     */
    protected BadInputException(String message, List<String> problems, Throwable cause) {
        super(message, cause);
        this.problems = List.copyOf(problems);
    }

    /** {@return every problem found, one sentence each} */
    public List<String> problems() {
        return problems;
    }
}
