package dev.taki.api;

import java.util.List;
import java.util.Map;

/**
 * A table laid out by hand — for rule scenarios, tests and puzzles — instead of dealt. Piles are listed
 * top first. Cards of the deck that the setup does not place go where {@code rest} says: under the draw pile
 * (the default), under the discard pile, in an order fixed by {@code seed}, or out of play.
 *
 * <p>Cards <em>out of play</em> are set aside for the whole game, face up: in no hand and no pile, never drawn,
 * reshuffled or dealt again (a new round deals only the cards in play). Everyone may see them
 * ({@link TableView#outOfPlay()}). They let a table have empty piles without a giant hand.
 *
 * @param hands            each seat's cards
 * @param leading          the leading card; its own action counts as carried out
 * @param activeColor      the active colour, or null for the leading card's colour (required when the
 *                         leading card is colourless)
 * @param drawPile         the top of the draw pile, top first
 * @param discardPile      the cards under the leading card, top first
 * @param current          the seat whose turn it is
 * @param direction        the direction of play
 * @param rest             where the deck's cards that the setup does not place go
 * @param seed             orders the unplaced cards and seeds the game's later shuffles
 * @param variantFields    extra fields for the variants' states, as a scenario file's setup gives them; a game
 *                         refuses one that no variant in play reads
 * @param outOfPlay        cards set aside for the whole game (besides the rest, with {@link Rest#OUT_OF_PLAY})
 */
public record TableSetup(List<List<Card>> hands, Card leading, Color activeColor, List<Card> drawPile,
                         List<Card> discardPile, int current, Direction direction, Rest rest,
                         long seed, Map<String, Object> variantFields, List<Card> outOfPlay) {

    /** Where the deck's cards that a setup does not place go. */
    public enum Rest {
        /** Under the listed draw pile, in an order fixed by the seed (scenario files' {@code "rest": "draw"}). */
        DRAW_PILE,
        /** Under the discard pile, in an order fixed by the seed: the draw pile holds exactly the cards listed. */
        DISCARD_PILE,
        /** Out of play for the whole game: both piles hold exactly the cards listed. */
        OUT_OF_PLAY
    }

    /**
     * Copies every list; null lists become empty, a null direction clockwise and a null rest {@link Rest#DRAW_PILE}.
     *
     * @param hands each seat's cards; every hand is copied
     * @param leading the leading card
     * @param activeColor the active colour, or null for the leading card's colour
     * @param drawPile the top of the draw pile, top first; null for none
     * @param discardPile the cards under the leading card, top first; null for none
     * @param current the seat whose turn it is
     * @param direction the direction of play; null for clockwise
     * @param rest where the unplaced cards go; null for under the draw pile
     * @param seed orders the unplaced cards and seeds the game's later shuffles
     * @param variantFields extra fields for the variants' states; null for none
     * @param outOfPlay cards set aside for the whole game; null for none
     */
    public TableSetup {
        hands = hands.stream().map(List::copyOf).toList();
        drawPile = drawPile == null ? List.of() : List.copyOf(drawPile);
        discardPile = discardPile == null ? List.of() : List.copyOf(discardPile);
        direction = direction == null ? Direction.CW : direction;
        rest = rest == null ? Rest.DRAW_PILE : rest;
        variantFields = variantFields == null ? Map.of() : Map.copyOf(variantFields);
        outOfPlay = outOfPlay == null ? List.of() : List.copyOf(outOfPlay);
    }

    /**
     * A setup with no card out of play but those of {@code rest}: the form before cards could be set aside.
     *
     * @param hands each seat's cards; every hand is copied
     * @param leading the leading card
     * @param activeColor the active colour, or null for the leading card's colour
     * @param drawPile the top of the draw pile, top first; null for none
     * @param discardPile the cards under the leading card, top first; null for none
     * @param current the seat whose turn it is
     * @param direction the direction of play; null for clockwise
     * @param restUnderDiscard true to put the unplaced cards under the discard pile, false under the draw pile
     * @param seed orders the unplaced cards and seeds the game's later shuffles
     * @param variantFields extra fields for the variants' states; null for none
     */
    public TableSetup(List<List<Card>> hands, Card leading, Color activeColor, List<Card> drawPile,
                      List<Card> discardPile, int current, Direction direction, boolean restUnderDiscard,
                      long seed, Map<String, Object> variantFields) {
        this(hands, leading, activeColor, drawPile, discardPile, current, direction,
                restUnderDiscard ? Rest.DISCARD_PILE : Rest.DRAW_PILE, seed, variantFields, List.of());
    }

    /**
     * A setup with the given hands and leading card, everything else at its default.
     *
     * @param hands each seat's cards
     * @param leading the leading card
     * @return the setup: seat 0 to play, clockwise, the leading card's colour active, seed 0
     */
    public static TableSetup of(List<List<Card>> hands, Card leading) {
        return new TableSetup(hands, leading, null, List.of(), List.of(), 0, Direction.CW, Rest.DRAW_PILE, 0, Map.of(),
                List.of());
    }

    /** {@return true when the unplaced cards go under the discard pile ({@link Rest#DISCARD_PILE})} */
    public boolean restUnderDiscard() {
        return rest == Rest.DISCARD_PILE;
    }
}
