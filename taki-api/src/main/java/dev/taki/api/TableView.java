package dev.taki.api;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reading a game's table: everything a referee sees. Implemented by {@link GameState} (immutable) and,
 * for variants, by the working table of a move being applied. A player's own view is {@link PlayerView}.
 */
public interface TableView {

    /** The number of players, 2 to 10. */
    int players();

    /** The cards in a seat's hand, in the order they were received. */
    List<Card> hand(int seat);

    /** The number of cards in a seat's hand. */
    int handSize(int seat);

    /** The card the next play must match: the top of the discard pile below any transparent cards. */
    Card leading();

    /** The colour a card must match. */
    Color activeColor();

    /** The direction of play. */
    Direction direction();

    /** The number of cards in the face-down draw pile. */
    int drawPileSize();

    /** The discard pile, top first (the leading card, or transparent cards on it, first). */
    List<Card> discardPile();

    /** The seat whose turn it is. */
    int turnOwner();

    /** The seat that must act now: the turn's owner, or a responder in a variant's response window. */
    int toAct();

    /** Where the seat to act stands within the turn. */
    Phase phase();

    /** The waiting +2 count (0 when no +2 is active). */
    int pendingDraw();

    /** The current TAKI run, or an open TAKI, if any. */
    Optional<TakiStatus> taki();

    /** Seats that emptied their hand on a +2 whose count is still going round (RULES.md § 7). */
    List<Integer> pendingWinners();

    /** The round being played: 1 for the first deal, one more for each {@code newRound} of a variant. */
    int round();

    /** True once the game has ended. */
    boolean isOver();

    /** The winners once the game is over: one seat, or several when a variant shares the win. */
    List<Integer> winners();

    /**
     * A variant's own state (JSON-like values), empty if the variant is not in play or keeps none.
     */
    Map<String, Object> variantState(String variantId);

    /** True if the card matches the table by the ordinary rules: active colour, same symbol, or colourless. */
    default boolean matches(Card card) {
        if (!card.isColored()) {
            return true;
        }
        if (card.colorOrNull() == activeColor()) {
            return true;
        }
        Card lead = leading();
        return lead.isColored() && lead.kind() == card.kind();
    }

    /** The winner when exactly one seat won, or empty. */
    default Optional<Integer> winner() {
        List<Integer> w = winners();
        return w.size() == 1 ? Optional.of(w.get(0)) : Optional.empty();
    }
}
