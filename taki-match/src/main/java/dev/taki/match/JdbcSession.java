package dev.taki.match;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;

/**
 * The connections of a {@link JdbcMatchStore} and its transactions: it takes a connection for each call (an idle
 * one it opened itself, or a new one from the source), runs the work, turns a database failure into a
 * {@link MatchStoreException} naming the match, and gives the connection back or closes it. It knows the one
 * difference between databases the store cares about: SQLite's settings and its {@code BEGIN IMMEDIATE}.
 */
final class JdbcSession {
    /** Idle connections kept for reuse when the store opens its own. */
    static final int IDLE = 4;

    /** Work on a connection. */
    @FunctionalInterface
    interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    /** The body of a transaction. */
    @FunctionalInterface
    interface Step<T> {
        T run() throws SQLException;
    }

    private final JdbcMatchStore.Connections connections;
    private final boolean reuse;
    private final String where;
    private final String password;
    private final Deque<Connection> idle = new ArrayDeque<>();
    private final boolean sqlite;
    private boolean closed;

    /**
     * Opens a first connection, learns the database and runs the set-up statements (in autocommit).
     *
     * @param reuse    keep idle connections (the store opened them) rather than close each after use (a pool's)
     * @param where    the database for messages, without a password
     * @param password a password that must never appear in a message, or null
     * @throws MatchStoreException if the database cannot be reached or a statement fails
     */
    JdbcSession(JdbcMatchStore.Connections connections, boolean reuse, String where, String password,
                List<String> setUp) {
        this.connections = Objects.requireNonNull(connections, "connections");
        this.reuse = reuse;
        this.where = where;
        this.password = password == null || password.isEmpty() ? null : password;
        try (Connection c = connections.open()) {
            this.sqlite = "SQLite".equalsIgnoreCase(c.getMetaData().getDatabaseProductName());
            try (Statement s = c.createStatement()) {
                if (sqlite) {
                    s.execute("PRAGMA journal_mode = WAL");
                }
                for (String statement : setUp) {
                    s.execute(statement);
                }
            }
            if (!c.getAutoCommit()) {
                c.commit();
            }
        } catch (SQLException e) {
            throw new MatchStoreException("match store at " + where + ": cannot open it or make its tables: "
                    + says(e), told(e));
        }
    }

    /**
     * Runs work on a connection, turning a database failure into a MatchStoreException that names the match.
     *
     * @param id   the match, or null for work on the whole store
     * @param what what the work does, for messages: "append move 5"
     */
    <T> T run(String id, String what, Work<T> work) {
        Connection c = borrow(id, what);
        boolean healthy = false;
        try {
            T result = work.run(c);
            healthy = true;
            return result;
        } catch (MatchStoreException | IllegalArgumentException e) {
            healthy = true; // refused before or inside a transaction that was rolled back: the connection is fine
            throw e;
        } catch (SQLException e) {
            throw new MatchStoreException(subject(id) + ": cannot " + what + ": the database failed: " + says(e), told(e));
        } finally {
            giveBack(c, healthy);
        }
    }

    /**
     * A transaction that writes, committed if the step returns and rolled back if it throws. On SQLite it begins
     * {@code IMMEDIATE}: it takes the write lock at once, waiting (the busy timeout) for another writer.
     */
    <T> T write(Connection c, Step<T> step) throws SQLException {
        if (sqlite) {
            execute(c, "BEGIN IMMEDIATE");
        } else {
            c.setAutoCommit(false);
        }
        boolean done = false;
        try {
            T result = step.run();
            if (sqlite) {
                execute(c, "COMMIT");
            } else {
                c.commit();
            }
            done = true;
            return result;
        } finally {
            if (!done) {
                rollback(c);
            }
            if (!sqlite) {
                try {
                    c.setAutoCommit(true);
                } catch (SQLException e) {
                    if (done) {
                        throw e;
                    }
                    // the failure that stopped the transaction is the one to report
                }
            }
        }
    }

    /** Closes the idle connections; every later call is refused. */
    void close() {
        List<Connection> toClose;
        synchronized (idle) {
            closed = true;
            toClose = new ArrayList<>(idle);
            idle.clear();
        }
        toClose.forEach(JdbcSession::closeQuietly);
    }

    private void rollback(Connection c) {
        try {
            if (sqlite) {
                execute(c, "ROLLBACK");
            } else {
                c.rollback();
            }
        } catch (SQLException ignored) {
            // the connection is not given back after a failure (see run)
        }
    }

    private static void execute(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }

    private Connection borrow(String id, String what) {
        synchronized (idle) {
            if (closed) {
                throw new MatchStoreException("match store at " + where + ": closed");
            }
            Connection c = idle.pollFirst();
            if (c != null) {
                return c;
            }
        }
        Connection c = null;
        try {
            c = connections.open();
            if (sqlite) {
                execute(c, "PRAGMA busy_timeout = 10000");
                execute(c, "PRAGMA synchronous = FULL");
                execute(c, "PRAGMA foreign_keys = ON");
            }
            if (!c.getAutoCommit()) {
                c.setAutoCommit(true);
            }
            return c;
        } catch (SQLException e) {
            closeQuietly(c);
            throw new MatchStoreException(subject(id) + ": cannot " + what + ": no connection to " + where + ": "
                    + says(e), told(e));
        }
    }

    private void giveBack(Connection c, boolean healthy) {
        if (reuse && healthy) {
            synchronized (idle) {
                if (!closed && idle.size() < IDLE) {
                    idle.addFirst(c);
                    return;
                }
            }
        }
        closeQuietly(c);
    }

    private String subject(String id) {
        return id == null ? "match store at " + where : "match " + id;
    }

    private static void closeQuietly(Connection c) {
        if (c != null) {
            try {
                c.close();
            } catch (SQLException ignored) {
                // nothing more to release
            }
        }
    }

    /** What the database said, without the password (a driver may quote the URL it was given). */
    private String says(SQLException e) {
        String message = redact(String.valueOf(e.getMessage()));
        return password == null ? message : message.replace(password, "***");
    }

    /**
     * The database's exception as the cause of ours, its message (and its causes') without the password: a logged
     * stack trace prints every cause's message.
     */
    private SQLException told(SQLException e) {
        SQLException copy = new SQLException(says(e), e.getSQLState(), e.getErrorCode());
        copy.setStackTrace(e.getStackTrace());
        if (e.getCause() instanceof SQLException inner && inner != e) {
            copy.initCause(told(inner));
        }
        return copy;
    }

    /** A URL for messages: its password replaced by stars. */
    static String redact(String url) {
        return url == null ? "null" : url.replaceAll("(?i)(password=)[^&;]*", "$1***");
    }
}
