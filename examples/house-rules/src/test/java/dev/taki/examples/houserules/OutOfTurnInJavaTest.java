package dev.taki.examples.houserules;

import dev.taki.api.Event;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.Rejection;
import dev.taki.testkit.scenario.TableScenario;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code jump-in} and {@code catch-last-card} as an embedder meets them, through the public API only: the game waits
 * for one seat, yet another seat may have moves, sees them in its own view, and sends them with its own seat number.
 */
class OutOfTurnInJavaTest {

    /** Seat 0 is to act on a red 5; seat 2 holds the other red 5, seat 3 a blue 5 and a red 3. */
    private static GameState aRedFiveLeads() {
        return TableScenario.players(4).variants(JumpIn.ID)
                .hands("B1 G9 R4", "Y4 Y6", "R5 B8 G6", "B5 R3 Y9").leading("R5").start();
    }

    @Test
    void aSeatThatIsNotToActHasMovesOnlyWhenItHoldsTheVeryCard() {
        GameState state = aRedFiveLeads();
        assertEquals(0, state.toAct());
        assertEquals(List.of(Move.parse("play R5")), state.legalMoves(2));
        assertEquals(List.of(), state.legalMoves(1));
        assertEquals(List.of(), state.legalMoves(3), "a 5 of another colour, or another red, is no jump");
        assertEquals(List.of(Move.parse("play R4")), state.legalMoves(), "the seat to act has its turn's moves");
    }

    @Test
    void aSeatSeesItsOwnMovesOutOfTurnInItsView() {
        GameState state = aRedFiveLeads();
        assertEquals(List.of(Move.parse("play R5")), state.view(2).legalMoves());
        assertEquals(List.of(), state.view(1).legalMoves());
        assertEquals(Optional.empty(), state.defaultMove(2), "a jump is never played for a seat");
    }

    @Test
    void aJumpIsAcceptedWhileAnotherSeatIsToActAndPlayGoesOnFromTheJumper() {
        Outcome outcome = aRedFiveLeads().apply(2, Move.parse("play R5"));
        Outcome.Accepted jumped = assertInstanceOf(Outcome.Accepted.class, outcome);
        assertEquals(new Event.VariantEvent(JumpIn.ID, "jumped", 2, Map.of("over", 0)), jumped.events().get(0));
        assertEquals(new Event.TurnStarted(2), jumped.events().get(1));
        GameState after = jumped.state();
        assertEquals(3, after.toAct(), "seats 0 and 1 lost their turn");
        assertEquals(List.of(), after.legalMoves(2));
    }

    @Test
    void aMoveOutOfTurnThatTheSeatDoesNotHaveIsRefusedAsNotItsTurn() {
        GameState state = aRedFiveLeads();
        Outcome.Rejected refused = assertInstanceOf(Outcome.Rejected.class, state.apply(3, Move.parse("play B5")));
        assertEquals(Rejection.NOT_YOUR_TURN, refused.reason());
    }

    @Test
    void aCatchIsAMoveOfAPluginsVerbAndLeavesTheTurnWhereItWas() {
        GameState start = TableScenario.players(3).variants(CatchLastCard.ID)
                .hands("R5 B1", "Y4 Y6 R8", "B8 G6").leading("R3").drawPile("G1 G3 G4 G5").start();
        GameState forgot = ((Outcome.Accepted) start.apply(0, Move.parse("play R5"))).state();
        Move catchZero = forgot.parseMove("catch 0");
        assertEquals(CatchLastCard.CATCH.move(0), catchZero);
        assertEquals(List.of(catchZero), forgot.legalMoves(2));
        assertEquals(List.of(CatchLastCard.DECLARE.move()), forgot.view(0).legalMoves());
        assertTrue(forgot.legalMoves(1).contains(catchZero), "the seat to act may catch too");

        GameState caught = ((Outcome.Accepted) forgot.apply(2, catchZero)).state();
        assertEquals(1, caught.toAct());
        assertEquals(5, caught.handSize(0));
        assertEquals(List.of(), caught.legalMoves(2));
        assertEquals(List.of(Move.parse("play R8")), caught.legalMoves(1));
    }
}
