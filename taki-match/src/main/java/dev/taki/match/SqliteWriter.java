package dev.taki.match;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The one writer of a {@link JdbcMatchStore} on SQLite, which lets one writer at a time into a database: every write
 * of the store is queued, and one thread takes the writes waiting in the queue (up to {@value #MOST}), runs them in
 * one transaction ({@code BEGIN IMMEDIATE}), each in a savepoint of its own so that a write that fails (a conflict, a
 * bad argument) fails only its caller, commits once, then answers each caller. A caller blocks until its write
 * committed: a write that returned is on the disk ({@code synchronous=FULL}) as before, and the writes that wait
 * together share one commit, which is what a disk's forced write costs. Reads do not queue: they use other
 * connections, which the write-ahead log lets read while the writer writes.
 */
final class SqliteWriter {
    /** The most writes in one transaction. */
    static final int MOST = 256;

    private record Job<T>(String id, String what, JdbcSession.Write<T> work, CompletableFuture<T> done) {
    }

    /** What one write did in the batch: its result or its failure, and its changes. */
    private static final class Outcome {
        Object result;
        RuntimeException failure;
        List<MatchChange> changes = List.of();
    }

    private final JdbcSession session;
    private final String where;
    private final BlockingQueue<Job<?>> queue = new LinkedBlockingQueue<>();
    private final Thread thread;
    private volatile boolean closing;

    SqliteWriter(JdbcSession session, String where) {
        this.session = session;
        this.where = where;
        this.thread = new Thread(this::run, "taki-sqlite-writer");
        thread.setDaemon(true);
        thread.start();
    }

    /** Queues a write and waits until it committed or failed; throws what it threw. */
    <T> T submit(String id, String what, JdbcSession.Write<T> work) {
        CompletableFuture<T> done = new CompletableFuture<>();
        if (closing) {
            throw new MatchStoreException("match store at " + where + ": closed");
        }
        queue.add(new Job<>(id, what, work, done));
        if (closing) {
            failLeftovers(); // close() may have drained the queue before this job was added
        }
        try {
            return done.join(); // not interruptible: the write may commit, and the caller must know
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw e;
        }
    }

    /** Finishes the batch in hand, fails the writes still queued, and stops the thread. */
    void close() {
        closing = true;
        thread.interrupt();
        try {
            thread.join(TimeUnit.SECONDS.toMillis(60));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        failLeftovers();
    }

    private void failLeftovers() {
        for (Job<?> job = queue.poll(); job != null; job = queue.poll()) {
            job.done().completeExceptionally(new MatchStoreException("match store at " + where + ": closed"));
        }
    }

    private void run() {
        List<Job<?>> batch = new ArrayList<>();
        while (!closing) {
            try {
                batch.add(queue.take());
            } catch (InterruptedException e) {
                continue; // closing
            }
            queue.drainTo(batch, MOST - 1);
            write(batch);
            batch.clear();
        }
    }

    /** Runs a batch in one transaction and answers each caller. */
    private void write(List<Job<?>> batch) {
        List<Outcome> outcomes = new ArrayList<>();
        try {
            session.attempt(JdbcDialect.SQLITE, (c, retry) -> {
                outcomes.clear();
                execute(c, "BEGIN IMMEDIATE"); // takes the write lock at once, waiting for another process's writer
                boolean committed = false;
                try {
                    for (Job<?> job : batch) {
                        outcomes.add(inSavepoint(c, retry, job));
                    }
                    execute(c, "COMMIT");
                    committed = true;
                } finally {
                    if (!committed) {
                        try {
                            execute(c, "ROLLBACK");
                        } catch (SQLException ignored) {
                            // the failure that stopped the transaction is the one to report
                        }
                    }
                }
                return null;
            });
        } catch (SQLException | RuntimeException e) {
            for (Job<?> job : batch) {
                job.done().completeExceptionally(e instanceof SQLException s ? session.failure(job.id(), job.what(), s)
                        : (RuntimeException) e);
            }
            return;
        }
        List<MatchChange> changes = new ArrayList<>();
        for (int i = 0; i < batch.size(); i++) {
            Outcome o = outcomes.get(i);
            complete(batch.get(i), o);
            changes.addAll(o.changes);
        }
        session.tell(changes);
    }

    @SuppressWarnings("unchecked")
    private static <T> void complete(Job<T> job, Outcome o) {
        if (o.failure != null) {
            job.done().completeExceptionally(o.failure);
        } else {
            job.done().complete((T) o.result);
        }
    }

    /**
     * Runs one write in a savepoint: released if it returns, rolled back to if it throws a refusal or a failure of
     * its own statement. A failure that the rollback cannot undo (the connection's) ends the whole batch.
     */
    private Outcome inSavepoint(Connection c, boolean retry, Job<?> job) throws SQLException {
        Outcome o = new Outcome();
        execute(c, "SAVEPOINT write");
        try {
            JdbcSession.Tx tx = new JdbcSession.Tx(session, c, retry);
            o.result = job.work().run(tx);
            o.changes = tx.changes();
            execute(c, "RELEASE SAVEPOINT write");
            return o;
        } catch (SQLException e) {
            if (JdbcErrors.isTransient(e, c, JdbcDialect.SQLITE)) {
                throw e; // the database is busy or gone: the whole batch is tried again
            }
            o.failure = session.failure(job.id(), job.what(), e);
        } catch (RuntimeException e) {
            o.failure = e;
        }
        execute(c, "ROLLBACK TO SAVEPOINT write");
        execute(c, "RELEASE SAVEPOINT write");
        return o;
    }

    private static void execute(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }
}
