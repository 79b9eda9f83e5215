package dev.taki.match;

import dev.taki.api.GameConfig;
import dev.taki.core.record.GameRecord;
import dev.taki.core.record.RecordedMove;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import static dev.taki.match.SeededGames.at;
import static dev.taki.match.SeededGames.config;
import static dev.taki.match.SeededGames.match;
import static dev.taki.match.SeededGames.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * What a store that outlives its process does besides the contract: it finds its matches again, refuses damaged
 * data naming the field, and after its writer is killed at any moment holds every match as it was after some
 * accepted move. A store's test supplies the medium and a way to damage it.
 */
abstract class DurableMatchStoreContract extends MatchStoreContract {

    /** Replaces a stored match's configuration with the JSON given. */
    protected abstract void rewriteConfig(String id, String json) throws Exception;

    /** Replaces a stored match's seats with the JSON given. */
    protected abstract void rewriteSeats(String id, String json) throws Exception;

    /** Replaces one stored move (version from 1) with the seat and text given. */
    protected abstract void rewriteMove(String id, int version, int seat, String move) throws Exception;

    /** Replaces a stored match's status with the text given. */
    protected abstract void rewriteStatus(String id, String status) throws Exception;

    /** Replaces a stored match's move clock with the JSON given. */
    protected abstract void rewriteClock(String id, String json) throws Exception;

    /** The arguments that make {@link CrashWriter} open this test's medium. */
    protected abstract List<String> writerArguments();

    /** The medium, for messages: a folder, a file or a URL. */
    protected abstract String medium();

    /** What the medium shows of a kill before a store opens it again (for the test's log). */
    protected String afterKill() {
        return "";
    }

    @Test
    void aReopenedStoreFindsEveryMatchAsItWas() {
        GameConfig config = config(20);
        List<RecordedMove> moves = moves(config, 25);
        store.create(match("kept-1", config));
        store.create(match("kept-2", config(21)));
        appendAll("kept-1", moves, 1);
        List<MatchSeat> seats = new ArrayList<>(match("kept-2", config(21)).seats());
        seats.set(0, seats.get(0).vacated(SeatStatus.LEFT));
        store.updateSeats("kept-2", match("kept-2", config(21)).seats(), seats, MatchStatus.PLAYING, at(50));
        store.close();
        store = open();
        assertEquals(List.of("kept-1", "kept-2"), store.ids());
        assertEquals(moves, store.load("kept-1").orElseThrow().moves());
        assertEquals(seats, store.load("kept-2").orElseThrow().seats());
        assertEquals(at(50), store.load("kept-2").orElseThrow().updated());
        RecordedMove next = moves(config, 26).get(25);
        store.append("kept-1", 26, next, at(26));
        assertThrows(MatchStoreException.class, () -> store.append("kept-1", 26, next, at(26)));
        assertEquals(moves(config, 26), store.load("kept-1").orElseThrow().moves());
    }

    @Test
    void statusClockAndCredentialsOutliveTheStore() {
        String hash = SeatCredentials.hash(SeatCredentials.fresh());
        List<MatchSeat> seats = List.of(MatchSeat.human(0, "Ann", "heuristic", hash), MatchSeat.open(1, "Bot 1",
                "random"), MatchSeat.open(2, "Bot 2", "heuristic"));
        MatchRecord open = new MatchRecord("lasting-open", config(27), seats, List.of(), SeededGames.T0,
                SeededGames.T0, MatchStatus.OPEN, MoveClock.ofSeconds(45));
        store.create(open);
        MatchRecord over = match("lasting-over", config(28));
        store.create(over);
        store.append("lasting-over", 1, moves(config(28), 1).get(0), at(1), MatchStatus.OVER);
        MatchRecord overStored = store.load("lasting-over").orElseThrow();
        store.close();
        store = open();
        assertEquals(open, store.load("lasting-open").orElseThrow());
        assertEquals(overStored, store.load("lasting-over").orElseThrow());
        assertEquals(List.of(open.summary()), store.list(MatchStatus.OPEN));
        assertEquals(List.of(overStored.summary()), store.list(MatchStatus.OVER));
        assertEquals(List.of(), store.list(MatchStatus.PLAYING));
    }

