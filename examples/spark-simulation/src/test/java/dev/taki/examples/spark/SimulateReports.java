package dev.taki.examples.spark;

import dev.taki.cli.TakiCommand;
import org.apache.spark.api.java.JavaSparkContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The tests' way to run both commands and compare their JSON reports. */
final class SimulateReports {
    static final JsonMapper JSON = JsonMapper.builder().build();

    private SimulateReports() {
    }

    /** A finished run of the Spark command. */
    record Run(int status, String out, String err) {
        /** {@return the object {@code spark} of a --json run} */
        JsonNode spark() {
            return JSON.readTree(out).get("spark");
        }
    }

    /** Runs the Spark command in a given context, or in one of its own for null. */
    static Run sparkSimulate(JavaSparkContext spark, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = SparkSimulate.run(spark, new PrintWriter(out), new PrintWriter(err), args);
        return new Run(status, out.toString(), err.toString());
    }

    /** The JSON report of {@code taki simulate} with these options, the timing fields left out. */
    static ObjectNode takiSimulate(List<String> options) {
        List<String> args = new ArrayList<>(List.of("simulate", "--json"));
        args.addAll(options);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertEquals(0, TakiCommand.run(new PrintWriter(out), new PrintWriter(err), args.toArray(String[]::new)), err.toString());
        return withoutTimes(out.toString());
    }

    /**
     * A JSON report without its timing fields (checked to be there: positive, or for the time once warmed up 0 or
     * more) and without the Spark job's
     * object {@code spark}: what depends on the games alone.
     */
    static ObjectNode withoutTimes(String json) {
        ObjectNode report = (ObjectNode) JSON.readTree(json);
        for (String time : List.of("seconds", "gamesPerSecond", "microsPerDecision")) {
            assertTrue(report.get(time).asDouble() > 0, time + " in " + json);
            report.remove(time);
        }
        // timed only where the games ran on the threads of one run (taki simulate), else 0: a timing field too
        assertTrue(report.get("warmMicrosPerDecision").asDouble() >= 0, json);
        report.remove("warmMicrosPerDecision");
        report.remove("spark");
        assertTrue(report.get("decisions").get("total").asLong() > 0, json);
        return report;
    }
}
