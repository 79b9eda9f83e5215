package dev.taki.api.spi;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.Event;
import dev.taki.api.Move;
import dev.taki.api.Phase;
import dev.taki.api.TableView;

import java.util.List;

/**
 * The table while a move is being carried out, as {@link Rules} see it: they read it and ask it to act. Every
 * operation keeps the engine's books (events, card accounting), so rules never need to. These operations are
 * all the base game itself uses. A table is valid only during the hook call that received it.
 */
public interface Table extends TableView {

    /** {@return the move being carried out} */
    Move move();

    /**
     * {@return true if the move being carried out is an interjection of its seat ({@link Rules#interjections}): a move
     * beside the turn's, such as a jump or a catch, rather than a move of the seat to act's turn} False outside a
     * move (at the start of a game).
     */
    boolean isInterjection();

    // ---- cards ------------------------------------------------------------------------------------

    /**
     * Takes a card out of a seat's hand.
     *
     * @param seat the seat
     * @param card a card in its hand
     * @throws IllegalArgumentException if the hand lacks it
     */
    void takeFromHand(int seat, Card card);

    /**
     * Puts a card on the discard pile. An opaque card becomes the leading card, and a coloured one makes its
     * colour the active colour; a transparent kind lies on top without changing either (RULES.md § 9).
     *
     * @param card the card, already out of any hand
     */
    void discard(Card card);

    /**
     * Plays a card from a seat's hand onto the pile: takes it, announces it ({@code inRun} inside a TAKI run)
     * and discards it. Its action is a separate step ({@link #carryOut}).
     *
     * @param seat the seat that plays it
     * @param card a card in its hand
     * @param inRun whether it is played inside a TAKI run
     */
    void playFromHand(int seat, Card card, boolean inRun);

    /**
     * A seat draws {@code count} cards from the draw pile, reshuffling the discard pile when the draw pile runs
     * out, and forgiving what neither pile can supply. Returns the cards drawn.
     *
     * @param seat the seat that draws
     * @param count how many cards it owes
     * @param cause why it draws, as the event will say
     * @return the cards drawn, fewer than {@code count} when both piles ran out
     */
    List<Card> draw(int seat, int count, Event.DrawCause cause);

    /**
     * Moves the given cards from one seat's hand to another's (announced to both with the cards, to the others
     * by count only). @throws IllegalArgumentException if the first hand lacks one of them
     *
     * @param from the seat that gives
     * @param to the seat that gets them
     * @param cards cards in the first seat's hand
     */
    void giveCards(int from, int to, List<Card> cards);

    /**
     * Two seats swap their whole hands.
     *
     * @param seat one seat; the event names it first
     * @param other the other seat, not the same
     */
    void swapHands(int seat, int other);

    // ---- colour, direction, draw counts -----------------------------------------------------------

    /**
     * Sets the active colour, announcing it as chosen by the seat.
     *
     * @param seat the seat that chose
     * @param color the colour from now on
     */
    void chooseColor(int seat, Color color);

    /**
     * Sets the direction of play.
     *
     * @param direction the direction of play from now on
     */
    void setDirection(Direction direction);

    /**
     * Raises the waiting draw count of a kind of card by {@code by} (a +2 raises the +2 count by 2). Only cards of
     * that kind answer the count, or a King.
     *
     * @param seat the seat whose card raised it
     * @param kind the kind of card whose count it is
     * @param by how much the count goes up
     * @throws IllegalStateException if a count of another kind is waiting
     */
    void raiseDrawCount(int seat, CardKind kind, int by);

    /**
     * The seat cancels the waiting count (a King): nobody draws it. Seats that emptied their hand on it have now
     * gone out (RULES.md § 7).
     *
     * @param seat the seat whose King cancelled it
     */
    void cancelDrawCount(int seat);

    /**
     * The seat draws the waiting count. Seats that emptied their hand on it have now gone out (RULES.md § 7).
     * The turn is not ended here.
     *
     * @param seat the seat that draws
     */
    void takeDrawCount(int seat);

    // ---- TAKI runs ----------------------------------------------------------------------------------

    /**
     * Opens a TAKI run of the colour for the seat, who acts next in {@link Phase#TAKI_RUN}.
     *
     * @param seat the seat whose run it is
     * @param color the run's colour
     */
    void openRun(int seat, Color color);

