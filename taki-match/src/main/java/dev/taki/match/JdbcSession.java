package dev.taki.match;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The connections of a {@link JdbcMatchStore} and its transactions. Each call takes a connection from the source (a
 * pool), runs the work and gives it back; a failure of the connection (see {@link JdbcErrors#isTransient}) is retried
 * on a new one, after a pause that doubles from 50 ms to 2 s, for up to {@link #PATIENCE} in all, so that a database
 * restart costs a wait, not a failed call. Other database failures become a {@link MatchStoreException} naming the
 * match. Writes run in a transaction; on SQLite they go through the {@link SqliteWriter}'s queue, elsewhere on the
 * caller's thread. Each write says which matches it changed ({@link Tx#changed}): on PostgreSQL a {@code pg_notify}
 * for each follows the commit (its {@link PgNotifications} tells the watchers, of this process's writes and every
 * other's), elsewhere this store's watchers are told once the transaction committed.
 */
final class JdbcSession {
    /** How long a call keeps retrying a lost connection before it fails. */
    static final Duration PATIENCE = Duration.ofSeconds(30);
    /** The channel of PostgreSQL's notifications; the payload is {@code <id> <version> <schema>}. */
    static final String CHANNEL = "taki_changes";
    private static final System.Logger LOG = System.getLogger(JdbcMatchStore.class.getName());

    /** Work on a connection; {@code retry} is true when an earlier attempt failed with its outcome unknown. */
    @FunctionalInterface
    interface Attempt<T> {
        T run(Connection c, boolean retry) throws SQLException;
    }

    /** Work that reads. */
    @FunctionalInterface
    interface Read<T> {
        T run(Connection c) throws SQLException;
    }

    /** Work that writes, inside a transaction. */
    @FunctionalInterface
    interface Write<T> {
        T run(Tx tx) throws SQLException;
    }

    /** One write inside a transaction: its connection, whether it is a retry, and the changes it made. */
    static final class Tx {
        private final JdbcSession session;
        private final Connection connection;
        private final boolean retry;
        private final List<MatchChange> changes = new ArrayList<>();

        Tx(JdbcSession session, Connection connection, boolean retry) {
            this.session = session;
            this.connection = connection;
            this.retry = retry;
        }

        Connection connection() {
            return connection;
        }

        /**
         * True when an earlier attempt of this write failed with the connection, perhaps after it committed: the
         * write then takes what it finds stored, if it is what it would write, as done.
         */
        boolean retry() {
            return retry;
        }

        /** The write changed a match: it is at {@code version} once the transaction commits. */
        void changed(String id, int version) {
            changes.add(new MatchChange(id, version));
        }

        List<MatchChange> changes() {
            return changes;
        }
    }

    private final JdbcMatchStore.Connections source;
    private final JdbcMatchStore.Connections dedicated;
    private final AutoCloseable pool;
    private final boolean prepareEach;
    private final String where;
    private final JdbcErrors errors;
    private final JdbcDialect dialect;
    private final String schema;
    private final boolean notifies;
    private final JdbcWatchers watchers = new JdbcWatchers();
    private final SqliteWriter writer;
    private PgNotifications notifications;
    private volatile boolean closed;

    /**
     * Learns the database on a first connection and makes or updates its tables.
     *
     * @param source      where each call takes its connection
     * @param dedicated   where a task that holds a connection for long takes it (outside the pool)
     * @param pool        closed with the session, or null
     * @param prepareEach whether to apply SQLite's settings to every connection taken (a pool of ours applies them
     *                    as it opens one)
     * @param where       the database for messages, without a password
     * @param password    a password that must never appear in a message, or null
     * @throws MatchStoreException if the database cannot be reached within {@link #PATIENCE} or the tables not made
     */
    JdbcSession(JdbcMatchStore.Connections source, JdbcMatchStore.Connections dedicated, AutoCloseable pool,
                boolean prepareEach, String where, String password) {
        this.source = Objects.requireNonNull(source, "connections");
        this.dedicated = dedicated;
        this.pool = pool;
        this.prepareEach = prepareEach;
        this.where = where;
        this.errors = new JdbcErrors(password);
        String[] learnt = new String[3];
        try {
            attempt(JdbcDialect.OTHER, (c, retry) -> {
                JdbcDialect d = JdbcDialect.of(c);
                learnt[0] = d.name();
                if (d == JdbcDialect.SQLITE && prepareEach) {
                    prepareSqlite(c);
                }
                JdbcSchema.setUp(c, d);
                if (d == JdbcDialect.POSTGRESQL) {
                    try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT current_schema()")) {
                        learnt[1] = r.next() ? r.getString(1) : "public";
                    }
                    learnt[2] = String.valueOf(PgNotifications.supported(c));
                }
                return null;
            });
        } catch (SQLException | RuntimeException e) {
            closeQuietly(pool);
            throw new MatchStoreException("match store at " + where + ": cannot open it or make its tables: "
                    + errors.says(e), errors.told(e));
        }
        this.dialect = JdbcDialect.valueOf(learnt[0]);
        this.schema = learnt[1];
        this.notifies = Boolean.parseBoolean(learnt[2]);
        // grouping PostgreSQL's writes as well was measured slower: one connection takes every round trip in turn
        this.writer = dialect == JdbcDialect.SQLITE ? new SqliteWriter(this, where) : null;
    }

    JdbcDialect dialect() {
        return dialect;
    }

    /** True if other processes' changes are heard (PostgreSQL's notifications); else only this store's own. */
    boolean hearsOthers() {
        return notifies;
    }

    /**
     * Reads, retrying a lost connection.
     *
     * @param id   the match, or null for work on the whole store
     * @param what what the work does, for messages: "load it"
     */
    <T> T read(String id, String what, Read<T> work) {
        try {
            return attempt(dialect, (c, retry) -> work.run(c));
        } catch (SQLException e) {
            throw failure(id, what, e);
        }
    }

    /**
     * Writes in one transaction, retrying a lost connection; the watchers hear of the changes once it committed.
     *
     * @param id   the match
     * @param what what the work does, for messages: "append move 5"
     */
    <T> T write(String id, String what, Write<T> work) {
        if (writer != null) {
            return writer.submit(id, what, work);
        }
        List<MatchChange> made = new ArrayList<>();
        T result;
        try {
            result = attempt(dialect, (c, retry) -> {
                made.clear();
                c.setAutoCommit(false);
                boolean committed = false;
                try {
                    Tx tx = new Tx(this, c, retry);
                    T r = work.run(tx);
                    c.commit();
                    committed = true;
                    made.addAll(tx.changes());
                    c.setAutoCommit(true);
                    notifyOthers(c, made);
                    return r;
                } finally {
                    if (!committed) {
                        rollbackQuietly(c);
                    }
                    try {
                        c.setAutoCommit(true);
                    } catch (SQLException e) {
                        // a broken connection: the pool drops it
                    }
                }
            });
        } catch (SQLException e) {
            throw failure(id, what, e);
        }
        tell(made);
        return result;
    }

    /**
     * On PostgreSQL, tells every listening process of committed changes: one statement each, in a transaction of its
     * own that does not wait for the disk ({@code synchronous_commit} off: a notification is not kept anyway).
     * Sending it in the write's own transaction would make every write wait for the others' commits, since
     * PostgreSQL commits notifying transactions one at a time. A failure here does not fail the write, which
     * committed: the change is then heard late (the next change of the match, or a listener's re-reading).
     */
    private void notifyOthers(Connection c, List<MatchChange> changes) {
        if (!notifies || changes.isEmpty()) {
            return;
        }
        try (PreparedStatement s = c.prepareStatement(
                "SELECT set_config('synchronous_commit', 'off', true), pg_notify(?, ?)")) {
            for (MatchChange change : changes) {
                s.setString(1, CHANNEL);
                s.setString(2, change.id() + " " + change.version() + " " + schema);
                s.executeQuery().close();
            }
        } catch (SQLException e) {
            LOG.log(System.Logger.Level.WARNING, "match store at " + where + ": a change was stored but other "
                    + "processes were not told (" + errors.says(e) + ")");
        }
    }

    /** Tells this store's watchers of committed changes, unless PostgreSQL's notifications will. */
    void tell(List<MatchChange> changes) {
        if (!notifies) {
            changes.forEach(watchers::tell);
        }
    }

    /**
     * Runs work on a connection of the source, again on a new one while the connection fails (for up to
     * {@link #PATIENCE}); throws the last failure.
     */
    <T> T attempt(JdbcDialect d, Attempt<T> work) throws SQLException {
        long begun = System.nanoTime();
        long deadline = begun + PATIENCE.toNanos();
        long pause = 50;
        boolean retry = false;
        String lost = null;
        while (true) {
            checkOpen();
            Connection c = null;
            try {
                c = source.open();
                if (d == JdbcDialect.SQLITE && prepareEach) {
                    prepareSqlite(c);
                }
                if (!c.getAutoCommit()) {
                    c.setAutoCommit(true);
                }
                T result = work.run(c, retry);
                if (lost != null) {
                    LOG.log(System.Logger.Level.INFO, "match store at " + where + ": a call waited "
                            + (System.nanoTime() - begun) / 1_000_000 + " ms for the database (" + lost + ")");
                }
                return result;
            } catch (SQLException e) {
                if (closed || !JdbcErrors.isTransient(e, c, d)
                        || System.nanoTime() + pause * 1_000_000 > deadline) {
                    throw e;
                }
                lost = errors.says(e);
            } finally {
                closeQuietly(c);
            }
            try {
                Thread.sleep(pause);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new MatchStoreException("match store at " + where + ": interrupted while waiting for the "
                        + "database to come back");
            }
            pause = Math.min(2 * pause, 2_000);
            retry = true;
        }
    }

    /** A database failure as the store reports it: naming the match and what it could not do. */
    MatchStoreException failure(String id, String what, SQLException e) {
        String subject = id == null ? "match store at " + where : "match " + id;
        return new MatchStoreException(subject + ": cannot " + what + ": the database failed: " + errors.says(e),
                errors.told(e));
    }

    /**
     * Adds a watcher; on PostgreSQL, starts listening first (once), and returns only when it listens.
     *
     * @param store the store, whose matches the listener reads again after it lost its connection
     */
    AutoCloseable watch(Consumer<MatchChange> listener, JdbcMatchStore store) {
        Objects.requireNonNull(listener, "listener");
        checkOpen();
        if (notifies) {
            synchronized (this) {
                if (notifications == null) {
                    PgNotifications listening = new PgNotifications(dedicated, schema, watchers,
                            store::versionsAfterOutage, errors, where);
                    listening.start(); // throws if it cannot listen: the next watch tries again
                    notifications = listening;
                }
            }
        }
        return watchers.add(listener);
    }

    /** Closes the writer (it finishes what it took), the listener and the pool; every later call is refused. */
    void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (writer != null) {
            writer.close();
        }
        synchronized (this) {
            if (notifications != null) {
                notifications.close();
            }
        }
        closeQuietly(pool);
    }

    void checkOpen() {
        if (closed) {
            throw new MatchStoreException("match store at " + where + ": closed");
        }
    }

    boolean isClosed() {
        return closed;
    }

    /** SQLite's settings, for connections that did not come from a pool of ours (see {@link JdbcPool}). */
    private static void prepareSqlite(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("PRAGMA busy_timeout = 10000");
            s.execute("PRAGMA synchronous = FULL");
            s.execute("PRAGMA foreign_keys = ON");
        }
    }

    static void rollbackQuietly(Connection c) {
        try {
            c.rollback();
        } catch (SQLException ignored) {
            // the failure that stopped the transaction is the one to report
        }
    }

    static void closeQuietly(AutoCloseable c) {
        if (c != null) {
            try {
                c.close();
            } catch (Exception ignored) {
                // nothing more to release
            }
        }
    }
}
