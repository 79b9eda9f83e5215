package dev.taki.testkit.contract;

import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.VariantChoice;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.testkit.arbitraries.Attempt;
import dev.taki.testkit.play.MoveUniverse;
import dev.taki.testkit.play.RandomGame;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;

import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The variant contract as JUnit dynamic tests ({@link VariantContract#forVariants}), with fixed seeds. */
final class ContractTests {
    static final int DEFAULT_GAMES = 200;

    /** One game or state of a check, made from its seed. */
    private interface Check {
        void run(GameConfig config, long seed);
    }

    private ContractTests() {
    }

    static Stream<DynamicNode> of(List<VariantChoice> variants, VariantCatalog catalog, int games) {
        if (games < 1) {
            throw new IllegalArgumentException("games: expected at least 1, got " + games);
        }
        String name = variants.isEmpty() ? "base game" : variants.stream()
                .map(v -> v.options().isEmpty() ? v.id() : v.id() + v.options()).collect(Collectors.joining(" + "));
        long base = name.hashCode();
        int states = Math.max(1, games / 2);
        List<DynamicNode> tests = List.of(
                test("random games keep RULES.md § 8 and end with a winner (" + games + " games)", variants, base,
                        games, (c, seed) -> ContractChecks.randomGameKeepsTheInvariantsAndEnds(c, catalog, seed)),
                test("the same seed and moves replay to an equal state (" + states + " games)", variants, base + 1,
                        states, (c, seed) -> ContractChecks.replayGivesAnEqualState(c, catalog, seed)),
                test("a move is accepted exactly when legal; a refused move changes nothing (" + games + " states)",
                        variants, base + 2, games, (c, seed) -> attempts(c, catalog, seed)),
                test("views hide what they must (" + states + " states)", variants, base + 3, states,
                        (c, seed) -> ContractChecks.viewsHideWhatTheyMust(state(c, catalog, seed), catalog, seed)),
                test("states survive a JSON round trip (" + states + " states)", variants, base + 4, states,
                        (c, seed) -> ContractChecks.jsonRoundTripGivesAnEqualState(state(c, catalog, seed), catalog)));
        return Stream.of(DynamicContainer.dynamicContainer("variant contract: " + name, tests));
    }

    private static DynamicTest test(String name, List<VariantChoice> variants, long base, int count, Check check) {
        return DynamicTest.dynamicTest(name, () -> {
            Random seeds = new Random(base);
            for (int i = 0; i < count; i++) {
                long seed = seeds.nextLong();
                GameConfig config = config(variants, seed);
                try {
                    check.run(config, seed);
                } catch (AssertionError | RuntimeException e) {
                    throw new AssertionError("case " + i + " of " + count + ": " + config.players() + " players, seed "
                            + seed + ", first player " + config.firstPlayer() + ", " + config.direction().notation()
                            + "\n" + e.getMessage(), e);
                }
            }
        });
    }

    /** A configuration drawn from the seed, the same way every run. */
    static GameConfig config(List<VariantChoice> variants, long seed) {
        Random r = new Random(seed);
        int players = 2 + r.nextInt(9);
        return new GameConfig(players, seed, r.nextInt(players), r.nextBoolean() ? Direction.CW : Direction.CCW, variants);
    }

    private static GameState state(GameConfig config, VariantCatalog catalog, long seed) {
        Random r = new Random(~seed);
        return RandomGame.advance(Taki.newGame(config, catalog), r, r.nextInt(200), 0.1);
    }

    /** The legal moves and some illegal ones of a random state, by the seat to act and by another seat. */
    private static void attempts(GameConfig config, VariantCatalog catalog, long seed) {
        GameState s = state(config, catalog, seed);
        Random r = new Random(seed);
        for (Move m : s.legalMoves()) {
            ContractChecks.attemptIsAcceptedExactlyWhenLegal(new Attempt(s, s.toAct(), m));
        }
        List<Move> universe = MoveUniverse.of(s.game());
        for (int i = 0; i < 10; i++) {
            ContractChecks.attemptIsAcceptedExactlyWhenLegal(new Attempt(s, s.toAct(), universe.get(r.nextInt(universe.size()))));
            ContractChecks.attemptIsAcceptedExactlyWhenLegal(new Attempt(s, r.nextInt(s.players()),
                    universe.get(r.nextInt(universe.size()))));
        }
    }
}
