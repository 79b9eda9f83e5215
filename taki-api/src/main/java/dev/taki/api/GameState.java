package dev.taki.api;

import java.util.List;

/**
 * One immutable state of a game. Applying a move never changes it: it returns an {@link Outcome} holding
 * either the next state and what happened, or the reason the move was refused. States are safe to share
 * between threads.
 */
public interface GameState extends TableView {

    /** The configuration the game was created with. */
    GameConfig config();

    /** The rules of this game: its cards, notation and phases. */
    Game game();

    /**
     * Reads a move in this game's notation (a plugin's cards included).
     *
     * @throws NotationException quoting the text and saying what was expected
     */
    default Move parseMove(String text) {
        return game().parseMove(text);
    }

    /** The legal moves of the seat to act, without declarations. Empty once the game is over. */
    List<Move> legalMoves();

    /** The legal moves of any seat (empty for a seat that may not act now). */
    List<Move> legalMoves(int seat);

    /**
     * Applies a seat's move. A move is accepted if and only if it is one of {@link #legalMoves(int)}
     * (ignoring the "last card" declaration); otherwise it is rejected with a typed reason and this
     * state stays as it is.
     */
    Outcome apply(int seat, Move move);

    /**
     * Applies a move as the seat to act, whoever sends it: for replaying trusted records and for tests. A
     * server applying moves from players must use {@link #apply(int, Move)} with the sender's seat, so that
     * a player cannot act for another.
     */
    default Outcome apply(Move move) {
        return apply(toAct(), move);
    }

    /** What the given seat may know: their own hand and the public table, nothing else. */
    PlayerView view(int seat);

    /** The number of moves applied since the game started. */
    int moveCount();
}
