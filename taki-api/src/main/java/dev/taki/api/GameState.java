package dev.taki.api;

import java.util.List;

/**
 * One immutable state of a game. Applying a move never changes it: it returns an {@link Outcome} holding
 * either the next state and what happened, or the reason the move was refused. States are safe to share
 * between threads.
 */
public interface GameState extends TableView {

    /** {@return the configuration the game was created with} */
    GameConfig config();

    /** {@return the rules of this game: its cards, notation and phases} */
    Game game();

    /**
     * Reads a move in this game's notation (a plugin's cards included).
     *
     * @param text the move in notation
     * @return the move it names
     * @throws NotationException quoting the text and saying what was expected
     */
    default Move parseMove(String text) {
        return game().parseMove(text);
    }

    /**
     * {@return the legal moves of the seat to act, without declarations: its turn's moves, then its
     * {@link #interjections(int) interjections}} Empty once the game is over.
     */
    List<Move> legalMoves();

    /**
     * The legal moves of any seat, acting or not: for the seat to act its turn's moves, then its interjections;
     * for any other seat its interjections (a jump, a catch, a late declaration where a rule in play offers them),
     * usually none. A seat's moves depend only on its own hand and what is public.
     *
     * @param seat any seat of the game
     * @return the moves that seat may make now, without declarations (empty when it may not move)
     */
    List<Move> legalMoves(int seat);

    /**
     * The seat's moves beside its turn's: out of turn, or for the seat to act besides its turn's moves. They are
     * part of {@link #legalMoves(int)}; none of them ends a wait for the seat to act unless it takes the turn (a
     * jump). Empty where no rule in play offers any.
     *
     * @param seat any seat of the game
     * @return the seat's interjections now, without declarations
     */
    List<Move> interjections(int seat);

    /**
     * Applies a seat's move: the seat to act's, or any seat's interjection. A move is accepted if and only if it is
     * one of {@link #legalMoves(int)} of its seat (ignoring the "last card" declaration); otherwise it is rejected
     * with a typed reason and this state stays as it is.
     *
     * @param seat the seat that sends the move
     * @param move the move, with or without the "last card" declaration
     * @return the next state and its events, or the refusal with its reason
     */
    Outcome apply(int seat, Move move);

    /**
     * Applies a move as the seat to act, whoever it came from: no seat is checked, because none is given. For
     * replaying a record you trust, driving bots and tests. A server applying moves from players must use
     * {@link #apply(int, Move)} with the sender's seat, so that a player cannot act for another.
     *
     * @param move the move of the seat to act
     * @return the next state and its events, or the refusal with its reason
     */
    default Outcome applyAsSeatToAct(Move move) {
        return apply(toAct(), move);
    }

    /**
     * The former name of {@link #applyAsSeatToAct}, which says what it does: it checks no seat.
     *
     * @param move the move of the seat to act
     * @return the next state and its events, or the refusal with its reason
     * @deprecated use {@link #apply(int, Move)} with the sender's seat, or {@link #applyAsSeatToAct} where no
     *             seat is to be checked
     */
    @Deprecated(since = "0.1.0", forRemoval = true)
    default Outcome apply(Move move) {
        return applyAsSeatToAct(move);
    }

    /**
     * What the given seat may know: their own hand and the public table, nothing else.
     *
     * @param seat a seat of the game
     * @return that seat's view
     */
    PlayerView view(int seat);

    /** {@return what anyone may know: the public table, with seat -1, no hand and no legal moves} */
    PlayerView spectatorView();

    /** {@return the number of moves applied since the game started} */
    int moveCount();

    /**
     * The move to make for a seat whose time ran out, or empty when the seat is not the one to act (a seat with
     * only interjections is waited for by nobody). It is always one of the seat's turn moves (never an
     * interjection), the most passive one, in every phase and with every variant: pass a response window, else
     * draw where drawing is legal (a turn's card, or a waiting count), else close a TAKI run, else end the turn
     * (after a King, or leaving a TAKI open), else a plugin's own turn move if one is offered, else — where a card
     * must be played, as when one matches and the rules forbid drawing, or after a Plus — the play that helps the
     * seat least, keeping its strongest cards:
     * <ol>
     * <li>a number card, the lowest value first (where cards left in hand score against their player, it is also
     * the cheapest to keep);</li>
     * <li>then a coloured action card: Change Direction, Stop, Plus, +2, TAKI, then a plugin's coloured cards;</li>
     * <li>then a colourless card: Change Color, then a plugin's, then Super TAKI, and King very last.</li>
     * </ol>
     * A combination of cards ranks as its strongest card, after a single card of the same strength; a play that
     * names no choice comes before one that does. Among equals the first in {@link #legalMoves(int)} is made, so a
     * choice is the engine's first (a Change Color names red, else green, blue, yellow, as the engine lists them):
     * the default move does not choose for the seat. It declares "last card" when it leaves the seat one card, and
     * wherever else the rules in play make the declaration due (a hand received on a swap, a draw that ends the
     * turn with one card), as the seat's player would have had to.
     *
     * @param seat the seat whose time ran out
     * @return the seat's most passive legal move, or empty when it may not act now
     */
    default java.util.Optional<Move> defaultMove(int seat) {
        if (seat != toAct() || isOver()) {
            return java.util.Optional.empty();
        }
        List<Move> legal = legalMoves(seat);
        List<Move> besides = interjections(seat);
        Move best = null;
        int bestRank = Integer.MAX_VALUE;
        for (Move m : legal) {
            int rank = Passivity.of(m);
            if (rank < bestRank && !besides.contains(m)) {
                best = m;
                bestRank = rank;
            }
        }
        if (best == null) {
            return java.util.Optional.empty();
        }
        int left = handSize(seat) - (best instanceof Move.Play p ? p.cards().size() : 0);
        Move declared = best.withDeclaration();
        return java.util.Optional.of(left == 1 || declared != best && owesLastCard(seat, declared) ? declared : best);
    }

    /**
     * Whether the move, made with the declaration, ends the seat's turn owing it: a hand received on a swap, a
     * draw into a one-card hand. Only the engine knows what every rule in play does to the hand, so ask it; a
     * declaration that is not due is ignored, and the engine says so by emitting no event for it.
     */
    private boolean owesLastCard(int seat, Move declared) {
        return apply(seat, declared) instanceof Outcome.Accepted accepted
                && accepted.events().contains(new Event.LastCardDeclared(seat));
    }
}
