package dev.taki.examples.houserules;

import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Phase;
import dev.taki.api.VariantChoice;
import dev.taki.testkit.arbitraries.TakiArbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Properties of voluntary draws on random states, written with the testkit's arbitraries. */
class VoluntaryDrawProperties {

    @Provide
    Arbitrary<GameState> states() {
        return TakiArbitraries.states(TakiArbitraries.configs(VoluntaryDraw.ID));
    }

    @Provide
    Arbitrary<GameState> midTurnStates() {
        return states().filter(s -> s.phase() != Phase.TURN);
    }

    @Provide
    Arbitrary<GameState> limitedStates() {
        return TakiArbitraries.states(TakiArbitraries.configs(
                List.of(new VariantChoice(VoluntaryDraw.ID, Map.of(VoluntaryDraw.HAND_LIMIT, 4)))))
                .filter(s -> s.phase() == Phase.TURN && s.pendingDraw() == 0
                        && s.legalMoves().stream().anyMatch(m -> m instanceof Move.Play));
    }

    @Property(tries = 200)
    void aDrawIsOfferedAtTheStartOfEveryTurn(@ForAll("states") GameState state) {
        Assume.that(state.phase() == Phase.TURN);
        assertTrue(state.legalMoves().contains(Move.draw()), state::toString);
    }

    @Property(tries = 200)
    void noDrawElsewhere(@ForAll("midTurnStates") GameState state) {
        assertTrue(!state.legalMoves().contains(Move.draw()), state::toString);
    }

    @Property(tries = 200)
    void withAHandLimitAPlayerWhoCouldPlayDrawsOnlyBelowIt(@ForAll("limitedStates") GameState state) {
        assertEquals(state.handSize(state.toAct()) < 4, state.legalMoves().contains(Move.draw()), state::toString);
    }
}
