package dev.taki.core;

import dev.taki.api.ConfigurationException;
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
     * @throws ConfigurationException listing every problem of the configuration
     */
    public static GameState newGame(GameConfig config) {
        return newGame(config, VariantCatalog.discover());
    }

    /**
     * Deals a new game whose variants come from the given catalog.
     *
     * @throws ConfigurationException listing every problem of the configuration
     */
    public static GameState newGame(GameConfig config, VariantCatalog catalog) {
        Ruleset rules = catalog.resolve(config);
        TableData d = new TableData(config.players());
        d.rng = config.seed();
        Dealer.deal(d, rules, config.firstPlayer());
        initVariantStates(d, rules, java.util.Map.of());
        return new State(d, rules);
    }

    /**
     * A game from a table laid out by hand (a rule scenario, a test, a puzzle).
     *
     * @throws ConfigurationException if the configuration or the setup cannot be played — cards the deck
     *                                lacks, too many copies, a seat out of range…
     */
    public static GameState fromSetup(GameConfig config, TableSetup setup) {
        return fromSetup(config, setup, VariantCatalog.discover());
    }

    /** A game from a table laid out by hand, with variants from the given catalog. */
    public static GameState fromSetup(GameConfig config, TableSetup setup, VariantCatalog catalog) {
        Ruleset rules = catalog.resolve(config);
        TableData d = SetupLayout.lay(rules, setup);
        initVariantStates(d, rules, setup.variantFields());
        return new State(d, rules);
    }

    private static void initVariantStates(TableData d, Ruleset rules, java.util.Map<String, Object> fields) {
        java.util.List<String> problems = new java.util.ArrayList<>();
        for (Ruleset.Hooks h : rules.hooks) {
            try {
                java.util.Map<String, Object> s = h.rules().initialState(d.players(), fields);
                if (!s.isEmpty()) {
                    d.variantStates.put(h.id(), JsonLike.freeze(h.id(), s));
                }
            } catch (IllegalArgumentException e) {
                problems.add(h.id() + ": " + e.getMessage());
            }
        }
        if (!problems.isEmpty()) {
            throw new ConfigurationException(problems);
        }
    }
}
