package dev.taki.api.spi;

import dev.taki.api.Card;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.Event;
import dev.taki.api.Move;
import dev.taki.api.Phase;
import dev.taki.api.TableView;

import java.util.List;
import java.util.Map;

/**
 * The table while a move is being applied, as the variant hooks see it: they read it and ask it to act.
 * Every operation keeps the engine's books (events, card accounting), so a variant never needs to.
 * A table is only valid during the hook call that received it.
 */
public interface Table extends TableView {

    /** The move being applied. */
    Move move();

    /** Takes a card out of a seat's hand. @throws IllegalArgumentException if the hand lacks it */
    void takeFromHand(int seat, Card card);

    /**
     * Puts a card on the discard pile. An opaque card becomes the leading card, and a coloured one makes
     * its colour the active colour; a transparent one lies on top without changing the leading card or the
     * active colour (RULES.md § 9).
     */
    void discard(Card card, boolean transparent);

    /**
     * Plays a card from a seat's hand by the base rules: takes it from the hand, discards it, applies
     * the colour rules, the open-TAKI rules and the card's action (or a variant's {@link Rules#carryOut}),
     * and ends or continues the turn as the card says.
     */
    void playCard(int seat, Card card, Move.Play play);

    /**
     * A seat draws {@code count} cards from the draw pile, reshuffling the discard pile when the draw pile
     * runs out, and forgiving what neither pile can supply. Returns the cards drawn.
     */
    List<Card> draw(int seat, int count, Event.DrawCause cause);

    /** Sets the active colour (announcing it as chosen by the seat). */
    void chooseColor(int seat, Color color);

    /** Sets the direction of play. */
    void setDirection(Direction direction);

    /** Moves every hand to the neighbour in the given direction (the Crazy Card). */
    void passHands(Direction direction);

    /**
     * Ends the turn of the turn's owner: the "last card" check of the move, the check whether they went
     * out, then play passes to the next seat, skipping {@code skips} seats.
     */
    void endTurn(int skips);

    /** Applies the "last card" rule to a seat now, using the declaration of the move being applied. */
    void settleLastCard(int seat);

    /** Starts the turn of the seat after {@code seat} in the current direction. */
    void passTurnFrom(int seat);

    /** Starts the turn of exactly this seat. */
    void startTurn(int seat);

    /**
     * Gives the action to a seat without starting its turn, in the given phase (for a response window:
     * {@link Phase#RESPONSE}).
     */
    void setToAct(int seat, Phase phase);

    /**
     * The seat has gone out (empty hand, actions done): variants' {@link Rules#onPlayerOut}, or it wins.
     *
     * @throws IllegalArgumentException if the seat still holds cards
     */
    void playerOut(int seat);

    /** Ends the game with these winners. */
    void endGame(List<Integer> winners);

    /**
     * Starts a new round: every card is gathered and shuffled, hands are dealt anew and a number card is
     * turned up; {@code firstSeat} plays first. The variants' states are kept.
     */
    void newRound(int firstSeat);

    /** Replaces a variant's own state (JSON-like values). */
    void setVariantState(String variantId, Map<String, Object> state);

    /** Records an event of the variant's own. */
    void emit(Event event);

    /** The seat {@code steps} places after {@code seat} in the current direction. */
    default int seatAfter(int seat, int steps) {
        int n = players();
        return Math.floorMod(seat + steps * direction().step(), n);
    }
}
