package dev.taki.testkit.arbitraries;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Variant;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.testkit.contract.ContractChecks;
import dev.taki.testkit.contract.Jump;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The arbitraries generate what they promise, on the base game and on variants made for some player counts. */
class TakiArbitrariesProperties {
    private static final VariantCatalog RANGED = VariantCatalog.of(List.of(new Ranged("duel", 2, 2),
            new Ranged("small", 2, 4), new Ranged("table", 3, 6), new Ranged("any", 2, 10)), List.of());

    private record Ranged(String id, int minPlayers, int maxPlayers) implements Variant {
        @Override
        public String description() {
            return "changes nothing, for " + minPlayers + " to " + maxPlayers + " players";
        }

        @Override
        public Rules rules(Options options) {
            return new Rules() { };
        }
    }

    @Provide
    Arbitrary<GameConfig> rangedSelections() {
        return TakiArbitraries.configsWithRandomVariants(RANGED);
    }

    @Provide
    Arbitrary<GameConfig> smallTables() {
        return TakiArbitraries.configs(List.of(VariantChoice.of("small"), VariantChoice.of("table")), RANGED);
    }

    @Provide
    Arbitrary<GameConfig> threePlayerTables() {
        return TakiArbitraries.configs(List.of(VariantChoice.of("table")), RANGED, 3, 3);
    }

    @Property(tries = 200)
    void aRandomSelectionIsDealtACountEveryChosenVariantSupports(@ForAll("rangedSelections") GameConfig config) {
        PlayerCounts supported = PlayerCounts.supportedBy(config.variants(), RANGED);
        assertTrue(supported.contains(config.players()), config::toString);
        Taki.newGame(config, RANGED);                                  // the engine accepts every one
    }

    @Property(tries = 50)
    void fixedVariantsAreDealtTheCountsTheyShare(@ForAll("smallTables") GameConfig config) {
        assertTrue(config.players() == 3 || config.players() == 4, config::toString);
        Taki.newGame(config, RANGED);
    }

    @Property(tries = 20)
    void aNarrowedRangeIsKept(@ForAll("threePlayerTables") GameConfig config) {
        assertEquals(3, config.players());
    }

    @Example
    void aRangeTheVariantsDoNotSupportIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TakiArbitraries.configs(List.of(VariantChoice.of("duel")), RANGED, 2, 3));
        assertTrue(e.getMessage().startsWith("players(2, 3): the variants are played by 2 players"), e.getMessage());
    }

    @Provide
    Arbitrary<GameConfig> configs() {
        return TakiArbitraries.configsWithRandomVariants();
    }

    @Provide
    Arbitrary<GameState> states() {
        return TakiArbitraries.states(TakiArbitraries.configs());
    }

    @Provide
    Arbitrary<Attempt> legal() {
        return TakiArbitraries.legalAttempts(states());
    }

    @Provide
    Arbitrary<Attempt> illegal() {
        return TakiArbitraries.illegalAttempts(states());
    }

    @Property(tries = 50)
    void configurationsAreInRange(@ForAll("configs") GameConfig config) {
        assertTrue(config.players() >= 2 && config.players() <= 10, config::toString);
        assertTrue(config.firstPlayer() >= 0 && config.firstPlayer() < config.players(), config::toString);
    }

    @Property(tries = 100)
    void statesAreStillInPlay(@ForAll("states") GameState state) {
        assertFalse(state.isOver(), state::toString);
        assertFalse(state.legalMoves().isEmpty(), state::toString);
    }

    @Property(tries = 100)
    void legalAttemptsAreLegalAndAccepted(@ForAll("legal") Attempt attempt) {
        assertTrue(attempt.isLegal(), attempt::toString);
        ContractChecks.attemptIsAcceptedExactlyWhenLegal(attempt);
    }

    @Property(tries = 200)
    void illegalAttemptsAreIllegalAndRefused(@ForAll("illegal") Attempt attempt) {
        assertFalse(attempt.isLegal(), attempt::toString);
        ContractChecks.attemptIsAcceptedExactlyWhenLegal(attempt);
    }

    private static final VariantCatalog JUMPS = VariantCatalog.of(List.of(Jump.handingOn()), List.of());

    @Provide
    Arbitrary<Attempt> legalWithJumps() {
        return TakiArbitraries.legalAttempts(TakiArbitraries.states(TakiArbitraries.configs(
                List.of(VariantChoice.of(Jump.handingOn().id())), JUMPS, 6, 10), JUMPS));
    }

    @Provide
    Arbitrary<Attempt> illegalWithJumps() {
        return TakiArbitraries.illegalAttempts(TakiArbitraries.states(TakiArbitraries.configs(
                List.of(VariantChoice.of(Jump.handingOn().id())), JUMPS, 6, 10), JUMPS));
    }

    @Property(tries = 300)
    void legalAttemptsIncludeMovesOutOfTurnWhereARuleOffersThem(@ForAll("legalWithJumps") Attempt attempt) {
        assertTrue(attempt.isLegal(), attempt::toString);
        ContractChecks.attemptIsAcceptedExactlyWhenLegal(attempt);
        Statistics.label("out of turn").collect(attempt.seat() != attempt.state().toAct());
        Statistics.label("out of turn").coverage(c -> c.check(true).count(n -> n > 0));
    }

    @Property(tries = 100)
    void illegalAttemptsOfAnySeatAreRefused(@ForAll("illegalWithJumps") Attempt attempt) {
        assertFalse(attempt.isLegal(), attempt::toString);
        ContractChecks.attemptIsAcceptedExactlyWhenLegal(attempt);
    }

    @Property(tries = 50)
    void legalMovesOfAStateAreItsOwn(@ForAll("states") GameState state) {
        Move m = TakiArbitraries.legalMoves(state).sample();
        assertTrue(state.legalMoves().contains(m));
        Move bad = TakiArbitraries.illegalMoves(state).sample();
        assertFalse(state.legalMoves().contains(bad));
    }
}
