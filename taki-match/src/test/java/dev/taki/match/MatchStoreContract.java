package dev.taki.match;

import dev.taki.api.GameConfig;
import dev.taki.core.record.GameRecord;
import dev.taki.core.record.RecordedMove;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static dev.taki.match.SeededGames.at;
import static dev.taki.match.SeededGames.config;
import static dev.taki.match.SeededGames.match;
import static dev.taki.match.SeededGames.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What every {@link MatchStore} does. A store's test supplies {@link #open()}; everything else is here. Each test
 * method starts with a new, empty store.
 */
abstract class MatchStoreContract {
    /** The store of the running test. */
    protected MatchStore store;

    /** A store on this test's medium: empty for the first call of a test; the same medium on a later call. */
    protected abstract MatchStore open();

    @BeforeEach
    void openStore() {
        store = open();
    }

    @AfterEach
    void closeStore() {
        if (store != null) {
            store.close();
        }
    }

    /** Appends moves from version {@code from} on, each a second after the last. */
    protected void appendAll(String id, List<RecordedMove> moves, int from) {
        for (int i = 0; i < moves.size(); i++) {
            store.append(id, from + i, moves.get(i), at(from + i));
        }
    }

    @Test
    void aCreatedMatchLoadsAsItWasCreated() {
        MatchRecord created = match("created-1", config(1));
        store.create(created);
        assertEquals(created, store.load("created-1").orElseThrow());
        assertEquals(0, store.load("created-1").orElseThrow().version());
    }

    @Test
    void appendedMovesLoadInOrderAndReplayTheGame() {
        GameConfig config = config(2);
        List<RecordedMove> moves = moves(config, 40);
        store.create(match("appended", config));
        appendAll("appended", moves, 1);
        MatchRecord loaded = store.load("appended").orElseThrow();
        assertEquals(moves, loaded.moves());
        assertEquals(moves.size(), loaded.version());
        assertEquals(at(moves.size()), loaded.updated(), "updated is when the last move was accepted");
        assertEquals(SeededGames.T0, loaded.created());
        new GameRecord(loaded.config(), loaded.moves()).replay(SeededGames.CATALOG);
    }

    @Test
    void aMatchCreatedWithMovesKeepsThem() {
        GameConfig config = config(3);
        List<RecordedMove> moves = moves(config, 12);
        MatchRecord created = new MatchRecord("with-moves", config, match("with-moves", config).seats(), moves,
                SeededGames.T0, at(12));
        store.create(created);
        assertEquals(created, store.load("with-moves").orElseThrow());
        store.append("with-moves", 13, moves(config, 13).get(12), at(13));
        assertEquals(moves(config, 13), store.load("with-moves").orElseThrow().moves());
    }

    @Test
    void aPluginsCardsAreKeptAndReadInTheGamesNotation() {
        GameConfig config = SeededGames.plusThree(4);
        var notation = SeededGames.CATALOG.game(config).notation();
        store.create(match("plugin-cards", config));
        List<RecordedMove> moves = List.of(RecordedMove.parse("0: play +3", notation),
                RecordedMove.parse("1: play BREAK last", notation), RecordedMove.parse("2: draw", notation));
        appendAll("plugin-cards", moves, 1);
        MatchRecord loaded = store.load("plugin-cards").orElseThrow();
        assertEquals(config, loaded.config());
        assertEquals(moves, loaded.moves());
    }

    @Test
    void aMoveThatDoesNotFollowTheStoredVersionIsRefused() {
        List<RecordedMove> moves = moves(config(5), 3);
        store.create(match("versions", config(5)));
        for (int wrong : new int[] {0, 2, -1}) {
            MatchStoreException e = assertThrows(MatchConflictException.class,
                    () -> store.append("versions", wrong, moves.get(0), at(1)), "a conflict, told apart from a failure");
            assertTrue(e.getMessage().startsWith("match versions: move " + wrong + " does not follow the stored version 0"),
                    e::getMessage);
        }
        store.append("versions", 1, moves.get(0), at(1));
        MatchStoreException again = assertThrows(MatchConflictException.class,
                () -> store.append("versions", 1, moves.get(1), at(2)));
        assertTrue(again.getMessage().contains("does not follow the stored version 1"), again::getMessage);
        assertEquals(moves.subList(0, 1), store.load("versions").orElseThrow().moves(), "a refused move is not kept");
        assertEquals(at(1), store.load("versions").orElseThrow().updated());
        store.append("versions", 2, moves.get(1), at(2));
        assertEquals(moves.subList(0, 2), store.load("versions").orElseThrow().moves());
    }

