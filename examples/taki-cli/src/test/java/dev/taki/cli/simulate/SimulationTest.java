package dev.taki.cli.simulate;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.VariantChoice;
import dev.taki.bots.RandomBot;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A simulation's tally depends on the games alone: not on threads, ranges or the order tallies are merged in. */
class SimulationTest {
    private static final VariantCatalog CATALOG = VariantCatalog.discover();

    private static Simulation simulation(String edition, List<String> bots, boolean rotate) {
        GameConfig cfg = GameConfig.of(bots.size(), 7);
        if (edition != null) {
            cfg = cfg.withVariants(CATALOG.expand(List.of(VariantChoice.of(edition))));
        }
        return new Simulation(CATALOG, cfg, bots, rotate, 100_000);
    }

    private static final Simulation MIXED = simulation("edition-2015", List.of("heuristic", "random", "random"), true);

    @Property(tries = 12)
    void anyNumberOfThreadsAndAnySplitGiveTheSameTally(@ForAll @IntRange(min = 0, max = 40) int games,
                                                       @ForAll @IntRange(min = 1, max = 4) int threads,
                                                       @ForAll @IntRange(min = 0, max = 40) int cut) {
        int at = Math.min(cut, games);
        Tally whole = MIXED.runRange(0, games);
        Tally threaded = MIXED.run(games, threads, null, null);
        Tally split = MIXED.runRange(at, games).merge(MIXED.runRange(0, at));
        assertTrue(whole.sameCounts(threaded), games + " games on " + threads + " threads");
        assertTrue(whole.sameCounts(split), games + " games cut at " + at);
        assertEquals(games, threaded.games());
        assertEquals(text(whole), text(split));
    }

    @Test
    void theEngineLoopIsTimedBesideTheWarmGamesWithoutChangingThem() {
        Simulation base = simulation(null, List.of("random", "random", "random", "random"), false);
        Tally plain = base.run(600, 2, null, null);
        Tally timed = base.run(600, 2, null, null, true);
        assertTrue(plain.sameCounts(timed), "the engine's loop adds nothing to the games' counts");
        assertEquals(0, plain.engineGames());
        assertEquals(0.0, plain.engineMicrosPerDecision());
        // a tenth of the games (at least 50), played after the warm chunks of both threads: exactly that many
        assertEquals(60, timed.engineGames());
        assertEquals(500, base.run(5_000, 3, null, null, true).engineGames(), "a tenth of 5,000 games, on 3 threads");
        assertTrue(timed.engineMicrosPerDecision() > 0);
        StringWriter withLoop = new StringWriter();
        base.report(timed).text(new PrintWriter(withLoop));
        StringWriter without = new StringWriter();
        base.report(plain).text(new PrintWriter(without));
        assertTrue(withLoop.toString().contains("\nengine's own loop: "), withLoop.toString());
        assertFalse(without.toString().contains("engine's own loop"), without.toString());
    }

    @Test
    void mergingIsAssociativeAndCommutative() {
        Tally a = MIXED.runRange(0, 13);
        Tally b = MIXED.runRange(13, 20);
        Tally c = MIXED.runRange(20, 41);
        Tally left = a.merge(b).merge(c);
        Tally right = a.merge(b.merge(c));
        Tally shuffled = c.merge(a).merge(b);
        assertTrue(left.sameCounts(right));
        assertTrue(left.sameCounts(shuffled));
        assertTrue(left.sameCounts(MIXED.runRange(0, 41)));
        assertEquals(List.of("heuristic", "random"), shuffled.bots(), "the bots in the order of their first seat");
        assertEquals(13, a.games(), "merging leaves its operands as they were");
        assertFalse(a.sameCounts(b));
        assertThrows(IllegalArgumentException.class, () -> a.merge(new Tally(4)));
    }

