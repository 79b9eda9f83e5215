package dev.taki.bots;

import dev.taki.api.GameState;
import dev.taki.api.Move;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Random;
import java.util.function.IntFunction;

/**
 * The bots of a table moving out of turn: who is asked, in which order, and the first move made. A game's driver
 * calls {@link #ask} after every accepted move (and before the first) until it finds nothing, then lets the seat
 * to act move:
 *
 * <pre>{@code
 * while (!state.isOver()) {
 *     Optional<OutOfTurn.Interjection> out = OutOfTurn.ask(state, seat -> bots[seat], random);
 *     int seat = out.isPresent() ? out.get().seat() : state.toAct();
 *     Move move = out.isPresent() ? out.get().move() : bots[seat].choose(state.view(seat), random);
 *     // apply the seat's move, let every bot observe its events, and go on from the state it leads to
 * }
 * }</pre>
 *
 * <p>A game stays finite as its rules make it: a rule's interjections are few (a catch and a late declaration can
 * be made once; a jump plays a card and ends the turn), and a bot that lets one go is not asked again before
 * another move is accepted. In a game with no rule offering interjections nothing is asked and nothing is built:
 * each seat's {@link GameState#legalMoves(int)} is empty at once.
 */
public final class OutOfTurn {

    /**
     * A move out of turn and the seat that makes it.
     *
     * @param seat the seat that moves, not the one to act
     * @param move one of that seat's legal moves, possibly with the "last card" declaration
     */
    public record Interjection(int seat, Move move) {
        /**
         * Checks the move is there.
         *
         * @param seat the seat that moves
         * @param move its move
         */
        public Interjection {
            Objects.requireNonNull(move, "move");
        }
    }

    private OutOfTurn() {
    }

    /**
     * The seats that may move out of turn now, in the order they are asked: from the seat after the one to act,
     * in the direction of play, round to the seat before it; the seat to act is not among them (its interjections
     * are among its legal moves), nor is a seat with no legal move.
     *
     * @param state the game now
     * @return the seats, in order; empty once the game is over or when no rule offers a move out of turn now
     */
    public static List<Integer> seats(GameState state) {
        if (state.isOver()) {
            return List.of();
        }
        int players = state.players();
        int toAct = state.toAct();
        int step = state.direction().step();
        List<Integer> seats = null;
        for (int i = 1; i < players; i++) {
            int seat = Math.floorMod(toAct + i * step, players);
            if (!state.legalMoves(seat).isEmpty()) {
                if (seats == null) {
                    seats = new ArrayList<>(players - 1);
                }
                seats.add(seat);
            }
        }
        return seats == null ? List.of() : seats;
    }

    /**
     * The first move out of turn that a bot of the table makes now: each seat of {@link #seats} that a bot plays is
     * asked {@link Bot#interject} in turn, with its view, until one moves. The move is not applied: the caller
     * applies it, lets every bot observe its events, and asks again from the state it leads to.
     *
     * @param state the game now
     * @param bots each seat's bot, or null for a seat that no bot plays (a person's, asked in its own way)
     * @param random the bots' source of random choices
     * @return the seat and its move, or empty when no bot moves out of turn now
     */
    public static Optional<Interjection> ask(GameState state, IntFunction<? extends Bot> bots, Random random) {
        for (int seat : seats(state)) {
            Bot bot = bots.apply(seat);
            if (bot == null) {
                continue;
            }
            Optional<Move> move = bot.interject(state.view(seat), random);
            if (move.isPresent()) {
                return Optional.of(new Interjection(seat, move.get()));
            }
        }
        return Optional.empty();
    }
}
