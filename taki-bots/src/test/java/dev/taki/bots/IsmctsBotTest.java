package dev.taki.bots;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.core.Taki;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static dev.taki.bots.BotTable.table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The search bot: made by name, deterministic for a seed, legal in every variant, and stronger than chance. */
class IsmctsBotTest {

    @Test
    void itIsMadeByNameWithABudgetOfIterationsOrMillisecondsAndThreads() {
        assertInstanceOf(IsmctsBot.class, Bots.create("ismcts"));
        assertInstanceOf(IsmctsBot.class, Bots.create("ismcts:2000"));
        assertInstanceOf(IsmctsBot.class, Bots.create("ismcts:50ms"));
        assertInstanceOf(IsmctsBot.class, Bots.create("ismcts:500, threads=2"));
        assertEquals("ismcts", Bots.create("ismcts:10").name());
        assertTrue(Bots.descriptions().get("ismcts").contains("ismcts:N"), Bots.descriptions()::toString);
        for (String bad : List.of("ismcts:many", "ismcts:-5", "ismcts:5s", "ismcts:10,threads=", "ismcts:10,cores=2")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Bots.create(bad));
            assertTrue(e.getMessage().startsWith("the bot 'ismcts' takes N (iterations a move) or Nms"), e.getMessage());
        }
        assertEquals("the bot 'ismcts:0': iterations: expected 1 or more, got 0",
                assertThrows(IllegalArgumentException.class, () -> Bots.create("ismcts:0")).getMessage());
        assertEquals("the bot 'ismcts:10,threads=0': threads: expected 1 to 64, got 0",
                assertThrows(IllegalArgumentException.class, () -> Bots.create("ismcts:10,threads=0")).getMessage());
    }

    @Test
    void itMustJoinAGameBeforeItChooses() {
        GameState state = Taki.newGame(GameConfig.of(2, 1));
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> new IsmctsBot().choose(state.view(state.toAct()), new Random(1)));
        assertTrue(e.getMessage().contains("join"), e.getMessage());
    }

    @Test
    void theSameSeedGivesTheSameMoveOnOneThreadOrSeveral() {
        for (String spec : List.of("ismcts:200", "ismcts:200,threads=3")) {
            int differentSeedsDiffer = 0;
            for (long seed = 0; seed < 12; seed++) {
                GameState state = midGame(seed);
                if (state.isOver()) {
                    continue;
                }
                List<Move> moves = new java.util.ArrayList<>();
                for (long botSeed : new long[] {7, 7, 8}) {
                    Bot bot = Bots.create(spec);
                    bot.join(state.game(), state.toAct());
                    moves.add(bot.choose(state.view(state.toAct()), new Random(botSeed)));
                }
                assertEquals(moves.get(0), moves.get(1), spec + ", game " + seed);
                differentSeedsDiffer += moves.get(0).equals(moves.get(2)) ? 0 : 1;
            }
            assertTrue(differentSeedsDiffer < 12, "the seeds change some choice, but not most: " + differentSeedsDiffer);
        }
    }

    @Test
    void aBudgetOfMillisecondsSearchesAsLongAsItMayAndChoosesALegalMove() {
        GameState state = midGame(3);
        IsmctsBot bot = IsmctsBot.ofMillis(5, 2);
        bot.join(state.game(), state.toAct());
        Move move = bot.choose(state.view(state.toAct()), new Random(1));
        assertTrue(state.legalMoves().contains(move.withoutDeclaration()), move::notation);
        assertTrue(bot.lastReport().searched() >= 2, "each thread searches at least once: " + bot.lastReport());
    }

    @Test
    void withOneLegalMoveItPlaysItWithoutSearching() {
        GameState state = table("R3", "R5 G7 G8", "B1 B3 B4");
        IsmctsBot bot = new IsmctsBot();
        bot.join(state.game(), 0);
        Random untouchable = new Random() {
            @Override
            protected int next(int bits) {
                throw new AssertionError("no random number is needed for the only legal move");
            }
        };
        assertEquals(Move.parse("play R5"), bot.choose(state.view(0), untouchable));
        assertEquals(0, bot.lastReport().searched());
    }

    @Test
    void itDeclaresLastCardWhenItsPlayLeavesOneCard() {
        GameState state = table("R3", "R5 R7", "B1 B3 B4", "G1 G3 G4");
        IsmctsBot bot = IsmctsBot.ofIterations(100, 1);
        bot.join(state.game(), 0);
        Move move = bot.choose(state.view(0), new Random(3));
        assertTrue(move.notation().endsWith(" last"), move.notation());
        assertEquals(100, bot.lastReport().searched());
    }

    @Property(tries = 5)
    void itMakesOnlyLegalMovesInEveryVariantAndAlwaysSearches(@ForAll @IntRange(min = 2, max = 5) int players,
                                                             @ForAll long seed) {
        for (List<String> variants : BotTable.VARIANTS) {
            IsmctsBot searcher = IsmctsBot.ofIterations(16, 1);
            List<Bot> bots = new java.util.ArrayList<>(List.of(searcher));
            for (int s = 1; s < players; s++) {
                bots.add(s % 2 == 0 ? new HeuristicBot() : IsmctsBot.ofIterations(8, 1));
            }
            BotTable table = new BotTable(BotTable.config(players, seed, variants), bots, seed);
            int searched = 0;
            for (int moves = 0; !table.state.isOver() && moves < 300; moves++) {
                BotTable.Step step = table.step();
                if (step.seat() == 0 && !step.outOfTurn()) {
                    assertFalse(searcher.lastReport().fellBack(), "the search could rebuild no table with " + variants);
                    assertEquals(0, searcher.lastReport().refused(), "tables refused with " + variants);
                    searched += searcher.lastReport().searched();
                }
            }
            assertTrue(searched > 0 || table.state.isOver(), "the bot searched with " + variants);
        }
    }

    @Test
    void itBeatsRandomPlayersClearly() {
        double wins = 0;
        int games = 40;
        for (int game = 0; game < games; game++) {
            int seat = game % 4;
            List<Bot> bots = new java.util.ArrayList<>();
            for (int s = 0; s < 4; s++) {
                bots.add(s == seat ? IsmctsBot.ofIterations(100, 1) : new RandomBot());
            }
            BotTable table = new BotTable(BotTable.config(4, 500 + game, List.of()), bots, game);
            assertTrue(table.playOut(5_000), "game " + game + " should end");
            List<Integer> winners = table.state.winners();
            wins += winners.contains(seat) ? 1.0 / winners.size() : 0;
        }
        // a fair share is 10 of 40 (the heuristic bot wins about 19): 15 or more is clearly better than chance
        assertTrue(wins >= 15, "the search bot won " + wins + " of " + games + " games against three random bots");
    }

    private static GameState midGame(long seed) {
        BotTable table = new BotTable(BotTable.config(4, seed, List.of()), List.of(new HeuristicBot(),
                new HeuristicBot(), new HeuristicBot(), new HeuristicBot()), seed);
        for (int moves = 0; !table.state.isOver() && (moves < 12 || table.state.legalMoves().size() < 2); moves++) {
            table.apply(table.choose());
        }
        return table.state;
    }
}
