package dev.taki.api;

import java.util.List;

/**
 * The rules of one configuration, resolved: its card kinds, choices and phases — the base game's and those its
 * plugins add — its deck, and how to read its notation. It makes the game's states. Immutable and safe to
 * share between threads; games whose configurations differ only in their seed share their rules.
 */
public interface Game {

    /** {@return the configuration, with editions expanded into their variants} */
    GameConfig config();

    /** {@return every card of the deck, each physical card once} */
    List<Card> deck();

    /** {@return the number of cards dealt to each player} */
    int handSize();

    /** {@return the notation of this game: its cards (plugins' included) and its kinds of choice} */
    Notation notation();

    /** {@return the phases a seat may be in, the base game's and its plugins'} */
    List<Phase> phases();

    /**
     * {@return true if a rule in play may offer seats moves beside their turn's ({@code Rules.interjections}): moves
     * out of turn, such as a jump or a catch} What the rules are is public, so a server may act on it (let bots wait
     * for people) without telling anyone what a seat holds, as asking whether one seat has a move would.
     */
    default boolean offersInterjections() {
        return false;
    }

    /**
     * Reads a card of this game, plugins' cards included.
     *
     * @param text a card in notation
     * @return the card it names
     * @throws NotationException quoting the text and saying what was expected
     */
    default Card parseCard(String text) {
        return notation().parseCard(text);
    }

    /**
     * Reads a move of this game, plugins' cards and choices included ({@code play R7 @2}). Whether it is legal is for
     * {@link GameState#apply} to say.
     *
     * @param text a move in notation
     * @return the move it names
     * @throws NotationException quoting the text and saying what was expected
     */
    default Move parseMove(String text) {
        return notation().parseMove(text);
    }

    /**
     * Deals a new game with the configuration's seed.
     *
     * @return the first state: the cards dealt, the leading card turned up, the first player to act
     */
    GameState start();

    /**
     * A game from a table laid out by hand (a rule scenario, a test, a puzzle).
     *
     * @param setup the table: hands, piles, the seat to play
     * @return the first state, on that table
     * @throws ConfigurationException if the setup cannot be played: cards the deck lacks, too many copies, a
     *                                seat out of range, a variant field that no variant in play reads…
     */
    GameState start(TableSetup setup);

    /**
     * A full state that agrees with everything a seat's view shows, with the cards hidden from that seat placed
     * as given: a determinization, for a bot that searches by playing forward on the tables the view allows.
     * Everything else comes from the view: the discard pile (the transparent cards on the leading card
     * included), the colour, direction, turn, phase, waiting count (of the leading card's kind), TAKI run,
     * winners (seats with an empty hand in a game not over are the ones whose win waits on a count, the first to
     * have emptied it taken as the farthest back in turn order from the seat to act), round,
     * the move count (its version) and the plugins' states — read from their public part when every player sees
     * them whole, else made by the plugin's {@link dev.taki.api.spi.StateCodec#guessHidden} from that part and
     * the guessed table.
     *
     * <p>The view of the state made, for the view's seat, equals {@code view}: that is checked, and so a view
     * that is not of this game, or hands that contradict it, are refused.
     *
     * @param view  a seat's view of a game with these rules (a spectator's view, seat -1, places every hand)
     * @param hands every seat's hand in the order received, the view's own at its seat, each of the size the
     *              view gives
     * @param drawPile the draw pile, top first, of the view's {@code drawPileSize}
     * @param seed  the state of the game's random source from here on: it orders the later reshuffles
     * @return the state
     * @throws ConfigurationException naming each field that is wrong: hands or piles of the wrong size, cards
     *                                that are not exactly the deck less the cards the view shows, a plugin state
     *                                whose hidden part its plugin gives no way to guess, a view that the state
     *                                made would not show
     */
    GameState resume(PlayerView view, List<List<Card>> hands, List<Card> drawPile, long seed);
}
