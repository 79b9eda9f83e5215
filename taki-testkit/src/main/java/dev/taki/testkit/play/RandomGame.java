package dev.taki.testkit.play;

import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.core.record.RecordedMove;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Plays a game by random legal moves, checking the § 8 invariants after every move and, on the way,
 * that random moves are accepted exactly when they are legal and that rejected moves change nothing. The moves
 * are those of every seat that may move ({@link OutOfTurnMoves}): mostly the seat to act's, and now and then, where
 * a rule in play offers them, a move out of turn — a jump, a catch, a late declaration — so that the invariants are
 * checked after those too.
 */
public final class RandomGame {
    /**
     * A generous bound on the moves of one game: a game that reaches it is reported as one that does not end
     * ({@link NonEndingGame}).
     */
    public static final int MOVE_LIMIT = 20_000;

    /**
     * The record of one random game.
     *
     * @param start the first state
     * @param moves the moves applied, as "seat: move"
     * @param end   the last state
     */
    public record Played(GameState start, List<String> moves, GameState end) {
    }

    /** Told of every move a random game plays, for checks of one's own along the game. */
    @FunctionalInterface
    public interface Watcher {
        /**
         * A move was played.
         *
         * @param before the state it was applied to
         * @param seat   the seat that played it
         * @param move   the move, with its declaration if it carried one
         * @param after  the next state and the events
         */
        void moved(GameState before, int seat, Move move, Outcome.Accepted after);
    }

    private RandomGame() {
    }

    /**
     * Plays from {@code start} to the end.
     *
     * @param omitLast    chance that a player forgets the "last card" declaration when it is due
     * @param probes      random moves tried per state to check accepted ⇔ legal
     * @param start the state to play from
     * @param random the source of every random choice: seats, moves, declarations
     * @return the game played: its start, its moves and its last state
     * @throws NonEndingGame  if the game reaches {@link #MOVE_LIMIT} moves without a winner: the report holds
     *                        the configuration, the last moves and a game record to replay
     * @throws AssertionError if an invariant of RULES.md § 8 breaks, a move is accepted that is not legal or
     *                        refused that is, or a refused move changes the state
     */
    public static Played play(GameState start, Random random, double omitLast, int probes) {
        return play(start, random, omitLast, probes, (before, seat, move, after) -> { });
    }

    /**
     * Plays from {@code start} to the end, as {@link #play(GameState, Random, double, int)}, telling the watcher
     * of every move. The watcher does not change the game: the same random source plays the same moves.
     *
     * @param start the state to play from
     * @param random the source of every random choice: seats, moves, declarations
     * @param omitLast chance that a player forgets the "last card" declaration when it is due
     * @param probes random moves tried per state to check accepted ⇔ legal
     * @param watcher told of every move played
     * @return the game played: its start, its moves and its last state
     */
    public static Played play(GameState start, Random random, double omitLast, int probes, Watcher watcher) {
        GameState state = start;
        List<String> moves = new ArrayList<>();
        List<RecordedMove> record = new ArrayList<>();
        Invariants.check(state);
        int outOfTurn = 0;
        while (!state.isOver()) {
            if (moves.size() >= MOVE_LIMIT) {
                throw NonEndingGame.of(start.config(), record, state);
            }
            probe(state, random, probes);
            OutOfTurnMoves.Pick pick = OutOfTurnMoves.pick(state, random, outOfTurn);
            Move move = pick.move();
            if (random.nextDouble() >= omitLast) {
                move = move.withDeclaration();
            }
            int seat = pick.seat();
            outOfTurn = seat == state.toAct() ? 0 : outOfTurn + 1;
            Outcome outcome = state.apply(seat, move);
            if (!(outcome instanceof Outcome.Accepted accepted)) {
                throw new AssertionError("a legal move was rejected: " + seat + ": " + move + " — "
                        + ((Outcome.Rejected) outcome).message() + "\n" + state);
            }
            RecordedMove played = new RecordedMove(seat, move);
            moves.add(played.notation());
            record.add(played);
            watcher.moved(state, seat, move, accepted);
            state = accepted.state();
            Invariants.check(state);
        }
        return new Played(start, moves, state);
    }

    /**
     * The state reached from {@code start} by up to {@code moves} random legal moves of any seat that may move
     * ({@link OutOfTurnMoves}), stopping early rather than apply a move that ends the game: the result is always a
     * state where someone must act (unless {@code start} itself is over). Moves carry the "last card" declaration
     * except with chance {@code omitLast}. No invariant is checked on the way.
     *
     * @param start the state to play from
     * @param random the source of the moves
     * @param moves the most moves to apply
     * @param omitLast chance that a move leaves out a declaration that is due
     * @return the state reached
     */
    public static GameState advance(GameState start, Random random, int moves, double omitLast) {
        GameState state = start;
        int outOfTurn = 0;
        for (int i = 0; i < moves && !state.isOver(); i++) {
            OutOfTurnMoves.Pick pick = OutOfTurnMoves.pick(state, random, outOfTurn);
            Move move = pick.move();
            if (random.nextDouble() >= omitLast) {
                move = move.withDeclaration();
            }
            outOfTurn = pick.seat() == state.toAct() ? 0 : outOfTurn + 1;
            Outcome outcome = state.apply(pick.seat(), move);
            if (!(outcome instanceof Outcome.Accepted accepted)) {
                throw new AssertionError("a legal move was rejected: " + pick.seat() + ": " + move + " — "
                        + ((Outcome.Rejected) outcome).message() + "\n" + state);
            }
            GameState next = accepted.state();
            if (next.isOver()) {
                return state;
            }
            state = next;
        }
        return state;
    }

    /**
     * Random moves by random seats: accepted exactly when legal; the state they were tried on is unchanged —
     * every fact of it, its hash, and every seat's legal moves and view ({@link StateSnapshot}).
     */
    static void probe(GameState state, Random random, int probes) {
        if (probes == 0) {
            return;
        }
        StateSnapshot before = StateSnapshot.of(state);
        List<Move> universe = MoveUniverse.of(state.game());
        for (int i = 0; i < probes; i++) {
            Move m = universe.get(random.nextInt(universe.size()));
            int seat = random.nextInt(10) < 8 ? state.toAct() : random.nextInt(state.players());
            Outcome o = state.apply(seat, m);
            boolean legal = state.legalMoves(seat).contains(m);
            if (o.isAccepted() != legal) {
                throw new AssertionError(seat + ": " + m + (legal ? " is legal but was rejected"
                        : " is not legal but was accepted") + "\n" + state);
            }
        }
        List<String> changed = before.differencesFrom(state);
        if (!changed.isEmpty()) {
            throw new AssertionError("trying moves changed the state they were tried on:\n  "
                    + String.join("\n  ", changed) + "\nbefore:\n" + before.facts() + "\nafter:\n" + state);
        }
    }
}
