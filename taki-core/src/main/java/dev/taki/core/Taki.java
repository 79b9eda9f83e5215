package dev.taki.core;

import dev.taki.api.ConfigurationException;
import dev.taki.api.Game;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.TableSetup;

/**
 * Where games begin. {@code Taki.newGame(GameConfig.of(4, 42))} deals a 4-player base game; variants
 * named in the configuration are found on the class path, or in a {@link VariantCatalog} you pass.
 */
public final class Taki {
    private Taki() {
    }

    /**
     * Deals a new game.
     *
     * @param config players, seed, first player, direction and variants
     * @return the first state
     * @throws ConfigurationException listing every problem of the configuration
     */
    public static GameState newGame(GameConfig config) {
        return newGame(config, VariantCatalog.discover());
    }

    /**
     * Deals a new game whose variants come from the given catalog.
     *
     * @param config players, seed, first player, direction and variants
     * @param catalog where the configuration's variants are looked up
     * @return the first state
     * @throws ConfigurationException listing every problem of the configuration
     */
    public static GameState newGame(GameConfig config, VariantCatalog catalog) {
        return catalog.game(config).start();
    }

    /**
     * The rules of a configuration with the variants on the class path: its cards, notation and phases; it
     * makes states ({@link Game#start()}).
     *
     * @param config players, seed, first player, direction and variants
     * @return its rules
     * @throws ConfigurationException listing every problem of the configuration
     */
    public static Game game(GameConfig config) {
        return VariantCatalog.discover().game(config);
    }

    /**
     * A game from a table laid out by hand (a rule scenario, a test, a puzzle).
     *
     * @param config players, seed, first player, direction and variants
     * @param setup the table: hands, piles, the seat to play
     * @return the first state, on that table
     * @throws ConfigurationException if the configuration or the setup cannot be played — cards the deck
     *                                lacks, too many copies, a seat out of range…
     */
    public static GameState fromSetup(GameConfig config, TableSetup setup) {
        return fromSetup(config, setup, VariantCatalog.discover());
    }

    /**
     * A game from a table laid out by hand, with variants from the given catalog.
     *
     * @param config players, seed, first player, direction and variants
     * @param setup the table: hands, piles, the seat to play
     * @param catalog where the configuration's variants are looked up
     * @return the first state, on that table
     */
    public static GameState fromSetup(GameConfig config, TableSetup setup, VariantCatalog catalog) {
        return catalog.game(config).start(setup);
    }
}
