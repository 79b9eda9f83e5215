package dev.taki.core.json;

import java.util.List;

/**
 * JSON that cannot be read as what was asked for — malformed, truncated, too large, of an unknown type, or
 * describing something the engine refuses (a table that loses cards, a seat out of range…) — or a value that
 * cannot be written as JSON. Each problem names where it is, as a path into the document:
 * {@code table.hands[2][0]: expected card notation such as R5 or KING, got "R2"}.
 *
 * <p>Every reader of {@link TakiJson} throws this and nothing else for bad input; Jackson's own exceptions
 * never escape (they are kept as the cause).
 */
public final class TakiJsonException extends dev.taki.api.BadInputException {
    private static final long serialVersionUID = 1L;
    /** Where the problem is, as a path into the document. */
    private final String path;

    /**
     * One problem at a path ({@code ""} for the document itself).
     *
     * @param path where it is: {@code table.hands[2][0]}, or {@code ""}
     * @param problem what is wrong there, one sentence
     */
    public TakiJsonException(String path, String problem) {
        this(path, List.of(problem), null);
    }

    /**
     * One problem at a path, caused by a lower-level exception.
     *
     * @param path where it is: {@code table.hands[2][0]}, or {@code ""}
     * @param problem what is wrong there, one sentence
     * @param cause the exception behind it (Jackson's, a codec's…)
     */
    public TakiJsonException(String path, String problem, Throwable cause) {
        this(path, List.of(problem), cause);
    }

    /**
     * Several problems found under one path.
     *
     * @param path where they are: {@code table.hands[2]}, or {@code ""}
     * @param problems what is wrong, one sentence each
     * @param cause the exception behind them, or null
     */
    public TakiJsonException(String path, List<String> problems, Throwable cause) {
        super(message(path, problems), problems, cause);
        this.path = path;
    }

    /**
     * {@return where the problem is: a path such as {@code table.hands[2][0]}, or {@code ""} for the whole document}
     */
    public String path() {
        return path;
    }

    /** Every problem found, each a sentence without the path. */
    @Override
    public List<String> problems() {
        return super.problems();
    }

    private static String message(String path, List<String> problems) {
        String all = String.join("; ", problems);
        return path.isEmpty() ? all : path + ": " + all;
    }
}
