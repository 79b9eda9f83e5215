package dev.taki.match;

/**
 * A store could not do what was asked: the match is unknown or already exists, a move does not follow the
 * stored version, the stored data is damaged or over the limits, or the medium failed (the cause says how).
 * The message names the match and the problem.
 */
public class MatchStoreException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * A problem without a lower-level cause.
     *
     * @param message what went wrong
     */
    public MatchStoreException(String message) {
        super(message);
    }

    /**
     * A problem caused by the medium (a file system, a database).
     *
     * @param message what went wrong
     * @param cause the medium's exception
     */
    public MatchStoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
