package dev.taki.cli.simulate;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntConsumer;

/**
 * Threads that play games 0 to {@code games - 1} in chunks, each taking the next chunk when it is free, each
 * counting its games in its own tally; the tallies are merged at the end (in thread order; the counts do not
 * depend on it). The first failure stops every thread and is thrown to the caller. A thread times the chunks it
 * plays, and apart those after the warm-up (the first tenth of the games); after each of those it may run a
 * yardstick, whose time is kept out of the games'.
 */
final class Workers {
    /** Games [from, to) played into the tally, with a counter the thread reuses. */
    @FunctionalInterface
    interface Chunk {
        void play(long from, long to, Tally tally, GameCounts counts);
    }

    /** Work timed beside the games, on the threads that play them: safe to call from several threads at once. */
    @FunctionalInterface
    interface Yardstick {
        /**
         * Runs after a chunk of warm games, adding what it measured to the thread's tally.
         *
         * @param warmGames the games of the chunk just played
         * @return the nanoseconds it took, to be kept out of the games' time
         */
        long after(long warmGames, Tally tally);
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

    /** Starts the threads (at most one a chunk), with no yardstick. */
    Workers(int games, int threadCount, Chunk chunk, int players) {
        this(games, threadCount, chunk, players, null);
    }

    /** Starts the threads (at most one a chunk), each running the yardstick, if any, after each of its warm chunks. */
    Workers(int games, int threadCount, Chunk chunk, int players, Yardstick yardstick) {
        this.games = games;
        this.chunkSize = chunkSize(games, threadCount);
        this.warmUpGames = warmUpGames(games);
        int count = (int) Math.max(1, Math.min(threadCount, (games + chunkSize - 1) / chunkSize));
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        for (int i = 0; i < count; i++) {
            Tally tally = new Tally(players);
            tallies.add(tally);
            Thread t = new Thread(() -> work(chunk, yardstick, tally), "taki-simulate-" + (i + 1));
            t.setContextClassLoader(loader); // the bots a plugin adds are found through it
            t.setDaemon(true);
            threads.add(t);
        }
        threads.forEach(Thread::start);
    }

    private void work(Chunk chunk, Yardstick yardstick, Tally tally) {
        long start = System.nanoTime();
        long warmNanos = 0;
        long warmDecisions = 0;
        long yardstickNanos = 0;
        GameCounts counts = new GameCounts();
        try {
            while (failure.get() == null) {
                long from = next.getAndAdd(chunkSize);
                if (from >= games) {
                    break;
                }
                long to = Math.min(games, from + chunkSize);
                long decisionsBefore = tally.decisions();
                long chunkStart = System.nanoTime();
                chunk.play(from, to, tally, counts);
                long chunkNanos = System.nanoTime() - chunkStart;
                done.addAndGet(to - from);
                if (from >= warmUpGames) {
                    warmNanos += chunkNanos;
                    warmDecisions += tally.decisions() - decisionsBefore;
                    if (yardstick != null) {
                        yardstickNanos += yardstick.after(to - from, tally);
                    }
                }
            }
        } catch (RuntimeException | Error e) {
            failure.compareAndSet(null, e);
        }
        tally.addTime(System.nanoTime() - start - yardstickNanos, 0);
        if (warmDecisions > 0) {
            tally.addWarmTime(warmNanos, warmDecisions);
        }
    }

    /** {@return the games of a run's warm-up: its first tenth} */
    static long warmUpGames(int games) {
        return games / 10;
    }

    /**
     * {@return the games a thread takes at a time: few enough to keep every thread busy to the end, enough to make
     * taking them cost nothing}
     */
    static int chunkSize(int games, int threadCount) {
        return Math.max(1, Math.min(500, games / (threadCount * 16)));
    }

    /** {@return the games of a run timed as warm: those of the chunks that begin at or after the warm-up's end} */
    static long warmGames(int games, int threadCount) {
        int size = chunkSize(games, threadCount);
        long firstWarmChunk = (warmUpGames(games) + size - 1) / size * size;
        return Math.max(0, games - firstWarmChunk);
    }

    /** {@return the threads started} */
    int threads() {
        return threads.size();
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
