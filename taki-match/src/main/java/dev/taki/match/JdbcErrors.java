package dev.taki.match;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTransientConnectionException;
import java.util.Set;

/**
 * What a database's exception means to a {@link JdbcMatchStore}: a lost connection that a retry may cure, a second
 * row for a key, and its message without the password.
 */
final class JdbcErrors {
    /**
     * PostgreSQL's states for a server that ends or refuses sessions: administrator shutdown, crash shutdown, cannot
     * connect now (starting up or shutting down).
     */
    private static final Set<String> SERVER_GOING = Set.of("57P01", "57P02", "57P03");

    private final String password;

    /**
     * @param password a password that must never appear in a message, or null
     */
    JdbcErrors(String password) {
        this.password = password == null || password.isEmpty() ? null : password;
    }

    /**
     * Whether a failure is the connection's, not the statement's, so that the same work may succeed on a new
     * connection: SQL state class 08 (connection exception), PostgreSQL's 57P01 to 57P03, a pool's time-out
     * without a state of its own, a closed connection, or SQLite's busy or locked database. The first SQL state in
     * the chain decides, so a pool's time-out whose cause was a wrong password is not retried.
     *
     * @param c the connection the work ran on, or null if none was had
     */
    static boolean isTransient(SQLException e, Connection c, JdbcDialect dialect) {
        for (Throwable t = e; t != null; t = next(t)) {
            if (t instanceof SQLException s) {
                int primary = s.getErrorCode() & 0xff;
                if (dialect == JdbcDialect.SQLITE && (primary == 5 || primary == 6)) {
                    return true; // SQLITE_BUSY, SQLITE_LOCKED: another writer holds the file
                }
                String state = s.getSQLState();
                if (state != null && !state.isEmpty()) {
                    return state.startsWith("08") || SERVER_GOING.contains(state);
                }
                if (s instanceof SQLTransientConnectionException || s instanceof SQLRecoverableException) {
                    return true;
                }
            }
        }
        try {
            return c != null && c.isClosed();
        } catch (SQLException ignored) {
            return true;
        }
    }

    private static Throwable next(Throwable t) {
        if (t.getCause() != null && t.getCause() != t) {
            return t.getCause();
        }
        return t instanceof SQLException s && s.getNextException() != s ? s.getNextException() : null;
    }

    /** A second row for the same key: SQL state 23505 (PostgreSQL and the standard), or SQLite's constraint error. */
    static boolean isDuplicateKey(SQLException e) {
        for (Throwable t = e; t != null; t = next(t)) {
            if (t instanceof SQLException s && ("23505".equals(s.getSQLState()) || (s.getErrorCode() & 0xff) == 19
                    || String.valueOf(s.getMessage()).contains("UNIQUE constraint failed"))) {
                return true;
            }
        }
        return false;
    }

    /** What the database said, without the password (a driver may quote the URL it was given). */
    String says(Throwable e) {
        String message = redact(String.valueOf(e.getMessage()));
        return password == null ? message : message.replace(password, "***");
    }

    /**
     * The database's exception as the cause of ours, its message (and its causes') without the password: a logged
     * stack trace prints every cause's message.
     */
    SQLException told(Throwable e) {
        SQLException copy = e instanceof SQLException s ? new SQLException(says(e), s.getSQLState(), s.getErrorCode())
                : new SQLException(e.getClass().getSimpleName() + ": " + says(e));
        copy.setStackTrace(e.getStackTrace());
        if (e.getCause() != null && e.getCause() != e) {
            copy.initCause(told(e.getCause()));
        }
        return copy;
    }

    /** A URL for messages: its password replaced by stars. */
    static String redact(String url) {
        return url == null ? "null" : url.replaceAll("(?i)(password=)[^&;]*", "$1***");
    }
}
