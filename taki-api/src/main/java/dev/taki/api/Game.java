package dev.taki.api;

import java.util.List;

/**
 * The rules of one configuration, resolved: its card kinds, choices and phases — the base game's and those its
 * plugins add — its deck, and how to read its notation. It makes the game's states. Immutable and safe to
 * share between threads; games whose configurations differ only in their seed share their rules.
 */
public interface Game {

    /** The configuration, with editions expanded into their variants. */
    GameConfig config();

    /** Every card of the deck, each physical card once. */
    List<Card> deck();

    /** The number of cards dealt to each player. */
    int handSize();

    /** The notation of this game: its cards (plugins' included) and its kinds of choice. */
    Notation notation();

    /** The phases a seat may be in, the base game's and its plugins'. */
    List<Phase> phases();

    /**
     * Reads a card of this game, plugins' cards included.
     *
     * @throws NotationException quoting the text and saying what was expected
     */
    default Card parseCard(String text) {
        return notation().parseCard(text);
    }

    /**
     * Reads a move of this game, plugins' cards and choices included ({@code play R7 @2}). Whether it is legal is for
     * {@link GameState#apply} to say.
     *
     * @throws NotationException quoting the text and saying what was expected
     */
    default Move parseMove(String text) {
        return notation().parseMove(text);
    }

    /** Deals a new game with the configuration's seed. */
    GameState start();

    /**
     * A game from a table laid out by hand (a rule scenario, a test, a puzzle).
     *
     * @throws ConfigurationException if the setup cannot be played: cards the deck lacks, too many copies, a
     *                                seat out of range…
     */
    GameState start(TableSetup setup);
}
