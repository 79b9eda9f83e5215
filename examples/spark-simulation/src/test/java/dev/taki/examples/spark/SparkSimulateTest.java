package dev.taki.examples.spark;

import dev.taki.bots.Bots;
import dev.taki.cli.simulate.Tally;
import dev.taki.core.VariantCatalog;
import dev.taki.core.config.ConfigFiles;
import dev.taki.examples.spark.SimulateReports.Run;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static dev.taki.examples.spark.SimulateReports.sparkSimulate;
import static dev.taki.examples.spark.SimulateReports.takiSimulate;
import static dev.taki.examples.spark.SimulateReports.withoutTimes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Spark job counts exactly what {@code taki simulate} counts for the same seeds and bots: the same JSON, the
 * timing fields aside, and the same tally to the last histogram bucket. One local Spark context of two cores
 * serves the whole class.
 */
class SparkSimulateTest {
    private static JavaSparkContext spark;

    @BeforeAll
    static void startSpark() {
        spark = new JavaSparkContext(SparkSimulate.sparkConf("local[2]", Map.of()));
    }

    @AfterAll
    static void stopSpark() {
        spark.stop();
    }

    @Test
    void theBaseGameGivesWhatTakiSimulateGives() {
        JsonNode json = sameAsTakiSimulate("-n", "2000", "--seed", "7", "--bots", "heuristic,random,random,random");
        assertEquals("heuristic", json.get("seats").get(0).get("bot").asString());
        assertEquals(2000, json.get("seats").get(0).get("wins").asLong() + json.get("seats").get(1).get("wins").asLong()
                + json.get("seats").get(2).get("wins").asLong() + json.get("seats").get(3).get("wins").asLong(),
                "one winner a game");
    }

    @Test
    void anEditionGivesWhatTakiSimulateGives() {
        JsonNode json = sameAsTakiSimulate("-n", "2000", "--seed", "300", "--players", "5", "--variant", "edition-2015",
                "--bots", "heuristic");
        assertEquals("plus-three-card", json.get("config").get("variants").get(0).asString(), json.toString());
    }

    @Test
    void aConfigurationFileWithRotatingMixedBotsGivesWhatTakiSimulateGives(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("game.json");
        Files.writeString(file, """
                {"players": 3, "seed": 500, "firstPlayer": 1, "direction": "ccw", "edition": "classic",
                 "variants": [{"id": "penalty-scoring", "rounds": 2}]}""");
        JsonNode json = sameAsTakiSimulate("-n", "2000", "--config", file.toString(), "--bots", "heuristic,random,random", "--rotate");
        for (JsonNode seat : json.get("seats")) {
            assertTrue(seat.get("bot").isNull(), "rotating, no seat kept one bot: " + seat);
        }
        assertEquals("ccw", json.get("config").get("direction").asString());
    }

    @Test
    void theMergedTallyOfTheTasksIsTheTallyOfOneThreadToTheLastBucket() {
        VariantCatalog catalog = VariantCatalog.discover();
        SimulationJob job = SimulationJob.of(catalog, ConfigFiles.parseJson("""
                {"players": 4, "seed": 90, "variants": ["permissive-plus"]}""", catalog),
                List.of("random", "heuristic", "random", "heuristic"), true, 100_000);
        Tally onSpark = job.run(spark, 1500, 6);
        Tally oneThread = job.simulation(catalog).run(1500, 1, null, null);
        assertEquals(1500, onSpark.games());
        assertTrue(oneThread.sameCounts(onSpark), "every count, to the last bucket of both histograms");
        assertFalse(oneThread.sameCounts(job.simulation(catalog).run(1499, 1, null, null)), "one game fewer is another tally");
        assertEquals(List.of("random", "heuristic"), onSpark.bots(), "bots in the order of their first seat, as one thread has them");
    }

    @Test
    void badOptionsGetOneLineAndChangeNothing() {
        assertError("taki-spark-simulate: --partitions: expected 1 to 10 (the number of games), got 11 (see --help)",
                "-n", "10", "--partitions", "11");
        assertError("taki-spark-simulate: --games: expected 1 or more, got 0 (see --help)", "-n", "0");
        assertError("taki-spark-simulate: --bots names 2 bots for 4 seats: name one bot for every seat, or one bot for all"
                + " (known bots: " + String.join(", ", Bots.names()) + ")", "--players", "4", "--bots", "heuristic,random");
        assertTrue(run("--variant", "no-such").err().startsWith("taki-spark-simulate: this game cannot be played: "));
        assertError("taki-spark-simulate: --executor-wait: expected 0 or more seconds, got -1 (see --help)", "--executor-wait", "-1");
        assertError("taki-spark-simulate: --conf: expected a Spark setting spark.KEY=VALUE, got cores=4 (see --help)", "--conf", "cores=4");
        Run ownSpark = sparkSimulate(null, "--master", "local[1]", "--conf", "spark.default.parallelism=0"); // said before Spark starts
        assertEquals(new Run(2, "", "taki-spark-simulate: spark.default.parallelism: expected a whole number 1 or more, got '0'"),
                new Run(ownSpark.status(), ownSpark.out(), ownSpark.err().strip()));
        for (String[] args : List.of(new String[]{"--master", "local[1]"}, new String[]{"--conf", "spark.cores.max=4"},
                new String[]{"--log-level", "info"})) {
            assertError("taki-spark-simulate: " + args[0] + ": this run uses a Spark context it was given (see --help)", args);
        }
    }

    @Test
    void withoutPartitionsTheTasksAreFourForEachCore() {
        Run r = run("-n", "100", "--seed", "3");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("spark: master local[2], in-process, 2 cores, 8 tasks (4 a core) of about 12 games", lines.get(lines.size() - 2));
        assertTrue(lines.get(lines.size() - 1).matches("spark: start-up [0-9.]+ s \\(context given, executors registering [0-9.]+ s\\),"
                + " then simulation [0-9.]+ s \\(the speed above\\), [0-9.]+ s playing in all"), lines.get(lines.size() - 1));
        assertTrue(lines.get(lines.size() - 3).startsWith("speed: 100 games in "), r.out());
    }

    /**
     * Runs both commands with the same options and JSON output, the Spark job on 7 tasks; asserts they agree but
     * for the times, and that the job's figures say where it ran.
     */
    private static JsonNode sameAsTakiSimulate(String... options) {
        ObjectNode expected = takiSimulate(List.of(options));
        List<String> args = new ArrayList<>(List.of(options));
        args.addAll(List.of("--json", "--partitions", "7")); // uneven ranges, more tasks than cores
        Run onSpark = run(args.toArray(String[]::new));
        assertEquals(0, onSpark.status(), onSpark.err());
        assertEquals("", onSpark.err());
        JsonNode figures = onSpark.spark();
        assertEquals("local[2]", figures.get("master").asString());
        assertEquals(1, figures.get("executors").asInt(), "in-process: the driver");
        assertEquals(2, figures.get("cores").asInt());
        assertEquals(7, figures.get("tasks").asInt());
        assertEquals("--partitions", figures.get("tasksFrom").asString());
        ObjectNode actual = withoutTimes(onSpark.out());
        assertEquals(expected, actual);
        return actual;
    }

    private static Run run(String... args) {
        return sparkSimulate(spark, args);
    }

    private static void assertError(String line, String... args) {
        Run r = run(args);
        assertEquals(2, r.status());
        assertEquals("", r.out());
        assertEquals(line, r.err().strip());
    }
}
