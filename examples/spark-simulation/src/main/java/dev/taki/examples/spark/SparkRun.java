package dev.taki.examples.spark;

import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * What a run did on Spark, for its report: where it ran, on how many executors and cores, in how many tasks, and
 * how its time went — the start-up (the Spark context starting, then the executors registering) apart from the
 * simulation (the Spark job, from its start to the merged tally).
 *
 * @param master          the master URL
 * @param inProcess       whether the driver played the games itself ({@code local[…]})
 * @param executors       the executors that ran tasks (in-process: 1, the driver)
 * @param cores           their cores in all
 * @param tasks           the number of tasks and its rule
 * @param games           the number of games
 * @param contextNanos    the time to start the Spark context; 0 when the caller gave it
 * @param waitNanos       the time waiting for the executors to register
 * @param simulationNanos the Spark job's time by the clock
 * @param playNanos       the tasks' playing time added up
 */
record SparkRun(String master, boolean inProcess, int executors, int cores, TaskCount tasks, long games,
                long contextNanos, long waitNanos, long simulationNanos, long playNanos) {

    /**
     * Prints the two lines the table ends with.
     *
     * @param out where to print them
     */
    void text(PrintWriter out) {
        String where = inProcess ? "in-process" : executors + (executors == 1 ? " executor" : " executors");
        out.println(String.format(Locale.ROOT, "spark: master %s, %s, %d %s, %d tasks (%s) of about %d games",
                master, where, cores, cores == 1 ? "core" : "cores", tasks.tasks(), tasks.rule(), games / tasks.tasks()));
        String context = contextNanos > 0 ? String.format(Locale.ROOT, "context %.2f s", seconds(contextNanos)) : "context given";
        out.println(String.format(Locale.ROOT,
                "spark: start-up %.2f s (%s, executors registering %.2f s), then simulation %.2f s (the speed above), %.2f s playing in all",
                seconds(contextNanos + waitNanos), context, seconds(waitNanos), seconds(simulationNanos), seconds(playNanos)));
    }

    /** {@return the figures as the JSON object {@code spark} of a {@code --json} report} */
    ObjectNode json() {
        ObjectNode spark = JsonNodeFactory.instance.objectNode();
        spark.put("master", master);
        spark.put("executors", executors);
        spark.put("cores", cores);
        spark.put("tasks", tasks.tasks());
        spark.put("tasksFrom", tasks.rule());
        spark.put("startupSeconds", seconds(contextNanos + waitNanos));
        spark.put("contextSeconds", seconds(contextNanos));
        spark.put("executorWaitSeconds", seconds(waitNanos));
        return spark;
    }

    private static double seconds(long nanos) {
        return nanos / 1e9;
    }
}
