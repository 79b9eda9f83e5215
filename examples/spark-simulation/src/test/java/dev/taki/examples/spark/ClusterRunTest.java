package dev.taki.examples.spark;

import dev.taki.examples.spark.SimulateReports.Run;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static dev.taki.examples.spark.SimulateReports.JSON;
import static dev.taki.examples.spark.SimulateReports.sparkSimulate;
import static dev.taki.examples.spark.SimulateReports.takiSimulate;
import static dev.taki.examples.spark.SimulateReports.withoutTimes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The job as it runs on a cluster: on Spark's {@code local-cluster[2,1,1024]} — a master and two workers in this
 * JVM, each worker starting an executor in a JVM of its own, with 1 core and 1024 MB — and started by Spark's
 * {@code SparkSubmit}, as {@code spark-submit} starts a driver, in a child JVM with the logging configuration a
 * cluster has by default. Each starts a Spark context of its own, so none runs beside {@link SparkSimulateTest}'s.
 *
 * <p>The workers start their executors with Spark's launcher, which wants a Spark home holding a folder {@code jars}
 * and the Scala version: the surefire configuration sets {@code SPARK_HOME} (a folder under {@code target}, where the
 * executors' logs go too) and {@code SPARK_SCALA_VERSION}; the folder {@code jars} stays empty, for the executors
 * get the tests' class path through {@code spark.executor.extraClassPath}. No Spark distribution is needed.
 */
class ClusterRunTest {
    /** The tests' class path (surefire's, not that of its launcher jar), for executors and child JVMs. */
    private static final String CLASS_PATH = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));

    /** Guards a child JVM against hanging; a run takes well under a minute. */
    private static final long CHILD_MINUTES = 10;

    @BeforeAll
    static void sparkHome() throws IOException {
        String home = System.getenv("SPARK_HOME");
        assertNotNull(home, "SPARK_HOME: set by the surefire configuration of pom.xml; run the tests with Maven");
        Files.createDirectories(Path.of(home, "jars"));
    }

    @Test
    void onALocalClusterTheTasksFollowTheTwoExecutorsCoresAndTheTotalsAreThoseOfTakiSimulate() {
        List<String> options = List.of("-n", "600", "--seed", "41", "--bots", "heuristic,random,random", "--rotate");
        List<String> args = new ArrayList<>(options);
        args.addAll(List.of("--json", "--master", "local-cluster[2,1,1024]",
                "--executor-wait", "600", // only against hanging: the executors' JVMs start slowly on a busy machine
                "--conf", "spark.executor.extraClassPath=" + CLASS_PATH));
        Run run = sparkSimulate(null, args.toArray(String[]::new));
        assertEquals(0, run.status(), run.err());
        assertEquals("", run.err(), "no note: both executors registered before the games began");
        JsonNode spark = run.spark();
        assertEquals("local-cluster[2,1,1024]", spark.get("master").asString());
        assertEquals(2, spark.get("executors").asInt(), spark.toString());
        assertEquals(2, spark.get("cores").asInt(), spark.toString());
        assertEquals(4 * 2, spark.get("tasks").asInt(), "4 tasks for each of the executors' cores: " + spark);
        assertEquals("4 a core", spark.get("tasksFrom").asString());
        assertTrue(spark.get("contextSeconds").asDouble() > 0, spark.toString());
        assertEquals(spark.get("contextSeconds").asDouble() + spark.get("executorWaitSeconds").asDouble(),
                spark.get("startupSeconds").asDouble(), 1e-6, "start-up: the context, then the executors registering");
        assertEquals(takiSimulate(options), withoutTimes(run.out()));
    }

    @Test
    void underSparkSubmitARunPrintsNoSparkInfoLinesUnlessAskedFor(@TempDir Path dir) throws Exception {
        List<String> defaultParallelism = List.of("--conf", "spark.default.parallelism=3");
        Child quiet = submit(dir.resolve("quiet"), defaultParallelism, "-n", "120", "--json");
        assertEquals(0, quiet.status(), quiet.err());
        assertEquals(List.of(), quiet.err().lines().filter(line -> line.contains(" INFO ")).toList(),
                "Spark's INFO lines, which the cluster's configuration would print");
        JsonNode spark = JSON.readTree(quiet.out()).get("spark");
        assertEquals("local[2]", spark.get("master").asString());
        assertEquals(3, spark.get("tasks").asInt(), spark.toString());
        assertEquals("spark.default.parallelism", spark.get("tasksFrom").asString());

        Child verbose = submit(dir.resolve("verbose"), defaultParallelism, "-n", "120", "--partitions", "5", "--log-level", "info");
        assertEquals(0, verbose.status(), verbose.err());
        assertTrue(verbose.err().contains(" INFO SparkContext: "), verbose.err());
        assertTrue(verbose.out().contains(", 5 tasks (--partitions) of about 24 games"), "--partitions first: " + verbose.out());
    }

    private record Child(int status, String out, String err) {
    }

    /**
     * Runs the job in a child JVM through Spark's SparkSubmit on {@code local[2]}, the classes from the class path
     * ({@code spark-internal}: no jar), with Spark's default logging configuration — everything at INFO — as a
     * cluster without one of its own has it.
     */
    private static Child submit(Path dir, List<String> submitOptions, String... args) throws IOException, InterruptedException {
        String javaOptions = System.getProperty("taki.spark.javaOptions");
        assertNotNull(javaOptions, "taki.spark.javaOptions: set by the surefire configuration of pom.xml; run the tests with Maven");
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(Arrays.asList(javaOptions.strip().split("\\s+")));
        command.addAll(List.of("-cp", CLASS_PATH, "-Dlog4j2.configurationFile=classpath:org/apache/spark/log4j2-defaults.properties",
                "org.apache.spark.deploy.SparkSubmit", "--master", "local[2]"));
        command.addAll(submitOptions);
        command.addAll(List.of("--class", SparkSimulate.class.getName(), "spark-internal"));
        command.addAll(List.of(args));
        Files.createDirectories(dir);
        File out = dir.resolve("out.txt").toFile();
        File err = dir.resolve("err.txt").toFile();
        Process process = new ProcessBuilder(command).directory(dir.toFile()).redirectOutput(out).redirectError(err).start();
        if (!process.waitFor(CHILD_MINUTES, TimeUnit.MINUTES)) {
            process.destroyForcibly().waitFor();
            throw new AssertionError("the child JVM did not end in " + CHILD_MINUTES + " minutes: " + Files.readString(err.toPath()));
        }
        return new Child(process.exitValue(), Files.readString(out.toPath()), Files.readString(err.toPath()));
    }
}
