package dev.taki.cli.simulate;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntConsumer;

/**
 * Threads that play games 0 to {@code games - 1} in chunks, each taking the next chunk when it is free, each
 * counting its games in its own tally; the tallies are merged at the end (in thread order; the counts do not
 * depend on it). The first failure stops every thread and is thrown to the caller.
 */
final class Workers {
    /** Games [from, to) played into the tally, with a counter the thread reuses. */
    @FunctionalInterface
    interface Chunk {
        void play(long from, long to, Tally tally, GameCounts counts);
    }

    private static final long PROGRESS_EVERY_MILLIS = 100;
    private final int games;
    private final int chunkSize;
    /** The games of the JVM's warm-up: the first tenth of the run, timed apart from the rest. */
    private final long warmUpGames;
    private final AtomicLong next = new AtomicLong();
    private final AtomicLong done = new AtomicLong();
    private final AtomicReference<Throwable> failure = new AtomicReference<>();
    private final List<Thread> threads = new ArrayList<>();
    private final List<Tally> tallies = new ArrayList<>();

    /** Starts the threads (at most one a chunk). */
    Workers(int games, int threadCount, Chunk chunk, int players) {
        this.games = games;
        // Small enough to keep every thread busy to the end, large enough to make taking one cost nothing.
        this.chunkSize = Math.max(1, Math.min(500, games / (threadCount * 16)));
        this.warmUpGames = games / 10;
        int count = (int) Math.max(1, Math.min(threadCount, (games + chunkSize - 1) / chunkSize));
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        for (int i = 0; i < count; i++) {
            Tally tally = new Tally(players);
            tallies.add(tally);
            Thread t = new Thread(() -> work(chunk, tally), "taki-simulate-" + (i + 1));
            t.setContextClassLoader(loader); // the bots a plugin adds are found through it
            t.setDaemon(true);
            threads.add(t);
        }
        threads.forEach(Thread::start);
    }

    private void work(Chunk chunk, Tally tally) {
        long start = System.nanoTime();
        long warmStart = -1;
        long decisionsAtWarmStart = 0;
        GameCounts counts = new GameCounts();
        try {
            while (failure.get() == null) {
                long from = next.getAndAdd(chunkSize);
                if (from >= games) {
                    break;
                }
                if (warmStart < 0 && from >= warmUpGames) {
                    warmStart = System.nanoTime();
                    decisionsAtWarmStart = tally.decisions();
                }
                long to = Math.min(games, from + chunkSize);
                chunk.play(from, to, tally, counts);
                done.addAndGet(to - from);
            }
        } catch (RuntimeException | Error e) {
            failure.compareAndSet(null, e);
        }
        long end = System.nanoTime();
        tally.addTime(end - start, 0);
        if (warmStart >= 0) {
            tally.addWarmTime(end - warmStart, tally.decisions() - decisionsAtWarmStart);
        }
    }

    /**
     * Waits for every thread, telling {@code progress} (if any) the games done every tenth of a second and at the end.
     *
     * @return the merged tally
     */
    Tally await(IntConsumer progress) {
        try {
            for (Thread t : threads) {
                for (t.join(PROGRESS_EVERY_MILLIS); t.isAlive(); t.join(PROGRESS_EVERY_MILLIS)) {
                    if (progress != null) {
                        progress.accept((int) done.get());
                    }
                }
            }
        } catch (InterruptedException e) {
            failure.compareAndSet(null, e);
            Thread.currentThread().interrupt();
        }
        Throwable f = failure.get();
        if (f instanceof RuntimeException r) {
            throw r;
        }
        if (f instanceof Error err) {
            throw err;
        }
        if (f != null) {
            throw new IllegalStateException("the simulation was interrupted", f);
        }
        if (progress != null) {
            progress.accept(games);
        }
        Tally merged = tallies.get(0);
        for (int i = 1; i < tallies.size(); i++) {
            merged = merged.merge(tallies.get(i));
        }
        return merged;
    }
}
