package dev.taki.testkit.arbitraries;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.testkit.contract.ContractChecks;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The arbitraries generate what they promise, on the base game. */
class TakiArbitrariesProperties {

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

    @Property(tries = 50)
    void legalMovesOfAStateAreItsOwn(@ForAll("states") GameState state) {
        Move m = TakiArbitraries.legalMoves(state).sample();
        assertTrue(state.legalMoves().contains(m));
        Move bad = TakiArbitraries.illegalMoves(state).sample();
        assertFalse(state.legalMoves().contains(bad));
    }
}
