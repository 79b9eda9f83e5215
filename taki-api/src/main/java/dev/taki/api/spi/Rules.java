package dev.taki.api.spi;

import dev.taki.api.Card;
import dev.taki.api.Move;
import dev.taki.api.TableView;

import java.util.List;
import java.util.Map;

/**
 * The hooks through which a variant changes the game. Every method has a default that leaves the base
 * game as it is, so a variant overrides only what it changes. Variants are consulted in the order the
 * configuration lists them.
 *
 * <p>A variant never edits the game's data itself: it asks the {@link Table} (piles, hands, turn order),
 * and the engine keeps the books — events, card accounting, history.
 *
 * <p>A {@code Rules} object is shared by every state of a game, and by games whose configurations differ
 * only in their seed, possibly on several threads at once: it must keep no mutable state of its own. A
 * variant's state lives in the game ({@link Table#setVariantState}).
 */
public interface Rules {

    /** Changes the deck: add, remove or replace cards in the given list (which starts as the 2011 deck). */
    default void adjustDeck(List<Card> deck) {
    }

    /**
     * True for cards of this variant that are transparent (RULES.md § 9): played onto the discard pile,
     * they leave the leading card and the active colour as they were beneath them.
     */
    default boolean isTransparent(Card card) {
        return false;
    }

    /** The number of cards dealt to each player at the start (the base game deals 8). */
    default int handSize(int baseHandSize) {
        return baseHandSize;
    }

    /**
     * The variant's own state when a game starts, as JSON-like values (strings, numbers, booleans, lists
     * and maps of them); serialised with the game. {@code setup} holds any fields a scenario or caller
     * gave for the variant (such as {@code stages}); it is empty for a new game.
     *
     * @throws IllegalArgumentException naming the field, if the setup values are not acceptable
     */
    default Map<String, Object> initialState(int players, Map<String, Object> setup) {
        return Map.of();
    }

    /**
     * Adjusts the candidate moves of the seat to act: {@code moves} holds what the base game (and earlier
     * variants) offer; add to it or remove from it. The engine then drops dead ends — moves that would
     * leave their player to act with no legal move — and, at the start of a turn with no +2 waiting, adds
     * the ordinary draw if no play is left. So a variant that lets a player draw (or pass) where the base
     * game would leave them stuck makes the moves leading there legal.
     */
    default void adjustMoves(TableView table, int seat, List<Move> moves) {
    }

    /**
     * Whether, under this variant's rules, the move could leave its player to act with no legal move at all
     * (a dead end, which the engine removes from the legal moves). The engine finds out by trying the move
     * on a copy of the table, which costs time; a variant that knows its rules never strand a player after
     * this move returns false, and the engine then tries it only if the base game's own rules require it
     * (a Plus). The default, true, is always correct — only slower.
     */
    default boolean mayLeaveNoMove(TableView table, int seat, Move move) {
        return true;
    }

    /**
     * Carries out a legal move entirely, or returns false to leave it to the base game (or a later
     * variant). Moves that a variant added in {@link #adjustMoves} must be carried out here.
     */
    default boolean apply(Table table, int seat, Move move) {
        return false;
    }

    /**
     * Carries out the action of a card just played (already on the discard pile, and the active colour
     * set — for a transparent card, left as it was), or returns false to let the base game do it. Called
     * for cards played outside a TAKI run, and for the last card of a run when the run ends. A variant that
     * carries out an action must also end the turn (or continue it) through the table.
     */
    default boolean carryOut(Table table, int seat, Card card, Move.Play play) {
        return false;
    }

    /**
     * A seat has gone out: its hand is empty and its last card's action is done. Return true if the
     * variant handled it (the game goes on, or the variant ended it through {@link Table#endGame});
     * return false to let the seat win the game.
     */
    default boolean onPlayerOut(Table table, int seat) {
        return false;
    }

    /**
     * A new round was dealt ({@link Table#newRound}): hands, piles and turn are fresh; variants' states are
     * as they were, for the variant to reset what belongs to a round.
     */
    default void onNewRound(Table table) {
    }

    /**
     * The part of the variant's state that every player may see (shown in player views). By default the
     * whole state is public; a variant with secrets returns less.
     */
    default Map<String, Object> publicState(Map<String, Object> state) {
        return state;
    }
}
