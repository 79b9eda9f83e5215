package dev.taki.testkit.arbitraries;

import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;

/**
 * A move tried by a seat on a state, legal or not: what {@link TakiArbitraries#legalAttempts} and
 * {@link TakiArbitraries#illegalAttempts} generate.
 *
 * @param state the state the move is tried on
 * @param seat  the seat trying it (not always the seat to act)
 * @param move  the move
 */
public record Attempt(GameState state, int seat, Move move) {

    /**
     * Applies the move to the state.
     *
     * @return the outcome: accepted with the next state, or refused
     */
    public Outcome apply() {
        return state.apply(seat, move);
    }

    /** {@return true if the move is one of the seat's legal moves (ignoring the "last card" declaration)} */
    public boolean isLegal() {
        return state.legalMoves(seat).contains(move.withoutDeclaration());
    }

    @Override
    public String toString() {
        return seat + ": " + move.notation() + " on\n" + state;
    }
}
