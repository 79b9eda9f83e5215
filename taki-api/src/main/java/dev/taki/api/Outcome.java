package dev.taki.api;

import java.util.List;
import java.util.function.Function;

/** The result of applying a move: accepted with the next state and events, or rejected with a reason. */
public sealed interface Outcome permits Outcome.Accepted, Outcome.Rejected {

    /** True for an accepted move. */
    boolean isAccepted();

    /**
     * The next state of an accepted move.
     *
     * @throws IllegalStateException for a rejected move, with its reason
     */
    GameState state();

    /** The move was legal: the next state and what happened, in order. */
    record Accepted(GameState state, List<Event> events) implements Outcome {
        /** Copies the event list. */
        public Accepted {
            events = List.copyOf(events);
        }

        @Override
        public boolean isAccepted() {
            return true;
        }
    }

    /** The move was refused; the state it was applied to is unchanged. */
    record Rejected(Rejection reason, String message) implements Outcome {
        @Override
        public boolean isAccepted() {
            return false;
        }

        @Override
        public GameState state() {
            throw new IllegalStateException("the move was rejected (" + reason + "): " + message);
        }
    }

    /** Maps either branch to a value. */
    default <T> T fold(Function<Accepted, T> accepted, Function<Rejected, T> rejected) {
        return this instanceof Accepted a ? accepted.apply(a) : rejected.apply((Rejected) this);
    }
}
