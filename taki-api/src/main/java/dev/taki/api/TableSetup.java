package dev.taki.api;

import java.util.List;
import java.util.Map;

/**
 * A table laid out by hand — for rule scenarios, tests and puzzles — instead of dealt. Piles are listed
 * top first. Cards of the deck that the setup does not place go under the draw pile (or, with
 * {@code restUnderDiscard}, under the discard pile) in an order fixed by {@code seed}.
 *
 * @param hands            each seat's cards
 * @param leading          the leading card; its own action counts as carried out
 * @param activeColor      the active colour, or null for the leading card's colour (required when the
 *                         leading card is colourless)
 * @param drawPile         the top of the draw pile, top first
 * @param discardPile      the cards under the leading card, top first
 * @param current          the seat whose turn it is
 * @param direction        the direction of play
 * @param restUnderDiscard true to put the unplaced cards under the discard pile instead of the draw pile
 * @param seed             orders the unplaced cards and seeds the game's later shuffles
 * @param variantFields    extra fields for the variants' states, as a scenario file's setup gives them; a game
 *                         refuses one that no variant in play reads
 */
public record TableSetup(List<List<Card>> hands, Card leading, Color activeColor, List<Card> drawPile,
                         List<Card> discardPile, int current, Direction direction, boolean restUnderDiscard,
                         long seed, Map<String, Object> variantFields) {

    /**
     * Copies every list; null lists become empty and a null direction clockwise.
     *
     * @param hands each seat's cards; every hand is copied
     * @param leading the leading card
     * @param activeColor the active colour, or null for the leading card's colour
     * @param drawPile the top of the draw pile, top first; null for none
     * @param discardPile the cards under the leading card, top first; null for none
     * @param current the seat whose turn it is
     * @param direction the direction of play; null for clockwise
     * @param restUnderDiscard true to put the unplaced cards under the discard pile
     * @param seed orders the unplaced cards and seeds the game's later shuffles
     * @param variantFields extra fields for the variants' states; null for none
     */
    public TableSetup {
        hands = hands.stream().map(List::copyOf).toList();
        drawPile = drawPile == null ? List.of() : List.copyOf(drawPile);
        discardPile = discardPile == null ? List.of() : List.copyOf(discardPile);
        direction = direction == null ? Direction.CW : direction;
        variantFields = variantFields == null ? Map.of() : Map.copyOf(variantFields);
    }

    /**
     * A setup with the given hands and leading card, everything else at its default.
     *
     * @param hands each seat's cards
     * @param leading the leading card
     * @return the setup: seat 0 to play, clockwise, the leading card's colour active, seed 0
     */
    public static TableSetup of(List<List<Card>> hands, Card leading) {
        return new TableSetup(hands, leading, null, List.of(), List.of(), 0, Direction.CW, false, 0, Map.of());
    }
}