    @Test
    void aTallyTravelsSerialisedAndReportsTheSame() throws IOException, ClassNotFoundException {
        Tally tally = MIXED.run(60, 2, null, null);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(tally);
        }
        Tally back;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            back = (Tally) in.readObject();
        }
        assertTrue(tally.sameCounts(back));
        assertEquals(json(tally), json(back));
    }

    @Test
    void countsComeFromTheGamesEvents() {
        Tally t = simulation(null, List.of("random", "random", "random", "random"), false).runRange(0, 300);
        assertEquals(300, t.games());
        assertEquals(t.seatWins(0), t.firstSeatWins(), "seat 0 moves first in every game of this configuration");
        assertTrue(t.turns() > t.games() && t.turns() <= t.decisions());
        assertTrue(t.cardsDrawn() > 300 * 4, "every game draws some cards: " + t.cardsDrawn());
        assertTrue(t.drawChains() > 0 && t.drawChainLinks() >= t.drawChains() && t.longestDrawChain() >= 1);
        assertTrue(t.drawChainCards() > 0, "some chains were taken");
        assertEquals(300, t.rounds(), "the base game has one round");
        long histogramGames = 0;
        for (long n : t.decisionHistogram()) {
            histogramGames += n;
        }
        assertEquals(300, histogramGames);
        Distribution d = Distribution.of(t.decisionHistogram());
        assertTrue(d.median() <= d.p90() && d.p90() <= d.max() && d.max() == t.longest());

        Tally stages = simulation("tournament-stages", List.of("random", "random", "random"), false).runRange(0, 5);
        assertTrue(stages.variantEvents().getOrDefault("tournament-stages:stage-reached", 0L) > 0, stages.variantEvents().toString());
        Tally rounds = simulation("penalty-scoring", List.of("random", "random", "random"), false).runRange(0, 3);
        assertTrue(rounds.mostRounds() > 1, "penalty scoring plays rounds: " + rounds.mostRounds());
    }

    @Test
    void everyBotObservesEveryMoveAsItsSeatSeesIt() {
        long before = WatcherBot.OTHERS_DRAWS.get();
        Tally t = simulation("edition-2015", List.of("watcher", "heuristic", "watcher"), true).run(30, 2, null, null);
        assertEquals(30, t.games(), "no watcher found a move it was not told of, or cards it may not see");
        assertTrue(WatcherBot.OTHERS_DRAWS.get() > before, "the watchers saw other seats draw");
    }

    @Property(tries = 20)
    void theRandomBotChoosesTheSameWithoutItsView(@ForAll @IntRange(min = 0, max = 1000) int seed) {
        GameState state = Taki.newGame(GameConfig.of(3, seed).withVariants(List.of(VariantChoice.of("edition-2015"))), CATALOG);
        Random fast = new Random(seed);
        Random slow = new Random(seed);
        RandomBot bot = new RandomBot();
        while (!state.isOver()) {
            Move quick = Choices.choose(bot, state, fast);
            Move viewed = bot.choose(state.view(state.toAct()), slow);
            assertEquals(viewed, quick);
            state = state.apply(state.toAct(), quick).state();
        }
    }

    @Test
    void badRangesAndBotsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> MIXED.runRange(5, 4));
        assertThrows(IllegalArgumentException.class, () -> MIXED.runRange(-1, 4));
        assertThrows(IllegalArgumentException.class, () -> MIXED.run(5, 0, null, null));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> simulation(null, List.of("random", "clever"), false))
                .getMessage().contains("unknown bot 'clever'"));
    }

    private static String text(Tally t) {
        StringWriter s = new StringWriter();
        MIXED.report(t).text(new PrintWriter(s));
        return s.toString().replaceAll("\nspeed: .*", "");
    }

    private static String json(Tally t) {
        StringWriter s = new StringWriter();
        MIXED.report(t).json(new PrintWriter(s));
        return s.toString().replaceAll("\"(seconds|gamesPerSecond|microsPerDecision|warmMicrosPerDecision)\" : [^,\\n]+", "");
    }
}
