package dev.taki.testkit.contract;

import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.VariantChoice;
import dev.taki.core.VariantCatalog;
import dev.taki.testkit.arbitraries.Attempt;
import dev.taki.testkit.arbitraries.TakiArbitraries;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.DynamicNode;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * The behaviour every variant (ours and third-party) must keep, as inherited jqwik properties. A variant's
 * test extends this class and names its configuration:
 * <pre>{@code
 * class CrazyCardContractProperties extends VariantContract {
 *     protected List<VariantChoice> variants() { return List.of(VariantChoice.of("crazy-card")); }
 * }
 * }</pre>
 * or, from any JUnit 5 test, runs the same checks by naming the variants:
 * <pre>{@code
 * @TestFactory
 * Stream<DynamicNode> contract() {
 *     return VariantContract.forVariants("crazy-card");
 * }
 * }</pre>
 * Random games with the variants keep RULES.md § 8 (cards conserved, someone can always act, views show
 * only their own hand), accept a move exactly when it is legal, leave a state unchanged by a refused move,
 * replay deterministically from seed and moves, survive a JSON round trip, hide from each seat what it
 * may not see, and end with a winner. The checks themselves are in {@link ContractChecks}.
 */
public abstract class VariantContract {

    /** The variants under test, as a configuration would list them. */
    protected abstract List<VariantChoice> variants();

    /** The catalog the games take their variants from; by default the class path. */
    protected VariantCatalog catalog() {
        return VariantCatalog.discover();
    }

    /** The configuration of a game with the variants under test. */
    protected GameConfig config(int players, long seed, boolean clockwise) {
        return new GameConfig(players, seed, (int) Math.floorMod(seed, players),
                clockwise ? Direction.CW : Direction.CCW, variants());
    }

    /**
     * The contract as JUnit dynamic tests, for the variants with these ids (options at their defaults), taken
     * from the class path: 200 random games, and as many random states for the other checks.
     */
    public static Stream<DynamicNode> forVariants(String... ids) {
        return forVariants(Arrays.stream(ids).map(VariantChoice::of).toList(), VariantCatalog.discover(),
                ContractTests.DEFAULT_GAMES);
    }

    /** The contract as JUnit dynamic tests, for these variants with their options, from the class path. */
    public static Stream<DynamicNode> forVariants(List<VariantChoice> variants) {
        return forVariants(variants, VariantCatalog.discover(), ContractTests.DEFAULT_GAMES);
    }

    /**
     * The contract as JUnit dynamic tests, for these variants with their options, from the catalog, with
     * {@code games} random games (and as many random states). Seeds are fixed, so runs repeat exactly; a
     * failure names the configuration and seed that broke.
     */
    public static Stream<DynamicNode> forVariants(List<VariantChoice> variants, VariantCatalog catalog, int games) {
        return ContractTests.of(variants, catalog, games);
    }

    @Provide
    Arbitrary<GameConfig> configs() {
        return Combinators.combine(Arbitraries.integers().between(2, 10), Arbitraries.longs().withoutEdgeCases(),
                Arbitraries.of(true, false)).as(this::config);
    }

    @Provide
    Arbitrary<GameState> states() {
        return TakiArbitraries.states(configs(), catalog());
    }

    @Provide
    Arbitrary<Attempt> legalAttempts() {
        return TakiArbitraries.legalAttempts(states());
    }

    @Provide
    Arbitrary<Attempt> illegalAttempts() {
        return TakiArbitraries.illegalAttempts(states());
    }

    @Property(tries = 300)
    void randomGamesKeepTheInvariantsAndEnd(@ForAll @IntRange(min = 2, max = 10) int players,
                                            @ForAll long seed, @ForAll boolean clockwise) {
        ContractChecks.randomGameKeepsTheInvariantsAndEnds(config(players, seed, clockwise), catalog(), seed);
    }

    @Property(tries = 50)
    void theSameSeedAndMovesReplayToAnEqualState(@ForAll @IntRange(min = 2, max = 10) int players,
                                                 @ForAll long seed) {
        ContractChecks.replayGivesAnEqualState(config(players, seed, true), catalog(), seed);
    }

    @Property(tries = 100)
    void aLegalMoveIsAccepted(@ForAll("legalAttempts") Attempt attempt) {
        ContractChecks.attemptIsAcceptedExactlyWhenLegal(attempt);
    }

    @Property(tries = 200)
    void anIllegalMoveIsRefusedAndChangesNothing(@ForAll("illegalAttempts") Attempt attempt) {
        ContractChecks.attemptIsAcceptedExactlyWhenLegal(attempt);
    }

    @Property(tries = 100)
    void viewsHideWhatTheyMust(@ForAll("states") GameState state, @ForAll long seed) {
        ContractChecks.viewsHideWhatTheyMust(state, catalog(), seed);
    }

    @Property(tries = 100)
    void statesSurviveAJsonRoundTrip(@ForAll("states") GameState state) {
        ContractChecks.jsonRoundTripGivesAnEqualState(state, catalog());
    }
}
