package dev.taki.cli.compare;

import dev.taki.cli.simulate.Simulation;
import dev.taki.cli.simulate.Tally;
import dev.taki.core.VariantCatalog;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntConsumer;

/**
 * Several configurations played over the same seeds by the same bots: the games of each configuration are
 * those of {@code taki simulate} with the same options, so each column of a comparison can be checked alone.
 *
 * @param settings what every configuration shared
 * @param results  each configuration's tally, in the order given
 */
public record Comparison(Settings settings, List<Result> results) {

    /**
     * What every configuration of a comparison shares.
     *
     * @param games        the games of each configuration
     * @param seed         the seed of game 0 (game g has seed + g)
     * @param players      the number of players
     * @param bots         the bot of each seat, by name
     * @param rotate       whether the bots moved one seat on every game
     * @param maxDecisions the decision limit of a game
     */
    public record Settings(int games, long seed, int players, List<String> bots, boolean rotate, int maxDecisions) {
        /**
         * Copies the bots.
         *
         * @param games        the games of each configuration
         * @param seed         the seed of game 0
         * @param players      the number of players
         * @param bots         the bot of each seat, by name; copied
         * @param rotate       whether the bots rotate
         * @param maxDecisions the decision limit of a game
         */
        public Settings {
            bots = List.copyOf(bots);
        }
    }

    /**
     * One configuration's games.
     *
     * @param contender the configuration
     * @param tally     its games' totals
     */
    public record Result(Contender contender, Tally tally) {
    }

    /**
     * Copies the results.
     *
     * @param settings what every configuration shared
     * @param results  each configuration's tally; copied
     */
    public Comparison {
        results = List.copyOf(results);
    }

    /**
     * Plays every configuration's games.
     *
     * @param catalog    the variants the configurations may use
     * @param contenders the configurations, with distinct names
     * @param settings   the games, seeds, players and bots they share
     * @param threads    the threads that play side by side
     * @param progress   told the games done so far over all configurations (may be null)
     * @return the comparison
     * @throws IllegalArgumentException for no configuration, two with one name, or a configuration for another
     *                                  number of players
     */
    public static Comparison run(VariantCatalog catalog, List<Contender> contenders, Settings settings, int threads,
                                 IntConsumer progress) {
        if (contenders.isEmpty()) {
            throw new IllegalArgumentException("nothing to compare: give configurations with --variant, --edition or --config");
        }
        Set<String> names = new HashSet<>();
        for (Contender c : contenders) {
            if (!names.add(c.name())) {
                throw new IllegalArgumentException("two configurations are named '" + c.name() + "': name them NAME=…");
            }
            if (c.config().players() != settings.players()) {
                throw new IllegalArgumentException("configuration '" + c.name() + "' is for " + c.config().players()
                        + " players, the comparison for " + settings.players());
            }
        }
        List<Simulation> simulations = new ArrayList<>();
        for (Contender c : contenders) {
            simulations.add(new Simulation(catalog, c.config().withSeed(settings.seed()), settings.bots(), settings.rotate(),
                    settings.maxDecisions()));
        }
        List<Result> results = new ArrayList<>();
        for (int i = 0; i < contenders.size(); i++) {
            int before = i * settings.games();
            IntConsumer done = progress == null ? null : n -> progress.accept(before + n);
            results.add(new Result(contenders.get(i), simulations.get(i).run(settings.games(), threads, done, null)));
        }
        return new Comparison(settings, results);
    }
}
