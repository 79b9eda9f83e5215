package dev.taki.examples.spark;

import dev.taki.api.ConfigurationException;
import dev.taki.api.GameConfig;
import dev.taki.cli.simulate.Simulation;
import dev.taki.cli.simulate.Tally;
import dev.taki.core.VariantCatalog;
import dev.taki.core.config.ConfigFiles;
import org.apache.spark.api.java.JavaSparkContext;

import java.io.Serial;
import java.io.Serializable;
import java.util.List;
import java.util.stream.IntStream;

/**
 * A simulation as a Spark job: what every task needs to play its games, in a form that travels to the executors
 * (the configuration as the JSON of a configuration file, the bots by name), and the job itself.
 *
 * <p>Each task plays one {@link GameRanges range} of games with its own {@link Simulation} and its own bots; game
 * {@code g} is decided by its number alone (seed {@code seed + g}), so the tallies of the ranges, merged in Spark,
 * count exactly what {@code taki simulate} counts for the same games on one machine.
 *
 * @param configJson   the configuration of game 0, as a configuration file in JSON
 * @param bots         the bot of each seat in game 0, as names ({@code random}, {@code heuristic})
 * @param rotate       whether the bots move one seat on every game
 * @param maxDecisions a game still going after this many decisions is stopped and counted unfinished
 */
public record SimulationJob(String configJson, List<String> bots, boolean rotate, int maxDecisions) implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    /**
     * Copies the bot names.
     *
     * @throws NullPointerException for a missing configuration or bot list
     */
    public SimulationJob {
        java.util.Objects.requireNonNull(configJson, "configJson");
        bots = List.copyOf(bots);
    }

    /**
     * The job of a configuration, checked on the driver: the configuration must read back from its JSON as
     * itself, and the bots must fit the seats, so that a task never meets a problem the driver could have seen.
     *
     * @param catalog      the variants the configuration may use (the executors find the same on their class path)
     * @param config       the configuration of game 0
     * @param bots         the bot of each seat, as names
     * @param rotate       whether the bots move one seat on every game
     * @param maxDecisions the decision limit of a game, 1 or more
     * @return the job
     * @throws IllegalArgumentException for an unknown bot, a number of bots that is not the number of seats, a
     *                                  limit below 1, or a configuration that its JSON does not describe exactly
     */
    public static SimulationJob of(VariantCatalog catalog, GameConfig config, List<String> bots, boolean rotate, int maxDecisions) {
        String json = Simulation.configJson(config).toString();
        SimulationJob job = new SimulationJob(json, bots, rotate, maxDecisions);
        Simulation simulation = job.simulation(catalog); // checks the bots and the limit
        if (!simulation.config().equals(config)) {
            throw new IllegalArgumentException("this configuration cannot be sent to a cluster: its JSON " + json
                    + " reads back as " + simulation.config());
        }
        return job;
    }

    /**
     * The simulation this job describes, as a task builds it.
     *
     * @param catalog the variants on this machine's class path
     * @return the simulation of game 0 onwards
     * @throws IllegalArgumentException when the configuration cannot be played with these variants, or for bad bots
     */
    public Simulation simulation(VariantCatalog catalog) {
        GameConfig config;
        try {
            config = ConfigFiles.parseJson(configJson, catalog);
        } catch (ConfigurationException e) {
            throw new IllegalArgumentException("the configuration cannot be played here: " + e.getMessage(), e);
        }
        return new Simulation(catalog, config, bots, rotate, maxDecisions);
    }

    /**
     * Runs the job: one task for each range of games, each playing its range; the tallies merged in Spark (a tree
     * reduction, so the driver receives a few tallies rather than one a task).
     *
     * @param spark the Spark context to run in
     * @param games the number of games, 1 or more; game {@code g} has the seed of game 0 plus {@code g}
     * @param parts the number of tasks, 1 to {@code games}
     * @return the merged tally; its time by the clock is the whole job's, its playing time the tasks' sum
     * @throws IllegalArgumentException for no games, or a number of tasks out of range
     */
    public Tally run(JavaSparkContext spark, long games, int parts) {
        GameRanges ranges = new GameRanges(games, parts);
        long start = System.nanoTime();
        Tally tally = spark.parallelize(IntStream.range(0, parts).boxed().toList(), parts)
                .map(part -> simulation(VariantCatalog.discover()).runRange(ranges.from(part), ranges.to(part)))
                .treeReduce(Tally::merge);
        return tally.withWallNanos(System.nanoTime() - start);
    }
}
