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
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link BotPace#WAIT_FOR_PEOPLE}: a bot whose turn starts while a person may jump in (house rule {@code jump-in})
 * waits for {@link Match#resumeBots(int)}, so the person can jump first; a stale resumption does nothing; and with
 * the default pace bots move at once, as they always did.
 */
class MatchBotPaceTest {
    private static final VariantCatalog CATALOG = VariantCatalog.discover();

    /** Alice, then a bot: two players of {@code jump-in}. */
    private static Match aliceAndABot(long seed, BotPace pace) {
        GameConfig config = GameConfig.of(2, seed).withVariants(List.of(VariantChoice.of("jump-in")));
        return Match.start("pace-" + seed, config, List.of(MatchSeat.human(0, "Alice", "heuristic"),
                MatchSeat.bot(1, "Bender", "heuristic")), CATALOG, new MemoryMatchStore(), new MatchTest.TestClock(), pace);
    }

    /** Alice's first legal move when she is to act; false if the bots wait instead. */
    private static boolean aliceMovesIfToAct(Match match) {
        if (match.botsHeldAt().isPresent()) {
            return false;
        }
        PlayerView view = match.view(0);
        assertTrue(match.submit(0, view.legalMoves().get(0), view.version()).isAccepted());
        return true;
    }

    /** A match of some seed whose bot waits at the start of its turn while Alice may jump in with a card. */
    private static Match heldWhileAliceMayJump() {
        for (long seed = 1; seed < 200; seed++) {
            Match match = aliceAndABot(seed, BotPace.WAIT_FOR_PEOPLE);
            while (!match.isOver()) {
                if (match.botsHeldAt().isPresent()) {
                    if (jumpOf(match).isPresent()) {
                        return match;
                    }
                    assertTrue(match.resumeBots(match.version()).isAccepted());
                } else {
                    aliceMovesIfToAct(match);
                }
            }
        }
        throw new AssertionError("Alice could never jump in on the bot in 200 games");
    }

    private static Optional<Move> jumpOf(Match match) {
        return match.view(0).legalMoves().stream().filter(m -> m instanceof Move.Play).findFirst();
    }

    @Test
    void aPersonJumpsInBeforeAHeldBotMoves() {
        Match match = heldWhileAliceMayJump();
        int version = match.version();
        assertEquals(version, match.botsHeldAt().orElseThrow());
        Awaiting awaited = match.awaiting().orElseThrow();
        assertEquals(1, awaited.seat(), "the bot is to act");
        assertFalse(awaited.human());

        Move jump = jumpOf(match).orElseThrow();
        assertTrue(match.submit(0, jump, version).isAccepted());
        assertEquals(new RecordedMove(0, jump), match.history().get(version), "Alice's jump came before the bot moved");
        MatchResult.Refused stale = (MatchResult.Refused) match.resumeBots(version);
        assertEquals(Refusal.STALE_VERSION, stale.code(), "the jump raised the version: the old resumption is stale");
    }

    @Test
    void resumingLetsTheHeldBotMoveAndAStaleResumptionDoesNothing() {
        Match match = heldWhileAliceMayJump();
        int version = match.version();
        assertEquals(Refusal.STALE_VERSION, ((MatchResult.Refused) match.resumeBots(version - 1)).code());
        assertEquals(version, match.version(), "a stale resumption moved nobody");
        assertEquals(version, match.botsHeldAt().orElseThrow(), "the bot still waits");

        assertTrue(match.resumeBots(version).isAccepted());
        assertTrue(match.version() > version);
        assertEquals(1, match.history().get(version).seat(), "the bot made its turn's move");
        assertEquals(Refusal.STALE_VERSION, ((MatchResult.Refused) match.resumeBots(version)).code());
    }

    /**
     * The bot waits at every turn of its own while Alice is not to act, whether or not she may jump: a pause only when
     * she could would tell the table that she holds the card. Where the rules let nobody move out of turn, it never
     * waits.
     */
    @Test
    void theBotWaitsWhateverAliceHoldsAndOnlyWhereTheRulesAllowMovesOutOfTurn() {
        Match match = aliceAndABot(3, BotPace.WAIT_FOR_PEOPLE);
        int heldWithoutAJump = 0;
        for (int step = 0; step < 300 && !match.isOver(); step++) {
            if (match.view(1).toAct() == 1) {
                assertTrue(match.botsHeldAt().isPresent(), "the bot to act waits for Alice");
                heldWithoutAJump += jumpOf(match).isEmpty() ? 1 : 0;
                assertTrue(match.resumeBots(match.version()).isAccepted());
            } else {
                aliceMovesIfToAct(match);
            }
        }
        assertTrue(heldWithoutAJump > 0, "it waited where Alice had no jump too");
        GameConfig plain = GameConfig.of(2, 3);
        Match base = Match.start("pace-base", plain, List.of(MatchSeat.human(0, "Alice", "heuristic"),
                MatchSeat.bot(1, "Bender", "heuristic")), CATALOG, new MemoryMatchStore(), new MatchTest.TestClock(),
                BotPace.WAIT_FOR_PEOPLE);
        for (int step = 0; step < 300 && !base.isOver(); step++) {
            assertTrue(base.botsHeldAt().isEmpty(), "no rule lets anyone move out of turn: no bot waits");
            aliceMovesIfToAct(base);
        }
    }

    @Test
    void aMatchThatHoldsNoBotRefusesToResume() {
        Match match = aliceAndABot(1, BotPace.WAIT_FOR_PEOPLE);
        while (match.botsHeldAt().isPresent()) {
            match.resumeBots(match.version());
        }
        MatchResult.Refused refused = (MatchResult.Refused) match.resumeBots(match.version());
        assertEquals(Refusal.NOT_AWAITED, refused.code(), refused.message());
    }

    @Test
    void byDefaultBotsMoveAtOnceAndHeldBotsResumedPlayTheSameGame() {
        for (long seed = 1; seed <= 10; seed++) {
            Match atOnce = aliceAndABot(seed, BotPace.AT_ONCE);
            while (!atOnce.isOver()) {
                assertTrue(atOnce.botsHeldAt().isEmpty());
                assertTrue(atOnce.awaiting().orElseThrow().human(), "a bot never waits by default");
                aliceMovesIfToAct(atOnce);
            }
            Match held = aliceAndABot(seed, BotPace.WAIT_FOR_PEOPLE);
            while (!held.isOver()) {
                if (!aliceMovesIfToAct(held)) {
                    assertTrue(held.resumeBots(held.version()).isAccepted());
                }
            }
            assertEquals(atOnce.history(), held.history(), "seed " + seed + ": waiting changed no move");
        }
    }

    @Test
    void heldBotsMoveAtTheWakeAfterTheirPauseAndNotBefore() {
        MatchTest.TestClock clock = new MatchTest.TestClock();
        MatchOptions options = MatchOptions.defaults().withClock(clock)
                .withPace(BotPace.WAIT_FOR_PEOPLE, Duration.ofMillis(1500));
        GameConfig config = GameConfig.of(2, 3).withVariants(List.of(VariantChoice.of("jump-in")));
        Match match = Match.start("paused", config, List.of(MatchSeat.human(0, "Alice", "heuristic"),
                MatchSeat.bot(1, "Bender", "heuristic")), CATALOG, new MemoryMatchStore(), options);
        while (match.botsHeldAt().isEmpty()) {
            aliceMovesIfToAct(match);
        }
        int version = match.version();
        Instant pauseEnds = clock.now.plusMillis(1500);
        assertEquals(Optional.of(pauseEnds), match.nextWake());
        clock.now = pauseEnds.minusMillis(1);
        match.wake();
        assertEquals(version, match.version(), "the pause is not over");
        clock.now = pauseEnds;
        MatchResult.Accepted woken = (MatchResult.Accepted) match.wake();
        assertTrue(match.version() > version, "the bot moved");
        assertEquals(1, match.history().get(version).seat());
        assertEquals(match.version(), woken.version());
        assertFalse(woken.events().isEmpty(), "the wake tells what it did, as a spectator sees it");
    }

    @Test
    void aChangeOfSeatsWhileABotIsHeldDoesNotRestartItsPause() {
        MatchTest.TestClock clock = new MatchTest.TestClock();
        MatchOptions options = MatchOptions.defaults().withClock(clock)
                .withPace(BotPace.WAIT_FOR_PEOPLE, Duration.ofSeconds(2));
        GameConfig config = GameConfig.of(3, 3).withVariants(List.of(VariantChoice.of("jump-in")));
        Match match = Match.start("again", config, List.of(MatchSeat.human(0, "Alice", "heuristic"),
                MatchSeat.human(1, "Bob", "heuristic", SeatCredentials.hash(SeatCredentials.fresh())),
                MatchSeat.bot(2, "Bender", "heuristic")), CATALOG, new MemoryMatchStore(), options);
        while (match.botsHeldAt().isEmpty()) {
            int seat = match.awaiting().orElseThrow().seat();
            PlayerView view = match.view(seat);
            assertTrue(match.submit(seat, view.legalMoves().get(0).withDeclaration(), view.version()).isAccepted());
        }
        assertEquals(2, match.awaiting().orElseThrow().seat());
        Instant pauseEnds = match.nextWake().orElseThrow();
        clock.now = clock.now.plusSeconds(1);
        assertTrue(match.handToBot(1).isAccepted());
        assertTrue(match.botsHeldAt().isPresent(), "Alice may still jump in: the bot still waits");
        assertEquals(Optional.of(pauseEnds), match.nextWake(), "and its pause ends when it would have");
    }
}
