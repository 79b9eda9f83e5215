package dev.taki.testkit.contract;

import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.VariantChoice;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.testkit.arbitraries.Attempt;
import dev.taki.testkit.arbitraries.PlayerCounts;
import dev.taki.testkit.play.MoveUniverse;
import dev.taki.testkit.play.NonEndingGame;
import dev.taki.testkit.play.RandomGame;
import dev.taki.testkit.play.StateSnapshot;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;

import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The variant contract as JUnit dynamic tests ({@link ContractSuite}), with fixed seeds. */
final class ContractTests {
    static final int DEFAULT_GAMES = 200;
    /** The games of the every-seat check are this share of the suite's games: each move is checked P + 1 times. */
    static final int EVERY_SEAT_SHARE = 8;
    /** The name of the every-seat check's test, before its counts. */
    static final String EVERY_SEAT_TEST = "no seat learns what another seat holds, before or after a move";

    /** One game or state of a check, made from its seed. */
    private interface Check {
        void run(GameConfig config, long seed);
    }

    private ContractTests() {
    }

    static Stream<DynamicNode> of(List<VariantChoice> variants, VariantCatalog catalog, int games, PlayerCounts players) {
        if (games < 1) {
            throw new IllegalArgumentException("games: expected at least 1, got " + games);
        }
        String name = name(variants);
        long base = name.hashCode();
        int states = Math.max(1, games / 2);
        int watched = Math.max(1, games / 4);
        int everySeat = Math.max(1, games / EVERY_SEAT_SHARE);
        String counts = players.equals(PlayerCounts.ALL) ? "" : ", " + players + " players";
        List<DynamicNode> tests = List.of(
                test("random games keep RULES.md § 8 and end with a winner (" + games + " games)", variants, players,
                        base, games, "randomGameKeepsTheInvariantsAndEnds", catalog,
                        (c, seed) -> ContractChecks.randomGameKeepsTheInvariantsAndEnds(c, catalog, seed)),
                test("the same seed and moves replay to an equal state (" + states + " games)", variants, players,
                        base + 1, states, "replayGivesAnEqualState", catalog,
                        (c, seed) -> ContractChecks.replayGivesAnEqualState(c, catalog, seed)),
                test("a move is accepted exactly when legal; a refused move changes nothing (" + games + " states)",
                        variants, players, base + 2, games, null, catalog, (c, seed) -> attempts(c, catalog, seed)),
                test("views hide what they must (" + states + " states)", variants, players, base + 3, states, null,
                        catalog, (c, seed) -> ContractChecks.viewsHideWhatTheyMust(state(c, catalog, seed), catalog, seed)),
                test("no move shows the acting seat's hidden cards to another seat (" + watched + " games, every move)",
                        variants, players, base + 5, watched, "randomGameRevealsNothingHidden", catalog,
                        (c, seed) -> ContractChecks.randomGameRevealsNothingHidden(c, catalog, seed)),
                test(EVERY_SEAT_TEST + " (" + everySeat + " games, every move)", variants, players, base + 6,
                        everySeat, "randomGameHidesEverySeatsCards", catalog,
                        (c, seed) -> ContractChecks.randomGameHidesEverySeatsCards(c, catalog, seed)),
                test("states survive a JSON round trip (" + states + " states)", variants, players, base + 4, states,
                        null, catalog, (c, seed) -> ContractChecks.jsonRoundTripGivesAnEqualState(state(c, catalog, seed),
                                catalog)));
        return Stream.of(DynamicContainer.dynamicContainer("variant contract: " + name + counts, tests));
    }

    static String name(List<VariantChoice> variants) {
        return variants.isEmpty() ? "base game" : variants.stream()
                .map(v -> v.options().isEmpty() ? v.id() : v.id() + v.options()).collect(Collectors.joining(" + "));
    }

    private static DynamicTest test(String name, List<VariantChoice> variants, PlayerCounts players, long base,
                                    int count, String call, VariantCatalog catalog, Check check) {
        return DynamicTest.dynamicTest(name, () -> {
            Random seeds = new Random(base);
            for (int i = 0; i < count; i++) {
                long seed = seeds.nextLong();
                GameConfig config = config(variants, seed, players);
                try {
                    check.run(config, seed);
                } catch (AssertionError | RuntimeException e) {
                    throw new AssertionError(caseLine(i, count, config, seed)
                            + (call == null || e instanceof NonEndingGame ? "" : "\nreproduce it: " + Reproduction.of(call, config, catalog, seed)
                            .javaCall()) + "\n" + e.getMessage(), e);
                }
            }
        });
    }

    static String caseLine(int i, int count, GameConfig config, long seed) {
        return "case " + i + " of " + count + ": " + config.players() + " players, seed " + seed + ", first player "
                + config.firstPlayer() + ", " + config.direction().notation();
    }

    /** A configuration drawn from the seed, the same way every run. */
    static GameConfig config(List<VariantChoice> variants, long seed, PlayerCounts counts) {
        Random r = new Random(seed);
        int players = counts.pick(r);
        return new GameConfig(players, seed, r.nextInt(players), r.nextBoolean() ? Direction.CW : Direction.CCW, variants);
    }

    private static GameState state(GameConfig config, VariantCatalog catalog, long seed) {
        Random r = new Random(~seed);
        return RandomGame.advance(Taki.newGame(config, catalog), r, r.nextInt(200), 0.1);
    }

    /**
     * The legal moves of every seat of a random state (the seat to act's, and the moves of the others out of turn) and
     * some illegal ones, by the seat to act and by another seat.
     */
    private static void attempts(GameConfig config, VariantCatalog catalog, long seed) {
        GameState s = state(config, catalog, seed);
        StateSnapshot before = StateSnapshot.ofWhole(s);
        Random r = new Random(seed);
        for (int seat = 0; seat < s.players(); seat++) {
            for (Move m : s.legalMoves(seat)) {
                ContractChecks.attemptIsAcceptedExactlyWhenLegal(new Attempt(s, seat, m), before);
            }
        }
        List<Move> universe = MoveUniverse.of(s.game());
        for (int i = 0; i < 10; i++) {
            ContractChecks.attemptIsAcceptedExactlyWhenLegal(new Attempt(s, s.toAct(),
                    universe.get(r.nextInt(universe.size()))), before);
            ContractChecks.attemptIsAcceptedExactlyWhenLegal(new Attempt(s, r.nextInt(s.players()),
                    universe.get(r.nextInt(universe.size()))), before);
        }
    }
}