    @Test
    void anUnknownMatchLoadsAsNothingAndCannotBeWritten() {
        assertTrue(store.load("nobody").isEmpty());
        RecordedMove move = moves(config(6), 1).get(0);
        MatchStoreException append = assertThrows(MatchStoreException.class, () -> store.append("nobody", 1, move, at(1)));
        assertEquals("match nobody: not stored", append.getMessage());
        MatchStoreException seats = assertThrows(MatchStoreException.class,
                () -> store.updateSeats("nobody", match("nobody", config(6)).seats(), match("nobody", config(6)).seats(),
                        MatchStatus.PLAYING, at(1)));
        assertEquals("match nobody: not stored", seats.getMessage());
        assertTrue(store.ids().isEmpty());
    }

    @Test
    void aMatchCannotBeCreatedTwice() {
        store.create(match("twice", config(7)));
        store.append("twice", 1, moves(config(7), 1).get(0), at(1));
        MatchStoreException e = assertThrows(MatchConflictException.class, () -> store.create(match("twice", config(8))));
        assertEquals("match twice: already stored", e.getMessage());
        MatchRecord kept = store.load("twice").orElseThrow();
        assertEquals(config(7), kept.config());
        assertEquals(1, kept.version());
    }

    @Test
    void seatsAreReplacedAndTheMovesKept() {
        GameConfig config = config(9);
        List<RecordedMove> moves = moves(config, 5);
        MatchRecord created = match("seats", config);
        store.create(created);
        appendAll("seats", moves, 1);
        List<MatchSeat> seats = new ArrayList<>(created.seats());
        seats.set(0, seats.get(0).vacated(SeatStatus.RESIGNED));
        store.updateSeats("seats", created.seats(), seats, MatchStatus.PLAYING, at(100));
        MatchRecord loaded = store.load("seats").orElseThrow();
        assertEquals(seats, loaded.seats());
        assertEquals(moves, loaded.moves());
        assertEquals(at(100), loaded.updated());
        assertThrows(IllegalArgumentException.class, () -> store.updateSeats("seats", seats, seats.subList(0, 2), MatchStatus.PLAYING,
                at(101)),
                "one seat per player");
        assertEquals(seats, store.load("seats").orElseThrow().seats());
    }

    @Test
    void idsListEveryMatchSorted() {
        for (String id : List.of("m-2", "m-10", "A-1", "m_1", MatchIds.random())) {
            store.create(match(id, config(10)));
        }
        List<String> ids = store.ids();
        assertEquals(5, ids.size());
        List<String> sorted = new ArrayList<>(ids);
        sorted.sort(null);
        assertEquals(sorted, ids);
        assertTrue(ids.containsAll(List.of("m-2", "m-10", "A-1", "m_1")));
    }

    @Test
    void aMatchOverTheMoveLimitIsRefusedNamingTheLimit() {
        GameConfig config = config(11);
        store.create(match("long", config));
        appendAll("long", moves(config, 5), 1);
        MatchStoreException e = assertThrows(MatchStoreException.class,
                () -> store.load("long", new StoreLimits(3, 1L << 20)));
        assertTrue(e.getMessage().startsWith("match long: "), e::getMessage);
        assertTrue(e.getMessage().contains("over the limit of 3"), e::getMessage);
        assertEquals(5, store.load("long", new StoreLimits(5, 1L << 20)).orElseThrow().version());
    }