    @Test
    void aDamagedStatusOrClockIsRefusedNamingTheField() throws Exception {
        store.create(match("bad-status", config(29)));
        rewriteStatus("bad-status", "paused");
        assertDamaged("bad-status", "status: expected open, playing or over, got \"paused\"");
        rewriteStatus("bad-status", "playing");
        rewriteClock("bad-status", "{\"perMove\": \"soon\", \"missesBeforeBot\": 3}");
        assertDamaged("bad-status", "moveClock.perMove: expected an ISO-8601 duration such as \"PT30S\", got \"soon\"");
        rewriteClock("bad-status", "{\"perMove\": \"PT30S\", \"missesBeforeBot\": 0}");
        assertDamaged("bad-status", "moveClock.missesBeforeBot: expected 1 to 100, got 0");
        rewriteClock("bad-status", "{\"perMove\": \"PT30S\", \"missesBeforeBot\": 2}");
        assertEquals(new MoveClock(java.time.Duration.ofSeconds(30), 2),
                store.load("bad-status").orElseThrow().moveClock());
    }

    @Test
    void aMatchOverTheByteLimitIsRefusedNamingTheLimit() {
        store.create(match("big", config(22)));
        appendAll("big", moves(config(22), 10), 1);
        MatchStoreException e = assertThrows(MatchStoreException.class,
                () -> store.load("big", new StoreLimits(1000, 200)));
        assertTrue(e.getMessage().startsWith("match big: "), e::getMessage);
        assertTrue(e.getMessage().contains("over the limit of 200 bytes"), e::getMessage);
        assertEquals(10, store.load("big", new StoreLimits(1000, 100_000)).orElseThrow().version());
    }

    @Test
    void aDamagedConfigurationIsRefusedNamingTheField() throws Exception {
        store.create(match("bad-config", config(23)));
        rewriteConfig("bad-config", "{\"players\": 11, \"seed\": 7}");
        assertDamaged("bad-config", "config", "players");
        rewriteConfig("bad-config", "{\"players\": 3, \"seed\": 7, \"variants\": [\"no-such-variant\"]}");
        assertDamaged("bad-config", "config", "no-such-variant");
        rewriteConfig("bad-config", "[1, 2]");
        assertDamaged("bad-config", "config");
    }

    @Test
    void damagedSeatsAreRefusedNamingTheField() throws Exception {
        store.create(match("bad-seats", config(24)));
        rewriteSeats("bad-seats", "[{\"seat\": 0, \"name\": \"Ann\", \"human\": true, \"bot\": \"heuristic\", "
                + "\"status\": \"gone\"}, {\"seat\": 1, \"name\": \"B\", \"human\": false, \"bot\": \"random\", "
                + "\"status\": \"playing\"}, {\"seat\": 2, \"name\": \"C\", \"human\": false, \"bot\": \"random\", "
                + "\"status\": \"playing\"}]");
        assertDamaged("bad-seats", "seats[0].status: expected playing, open, away, left or resigned, got \"gone\"");
        rewriteSeats("bad-seats", "[{\"seat\": 0, \"name\": \"Ann\", \"human\": true, \"bot\": \"heuristic\", "
                + "\"status\": \"playing\"}]");
        assertDamaged("bad-seats", "seats: expected one per player (3), got 1");
        rewriteSeats("bad-seats", "{\"seat\": 0}");
        assertDamaged("bad-seats", "seats: expected a list of seats");
    }

    @Test
    void aDamagedMoveIsRefusedNamingIt() throws Exception {
        store.create(match("bad-move", config(25)));
        appendAll("bad-move", moves(config(25), 3), 1);
        rewriteMove("bad-move", 2, 1, "play Q9");
        assertDamaged("bad-move", "moves[1]", "Q9");
        rewriteMove("bad-move", 2, 7, "draw");
        assertDamaged("bad-move", "moves[1]", "seat 7 is not in a 3-player game");
    }

    @Test
    void aClosedStoreRefusesWork() {
        store.create(match("closed", config(26)));
        store.close();
        MatchStoreException e = assertThrows(MatchStoreException.class, () -> store.ids());
        assertTrue(e.getMessage().contains("closed"), e::getMessage);
        assertThrows(MatchStoreException.class, () -> store.load("closed"));
        store.close();
        store = open();
        assertEquals(List.of("closed"), store.ids());
    }

