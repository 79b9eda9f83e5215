package dev.taki.testkit.play;

import dev.taki.api.GameState;
import dev.taki.api.Move;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * How random play picks moves once several seats may act: the seat to act plays one of its legal moves (its turn's
 * and its interjections), but when other seats have moves too — a jump, a catch, a late declaration
 * ({@link GameState#legalMoves(int)}) — one of theirs is played instead with chance {@value #CHANCE}. At most
 * {@value #MOST_IN_A_ROW} moves out of turn are played in a row, so that a rule offering them without end cannot keep
 * a random game from going on (the rules of RULES.md § 9.2 offer each only once: a catch or a declaration ends with
 * the next move, a jump takes the turn).
 */
public final class OutOfTurnMoves {
    /** The chance that random play picks a move of a seat not to act, when some seat not to act has one. */
    public static final double CHANCE = 0.3;
    /** The most moves out of turn random play makes in a row before the seat to act moves again. */
    public static final int MOST_IN_A_ROW = 3;

    private OutOfTurnMoves() {
    }

    /** A seat and one of its legal moves. */
    public record Pick(int seat, Move move) {
    }

    /**
     * The seats other than the seat to act that have legal moves now, in seat order.
     *
     * @param state a state
     * @return the seats, empty when only the seat to act may move (or the game is over)
     */
    public static List<Integer> seats(GameState state) {
        List<Integer> out = new ArrayList<>();
        if (state.isOver()) {
            return out;
        }
        for (int seat = 0; seat < state.players(); seat++) {
            if (seat != state.toAct() && !state.legalMoves(seat).isEmpty()) {
                out.add(seat);
            }
        }
        return out;
    }

    /**
     * A random legal move of a state still in play: with chance {@value #CHANCE}, when some seat not to act has moves
     * and fewer than {@value #MOST_IN_A_ROW} moves out of turn came just before, one of theirs (a random seat of those,
     * then a random move of it); otherwise one of the seat to act's. The random source is asked for the chance only
     * when some other seat has a move, so games without moves out of turn are played as they always were.
     *
     * @param state a state still in play
     * @param random the source of the choices
     * @param inARow how many moves out of turn were played just before this one
     * @return the seat and its move, without declaration
     */
    public static Pick pick(GameState state, Random random, int inARow) {
        if (inARow < MOST_IN_A_ROW) {
            List<Integer> others = seats(state);
            if (!others.isEmpty() && random.nextDouble() < CHANCE) {
                int seat = others.get(random.nextInt(others.size()));
                List<Move> moves = state.legalMoves(seat);
                return new Pick(seat, moves.get(random.nextInt(moves.size())));
            }
        }
        List<Move> legal = state.legalMoves();
        return new Pick(state.toAct(), legal.get(random.nextInt(legal.size())));
    }
}
