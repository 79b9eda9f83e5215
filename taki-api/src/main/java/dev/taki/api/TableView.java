package dev.taki.api;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reading a game's table: everything a referee sees. Implemented by {@link GameState} (immutable) and,
 * for variants, by the working table of a move being applied. A player's own view is {@link PlayerView}.
 */
public interface TableView {

    /** {@return the number of players, 2 to 10} */
    int players();

    /**
     * The cards in a seat's hand, in the order they were received.
     *
     * @param seat a seat of the game
     * @return that seat's cards
     */
    List<Card> hand(int seat);

    /**
     * The number of cards in a seat's hand.
     *
     * @param seat a seat of the game
     * @return how many cards that seat holds
     */
    int handSize(int seat);

    /** {@return the card the next play must match: the top of the discard pile below any transparent cards} */
    Card leading();

    /** {@return the colour a card must match} */
    Color activeColor();

    /** {@return the direction of play} */
    Direction direction();

    /** {@return the number of cards in the face-down draw pile} */
    int drawPileSize();

    /** {@return the discard pile, top first (the leading card, or transparent cards on it, first)} */
    List<Card> discardPile();

    /**
     * The cards set aside for the whole game, face up: in no hand and no pile, never drawn, reshuffled or dealt
     * again. Only a table laid out by hand has any ({@link TableSetup#outOfPlay()}, {@link TableSetup.Rest#OUT_OF_PLAY});
     * every physical card of the deck is in a hand, in a pile, or here.
     *
     * @return the cards out of play, in the order they were set aside; empty in a dealt game
     */
    default List<Card> outOfPlay() {
        return List.of();
    }

    /** {@return the seat whose turn it is} */
    int turnOwner();

    /** {@return the seat that must act now: the turn's owner, or a responder in a variant's response window} */
    int toAct();

    /** {@return where the seat to act stands within the turn} */
    Phase phase();

    /**
     * The turn's moves the seat would have if its turn started now: the same table, with that seat the turn's
     * owner and to act at the start of a turn ({@link Phase#TURN}), every rule in play applied. For a rule that
     * lets a seat act as if it were its turn (a jump): its moves are then exactly what the turn would allow, with
     * every other rule's choices and refusals.
     *
     * @param seat any seat of the game
     * @return the moves of that seat's turn, were it to start now, without declarations
     */
    List<Move> movesAtTurnStart(int seat);

    /** {@return the waiting draw count: of a +2, or of a plugin's card that raises one (0 when none waits)} */
    int pendingDraw();

    /** {@return the kind of card whose count is waiting (a +2, or a plugin's); empty when none waits} */
    Optional<CardKind> pendingDrawKind();

    /** {@return the current TAKI run, or an open TAKI, if any} */
    Optional<TakiStatus> taki();

    /**
     * {@return the cards its player has played in the current TAKI run, top first (the top {@code cardsPlayed} of
     * the discard pile); empty without a run}
     */
    default List<Card> runCards() {
        TakiStatus run = taki().orElse(null);
        if (run == null || run.cardsPlayed() == 0) {
            return List.of();
        }
        List<Card> pile = discardPile();
        return pile.subList(0, Math.min(run.cardsPlayed(), pile.size()));
    }

    /** {@return seats that emptied their hand on a +2 whose count is still going round (RULES.md § 7)} */
    List<Integer> pendingWinners();

    /** {@return the round being played: 1 for the first deal, one more for each {@code newRound} of a variant} */
    int round();

    /** {@return true once the game has ended} */
    boolean isOver();

    /** {@return the winners once the game is over: one seat, or several when a variant shares the win} */
    List<Integer> winners();

    /**
     * A variant's own state as JSON-like values (as written to JSON), empty if the variant is not in play or
     * keeps none: for tools, tests and logs. A variant reads its own state typed with {@link #state}.
     *
     * @param variantId the variant's id
     * @return its state by field name, or an empty map
     */
    Map<String, Object> variantState(String variantId);

    /**
     * The typed state a plugin keeps under its id (see {@code dev.taki.api.spi.StateCodec}), empty if it keeps
     * none.
     *
     * @param <S> the type of the state
     * @param id the plugin's id
     * @param type the class of the state, as its {@code StateCodec} reads it
     * @return the state, or empty if the plugin keeps none
     * @throws IllegalArgumentException if the state kept under that id is not of the given type
     */
    <S> Optional<S> state(String id, Class<S> type);

    /**
     * True if the card matches the table by the ordinary rules: the active colour, the leading card's symbol
     * (a Super TAKI leads as a TAKI: RULES.md § 4.6), or colourless.
     *
     * @param card any card
     * @return true if it matches the leading card or the active colour, or is colourless
     */
    default boolean matches(Card card) {
        // the leading card is looked up only when the colour does not settle it: variants call this per card
        // (the base game reads the table once and uses the static form)
        return !card.isColored() || card.colorOrNull() == activeColor() || matchesSymbol(card, leading().kind());
    }

    /**
     * The ordinary matching rule for a coloured or colourless card on a table whose leading card is of kind
     * {@code lead} and whose active colour is {@code active}: the active colour, the leading card's symbol (a
     * Super TAKI leads as a TAKI: RULES.md § 4.6), or colourless. For a table that is not at hand, such as a past
     * one a bot remembers.
     *
     * @param card any card
     * @param lead the kind of the leading card
     * @param active the active colour
     * @return true if the card is colourless, of the active colour, or of the leading card's symbol
     */
    static boolean matches(Card card, CardKind lead, Color active) {
        return !card.isColored() || card.colorOrNull() == active || matchesSymbol(card, lead);
    }

    /** The symbol part of the rule: the leading card's symbol, a Super TAKI leading as a TAKI. */
    private static boolean matchesSymbol(Card card, CardKind lead) {
        return lead == card.kind() || lead == CardKind.SUPER_TAKI && card.kind() == CardKind.TAKI;
    }

    /** {@return the winner when exactly one seat won, or empty} */
    default Optional<Integer> winner() {
        List<Integer> w = winners();
        return w.size() == 1 ? Optional.of(w.get(0)) : Optional.empty();
    }
}