    private void assertDamaged(String id, String... parts) {
        MatchStoreException e = assertThrows(MatchStoreException.class, () -> store.load(id));
        assertTrue(e.getMessage().startsWith("match " + id + ": stored data is damaged: "), e::getMessage);
        for (String part : parts) {
            assertTrue(e.getMessage().contains(part), () -> "expected '" + part + "' in: " + e.getMessage());
        }
    }

    // ---- a writer killed at any moment -----------------------------------------------------------------

    /**
     * A writer in another JVM plays seeded games as fast as it can, appending every move and reporting each append
     * that returned; each round it is killed ({@code SIGKILL}) as soon as it has reported a random number of appends
     * (1 to 40) — not after a delay, which a busy machine could spend before the writer stored anything. The writer
     * goes on appending until the kill lands, so the kill still falls anywhere: between appends or in the middle
     * of one. After each kill every match must load as exactly the first N moves of its game — N at least the last
     * version the writer saw accepted, at most one more (the append in flight) — replay, and take the next move;
     * the next writer then plays on from there.
     */
    @Test
    void aKilledWriterLeavesEveryMatchAtItsLastAcceptedMove() throws Exception {
        store.close();
        store = null;
        Random random = new Random(medium().hashCode());
        int stored = 0;
        int rounds = 4;
        List<String> log = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            int appends = 1 + random.nextInt(40);
            String when = "round " + round + " (killed after " + appends + " appends reported)";
            Path errors = Files.createTempFile("taki-crash-writer", ".err");
            Process writer = startWriter(errors);
            WriterReport report = new WriterReport(writer);
            boolean dead;
            try {
                // the timeout only guards against a writer that hangs: the kill waits for the appends, not a clock
                if (!report.awaitAppends(appends, 10, TimeUnit.MINUTES)) {
                    fail(when + ": the writer reported " + report.appends() + " appends within 10 minutes: "
                            + Files.readString(errors));
                }
                if (report.ended()) {
                    fail(when + ": the writer stopped before it was killed: " + Files.readString(errors));
                }
            } finally {
                // SIGKILL through the process's handle, not Process.destroyForcibly: that one also closes this end
                // of the writer's output at once, throwing away every line the writer printed that the report had
                // not read yet, so a store holding those moves would look ahead of the writer.
                writer.toHandle().destroyForcibly();
                dead = writer.waitFor(20, TimeUnit.SECONDS);
                report.thread.join(20_000);
                writer.destroyForcibly(); // the writer is gone: this only closes the streams
                Files.deleteIfExists(errors);
            }
            assertTrue(dead, () -> when + ": the writer still ran 20 s after it was killed");
            report.assertReadToTheEnd(when);
            String seen = afterKill();
            try (MatchStore after = open()) {
                int moves = checkEveryMatch(after, when, report.accepted);
                log.add("round " + round + ": killed after " + appends + " appends reported, " + report.accepted
                        + " seen accepted, " + moves + " moves stored in all" + (seen.isEmpty() ? "" : ", " + seen));
                assertTrue(moves > stored, () -> when + ": the writer stored nothing: " + log);
                stored = moves;
            }
        }
        System.out.println(getClass().getSimpleName() + ": " + String.join("; ", log));
        store = open();
    }

    /**
     * What the writer says on its standard output, read to its end (the end of the pipe, once the writer is dead):
     * "ready", then "id version" after each append returned. A line counts only once its line break is there; other
     * lines (a JVM warning) are passed over. The test waits on it for a number of appends: each one reported wakes
     * the waiting test at once.
     */
    private static final class WriterReport {
        final java.util.Map<String, Integer> accepted = new java.util.concurrent.ConcurrentSkipListMap<>();
        final Thread thread;
        private volatile java.io.IOException failure;
        /** The appends reported so far, and whether the output ended; guarded by this report. */
        private int appends;
        private boolean ended;

        WriterReport(Process writer) {
            thread = new Thread(() -> {
                try (BufferedReader out = new BufferedReader(new InputStreamReader(writer.getInputStream(),
                        StandardCharsets.UTF_8))) {
                    StringBuilder line = new StringBuilder();
                    for (int c = out.read(); c != -1; c = out.read()) {
                        if (c == '\n') {
                            take(line.toString());
                            line.setLength(0);
                        } else {
                            line.append((char) c);
                        }
                    }
                    // what is left without a line break is not a report: the writer was killed while printing it
                } catch (java.io.IOException e) {
                    failure = e;
                } finally {
                    synchronized (this) {
                        ended = true;
                        notifyAll();
                    }
                }
            }, "crash-writer-report");
            thread.setDaemon(true);
            thread.start();
        }

        private void take(String line) {
            String[] parts = line.split(" ");
            if (parts.length == 2 && parts[0].startsWith("crash-") && parts[1].matches("[0-9]{1,9}")) {
                accepted.put(parts[0], Integer.parseInt(parts[1]));
                synchronized (this) {
                    appends++;
                    notifyAll();
                }
            }
        }

        /**
         * Waits until the writer has reported at least {@code count} appends, or its output ended.
         *
         * @return false only if neither happened within the timeout, which guards against a hang alone
         */
        synchronized boolean awaitAppends(int count, long timeout, TimeUnit unit) throws InterruptedException {
            long giveUp = System.nanoTime() + unit.toNanos(timeout);
            while (appends < count && !ended) {
                long left = giveUp - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                TimeUnit.NANOSECONDS.timedWait(this, left);
            }
            return true;
        }

        synchronized int appends() {
            return appends;
        }

        synchronized boolean ended() {
            return ended;
        }

        /** Fails unless every line the writer printed was read: a line missed would make the store look ahead. */
        void assertReadToTheEnd(String when) {
            if (thread.isAlive()) {
                fail(when + ": the writer's output did not end within 20 s of its death");
            }
            if (failure != null) {
                fail(when + ": the writer's output could not be read to its end: " + failure);
            }
        }
    }

    private Process startWriter(Path errors) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-cp");
        command.add(classPath());
        command.add("-Xshare:auto");
        command.add("-XX:TieredStopAtLevel=1");
        command.add(CrashWriter.class.getName());
        command.addAll(writerArguments());
        return new ProcessBuilder(command).redirectError(errors.toFile()).start();
    }

    /**
     * Everything the writer needs, on one class path: the test and main classes (patched into a module, or on the
     * class path) and the module path and class path of this JVM.
     */
    static String classPath() {
        java.util.Set<String> entries = new java.util.LinkedHashSet<>();
        for (Class<?> c : List.of(CrashWriter.class, FileMatchStore.class)) {
            try {
                entries.add(Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
            } catch (java.net.URISyntaxException | RuntimeException e) {
                // found on the paths below
            }
        }
        for (String property : List.of("jdk.module.path", "java.class.path")) {
            String value = System.getProperty(property);
            if (value != null && !value.isBlank()) {
                entries.addAll(List.of(value.split(java.io.File.pathSeparator)));
            }
        }
        return String.join(java.io.File.pathSeparator, entries);
    }

    /**
     * Checks every match against its game and the versions the writer saw accepted, and appends the game's next
     * move; the moves stored in all.
     */
    private static int checkEveryMatch(MatchStore s, String when, java.util.Map<String, Integer> accepted) {
        int total = 0;
        for (String id : s.ids()) {
            MatchRecord m = s.load(id).orElseThrow();
            Integer seen = accepted.get(id);
            assertTrue(seen == null || m.version() == seen || m.version() == seen + 1, () -> when + ": match " + id
                    + " is at version " + m.version() + ", but the writer saw version " + seen + " accepted");
            GameConfig config = CrashWriter.config(id);
            assertEquals(config, m.config(), id);
            List<RecordedMove> game = moves(config, m.version() + 1);
            assertEquals(game.subList(0, m.version()), m.moves(), () -> when + ": match " + id
                    + " is not a prefix of its game");
            new GameRecord(m.config(), m.moves()).replay(SeededGames.CATALOG);
            if (game.size() > m.version()) {
                s.append(id, m.version() + 1, game.get(m.version()), at(m.version() + 1));
                assertEquals(game, s.load(id).orElseThrow().moves(), when + ": the store took the next move");
            }
            total += s.load(id).orElseThrow().version();
        }
        return total;
    }
}