    /**
     * Counts one more card of the seat's own run (one played after the TAKI, or joining an open TAKI).
     *
     * @param seat the seat whose run it is
     */
    void countRunCard(int seat);

    /**
     * Closes the TAKI run, or an open TAKI ("TAKI closed!").
     *
     * @param seat the seat that closes it
     */
    void closeRun(int seat);

    /**
     * Ends the seat's run leaving the TAKI open for the next player.
     *
     * @param seat the seat whose run it was
     */
    void leaveRunOpen(int seat);

    // ---- actions and turns --------------------------------------------------------------------------

    /**
     * Carries out the action of a card on the pile by the rules in play: the variants first, the base game last.
     *
     * @param seat the seat that played it
     * @param card the card on the pile
     * @param play the move that played it, with what it named
     */
    void carryOut(int seat, Card card, Move.Play play);

    /**
     * Ends the turn of the turn's owner: the "last card" check of the move, the check whether they went out
     * (their hand is empty; not when it was already empty as their own move began, as after a draw that found
     * no card), then play passes to the next seat, skipping {@code skips} seats.
     *
     * @param skips how many seats lose their turn (1 after a Stop)
     */
    void endTurn(int skips);

    /**
     * Applies the "last card" rule to a seat now, using the declaration of the move being carried out. It does
     * nothing for a seat that is not both making the move and the turn's owner (RULES.md § 5: only the player
     * whose turn it is can owe the declaration), so a player who goes out on another's move owes nothing.
     *
     * @param seat the seat whose hand is checked
     */
    void settleLastCard(int seat);

    /**
     * Starts the turn of the seat after {@code seat} in the current direction.
     *
     * @param seat the seat before the one whose turn starts
     */
    void passTurnFrom(int seat);

    /**
     * Starts the turn of exactly this seat.
     *
     * @param seat the seat whose turn starts
     */
    void startTurn(int seat);

    /**
     * Gives the action to a seat in the given phase, without starting a turn (a follow-up, a response…).
     *
     * @param seat the seat that acts next
     * @param phase where it stands
     */
    void setToAct(int seat, Phase phase);

    /**
     * The legal moves the seat would have if it were to act now, in the current phase, on the table as it
     * stands (so a hook can tell whether a player could have played).
     *
     * @param seat any seat of the game
     * @return its legal moves, were it to act now
     */
    List<Move> legalMoves(int seat);

    // ---- the end --------------------------------------------------------------------------------------

    /**
     * The seat has gone out (empty hand, actions done): the variants' {@link Rules#onPlayerOut}, or it wins.
     *
     * @param seat the seat that went out
     * @throws IllegalArgumentException if the seat still holds cards
     */
    void playerOut(int seat);

    /**
     * Ends the game with these winners.
     *
     * @param winners the winning seats
     */
    void endGame(List<Integer> winners);

    /**
     * Starts a new round: every card in play is gathered and shuffled, hands are dealt anew and a number card is
     * turned up; {@code firstSeat} plays first. The cards out of play ({@link TableView#outOfPlay()}) stay aside. The
     * variants' states are kept.
     *
     * @param firstSeat the seat that plays first in the new round
     */
    void newRound(int firstSeat);

    /**
     * {@return true once this move has ended the game or started a new round: nothing of the old turn may be done after
     * that, so a rule that called something that may go out (ending a turn, a count taken) checks it}
     */
    boolean moveEnded();

    // ---- plugins' own ---------------------------------------------------------------------------------

    /**
     * Replaces the state a plugin keeps under {@code id}, or removes it with null. The value must be of the type
     * of the {@link StateCodec} registered for that id, and immutable.
     *
     * @param id the id of a {@link StateCodec} the plugin registered
     * @param state the new state, or null to remove it
     * @throws IllegalArgumentException if no codec of that id is registered, or the value is of another type
     */
    void setState(String id, Object state);

    /**
     * Records an event of the rules' own.
     *
     * @param event the event, seen by every seat as its {@link dev.taki.api.Event#seenBy} says
     */
    void emit(Event event);

    /**
     * The seat {@code steps} places after {@code seat} in the current direction.
     *
     * @param seat where to count from
     * @param steps how many places on
     * @return the seat there
     */
    default int seatAfter(int seat, int steps) {
        int n = players();
        return Math.floorMod(seat + steps * direction().step(), n);
    }
}
