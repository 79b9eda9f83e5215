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

import scala.Tuple2;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code taki simulate} as a Spark job: many bot games split into ranges of seeds, one Spark task a range, the
 * statistics merged in Spark, then the report {@code taki simulate} prints for the same games. In-process on
 * {@code local[*]} by default; under {@code spark-submit}, on the master it names.
 *
 * <p>On a cluster the job first waits for the executors to register ({@link ExecutorTarget} says which), so that the
 * number of tasks follows their cores ({@link TaskCount}) and the simulation's time leaves out their start-up; the
 * report gives both times ({@link SparkRun}). Spark's own log is kept to warnings ({@link SparkLogLevel}).
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
            description = "Spark tasks, each playing one range of seeds (default: spark.default.parallelism if set, else 4 for each"
                    + " core of the executors registered; at most one a game)")
    Integer partitions;

    @Option(names = "--master", paramLabel = "URL",
            description = "the Spark master (default: the one spark-submit gives, else local[*]: every core of this machine)")
    String master;

    @Option(names = "--conf", paramLabel = "KEY=VALUE",
            description = "a Spark setting, as spark-submit's --conf (repeatable), for example spark.default.parallelism=64")
    Map<String, String> conf = new LinkedHashMap<>();

    @Option(names = "--executor-wait", paramLabel = "SECONDS", defaultValue = "120",
            description = "the longest to wait for the executors to register before playing (default: ${DEFAULT-VALUE};"
                    + " 0: play on those registered at once)")
    int executorWait;

    @Option(names = "--log-level", paramLabel = "LEVEL",
            description = "how much of Spark's own log to print: ${COMPLETION-CANDIDATES} (default: WARN)")
    SparkLogLevel logLevel;

    @ArgGroup(exclusive = true)
    ReportFormat format = new ReportFormat();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private static final String DEFAULT_PARALLELISM = "spark.default.parallelism";
    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** The Spark context to run in, when the caller has one; null: this command makes one and stops it. */
    private final JavaSparkContext given;

    private SparkSimulate(JavaSparkContext given) {
        this.given = given;
    }

    @Override
    public Integer call() throws InterruptedException {
        CommandLine cl = spec.commandLine();
        if (games < 1) {
            throw new CommandLine.ParameterException(cl, "--games: expected 1 or more, got " + games);
        }
        int maxDecisions = botGames.maxDecisions(cl);
        if (partitions != null && (partitions < 1 || partitions > games)) {
            throw new CommandLine.ParameterException(cl,
                    "--partitions: expected 1 to " + games + " (the number of games), got " + partitions);
        }
        if (executorWait < 0) {
            throw new CommandLine.ParameterException(cl, "--executor-wait: expected 0 or more seconds, got " + executorWait);
        }
        conf.forEach((key, value) -> {
            if (!key.startsWith("spark.")) {
                throw new CommandLine.ParameterException(cl, "--conf: expected a Spark setting spark.KEY=VALUE, got " + key + "=" + value);
            }
        });
        if (given != null) {
            for (String option : List.of("--master", "--conf", "--log-level")) {
                if (cl.getParseResult().hasMatchedOption(option)) {
                    throw new CommandLine.ParameterException(cl, option + ": this run uses a Spark context it was given");
                }
            }
        }
        VariantCatalog catalog = VariantCatalog.discover();
        GameConfig config = game.config(catalog, Seating.players(botGames.bots(), 4));
        SimulationJob job = SimulationJob.of(catalog, config, Seating.names(botGames.bots(), config.players()), botGames.rotate(), maxDecisions);
        if (given == null) {
            (logLevel == null ? SparkLogLevel.WARN : logLevel).apply(); // before Spark says anything
        }
        SparkConf sparkConf = given != null ? given.getConf() : sparkConf(master, conf);
        Integer defaultParallelism = TaskCount.parallelism(sparkConf.contains(DEFAULT_PARALLELISM) ? sparkConf.get(DEFAULT_PARALLELISM) : null);
        long contextStarts = System.nanoTime();
        JavaSparkContext spark = given != null ? given : start(sparkConf);
        long contextNanos = given == null ? System.nanoTime() - contextStarts : 0;
        try {
            ExecutorTarget target = ExecutorTarget.of(spark.master(), settings(spark.getConf()));
            long waitStarts = System.nanoTime();
            ExecutorWait.Registered registered = ExecutorWait.await(spark, target, Duration.ofSeconds(executorWait));
            long waitNanos = System.nanoTime() - waitStarts;
            if (!registered.complete()) {
                cl.getErr().println(String.format(Locale.ROOT,
                        "taki-spark-simulate: after %d s (--executor-wait), %d executors of %d cores in all have registered,"
                                + " short of %s; playing on those", executorWait, registered.executors(), registered.cores(), target.describe()));
                cl.getErr().flush();
            }
            TaskCount tasks = TaskCount.of(partitions, defaultParallelism, registered.cores(), games);
            Tally tally = job.run(spark, games, tasks.tasks());
            Report report = job.simulation(catalog).report(tally);
            SparkRun run = new SparkRun(spark.master(), target.inProcess(), registered.executors(), registered.cores(), tasks, games,
                    contextNanos, waitNanos, tally.wallNanos(), tally.playNanos());
            print(report, run, cl.getOut(), cl.getParseResult().hasMatchedOption("--json"));
            return 0;
        } finally {
            if (given == null) {
                spark.stop();
            }
        }
    }

    /**
     * Prints the report: the table of {@code taki simulate} and two lines of Spark's figures; its JSON with the
     * object {@code spark} added; or its CSV as it is (one row a seat and bot, no place for the figures).
     */
    private void print(Report report, SparkRun run, PrintWriter out, boolean json) {
        if (json) {
            StringWriter simulateJson = new StringWriter();
            report.json(new PrintWriter(simulateJson));
            ObjectNode root = (ObjectNode) JSON.readTree(simulateJson.toString());
            root.set("spark", run.json());
            out.println(JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root));
            return;
        }
        format.print(report, out);
        if (format.text()) {
            run.text(out);
        }
    }

    private static Map<String, String> settings(SparkConf conf) {
        Map<String, String> settings = new HashMap<>();
        for (Tuple2<String, String> setting : conf.getAll()) {
            settings.put(setting._1(), setting._2());
        }
        return settings;
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
     * The configuration of a Spark context of our own: the settings given, the master asked for, else the one
     * {@code spark-submit} set, else every core of this machine. An in-process run needs no web UI and stays on the
     * loopback address.
     */
    static SparkConf sparkConf(String master, Map<String, String> settings) {
        SparkConf conf = new SparkConf().setAppName("taki simulate");
        settings.forEach(conf::set);
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
     * {@code err} as one line {@code taki-spark-simulate: …}). A run that had to start playing before all the
     * executors it waited for had registered says so on {@code err}, in one such line, and succeeds.
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
        cl.setCaseInsensitiveEnumValuesAllowed(true);
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
