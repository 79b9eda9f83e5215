package dev.taki.match;

import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.PlayerView;
import dev.taki.api.Rejection;
import dev.taki.api.VariantChoice;
import dev.taki.core.VariantCatalog;
import dev.taki.core.record.RecordedMove;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Moves out of turn at a match, under the house rules {@code jump-in} and {@code catch-last-card}: a person's from
 * any seat that has one, checked against the version; bots' after every accepted move; the wait for the seat to
 * act; and stores that replay them.
 */
class MatchOutOfTurnTest {
    private static final VariantCatalog CATALOG = VariantCatalog.discover();

    private static GameConfig config(int players, long seed, String... variants) {
        return GameConfig.of(players, seed).withVariants(java.util.Arrays.stream(variants).map(VariantChoice::of).toList());
    }

    private static List<MatchSeat> people(int players) {
        List<MatchSeat> seats = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            seats.add(MatchSeat.human(seat, "Player " + seat, "heuristic"));
        }
        return seats;
    }

    /** The seat to act's first legal move, without "last card" (the people here forget it), at the match's version. */
    private static void playFirstMove(Match match) {
        int seat = match.awaiting().orElseThrow().seat();
        PlayerView view = match.view(seat);
        assertTrue(match.submit(seat, view.legalMoves().get(0), view.version()).isAccepted());
    }

    /** A seat other than the seat to act with a move out of turn that the test looks for; null if none has. */
    private static RecordedMove outOfTurn(Match match, java.util.function.Predicate<Move> wanted) {
        for (int seat = 0; seat < match.seats().size(); seat++) {
            if (seat == match.state().toAct()) {
                continue;
            }
            for (Move m : match.view(seat).legalMoves()) {
                if (wanted.test(m)) {
                    return new RecordedMove(seat, m);
                }
            }
        }
        return null;
    }

    private static boolean isCatch(Move m) {
        return m instanceof Move.Act a && a.verb().word().equals("catch");
    }

    private static List<Event> events(Match match, long since) {
        return match.eventsSince(since, -1, Integer.MAX_VALUE).stream().map(LoggedEvent::event).toList();
    }

    private static boolean hasVariantEvent(List<Event> events, String name, int seat) {
        return events.stream().anyMatch(e -> e instanceof Event.VariantEvent v && v.name().equals(name) && v.seat() == seat);
    }

    @Test
    void aPersonJumpsInFromTheirSeatAndAStaleJumpIsRefused() {
        for (long seed = 1; seed < 200; seed++) {
            Match match = Match.start("jump-" + seed, config(3, seed, "jump-in"), people(3), CATALOG,
                    new MemoryMatchStore(), new MatchTest.TestClock());
            List<LoggedEvent> told = new ArrayList<>();
            match.subscribe(-1, told::addAll);
            RecordedMove jump;
            while ((jump = outOfTurn(match, m -> m instanceof Move.Play)) == null && !match.isOver()) {
                playFirstMove(match);
            }
            if (jump == null) {
                continue;
            }
            int version = match.version();
            int jumper = jump.seat();
            int waited = match.awaiting().orElseThrow().seat();
            assertNotEquals(waited, jumper);
            MatchResult.Refused stale = (MatchResult.Refused) match.submit(jumper, jump.move(), version - 1);
            assertEquals(Refusal.STALE_VERSION, stale.code(), "a stale jump is refused like any stale move");
            long before = match.lastSeq();
            MatchResult accepted = match.submit(jumper, jump.move(), version);
            assertInstanceOf(MatchResult.Accepted.class, accepted);
            assertEquals(version + 1, match.version());
            assertEquals(jump, match.history().get(version), "the jump is a move of the log like any other");
            assertTrue(hasVariantEvent(events(match, before), "jumped", jumper), events(match, before).toString());
            int next = Math.floorMod(jumper + match.state().direction().step(), 3);
            assertEquals(next, match.awaiting().orElseThrow().seat(), "play goes on after the jumper");
            assertEquals(match.eventsSince(0, -1, Integer.MAX_VALUE), told, "listeners are told of the jump");
            MatchResult.Refused again = (MatchResult.Refused) match.submit(jumper, jump.move(), match.version());
            assertEquals(Refusal.REJECTED, again.code());
            assertEquals(Rejection.NOT_YOUR_TURN, again.rejection(), "no move out of turn is left to the jumper");
            return;
        }
        throw new AssertionError("no person could jump in in 200 games");
    }

    @Test
    void aBotCatchesAPersonWhoForgotLastCardAtOnce() {
        for (long seed = 1; seed < 100; seed++) {
            Match match = Match.start("catch-" + seed, config(3, seed, "catch-last-card"), List.of(
                    MatchSeat.human(0, "Alice", "heuristic"), MatchSeat.bot(1, "Bender", "heuristic"),
                    MatchSeat.bot(2, "Marvin", "heuristic")), CATALOG, new MemoryMatchStore(), new MatchTest.TestClock());
            while (!match.isOver()) {
                int version = match.version();
                long before = match.lastSeq();
                playFirstMove(match);
                if (hasVariantEvent(events(match, before), "catchable", 0)) {
                    RecordedMove caught = match.history().get(version + 1);
                    assertNotEquals(0, caught.seat());
                    assertEquals("catch 0", caught.move().notation(), "a bot catches her before anyone else moves");
                    assertTrue(events(match, before).stream().anyMatch(e -> e instanceof Event.CardsDrawn d
                            && d.seat() == 0 && d.count() == 4 && d.cause() == Event.DrawCause.LAST_CARD_PENALTY));
                    return;
                }
            }
        }
        throw new AssertionError("Alice never forgot \"last card\" in 100 games");
    }

    @Test
    void aPersonCatchesAnotherWhileTheSeatToActKeepsItsWait() {
        MatchTest.TestClock clock = new MatchTest.TestClock();
        for (long seed = 1; seed < 100; seed++) {
            Match match = Match.start("people-" + seed, config(3, seed, "catch-last-card"), people(3), CATALOG,
                    new MemoryMatchStore(), clock);
            RecordedMove catching;
            while ((catching = outOfTurn(match, MatchOutOfTurnTest::isCatch)) == null && !match.isOver()) {
                clock.now = clock.now.plusSeconds(1);
                playFirstMove(match);
            }
            if (catching == null) {
                continue;
            }
            Awaiting before = match.awaiting().orElseThrow();
            int caught = ((Move.Act) catching.move()).seat();
            assertTrue(match.view(caught).legalMoves().contains(match.state().parseMove("declare")),
                    "the catchable person may still declare");
            assertEquals(Refusal.NOT_AWAITED, ((MatchResult.Refused) match.timeOut(catching.seat(), match.version()))
                    .code(), "nobody waits for a move out of turn");
            clock.now = clock.now.plusSeconds(10);
            assertTrue(match.submit(catching.seat(), catching.move(), match.version()).isAccepted());
            Awaiting after = match.awaiting().orElseThrow();
            assertEquals(before.seat(), after.seat(), "a catch is no turn");
            assertEquals(before.since(), after.since(), "another seat's catch does not restart the wait");
            assertEquals(before.version() + 1, after.version());
            clock.now = clock.now.plusSeconds(10);
            playFirstMove(match);
            assertEquals(clock.now, match.awaiting().map(Awaiting::since).orElse(clock.now));
            return;
        }
        throw new AssertionError("nobody could catch anybody in 100 games");
    }

    @Test
    void theStoresReplayAMatchWithMovesOutOfTurnToTheSameTable(@TempDir Path folder) {
        List<Supplier<MatchStore>> stores = List.of(MemoryMatchStore::new,
                () -> new FileMatchStore(folder.resolve("files"), CATALOG));
        for (Supplier<MatchStore> opened : stores) {
            List<String> outOfTurn = new ArrayList<>();
            MatchStore store = opened.get();
            for (long seed = 1; seed <= 2; seed++) {
                Match match = Match.start("replay-" + seed, config(3, seed, "jump-in", "catch-last-card"), List.of(
                        MatchSeat.human(0, "Alice", "heuristic"), MatchSeat.bot(1, "Bender", "heuristic"),
                        MatchSeat.bot(2, "Marvin", "random")), CATALOG, store, new MatchTest.TestClock());
                while (!match.isOver()) {
                    playFirstMove(match);
                }
                outOfTurn.addAll(movesOutOfTurn(match));
                Match again = Match.load(match.id(), CATALOG, store, new MatchTest.TestClock(), StoreLimits.defaults())
                        .orElseThrow();
                assertEquals(match.state(), again.state());
                assertEquals(match.version(), again.version());
                assertEquals(match.eventsSince(0, 1, Integer.MAX_VALUE), again.eventsSince(0, 1, Integer.MAX_VALUE));
            }
            store.close();
            assertTrue(outOfTurn.contains("play") && outOfTurn.contains("catch"), "jumps and catches: " + outOfTurn);
        }
    }

    /** The match's moves made by a seat that was not to act, replayed from the start: the seat's first words. */
    private static List<String> movesOutOfTurn(Match match) {
        GameState state = match.game().start();
        List<String> found = new ArrayList<>();
        for (RecordedMove m : match.history()) {
            if (m.seat() != state.toAct()) {
                found.add(m.move().notation().split(" ")[0]);
            }
            state = state.apply(m.seat(), m.move()).state();
        }
        return found;
    }

    @Test
    void aSeatWithNoMoveOutOfTurnIsStillRefusedAsNotItsTurn() {
        Match match = Match.start("none", config(2, 3, "jump-in", "catch-last-card"), people(2), CATALOG,
                new MemoryMatchStore(), new MatchTest.TestClock());
        int waiting = 1 - match.awaiting().orElseThrow().seat();
        assertFalse(match.view(waiting).legalMoves().stream().anyMatch(m -> m.equals(Move.draw())));
        MatchResult.Refused r = (MatchResult.Refused) match.submit(waiting, Move.draw(), match.version());
        assertEquals(Rejection.NOT_YOUR_TURN, r.rejection());
    }
}
