package dev.taki.examples.spark;

import dev.taki.bots.Bots;
import dev.taki.cli.TakiCommand;
import dev.taki.cli.simulate.Simulation;
import dev.taki.cli.simulate.Tally;
import dev.taki.core.VariantCatalog;
import dev.taki.core.config.ConfigFiles;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Spark job counts exactly what {@code taki simulate} counts for the same seeds and bots: the same JSON, the
 * timing fields aside, and the same tally to the last histogram bucket. One local Spark context of two cores
 * serves the whole class.
 */
class SparkSimulateTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static JavaSparkContext spark;

    @BeforeAll
    static void startSpark() {
        spark = new JavaSparkContext(SparkSimulate.sparkConf("local[2]"));
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
        assertTrue(run("--master", "local[1]").err().startsWith("taki-spark-simulate: --master: "),
                "a run in a given context cannot change its master");
    }

    /** Runs both commands with the same options and JSON output; asserts they agree but for the times. */
    private static JsonNode sameAsTakiSimulate(String... options) {
        List<String> args = new ArrayList<>(List.of(options));
        args.add("--json");
        StringWriter cliOut = new StringWriter();
        StringWriter cliErr = new StringWriter();
        assertEquals(0, TakiCommand.run(new PrintWriter(cliOut), new PrintWriter(cliErr), prepend("simulate", args)), cliErr.toString());
        args.addAll(List.of("--partitions", "7")); // uneven ranges, more tasks than cores
        Run onSpark = run(args.toArray(String[]::new));
        assertEquals(0, onSpark.status(), onSpark.err());
        ObjectNode expected = withoutTimes(cliOut.toString());
        ObjectNode actual = withoutTimes(onSpark.out());
        assertEquals(expected, actual);
        assertTrue(actual.get("decisions").get("total").asLong() > 0, actual.toString());
        return actual;
    }

    private static ObjectNode withoutTimes(String json) {
        ObjectNode report = (ObjectNode) JSON.readTree(json);
        for (String time : List.of("seconds", "gamesPerSecond", "microsPerDecision")) {
            assertTrue(report.get(time).asDouble() > 0, time + " in " + json);
            report.remove(time);
        }
        return report;
    }

    private static String[] prepend(String first, List<String> rest) {
        List<String> all = new ArrayList<>(rest);
        all.add(0, first);
        return all.toArray(String[]::new);
    }

    private record Run(int status, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = SparkSimulate.run(spark, new PrintWriter(out), new PrintWriter(err), args);
        return new Run(status, out.toString(), err.toString());
    }

    private static void assertError(String line, String... args) {
        Run r = run(args);
        assertEquals(2, r.status());
        assertEquals("", r.out());
        assertEquals(line, r.err().strip());
    }
}
