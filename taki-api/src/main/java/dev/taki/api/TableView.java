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

    /** The waiting draw count: of a +2, or of a plugin's card that raises one (0 when none waits). */
    int pendingDraw();

    /** The kind of card whose count is waiting (a +2, or a plugin's); empty when none waits. */
    Optional<CardKind> pendingDrawKind();

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
     * A variant's own state as JSON-like values (as written to JSON), empty if the variant is not in play or
     * keeps none: for tools, tests and logs. A variant reads its own state typed with {@link #state}.
     */
    Map<String, Object> variantState(String variantId);

    /**
     * The typed state a plugin keeps under its id (see {@code dev.taki.api.spi.StateCodec}), empty if it keeps
     * none.
     *
     * @throws IllegalArgumentException if the state kept under that id is not of the given type
     */
    <S> Optional<S> state(String id, Class<S> type);

    /**
     * True if the card matches the table by the ordinary rules: the active colour, the leading card's symbol
     * (a Super TAKI leads as a TAKI: RULES.md § 4.6), or colourless.
     */
    default boolean matches(Card card) {
        if (!card.isColored()) {
            return true;
        }
        if (card.colorOrNull() == activeColor()) {
            return true;
        }
        CardKind lead = leading().kind();
        return lead == card.kind() || lead == CardKind.SUPER_TAKI && card.kind() == CardKind.TAKI;
    }

    /** The winner when exactly one seat won, or empty. */
    default Optional<Integer> winner() {
        List<Integer> w = winners();
        return w.size() == 1 ? Optional.of(w.get(0)) : Optional.empty();
    }
}
