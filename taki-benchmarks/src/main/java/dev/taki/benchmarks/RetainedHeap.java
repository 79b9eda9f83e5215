package dev.taki.benchmarks;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.ref.Reference;

/**
 * The heap a state retains beyond the state it was derived from: whole random games are played with
 * every state kept, and the live heap after a full collection is compared with the live heap before.
 *
 * <ol>
 *   <li>A first pass plays the {@link Games#SEEDS} games of a configuration to count the states they derive
 *       (N), so that the array holding them can be allocated before measuring.</li>
 *   <li>The games are dealt again (their first states are not counted), the holder array allocated,
 *       a full GC run, and the used heap read: {@code before}.</li>
 *   <li>The same games are played again — same seeds, same moves, same states — and every derived state is
 *       stored in the holder. Full GC, used heap read: {@code after}.</li>
 *   <li>Bytes per derived state = (after − before) / N. Everything reachable from the states counts,
 *       nothing else does: garbage made on the way (events, outcomes, copies) is collected first.</li>
 * </ol>
 * Two readings: {@code as played}, where each kept state also holds the legal-move list the player chose
 * from (the engine caches it in the state), and {@code no legal cache}, where that cache is cleared after
 * use, leaving the table alone. No JOL needed; the error is the GC's accounting, a few KB over MBs.
 *
 * <p>Run: {@code java -Xms2g -Xmx2g -XX:+UseSerialGC -cp taki-benchmarks/target/benchmarks.jar
 * dev.taki.benchmarks.RetainedHeap} (arguments: player counts, default 2 4 10).
 */
public final class RetainedHeap {
    private static final MemoryMXBean MEMORY = ManagementFactory.getMemoryMXBean();

    private RetainedHeap() {
    }

    public static void main(String[] args) throws InterruptedException {
        int[] counts = args.length == 0 ? new int[] {2, 4, 10}
                : java.util.Arrays.stream(args).mapToInt(Integer::parseInt).toArray();
        System.out.printf("%-13s %7s %6s %8s %10s %18s %22s%n", "edition", "players", "games", "states",
                "moves/game", "B/state as played", "B/state no legal cache");
        for (String edition : new String[] {Games.BASE, Games.EDITION_2015}) {
            for (int players : counts) {
                measure(edition, players, false); // warm-up: class loading, JIT, interned objects
                long[] asPlayed = measure(edition, players, false);
                long[] bare = measure(edition, players, true);
                System.out.printf("%-13s %7d %6d %8d %10.1f %18.0f %22.0f%n", edition, players, Games.SEEDS,
                        asPlayed[1], (double) asPlayed[1] / Games.SEEDS, (double) asPlayed[0] / asPlayed[1],
                        (double) bare[0] / bare[1]);
            }
        }
    }

    /** {retained bytes, derived states} for the configuration's games. */
    private static long[] measure(String edition, int players, boolean clearLegalCache) throws InterruptedException {
        int total = 0;
        for (int i = 0; i < Games.SEEDS; i++) {
            total += play(Games.config(edition, players, i), null, 0, clearLegalCache);
        }
        GameState[] starts = new GameState[Games.SEEDS];
        for (int i = 0; i < Games.SEEDS; i++) {
            starts[i] = Games.newGame(Games.config(edition, players, i));
            if (!clearLegalCache) {
                starts[i].legalMoves(); // the first state's list is not a derived state's
            }
        }
        GameState[] held = new GameState[total];
        long before = usedAfterGc();
        int at = 0;
        for (int i = 0; i < Games.SEEDS; i++) {
            at += playFrom(starts[i], Games.config(edition, players, i), held, at, clearLegalCache);
        }
        long after = usedAfterGc();
        if (at != total) {
            throw new IllegalStateException("the replay derived " + at + " states, the first pass " + total);
        }
        long retained = after - before;
        Reference.reachabilityFence(held);
        Reference.reachabilityFence(starts);
        return new long[] {retained, total};
    }

    private static int play(GameConfig config, GameState[] held, int at, boolean clearLegalCache) {
        return playFrom(Games.newGame(config), config, held, at, clearLegalCache);
    }

    private static int playFrom(GameState start, GameConfig config, GameState[] held, int at, boolean clear) {
        SplitMix random = Games.player(config);
        GameState state = start;
        int n = 0;
        while (!state.isOver()) {
            GameState next = Games.step(state, random);
            if (clear) {
                Games.forgetLegalMoves(state);
            }
            if (held != null) {
                held[at + n] = next;
            }
            state = next;
            n++;
        }
        return n;
    }

    private static long usedAfterGc() throws InterruptedException {
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 4; i++) {
            System.gc();
            Thread.sleep(50);
            used = Math.min(used, MEMORY.getHeapMemoryUsage().getUsed());
        }
        return used;
    }
}