    @Test
    void twoThreadsAppendToTwoMatchesSideBySide() throws Exception {
        int count = 60;
        List<RecordedMove> a = moves(config(12), count);
        List<RecordedMove> b = moves(config(13), count);
        store.create(match("side-a", config(12)));
        store.create(match("side-b", config(13)));
        CyclicBarrier start = new CyclicBarrier(2);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Future<?> first = pool.submit(task(start, () -> appendAll("side-a", a, 1)));
            Future<?> second = pool.submit(task(start, () -> appendAll("side-b", b, 1)));
            first.get(30, TimeUnit.SECONDS);
            second.get(30, TimeUnit.SECONDS);
        } finally {
            pool.shutdownNow();
        }
        assertEquals(a, store.load("side-a").orElseThrow().moves());
        assertEquals(b, store.load("side-b").orElseThrow().moves());
    }

    @Test
    void twoWritersRacingForOneMatchStoreEachVersionOnce() throws Exception {
        int count = 40;
        List<RecordedMove> moves = moves(config(14), count);
        store.create(match("race", config(14)));
        CyclicBarrier start = new CyclicBarrier(2);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<Integer>> writers = new ArrayList<>();
        try {
            for (int w = 0; w < 2; w++) {
                writers.add(pool.submit(() -> {
                    start.await(10, TimeUnit.SECONDS);
                    int stored = 0;
                    for (int version = 1; version <= count; version++) {
                        try {
                            store.append("race", version, moves.get(version - 1), at(version));
                            stored++;
                        } catch (MatchConflictException e) {
                            assertTrue(e.getMessage().contains("does not follow the stored version"), e::getMessage);
                        }
                    }
                    return stored;
                }));
            }
            int stored = 0;
            for (Future<Integer> w : writers) {
                stored += w.get(30, TimeUnit.SECONDS);
            }
            assertEquals(count, stored, "each version is stored by exactly one writer");
        } finally {
            pool.shutdownNow();
        }
        assertEquals(moves, store.load("race").orElseThrow().moves());
    }

    // ---- status, seats, credentials, lists, clocks ------------------------------------------------------

    @Test
    void theMoveThatEndsTheGameLeavesTheMatchOverAndItTakesNoMore() {
        GameConfig config = config(50);
        List<RecordedMove> moves = moves(config, 6);
        store.create(match("ending", config));
        appendAll("ending", moves.subList(0, 5), 1);
        assertEquals(MatchStatus.PLAYING, store.load("ending").orElseThrow().status());
        assertEquals(List.of("ending"), store.list(MatchStatus.PLAYING).stream().map(MatchSummary::id).toList());
        assertThrows(IllegalArgumentException.class,
                () -> store.append("ending", 6, moves.get(5), at(6), MatchStatus.OPEN), "a move leaves no match open");
        assertEquals(5, store.load("ending").orElseThrow().version());
        store.append("ending", 6, moves.get(5), at(6), MatchStatus.OVER);
        MatchRecord over = store.load("ending").orElseThrow();
        assertEquals(MatchStatus.OVER, over.status());
        assertEquals(moves, over.moves());
        assertEquals(at(6), over.updated());
        MatchStoreException e = assertThrows(MatchStoreException.class,
                () -> store.append("ending", 7, moves.get(0), at(7)));
        assertFalse(e instanceof MatchConflictException, "not a race lost: the match is over");
        assertEquals("match ending: takes no move while it is over", e.getMessage());
        assertEquals(over, store.load("ending").orElseThrow(), "a refused move changes nothing");
        assertEquals(List.of(over.summary()), store.list(MatchStatus.OVER));
        assertEquals(List.of(), store.list(MatchStatus.PLAYING));
    }

    @Test
    void seatsChangeOnlyIfTheyAreStillAsTheWriterReadThem() {
        MatchRecord created = match("cas", config(51));
        store.create(created);
        appendAll("cas", moves(config(51), 2), 1);
        List<MatchSeat> left = new ArrayList<>(created.seats());
        left.set(0, left.get(0).vacated(SeatStatus.LEFT));
        store.updateSeats("cas", created.seats(), left, MatchStatus.PLAYING, at(10));
        MatchRecord kept = store.load("cas").orElseThrow();
        assertEquals(left, kept.seats());
        List<MatchSeat> resigned = new ArrayList<>(created.seats());
        resigned.set(0, resigned.get(0).vacated(SeatStatus.RESIGNED));
        MatchConflictException e = assertThrows(MatchConflictException.class,
                () -> store.updateSeats("cas", created.seats(), resigned, MatchStatus.OVER, at(11)),
                "the writer read the seats before another one changed them");
        assertEquals("match cas: its seats changed since they were read", e.getMessage());
        assertEquals(kept, store.load("cas").orElseThrow(), "a refused change changes nothing");
        store.updateSeats("cas", left, resigned, MatchStatus.OVER, at(12));
        MatchRecord after = store.load("cas").orElseThrow();
        assertEquals(resigned, after.seats());
        assertEquals(MatchStatus.OVER, after.status());
        assertEquals(at(12), after.updated());
        assertEquals(2, after.version(), "the moves stay");
    }

    @Test
    void credentialHashesAreKeptWithTheSeatsAndNeverShown() {
        String ann = SeatCredentials.hash(SeatCredentials.fresh());
        String bob = SeatCredentials.hash(SeatCredentials.fresh());
        List<MatchSeat> seats = List.of(MatchSeat.human(0, "Ann", "heuristic", ann), MatchSeat.bot(1, "Bot 1", "random"),
                MatchSeat.open(2, "Bot 2", "heuristic"));
        MatchRecord created = new MatchRecord("hashes", config(52), seats, List.of(), SeededGames.T0, SeededGames.T0,
                MatchStatus.OPEN, MoveClock.NONE);
        store.create(created);
        assertEquals(created, store.load("hashes").orElseThrow());
        List<MatchSeat> claimed = List.of(seats.get(0), seats.get(1), seats.get(2).claimed("Bob", bob));
        store.updateSeats("hashes", seats, claimed, MatchStatus.OPEN, at(1));
        assertEquals(claimed, store.load("hashes").orElseThrow().seats());
        List<MatchSeat> away = List.of(claimed.get(0).away(), claimed.get(1), claimed.get(2));
        store.updateSeats("hashes", claimed, away, MatchStatus.PLAYING, at(2));
        MatchRecord loaded = store.load("hashes").orElseThrow();
        assertEquals(away, loaded.seats());
        assertEquals(ann, loaded.seats().get(0).credentialHash(), "an away seat keeps its person's credential");
        assertEquals(bob, loaded.seats().get(2).credentialHash());

        List<String> shown = new ArrayList<>(List.of(loaded.toString(), loaded.summary().toString(),
                store.list(MatchStatus.PLAYING).toString()));
        shown.add(assertThrows(MatchConflictException.class,
                () -> store.updateSeats("hashes", claimed, seats, MatchStatus.OPEN, at(3))).getMessage());
        shown.add(assertThrows(IllegalArgumentException.class,
                () -> store.updateSeats("hashes", away, away.subList(0, 2), MatchStatus.PLAYING, at(3))).getMessage());
        for (String text : shown) {
            assertFalse(text.contains(ann) || text.contains(bob), () -> "a hash shown in: " + text);
        }
        assertEquals(loaded, store.load("hashes").orElseThrow());
    }

    @Test
    void anOpenMatchIsClaimedSeatBySeatThenBegins() {
        String host = SeatCredentials.hash(SeatCredentials.fresh());
        List<MatchSeat> open = List.of(MatchSeat.human(0, "Host", "heuristic", host),
                MatchSeat.open(1, "Bot 1", "random"), MatchSeat.open(2, "Bot 2", "heuristic"));
        MatchRecord created = new MatchRecord("lobby", config(53), open, List.of(), SeededGames.T0, SeededGames.T0,
                MatchStatus.OPEN, MoveClock.ofSeconds(30));
        store.create(created);
        assertEquals(created, store.load("lobby").orElseThrow());
        assertEquals(List.of(created.summary()), store.list(MatchStatus.OPEN));
        assertEquals(2, store.list(MatchStatus.OPEN).get(0).openSeats());
        RecordedMove first = moves(config(53), 1).get(0);
        MatchStoreException early = assertThrows(MatchStoreException.class, () -> store.append("lobby", 1, first, at(1)));
        assertEquals("match lobby: takes no move while it is open", early.getMessage());

        List<MatchSeat> claimed = List.of(open.get(0), open.get(1).claimed("Cleo",
                SeatCredentials.hash(SeatCredentials.fresh())), open.get(2));
        store.updateSeats("lobby", open, claimed, MatchStatus.OPEN, at(1));
        assertEquals(1, store.list(MatchStatus.OPEN).get(0).openSeats());
        assertThrows(IllegalArgumentException.class,
                () -> store.updateSeats("lobby", claimed, claimed, MatchStatus.PLAYING, at(2)),
                "a match in play has no open seat");
        List<MatchSeat> begun = List.of(claimed.get(0), claimed.get(1), claimed.get(2).takenByBot());
        store.updateSeats("lobby", claimed, begun, MatchStatus.PLAYING, at(2));
        assertEquals(List.of(), store.list(MatchStatus.OPEN));
        assertEquals(List.of("lobby"), store.list(MatchStatus.PLAYING).stream().map(MatchSummary::id).toList());

        store.append("lobby", 1, first, at(3));
        assertThrows(IllegalArgumentException.class,
                () -> store.updateSeats("lobby", begun, begun, MatchStatus.OPEN, at(4)), "a match with moves is not open");
        MatchRecord loaded = store.load("lobby").orElseThrow();
        assertEquals(begun, loaded.seats());
        assertEquals(MatchStatus.PLAYING, loaded.status());
        assertEquals(MoveClock.ofSeconds(30), loaded.moveClock());
        assertEquals(List.of(first), loaded.moves());
        assertEquals(at(3), loaded.updated());
    }

    @Test
    void aListHoldsTheMatchesOfOneStatusOldestFirst() {
        Instant noon = Instant.parse("2026-11-30T12:00:00Z");
        // as text, "12:00:00Z" sorts after "12:00:00.500Z": the order must be the times'
        record Made(String id, Instant created, MatchStatus status) {
        }
        List<Made> made = List.of(new Made("l-c", noon.plusMillis(500), MatchStatus.PLAYING),
                new Made("l-a", noon, MatchStatus.PLAYING), new Made("l-b", noon.plusMillis(500), MatchStatus.PLAYING),
                new Made("l-d", noon.minusSeconds(60), MatchStatus.OVER),
                new Made("l-e", noon.plusSeconds(1), MatchStatus.OPEN), new Made("l-0", noon.plusSeconds(7),
                        MatchStatus.PLAYING));
        for (Made m : made) {
            MatchRecord plain = match(m.id(), config(54));
            store.create(new MatchRecord(m.id(), plain.config(), plain.seats(), List.of(), m.created(), m.created(),
                    m.status(), MoveClock.NONE));
        }
        assertEquals(List.of("l-a", "l-b", "l-c", "l-0"), ids(store.list(MatchStatus.PLAYING)));
        assertEquals(List.of("l-d"), ids(store.list(MatchStatus.OVER)));
        assertEquals(List.of("l-e"), ids(store.list(MatchStatus.OPEN)));
        for (MatchSummary s : store.list(MatchStatus.PLAYING)) {
            assertEquals(store.load(s.id()).orElseThrow().summary(), s);
        }
    }

    private static List<String> ids(List<MatchSummary> summaries) {
        return summaries.stream().map(MatchSummary::id).toList();
    }

    @Test
    void theMoveClockIsKept() {
        List<MoveClock> clocks = List.of(MoveClock.ofSeconds(30), new MoveClock(Duration.ofMillis(1500), 5),
                MoveClock.NONE);
        for (int i = 0; i < clocks.size(); i++) {
            String id = "clock-" + i;
            MatchRecord plain = match(id, config(55));
            MatchRecord created = new MatchRecord(id, plain.config(), plain.seats(), List.of(), SeededGames.T0,
                    SeededGames.T0, MatchStatus.PLAYING, clocks.get(i));
            store.create(created);
            assertEquals(created, store.load(id).orElseThrow());
            appendAll(id, moves(config(55), 2), 1);
            List<MatchSeat> seats = new ArrayList<>(plain.seats());
            seats.set(0, seats.get(0).vacated(SeatStatus.LEFT));
            store.updateSeats(id, plain.seats(), seats, MatchStatus.PLAYING, at(5));
            assertEquals(clocks.get(i), store.load(id).orElseThrow().moveClock(), id);
        }
    }

    private static Callable<Void> task(CyclicBarrier start, Runnable work) {
        return () -> {
            start.await(10, TimeUnit.SECONDS);
            work.run();
            return null;
        };
    }
}
