package dev.taki.cli.compare;

import dev.taki.cli.simulate.Tally;
import dev.taki.core.VariantCatalog;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntConsumer;

/**
 * Several configurations played over the same seeds by the same bots, each at one or more numbers of players:
 * the games of each are those of {@code taki simulate} with the same options, so each column of a comparison can
 * be checked alone. The counts do not depend on the order the configurations are given in, nor on the threads.
 *
 * @param settings what every configuration shared
 * @param results  each configuration's games, in the order given
 */
public record Comparison(Settings settings, List<Result> results) {

    /**
     * What every configuration of a comparison shares.
     *
     * @param games        the games of each configuration
     * @param seed         the seed of game 0 (game g has seed + g)
     * @param players      the numbers of players each configuration is played at
     * @param bots         the bots as given: one name a seat, or one name for every seat
     * @param rotate       whether the bots moved one seat on every game
     * @param maxDecisions the decision limit of a game
     * @param batchGames   the games each configuration plays in turn before the next one's (the timing's batches)
     * @param timed        whether the speed is measured: then every configuration first plays a batch that is not
     *                     counted, to warm up
     */
    public record Settings(int games, long seed, List<Integer> players, List<String> bots, boolean rotate, int maxDecisions,
                           int batchGames, boolean timed) {
        /**
         * Checks and copies.
         *
         * @param games        the games of each configuration, 1 or more
         * @param seed         the seed of game 0
         * @param players      the numbers of players; copied, at least one
         * @param bots         the bots; copied
         * @param rotate       whether the bots rotate
         * @param maxDecisions the decision limit of a game
         * @param batchGames   the games of a batch, 1 or more
         * @param timed        whether the speed is measured
         * @throws IllegalArgumentException for no games, no number of players or batches of no games
         */
        public Settings {
            players = List.copyOf(players);
            bots = List.copyOf(bots);
            if (games < 1) {
                throw new IllegalArgumentException("games: expected 1 or more, got " + games);
            }
            if (players.isEmpty()) {
                throw new IllegalArgumentException("players: expected at least one number of players");
            }
            if (batchGames < 1) {
                throw new IllegalArgumentException("batchGames: expected 1 or more, got " + batchGames);
            }
        }

        /** {@return the games of warm-up each configuration plays before it is timed (none when not timed)} */
        public int warmUpGames() {
            return timed ? Math.min(games, batchGames) : 0;
        }
    }

    /**
     * One configuration's games.
     *
     * @param contender the configuration, for its number of players
     * @param seatBots  the bot of each seat in game 0, by name
     * @param tally     its games' totals, as {@code taki simulate} counts them
     * @param sums      its games' sums, for win shares and intervals
     * @param timing    its speed, or null when not timed
     */
    public record Result(Contender contender, List<String> seatBots, Tally tally, GameSums sums, Timing timing) {
        /**
         * Copies the bots.
         *
         * @param contender the configuration
         * @param seatBots  the bot of each seat; copied
         * @param tally     its games' totals
         * @param sums      its games' sums
         * @param timing    its speed, or null
         */
        public Result {
            seatBots = List.copyOf(seatBots);
        }

        /** {@return the number of players} */
        public int players() {
            return contender.config().players();
        }
    }

    /**
     * Copies the results.
     *
     * @param settings what every configuration shared
     * @param results  each configuration's games; copied
     */
    public Comparison {
        results = List.copyOf(results);
    }

    /**
     * Plays every configuration's games: in batches of {@code settings.batchGames()} games: in each turn every
     * configuration plays its next batch, the first one further along every turn (after a warm-up batch of each,
     * when timed).
     *
     * @param catalog    the variants the configurations may use
     * @param contenders the configurations, each for one of the settings' numbers of players, with names distinct
     *                   among those for the same number
     * @param settings   the games, seeds, players and bots they share
     * @param threads    the threads that play side by side, 1 or more
     * @param progress   told the games done so far over all configurations, warm-up included (may be null)
     * @return the comparison
     * @throws IllegalArgumentException for no configuration, two with one name and number of players, a
     *                                  configuration for a number of players not in the settings, or bots that do
     *                                  not fit the seats
     * @throws IllegalStateException    when a bot makes an illegal move
     */
    public static Comparison run(VariantCatalog catalog, List<Contender> contenders, Settings settings, int threads,
                                 IntConsumer progress) {
        if (contenders.isEmpty()) {
            throw new IllegalArgumentException("nothing to compare: give configurations with --variant, --edition or --config");
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads: expected 1 or more, got " + threads);
        }
        Set<String> names = new HashSet<>();
        for (Contender c : contenders) {
            int players = c.config().players();
            if (!names.add(c.name() + "\n" + players)) {
                throw new IllegalArgumentException("two configurations are named '" + c.name() + "': name them NAME=…");
            }
            if (!settings.players().contains(players)) {
                throw new IllegalArgumentException("configuration '" + c.name() + "' is for " + players
                        + " players, the comparison for " + settings.players());
            }
        }
        List<Result> results = new ArrayList<>();
        for (Schedule.Played p : Schedule.play(catalog, contenders, settings, threads, progress)) {
            results.add(new Result(p.contender(), p.seatBots(), p.tally(), p.sums(), p.timing()));
        }
        return new Comparison(settings, results);
    }

    /** {@return the total of games the progress counts: every configuration's games and warm-up} */
    public static long progressTotal(int contenders, Settings settings) {
        return (long) contenders * (settings.games() + settings.warmUpGames());
    }
}
