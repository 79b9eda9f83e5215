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

    /** The move being carried out. */
    Move move();

    // ---- cards ------------------------------------------------------------------------------------

    /** Takes a card out of a seat's hand. @throws IllegalArgumentException if the hand lacks it */
    void takeFromHand(int seat, Card card);

    /**
     * Puts a card on the discard pile. An opaque card becomes the leading card, and a coloured one makes its
     * colour the active colour; a transparent kind lies on top without changing either (RULES.md § 9).
     */
    void discard(Card card);

    /**
     * Plays a card from a seat's hand onto the pile: takes it, announces it ({@code inRun} inside a TAKI run)
     * and discards it. Its action is a separate step ({@link #carryOut}).
     */
    void playFromHand(int seat, Card card, boolean inRun);

    /**
     * A seat draws {@code count} cards from the draw pile, reshuffling the discard pile when the draw pile runs
     * out, and forgiving what neither pile can supply. Returns the cards drawn.
     */
    List<Card> draw(int seat, int count, Event.DrawCause cause);

    /**
     * Moves the given cards from one seat's hand to another's (announced to both with the cards, to the others
     * by count only). @throws IllegalArgumentException if the first hand lacks one of them
     */
    void giveCards(int from, int to, List<Card> cards);

    /** Two seats swap their whole hands. */
    void swapHands(int seat, int other);

    // ---- colour, direction, draw counts -----------------------------------------------------------

    /** Sets the active colour, announcing it as chosen by the seat. */
    void chooseColor(int seat, Color color);

    /** Sets the direction of play. */
    void setDirection(Direction direction);

    /**
     * Raises the waiting draw count of a kind of card by {@code by} (a +2 raises the +2 count by 2). Only cards of
     * that kind answer the count, or a King.
     *
     * @throws IllegalStateException if a count of another kind is waiting
     */
    void raiseDrawCount(int seat, CardKind kind, int by);

    /**
     * The seat cancels the waiting count (a King): nobody draws it. Seats that emptied their hand on it have now
     * gone out (RULES.md § 7).
     */
    void cancelDrawCount(int seat);

    /**
     * The seat draws the waiting count. Seats that emptied their hand on it have now gone out (RULES.md § 7).
     * The turn is not ended here.
     */
    void takeDrawCount(int seat);

    // ---- TAKI runs ----------------------------------------------------------------------------------

    /** Opens a TAKI run of the colour for the seat, who acts next in {@link Phase#TAKI_RUN}. */
    void openRun(int seat, Color color);

    /** Counts one more card of the seat's own run (one played after the TAKI, or joining an open TAKI). */
    void countRunCard(int seat);

    /** Closes the TAKI run, or an open TAKI ("TAKI closed!"). */
    void closeRun(int seat);

    /** Ends the seat's run leaving the TAKI open for the next player. */
    void leaveRunOpen(int seat);

    // ---- actions and turns --------------------------------------------------------------------------

    /** Carries out the action of a card on the pile by the rules in play: the variants first, the base game last. */
    void carryOut(int seat, Card card, Move.Play play);

    /**
     * Ends the turn of the turn's owner: the "last card" check of the move, the check whether they went out,
     * then play passes to the next seat, skipping {@code skips} seats.
     */
    void endTurn(int skips);

    /** Applies the "last card" rule to a seat now, using the declaration of the move being carried out. */
    void settleLastCard(int seat);

    /** Starts the turn of the seat after {@code seat} in the current direction. */
    void passTurnFrom(int seat);

    /** Starts the turn of exactly this seat. */
    void startTurn(int seat);

    /** Gives the action to a seat in the given phase, without starting a turn (a follow-up, a response…). */
    void setToAct(int seat, Phase phase);

    /**
     * The legal moves the seat would have if it were to act now, in the current phase, on the table as it
     * stands (so a hook can tell whether a player could have played).
     */
    List<Move> legalMoves(int seat);

    // ---- the end --------------------------------------------------------------------------------------

    /**
     * The seat has gone out (empty hand, actions done): the variants' {@link Rules#onPlayerOut}, or it wins.
     *
     * @throws IllegalArgumentException if the seat still holds cards
     */
    void playerOut(int seat);

    /** Ends the game with these winners. */
    void endGame(List<Integer> winners);

    /**
     * Starts a new round: every card is gathered and shuffled, hands are dealt anew and a number card is turned
     * up; {@code firstSeat} plays first. The variants' states are kept.
     */
    void newRound(int firstSeat);

    /**
     * True once this move has ended the game or started a new round: nothing of the old turn may be done after
     * that, so a rule that called something that may go out (ending a turn, a count taken) checks it.
     */
    boolean moveEnded();

    // ---- plugins' own ---------------------------------------------------------------------------------

    /**
     * Replaces the state a plugin keeps under {@code id}, or removes it with null. The value must be of the type
     * of the {@link StateCodec} registered for that id, and immutable.
     *
     * @throws IllegalArgumentException if no codec of that id is registered, or the value is of another type
     */
    void setState(String id, Object state);

    /** Records an event of the rules' own. */
    void emit(Event event);

    /** The seat {@code steps} places after {@code seat} in the current direction. */
    default int seatAfter(int seat, int steps) {
        int n = players();
        return Math.floorMod(seat + steps * direction().step(), n);
    }
}
