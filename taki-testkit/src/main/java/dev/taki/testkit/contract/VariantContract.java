package dev.taki.testkit.contract;

import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Variant;
import dev.taki.core.VariantCatalog;
import dev.taki.testkit.arbitraries.Attempt;
import dev.taki.testkit.arbitraries.PlayerCounts;
import dev.taki.testkit.arbitraries.TakiArbitraries;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
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
 *     return VariantContract.forVariants("crazy-card");                     // or, set up step by step:
 *     // return VariantContract.suite("crazy-card").players(2, 4).games(100).tests();
 * }
 * }</pre>
 * Random games with the variants — moves out of turn included (jumps, catches, late declarations, where a rule
 * offers them) — keep RULES.md § 8 (cards conserved, the seat to act can always act, views show only their own
 * hand), accept a move exactly when it is legal, leave a state unchanged as a whole by a refused move, carry a move
 * out of turn that takes the turn out as that turn, replay deterministically from seed and moves, survive a JSON
 * round trip, hide from each seat what it may not see — the cards of the other hands and of the draw pile, what the
 * moving seat holds and draws, and, before and after every move, what any other seat holds (who is to act, the
 * phase, the windows and the seat's own moves must not depend on it) — and end with a winner. Games are dealt only
 * for the numbers of players that every variant supports ({@link Variant#minPlayers()} to
 * {@link Variant#maxPlayers()}), narrowed by {@link #players()} if a test wants.
 * {@link #pairsOfInstalled()} plays every compatible pair of the variants on the class path, in both orders, and
 * compares the orders move by move. The checks themselves are in {@link ContractChecks}.
 */
public abstract class VariantContract {

    /** For a variant's test class, which names its variants in {@link #variants()}. */
    protected VariantContract() {
    }

    /**
     * The variants under test, as a configuration would list them.
     *
     * @return the variants, with their options
     */
    protected abstract List<VariantChoice> variants();

    /**
     * The catalog the games take their variants from; by default the class path.
     *
     * @return the catalog
     */
    protected VariantCatalog catalog() {
        return VariantCatalog.discover();
    }

    /**
     * The numbers of players to deal: by default every count the variants all support. Override to narrow it,
     * {@code return PlayerCounts.between(2, 4);}; a range outside what the variants support is refused, naming
     * their ranges.
     *
     * @return the counts
     */
    protected PlayerCounts players() {
        return PlayerCounts.supportedBy(variants(), catalog());
    }

    /**
     * The configuration of a game with the variants under test.
     *
     * @param players the number of players
     * @param seed the seed, which also picks the first player
     * @param clockwise the first direction of play
     * @return the configuration
     */
    protected GameConfig config(int players, long seed, boolean clockwise) {
        return new GameConfig(players, seed, (int) Math.floorMod(seed, players),
                clockwise ? Direction.CW : Direction.CCW, variants());
    }

    /**
     * The contract as JUnit dynamic tests, for the variants with these ids (options at their defaults), taken
     * from the class path: 200 random games, and as many random states for the other checks, for every number of
     * players they support.
     *
     * @param ids the variants' ids
     * @return the tests
     */
    public static Stream<DynamicNode> forVariants(String... ids) {
        return suite(ids).tests();
    }

    /**
     * The contract as JUnit dynamic tests, for these variants with their options, from the class path.
     *
     * @param variants the variants, with their options
     * @return the tests
     */
    public static Stream<DynamicNode> forVariants(List<VariantChoice> variants) {
        return suite(variants).tests();
    }

    /**
     * The contract as JUnit dynamic tests, for these variants with their options, from the catalog, with
     * {@code games} random games (and as many random states). Seeds are fixed, so runs repeat exactly; a
     * failure names the configuration and seed that broke.
     *
     * @param variants the variants, with their options
     * @param catalog where the variants are looked up
     * @param games how many random games, at least 1
     * @return the tests
     */
    public static Stream<DynamicNode> forVariants(List<VariantChoice> variants, VariantCatalog catalog, int games) {
        return suite(variants).catalog(catalog).games(games).tests();
    }

    /**
     * The contract for the variants with these ids, to set up ({@link ContractSuite#players},
     * {@link ContractSuite#games}, {@link ContractSuite#catalog}) before {@link ContractSuite#tests()}.
     *
     * @param ids the variants' ids
     * @return the suite
     */
    public static ContractSuite suite(String... ids) {
        return suite(Arrays.stream(ids).map(VariantChoice::of).toList());
    }

    /**
     * The contract for these variants with their options, to set up before {@link ContractSuite#tests()}.
     *
     * @param variants the variants, with their options
     * @return the suite
     */
    public static ContractSuite suite(List<VariantChoice> variants) {
        return ContractSuite.of(variants);
    }

    /**
     * Every pair of the variants on the class path that can be played together — neither conflicts with the
     * other, neither requires a third, their orders do not contradict each other, and some number of players suits
     * both — with their options at the defaults, in both orders {@code [A, B]} and {@code [B, A]}: each order in two
     * random games ({@link ContractChecks#randomGameKeepsTheContract}) that check RULES.md § 8, accepted ⇔ legal,
     * refused moves, hidden information (views, the moving seat's cards, every seat's cards), moves out of turn and
     * the end, and each game compared move by move with the other order on the same tables
     * ({@link ContractChecks#bothOrdersPlayAlike}); every game must end. One dynamic test an order, named after it
     * ({@code jump-in + seven-swap (2 games)}, {@code seven-swap + jump-in (2 games)}), whose failure names the
     * pair, the case and the call that plays it again; a last one lists the pairs left out and why.
     *
     * @return the tests, two a pair and one for the pairs left out
     */
    public static Stream<DynamicNode> pairsOfInstalled() {
        return pairsOf(VariantCatalog.discover(), ContractPairs.DEFAULT_GAMES);
    }

    /**
     * Every pair of the catalog's variants that can be played together, in both orders, each pair in
     * {@code gamesEach} games: half of them (rounded up) in each order.
     *
     * @param catalog where the variants are taken from
     * @param gamesEach how many random games a pair plays, in its two orders together
     * @return the tests, two a pair and one for the pairs left out
     */
    public static Stream<DynamicNode> pairsOf(VariantCatalog catalog, int gamesEach) {
        return ContractPairs.tests(catalog, gamesEach);
    }

    /** The counts {@link #players()} asks for, checked against what the variants support. */
    private PlayerCounts checkedPlayers() {
        PlayerCounts asked = players();
        return PlayerCounts.supportedBy(variants(), catalog()).narrowedTo(asked.min(), asked.max());
    }

    @Provide
    Arbitrary<Integer> playerCounts() {
        return checkedPlayers().arbitrary();
    }

    @Provide
    Arbitrary<GameConfig> configs() {
        return Combinators.combine(playerCounts(), Arbitraries.longs().withoutEdgeCases(),
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
    void randomGamesKeepTheInvariantsAndEnd(@ForAll("playerCounts") int players, @ForAll long seed,
                                            @ForAll boolean clockwise) {
        ContractChecks.randomGameKeepsTheInvariantsAndEnds(config(players, seed, clockwise), catalog(), seed);
    }

    @Property(tries = 50)
    void theSameSeedAndMovesReplayToAnEqualState(@ForAll("playerCounts") int players, @ForAll long seed) {
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

    @Property(tries = 300)
    void noMoveShowsTheActingSeatsHiddenCards(@ForAll("legalAttempts") Attempt attempt, @ForAll long seed) {
        ContractChecks.moveRevealsNothingHidden(attempt.state(), attempt.seat(), attempt.move(), seed);
    }

    @Property(tries = 100)
    void noSeatLearnsWhatAnotherSeatHolds(@ForAll("legalAttempts") Attempt attempt, @ForAll long seed) {
        ContractChecks.noSeatLearnsAnotherSeatsCards(attempt.state(), attempt.seat(), attempt.move(), seed);
    }

    @Property(tries = 100)
    void statesSurviveAJsonRoundTrip(@ForAll("states") GameState state) {
        ContractChecks.jsonRoundTripGivesAnEqualState(state, catalog());
    }
}
