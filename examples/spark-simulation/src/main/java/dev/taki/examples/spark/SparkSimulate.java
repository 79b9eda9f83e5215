package dev.taki.examples.spark;

import dev.taki.api.GameConfig;
import dev.taki.cli.BotGames;
import dev.taki.cli.GameOptions;
import dev.taki.cli.ReportFormat;
import dev.taki.cli.Seating;
import dev.taki.cli.simulate.Report;
import dev.taki.cli.simulate.Tally;
import dev.taki.core.VariantCatalog;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code taki simulate} as a Spark job: many bot games split into ranges of seeds, one Spark task a range, the
 * statistics merged in Spark, then the report {@code taki simulate} prints for the same games. In-process on
 * {@code local[*]} by default; under {@code spark-submit}, on the master it names.
 */
@Command(name = "taki-spark-simulate", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Plays many bot games as a Spark job, then prints what 'taki simulate' prints for the same games.",
                "Game g (from 0) uses the seed SEED+g, so it is 'taki demo --seed SEED+g' with the same bots."})
public final class SparkSimulate implements Callable<Integer> {

    @Option(names = {"-n", "--games"}, paramLabel = "N", defaultValue = "1000", description = "games to play (default: ${DEFAULT-VALUE})")
    int games;

    @Mixin
    GameOptions game;

    @Mixin
    BotGames botGames;

    @Option(names = "--partitions", paramLabel = "N",
            description = "Spark tasks, each playing one range of seeds (default: 4 for each core Spark has, at most one a game)")
    Integer partitions;

    @Option(names = "--master", paramLabel = "URL",
            description = "the Spark master (default: the one spark-submit gives, else local[*]: every core of this machine)")
    String master;

    @ArgGroup(exclusive = true)
    ReportFormat format = new ReportFormat();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** The Spark context to run in, when the caller has one; null: this command makes one and stops it. */
    private final JavaSparkContext given;

    private SparkSimulate(JavaSparkContext given) {
        this.given = given;
    }

    @Override
    public Integer call() {
        if (games < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--games: expected 1 or more, got " + games);
        }
        int maxDecisions = botGames.maxDecisions(spec.commandLine());
        if (partitions != null && (partitions < 1 || partitions > games)) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--partitions: expected 1 to " + games + " (the number of games), got " + partitions);
        }
        if (given != null && master != null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--master: this run uses a Spark context it was given");
        }
        VariantCatalog catalog = VariantCatalog.discover();
        GameConfig config = game.config(catalog, Seating.players(botGames.bots(), 4));
        SimulationJob job = SimulationJob.of(catalog, config, Seating.names(botGames.bots(), config.players()), botGames.rotate(), maxDecisions);
        JavaSparkContext spark = given != null ? given : start(sparkConf(master));
        try {
            int parts = partitions != null ? partitions : (int) Math.min(games, 4L * spark.defaultParallelism());
            Tally tally = job.run(spark, games, parts);
            Report report = job.simulation(catalog).report(tally);
            PrintWriter out = spec.commandLine().getOut();
            format.print(report, out);
            if (format.text()) { // the table gets one line of Spark's; JSON and CSV stay those of taki simulate
                out.println(String.format(Locale.ROOT, "spark: master %s, %d tasks of about %d games, %.2f s playing in all",
                        spark.master(), parts, games / parts, tally.playNanos() / 1e9));
            }
            return 0;
        } finally {
            if (given == null) {
                spark.stop();
            }
        }
    }

    /** A Spark context of our own; a master Spark cannot use is a bad option, said in one line. */
    private static JavaSparkContext start(SparkConf conf) {
        try {
            return new JavaSparkContext(conf);
        } catch (Exception e) { // Spark's own SparkException among them
            throw new IllegalArgumentException("cannot start Spark on the master " + conf.get("spark.master") + ": " + e.getMessage(), e);
        }
    }

    /**
     * The configuration of a Spark context of our own: the master asked for, else the one {@code spark-submit}
     * set, else every core of this machine. A local run needs no web UI and stays on the loopback address.
     */
    static SparkConf sparkConf(String master) {
        SparkConf conf = new SparkConf().setAppName("taki simulate");
        if (master != null) {
            conf.setMaster(master);
        } else if (!conf.contains("spark.master")) {
            conf.setMaster("local[*]");
        }
        if (conf.get("spark.master").startsWith("local")) {
            conf.setIfMissing("spark.ui.enabled", "false");
            conf.setIfMissing("spark.driver.host", "127.0.0.1");
            conf.setIfMissing("spark.driver.bindAddress", "127.0.0.1");
        }
        return conf;
    }

    /**
     * Runs a command line and returns its exit status: 0 on success, 2 for a usage or input error (reported on
     * {@code err} as one line {@code taki-spark-simulate: …}).
     *
     * @param spark the Spark context to run in (its master is the run's), or null to make one from the options
     * @param out   where the report goes
     * @param err   where errors go
     * @param args  the options
     * @return the exit status
     */
    public static int run(JavaSparkContext spark, PrintWriter out, PrintWriter err, String... args) {
        CommandLine cl = new CommandLine(new SparkSimulate(spark));
        cl.setOut(out);
        cl.setErr(err);
        cl.setExecutionExceptionHandler((e, line, parsed) -> {
            out.flush();
            line.getErr().println("taki-spark-simulate: " + describe(e));
            return 2;
        });
        cl.setParameterExceptionHandler((e, a) -> {
            e.getCommandLine().getErr().println("taki-spark-simulate: " + e.getMessage().replaceFirst("^Error: ", "")
                    + " (see --help)");
            return 2;
        });
        try {
            return cl.execute(args);
        } finally {
            out.flush();
            err.flush();
        }
    }

    /** One line for an error: the message of an expected one, the kind and message of an unexpected one. */
    private static String describe(Exception e) {
        if (e instanceof IllegalArgumentException && e.getMessage() != null) {
            return e.getMessage();
        }
        return "unexpected " + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }

    /**
     * The program's entry point, for {@code java} and {@code spark-submit} alike.
     *
     * @param args the options ({@code --help} lists them)
     */
    public static void main(String[] args) {
        int status = run(null, new PrintWriter(System.out, true), new PrintWriter(System.err, true), args);
        System.exit(status);
    }
}
