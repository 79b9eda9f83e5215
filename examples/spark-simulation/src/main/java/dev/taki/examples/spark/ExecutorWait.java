package dev.taki.examples.spark;

import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.status.api.v1.ExecutorSummary;
import scala.jdk.javaapi.CollectionConverters;

import java.time.Duration;

/**
 * Waits on the driver until a Spark context's executors have registered as its {@link ExecutorTarget} says, or a
 * time limit passes, and counts them and their cores.
 */
final class ExecutorWait {

    /** With no count known: how long no new executor may join before the job takes those there are. */
    static final Duration QUIET = Duration.ofSeconds(5);

    /** How often the registered executors are looked at (their registration has no signal a job can wait on). */
    private static final long LOOK_MILLIS = 200;

    private ExecutorWait() {
    }

    /**
     * The executors registered, and whether they are the ones waited for.
     *
     * @param executors executors that run tasks (in-process: 1, the driver)
     * @param cores     their cores in all
     * @param complete  whether the wait ended as the target says, not at the time limit
     */
    record Registered(int executors, int cores, boolean complete) {
    }

    /**
     * Waits for the executors.
     *
     * @param spark  the Spark context
     * @param target what to wait for
     * @param limit  the longest to wait
     * @return the executors registered when the wait ended
     * @throws InterruptedException when the waiting thread is interrupted
     */
    static Registered await(JavaSparkContext spark, ExecutorTarget target, Duration limit) throws InterruptedException {
        long now = System.nanoTime();
        long deadline = now + limit.toNanos();
        Registered seen = count(spark);
        long lastJoin = now;
        while (true) {
            boolean done = switch (target.waiting()) {
                case NONE -> true;
                case COUNT -> target.reachedBy(seen.executors(), seen.cores());
                case QUIET -> seen.executors() > 0 && now - lastJoin >= QUIET.toNanos();
            };
            if (done) {
                return new Registered(seen.executors(), seen.cores(), true);
            }
            if (now - deadline >= 0) {
                return seen;
            }
            Thread.sleep(Math.max(1, Math.min(LOOK_MILLIS, (deadline - now) / 1_000_000)));
            Registered next = count(spark);
            now = System.nanoTime();
            if (next.executors() != seen.executors()) {
                lastJoin = now;
            }
            seen = next;
        }
    }

    /**
     * The executors registered now, those that run tasks: in-process the driver (with its threads as cores); on a
     * cluster the executors, not the driver (which has no cores for tasks there). Not yet complete.
     */
    private static Registered count(JavaSparkContext spark) {
        int executors = 0;
        int cores = 0;
        // Spark's status store, from which its web UI and the public SparkStatusTracker read; the tracker's view
        // of an executor leaves out its cores.
        for (ExecutorSummary executor : CollectionConverters.asJava(spark.sc().statusStore().executorList(true))) {
            if (executor.totalCores() > 0) {
                executors++;
                cores += executor.totalCores();
            }
        }
        return new Registered(executors, cores, false);
    }
}
