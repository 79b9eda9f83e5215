package dev.taki.testkit.contract;

import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.VariantChoice;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.testkit.arbitraries.Attempt;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A refused move must leave the state as it was, as a whole: the contract compares all of it. */
class RefusedMoveTest {
    private static final VariantCatalog CATALOG = VariantCatalog.of(List.of(new MutatesOnRefusal()), List.of());

    @Test
    void aRefusalThatChangesAVariantsStateInPlaceIsFound() {
        GameState state = Taki.newGame(new GameConfig(3, 7, 0, Direction.CW,
                List.of(VariantChoice.of(MutatesOnRefusal.ID))), CATALOG);
        Move illegal = Move.close();                                   // no TAKI run is open at the deal
        AssertionError e = assertThrows(AssertionError.class,
                () -> ContractChecks.attemptIsAcceptedExactlyWhenLegal(new Attempt(state, state.toAct(), illegal)));
        assertTrue(e.getMessage().startsWith("applying 0: close (refused) changed the state it was applied to:"),
                e.getMessage());
        assertTrue(e.getMessage().contains("facts.variantStates {mutates-on-refusal={seats=[]}} became"
                + " {mutates-on-refusal={seats=[0]}}"), e.getMessage());
    }

    @Test
    void aRefusalThatChangesNothingPasses() {
        GameState state = Taki.newGame(GameConfig.of(4, 11));
        for (Move m : List.of(Move.close(), Move.end(), Move.pass())) {
            for (int seat = 0; seat < 4; seat++) {
                ContractChecks.attemptIsAcceptedExactlyWhenLegal(new Attempt(state, seat, m));
            }
        }
    }

    @Test
    void theContractSuiteFindsIt() {
        var results = DynamicRun.run(VariantContract.suite(MutatesOnRefusal.ID).catalog(CATALOG).games(4).tests());
        Throwable failure = DynamicRun.of(results, "a move is accepted exactly when legal").orElseThrow();
        assertTrue(failure.getMessage().contains("changed the state it was applied to"), failure.getMessage());
    }
}
