package dev.taki.match;

import java.lang.reflect.Array;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * PostgreSQL's notifications for a {@link JdbcMatchStore}: every write of any process on the database, once it
 * committed, sends {@code pg_notify('taki_changes', '<id> <version> <schema>')} (in a transaction of its own that does
 * not wait for the disk: PostgreSQL commits notifying transactions one at a time, which would make every write wait
 * for the others). One thread per store listens on a connection of its own ({@code LISTEN
 * taki_changes}), waits for notifications ({@code PGConnection.getNotifications} with a time-out, found by reflection
 * so that the store needs only {@code java.sql}) and tells the store's watchers of those of its schema.
 *
 * <p>If the connection fails (the server restarts), the thread connects again, with pauses from 100 ms to 5 s,
 * and listens again. What was sent while it was away is lost, so it then reads every match that is open or in play,
 * and every match that changed in the five minutes before the outage or since, and tells the watchers each one's
 * version: a watcher compares it with its own and catches up if the store is ahead. A watcher thus hears of every
 * change, late perhaps, even across a restart of the database.
 */
final class PgNotifications {
    private static final System.Logger LOG = System.getLogger(JdbcMatchStore.class.getName());
    private static final int WAIT_MILLIS = 500;
    /** How often a quiet connection is checked, since a connection that died silently delivers nothing. */
    private static final long CHECK_NANOS = TimeUnit.SECONDS.toNanos(10);

    /** After an outage: the version of each match a watcher may have missed a change of, since the time given. */
    @FunctionalInterface
    interface Outage {
        List<MatchChange> versionsSince(Connection c, Instant since) throws SQLException;
    }

    private final JdbcMatchStore.Connections connections;
    private final String schema;
    private final JdbcWatchers watchers;
    private final Outage outage;
    private final JdbcErrors errors;
    private final String where;
    private final Thread thread;
    private final CountDownLatch listening = new CountDownLatch(1);
    private volatile boolean closed;
    private volatile Connection current;

    PgNotifications(JdbcMatchStore.Connections connections, String schema, JdbcWatchers watchers, Outage outage,
                    JdbcErrors errors, String where) {
        this.connections = connections;
        this.schema = schema;
        this.watchers = watchers;
        this.outage = outage;
        this.errors = errors;
        this.where = where;
        this.thread = new Thread(this::run, "taki-pg-listener");
        thread.setDaemon(true);
    }

    /** Whether the connection's driver hands out notifications (PostgreSQL's own driver does). */
    static boolean supported(Connection c) {
        try {
            return c.isWrapperFor(pgConnection(c));
        } catch (ClassNotFoundException | SQLException | LinkageError e) {
            return false;
        }
    }

    private static Class<?> pgConnection(Connection c) throws ClassNotFoundException {
        return Class.forName("org.postgresql.PGConnection", false, c.getClass().getClassLoader());
    }

    /**
     * Starts listening, and returns once the thread listens.
     *
     * @throws MatchStoreException if it cannot listen within {@link JdbcSession#PATIENCE}
     */
    void start() {
        thread.start();
        try {
            if (!listening.await(JdbcSession.PATIENCE.toMillis(), TimeUnit.MILLISECONDS)) {
                close();
                throw new MatchStoreException("match store at " + where + ": cannot listen for changes: no connection "
                        + "within " + JdbcSession.PATIENCE.toSeconds() + " s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            close();
            throw new MatchStoreException("match store at " + where + ": interrupted while it began to listen");
        }
    }

    /** Stops the thread and closes its connection. */
    void close() {
        closed = true;
        thread.interrupt();
        JdbcSession.closeQuietly(current);
        try {
            thread.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void run() {
        long pause = 100;
        Instant lost = null;
        while (!closed) {
            try (Connection c = connections.open()) {
                current = c;
                c.setAutoCommit(true);
                try (Statement s = c.createStatement()) {
                    s.execute("LISTEN " + JdbcSession.CHANNEL);
                }
                if (lost != null) {
                    // listening again: what was sent before is lost, so every match that may have changed is told
                    for (MatchChange change : outage.versionsSince(c, lost.minusSeconds(300))) {
                        watchers.tell(change);
                    }
                    lost = null;
                }
                listening.countDown();
                pause = 100;
                listen(c);
            } catch (SQLException | RuntimeException | ReflectiveOperationException e) {
                if (closed) {
                    return;
                }
                if (lost == null) {
                    lost = Instant.now();
                }
                LOG.log(System.Logger.Level.WARNING, "match store at " + where + ": listening for changes failed ("
                        + errors.says(e) + "); listening again in " + pause + " ms");
            } finally {
                current = null;
            }
            try {
                Thread.sleep(pause);
            } catch (InterruptedException e) {
                return; // closed
            }
            pause = Math.min(2 * pause, 5_000);
        }
    }

    /** Waits for notifications until the connection fails or the store closes. */
    private void listen(Connection c) throws SQLException, ReflectiveOperationException {
        Class<?> type = pgConnection(c);
        Object pg = c.unwrap(type);
        Method wait = type.getMethod("getNotifications", int.class);
        Method parameter = Class.forName("org.postgresql.PGNotification", false, type.getClassLoader())
                .getMethod("getParameter");
        long quietSince = System.nanoTime();
        while (!closed) {
            Object got;
            try {
                got = wait.invoke(pg, WAIT_MILLIS);
            } catch (InvocationTargetException e) {
                if (e.getCause() instanceof SQLException s) {
                    throw s;
                }
                throw e;
            }
            int count = got == null ? 0 : Array.getLength(got);
            for (int i = 0; i < count; i++) {
                Object n = Array.get(got, i);
                take((String) parameter.invoke(n));
            }
            if (count > 0) {
                quietSince = System.nanoTime();
            } else if (System.nanoTime() - quietSince > CHECK_NANOS) {
                if (!c.isValid(5)) {
                    throw new SQLException("the listening connection is no longer valid", "08003");
                }
                quietSince = System.nanoTime();
            }
        }
    }

    /** A notification's payload: {@code <id> <version> <schema>}; those of other schemas are not this store's. */
    private void take(String payload) {
        String[] parts = payload.split(" ", 3);
        if (parts.length == 3 && parts[2].equals(schema)) {
            try {
                watchers.tell(new MatchChange(parts[0], Integer.parseInt(parts[1])));
            } catch (IllegalArgumentException e) {
                LOG.log(System.Logger.Level.WARNING, "match store at " + where + ": a notification not of this "
                        + "store: " + MatchRecordJson.shorten(payload));
            }
        }
    }
}
