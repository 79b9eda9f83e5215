package dev.taki.match;

import dev.taki.api.GameConfig;
import dev.taki.api.Move;
import dev.taki.api.PlayerView;
import dev.taki.api.VariantChoice;
import dev.taki.core.VariantCatalog;
import dev.taki.core.record.RecordedMove;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Hundreds of whole games on a store that fails one write in five — before the write, or after it committed (the
 * answer lost). People (a test client choosing legal moves, some of them absent or slow, some jumping in out of turn,
 * coming back to seats their bots took) and bots play; nobody but {@link Match#wake()}, called at
 * {@link Match#nextWake()} on a test clock, moves the match on by itself. Every match finishes; its history, seats
 * and status are what the store holds; each seat's events are those of a fresh replay; and no person was told of a
 * failure for an action that the store had in fact saved.
 */
class MatchNeverStuckTest {
    private static final VariantCatalog CATALOG = VariantCatalog.discover();
    private static final int GAMES = 300;
    /** Far more steps than any game takes: a game that needs more is stuck. */
    private static final int MOST_STEPS = 20_000;
    private static final List<List<String>> VARIANTS = List.of(List.of(), List.of("jump-in"), List.of("catch-last-card"),
            List.of("jump-in", "catch-last-card"));

    /** How a person plays: the chance they move when it is their turn. */
    private enum Persona {
        DILIGENT(1.0), SLOW(0.6), ABSENT(0.0);

        final double movesOnTurn;

        Persona(double movesOnTurn) {
            this.movesOnTurn = movesOnTurn;
        }
    }

    private record Person(int seat, String name, String credential, Persona persona) {
    }

    /** What the games did, summed: the test checks that each kind of trouble really happened. */
    static final class Tally {
        int personFailures;
        int seatFailures;
        int timeOuts;
        int sentAway;
        int reclaimed;
        int handedToBot;
        int movesOutOfTurn;
        int opened;
    }

    @Test
    void everyMatchFinishesOnAStoreThatFailsWritesAndHoldsWhatTheStoreHolds() {
        Tally tally = new Tally();
        int failedBefore = 0;
        int failedAfter = 0;
        for (long seed = 1; seed <= GAMES; seed++) {
            MatchTest.TestClock clock = new MatchTest.TestClock();
            FaultyMatchStore store = play(seed, new MemoryMatchStore(clock), clock, tally);
            failedBefore += store.failedBefore();
            failedAfter += store.failedAfter();
        }
        System.out.printf("%d games: %d writes failed before, %d after the commit; people told to try again %d times,"
                + " changes of seats %d; %d time-outs, %d seats sent away, %d reclaimed, %d handed to bots, %d moves out"
                + " of turn, %d open matches%n", GAMES, failedBefore, failedAfter, tally.personFailures,
                tally.seatFailures, tally.timeOuts, tally.sentAway, tally.reclaimed, tally.handedToBot,
                tally.movesOutOfTurn, tally.opened);
        assertTrue(failedBefore > 100 && failedAfter > 100, "writes failed both ways: " + failedBefore + " before, "
                + failedAfter + " after the commit");
        assertTrue(tally.personFailures > 20, "people were told to try again: " + tally.personFailures);
        assertTrue(tally.seatFailures > 5, "changes of seats failed too: " + tally.seatFailures);
        assertTrue(tally.timeOuts > 100, "people's time ran out: " + tally.timeOuts);
        assertTrue(tally.sentAway > 20 && tally.reclaimed > 5, "seats were sent away (" + tally.sentAway
                + ") and reclaimed (" + tally.reclaimed + ")");
        assertTrue(tally.handedToBot > 0, "the host handed seats to bots: " + tally.handedToBot);
        assertTrue(tally.movesOutOfTurn > 20, "people moved out of turn: " + tally.movesOutOfTurn);
        assertTrue(tally.opened > 50, "open matches were claimed and begun: " + tally.opened);
    }

    /**
     * One whole game from the seed, on a store that fails one write in five over {@code inner}; returns that store.
     * The match's id is {@code game-<seed>}.
     */
    static FaultyMatchStore play(long seed, MatchStore inner, MatchTest.TestClock clock, Tally tally) {
        Random random = new Random(seed);
        FaultyMatchStore store = new FaultyMatchStore(inner, seed, 0.2);
        int players = 2 + random.nextInt(3);
        GameConfig config = GameConfig.of(players, seed).withVariants(VARIANTS.get(random.nextInt(VARIANTS.size()))
                .stream().map(VariantChoice::of).toList());
        boolean holdsBots = random.nextBoolean();
        MatchOptions options = MatchOptions.defaults().withClock(clock)
                .withPace(holdsBots ? BotPace.WAIT_FOR_PEOPLE : BotPace.AT_ONCE, Duration.ofSeconds(holdsBots ? 2 : 0))
                .withMoveClock(new MoveClock(Duration.ofSeconds(30), 2));
        String id = "game-" + seed;
        List<Person> people = new ArrayList<>();
        Match match = random.nextBoolean() ? openAndBegin(id, config, options, store, random, people, seed, tally)
                : started(id, config, options, store, random, people);
        String where = "seed " + seed + " (" + config.variants() + (holdsBots ? ", bots held" : "") + ")";
        List<MatchSeat> seen = new ArrayList<>(match.seats());
        match.subscribe(-1, new MatchListener() {
            @Override public void onEvents(List<LoggedEvent> events) { }
            @Override public void onSeats(List<MatchSeat> seats) {
                for (int seat = 0; seat < seats.size(); seat++) {
                    boolean away = seats.get(seat).status() == SeatStatus.AWAY;
                    tally.sentAway += away && seen.get(seat).status() != SeatStatus.AWAY ? 1 : 0;
                    seen.set(seat, seats.get(seat));
                }
            }
        });
        for (int step = 0; !match.isOver(); step++) {
            if (step > MOST_STEPS) {
                fail(where + ": still not over after " + MOST_STEPS + " steps: " + match.awaiting());
            }
            if (!somebodyActs(match, people, random, store, tally, where)) {
                Optional<Instant> next = match.nextWake();
                if (next.isEmpty()) {
                    fail(where + ": stuck: nobody acts and the match wants no wake; awaiting " + match.awaiting()
                            + ", seats " + match.seats());
                }
                int before = match.version();
                clock.now = next.get().isAfter(clock.now) ? next.get() : clock.now;
                boolean personOverdue = match.deadline().filter(d -> !clock.now.isBefore(d)).isPresent();
                match.wake();
                tally.timeOuts += personOverdue && match.version() > before ? 1 : 0;
            }
            assertNotAheadOfTheStore(match, store, where);
        }
        for (int i = 0; i < 10 && match.nextWake().isPresent(); i++) {
            clock.now = match.nextWake().get().isAfter(clock.now) ? match.nextWake().get() : clock.now;
            match.wake();
        }
        assertEquals(Optional.empty(), match.nextWake(), where + ": an ended match wants nothing more");
        assertIsTheStoresMatch(match, store, options, where);
        return store;
    }

    private static Match started(String id, GameConfig config, MatchOptions options, FaultyMatchStore store,
                                 Random random, List<Person> people) {
        List<MatchSeat> seats = new ArrayList<>();
        for (int seat = 0; seat < config.players(); seat++) {
            if (seat == 0 || random.nextInt(3) > 0) {
                String credential = SeatCredentials.fresh();
                people.add(new Person(seat, "P" + seat, credential, persona(random)));
                seats.add(MatchSeat.human(seat, "P" + seat, "heuristic", SeatCredentials.hash(credential)));
            } else {
                seats.add(MatchSeat.bot(seat, "Bot " + seat, seat % 2 == 0 ? "random" : "heuristic"));
            }
        }
        while (true) {
            try {
                return Match.start(id, config, seats, CATALOG, store, options);
            } catch (MatchStoreException e) {
                // saved after all (the answer was lost): the server loads it, as after a restart
                Optional<Match> saved = Match.load(id, CATALOG, store, StoreLimits.defaults(), options);
                if (saved.isPresent()) {
                    return saved.get();
                }
            }
        }
    }

    private static Match openAndBegin(String id, GameConfig config, MatchOptions options, FaultyMatchStore store,
                                      Random random, List<Person> people, long seed, Tally tally) {
        List<MatchSeat> seats = new ArrayList<>();
        for (int seat = 0; seat < config.players(); seat++) {
            seats.add(MatchSeat.open(seat, "Bot " + seat, "heuristic"));
        }
        Match match = null;
        while (match == null) {
            try {
                match = Match.open(id, config, seats, CATALOG, store, options);
            } catch (MatchStoreException e) {
                match = Match.load(id, CATALOG, store, StoreLimits.defaults(), options).orElse(null);
            }
        }
        int claims = 1 + random.nextInt(config.players());
        for (int i = 0; i < claims; i++) {
            String name = "Person " + i;
            try {
                SeatClaim claim = match.claim(name);
                SeatClaim.Claimed claimed = (SeatClaim.Claimed) claim;
                people.add(new Person(claimed.seat(), name, claimed.credential(), persona(random)));
            } catch (MatchStoreException e) {
                tally.seatFailures++;
                assertFalse(store.inner().load(id).orElseThrow().seats().stream().anyMatch(s -> s.name().equals(name)),
                        "seed " + seed + ": a claim was answered with a failure, but the store has it");
            }
        }
        while (match.status() == MatchStatus.OPEN) {
            try {
                assertTrue(match.begin().isAccepted());
            } catch (MatchStoreException e) {
                tally.seatFailures++;
                assertEquals(MatchStatus.OPEN, store.inner().load(id).orElseThrow().status(),
                        "seed " + seed + ": a begin was answered with a failure, but the store has it");
            }
        }
        tally.opened++;
        return match;
    }

    private static Persona persona(Random random) {
        return Persona.values()[random.nextInt(Persona.values().length)];
    }

    /**
     * A person (or the host) acts, if one wants to: a move on their turn or out of turn, a reclaim of their away seat,
     * or the host handing a seat to its bot. False if nobody did.
     */
    private static boolean somebodyActs(Match match, List<Person> people, Random random, FaultyMatchStore store,
                                        Tally tally, String where) {
        List<Person> order = new ArrayList<>(people);
        Collections.shuffle(order, random);
        for (Person p : order) {
            MatchSeat seat = match.seats().get(p.seat());
            if (seat.status() == SeatStatus.AWAY) {
                if (random.nextInt(40) == 0) {
                    reclaim(match, p, store, tally, where);
                    return true;
                }
                continue;
            }
            if (!seat.human()) {
                continue;
            }
            if (random.nextInt(2000) == 0) {
                handToBot(match, p, store, tally, where);
                return true;
            }
            PlayerView view = match.view(p.seat());
            if (view.legalMoves().isEmpty()) {
                continue;
            }
            boolean toAct = match.awaiting().map(a -> a.seat() == p.seat()).orElse(false);
            if (toAct ? random.nextDouble() < p.persona().movesOnTurn : random.nextInt(4) == 0) {
                Move move = view.legalMoves().get(random.nextInt(view.legalMoves().size())).withDeclaration();
                tally.movesOutOfTurn += toAct ? 0 : 1;
                submit(match, p, move, view.version(), store, tally, where);
                return true;
            }
        }
        return false;
    }

    private static void submit(Match match, Person p, Move move, int version, FaultyMatchStore store, Tally tally,
                               String where) {
        try {
            MatchResult result = match.submit(p.seat(), move, version);
            if (result instanceof MatchResult.Refused r) {
                // the match caught up with its store first (a save it was unsure of): the table changed under the move
                boolean seatTaken = r.code() == Refusal.SEAT_PLAYED_BY_BOT && !match.seats().get(p.seat()).human();
                assertTrue(r.code() == Refusal.STALE_VERSION || seatTaken, where + ": only a move on a table that"
                        + " changed is refused: " + r);
            }
        } catch (MatchStoreException e) {
            tally.personFailures++;
            List<RecordedMove> saved = store.inner().load(match.id()).orElseThrow().moves();
            assertFalse(saved.size() > version && saved.get(version).equals(new RecordedMove(p.seat(), move)),
                    where + ": " + p.name() + " was told to try again, but the store has their move: " + e);
        }
    }

    private static void reclaim(Match match, Person p, FaultyMatchStore store, Tally tally, String where) {
        int seat = match.seatOf(p.credential()).orElseThrow();
        assertEquals(p.seat(), seat, where + ": the credential finds its seat");
        try {
            assertTrue(match.reclaim(seat).isAccepted(), where);
            tally.reclaimed++;
        } catch (MatchStoreException e) {
            tally.seatFailures++;
            assertEquals(SeatStatus.AWAY, store.inner().load(match.id()).orElseThrow().seats().get(seat).status(),
                    where + ": a reclaim was answered with a failure, but the store has it");
        }
    }

    private static void handToBot(Match match, Person p, FaultyMatchStore store, Tally tally, String where) {
        try {
            assertTrue(match.handToBot(p.seat()).isAccepted(), where);
            tally.handedToBot++;
        } catch (MatchStoreException e) {
            tally.seatFailures++;
            assertTrue(store.inner().load(match.id()).orElseThrow().seats().get(p.seat()).human(),
                    where + ": handing a seat over was answered with a failure, but the store has it");
        }
    }

    /** The match never runs ahead of its store, nor apart from it: its history begins the stored one. */
    private static void assertNotAheadOfTheStore(Match match, FaultyMatchStore store, String where) {
        List<RecordedMove> saved = store.inner().load(match.id()).orElseThrow().moves();
        List<RecordedMove> mine = match.history();
        assertTrue(saved.size() >= mine.size() && saved.subList(0, mine.size()).equals(mine),
                where + ": the match (" + mine.size() + " moves) is ahead of or apart from its store (" + saved.size()
                        + ")");
    }

    private static void assertIsTheStoresMatch(Match match, FaultyMatchStore store, MatchOptions options,
                                               String where) {
        MatchRecord stored = store.inner().load(match.id()).orElseThrow();
        assertEquals(match.history(), stored.moves(), where + ": the history is the store's");
        assertEquals(match.seats(), stored.seats(), where + ": the seats are the store's");
        assertEquals(MatchStatus.OVER, stored.status(), where);
        Match replayed = Match.restore(stored, CATALOG, store.inner(), options);
        assertEquals(match.state(), replayed.state(), where);
        for (int viewer = -1; viewer < match.seats().size(); viewer++) {
            assertEquals(replayed.eventsSince(0, viewer, Integer.MAX_VALUE), match.eventsSince(0, viewer,
                    Integer.MAX_VALUE), where + ": viewer " + viewer + " saw what a fresh replay shows");
        }
    }
}
