package dev.taki.match;

/**
 * A store refused a write because another writer got there first: the match already exists, or a move does
 * not follow the stored version. Nothing was written. A server answers it as a conflict (HTTP 409): reload
 * the match from the store and try again; any other {@link MatchStoreException} is a failure of the medium or
 * of the stored data.
 */
public class MatchConflictException extends MatchStoreException {
    private static final long serialVersionUID = 1L;

    /**
     * A conflict, said in one sentence.
     *
     * @param message which match, and what was there first
     */
    public MatchConflictException(String message) {
        super(message);
    }

    /**
     * A conflict the database reported (a duplicate key).
     *
     * @param message which match, and what was there first
     * @param cause   the database's own exception
     */
    public MatchConflictException(String message, Throwable cause) {
        super(message, cause);
    }
}
