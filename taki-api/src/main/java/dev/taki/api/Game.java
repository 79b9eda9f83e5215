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
     *                                seat out of range…
     */
    GameState start(TableSetup setup);
}
