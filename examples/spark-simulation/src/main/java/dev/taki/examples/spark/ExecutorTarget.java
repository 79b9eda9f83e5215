package dev.taki.examples.spark;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The executors a job waits for before it plays, as its master and its Spark settings tell them. A Spark context
 * is ready before any executor has joined; the executors register one by one afterwards, so a job that counted
 * cores at once would see none.
 *
 * <p>The first rule that applies, in this order:
 * <ol>
 *   <li>{@code local}, {@code local[N]}, {@code local[*]}: in-process, the driver plays; nothing to wait for;</li>
 *   <li>{@code local-cluster[W,C,M]}: W executors of C cores;</li>
 *   <li>{@code spark.dynamicAllocation.enabled}: its initial executors (the largest of its {@code minExecutors},
 *       {@code initialExecutors} and {@code spark.executor.instances}); none to wait for when that is 0, since
 *       dynamic allocation starts executors only for tasks waiting to run;</li>
 *   <li>a standalone master ({@code spark://…}): {@code spark.cores.max} cores in all ({@code spark-submit
 *       --total-executor-cores}), the count a standalone cluster keeps to;</li>
 *   <li>another master (YARN, Kubernetes): {@code spark.executor.instances} executors ({@code spark-submit
 *       --num-executors});</li>
 *   <li>none of these (as a standalone cluster giving the job every free core of its workers): no count is known,
 *       so the job waits for the first executor and then until no other has joined for a quiet period.</li>
 * </ol>
 *
 * @param waiting   how the job waits
 * @param executors executors to wait for ({@link Wait#COUNT}), else 0
 * @param cores     cores to wait for in all ({@link Wait#COUNT}), else 0
 * @param source    what the rule comes from, for a note when the wait ends short
 */
record ExecutorTarget(Wait waiting, int executors, int cores, String source) {

    /** How a job waits for its executors. */
    enum Wait {
        /** It does not: in-process, or no executor comes before there are tasks. */
        NONE,
        /** Until the counts of executors and cores are reached. */
        COUNT,
        /** Until the first executor has registered and then no other for a quiet period. */
        QUIET
    }

    /** In-process: the driver is the only executor, there from the start. */
    static final ExecutorTarget IN_PROCESS = new ExecutorTarget(Wait.NONE, 0, 0, "in-process");

    private static final Pattern LOCAL_CLUSTER =
            Pattern.compile("local-cluster\\[\\s*([0-9]+)\\s*,\\s*([0-9]+)\\s*,\\s*([0-9]+)\\s*]");

    /**
     * The target of a master and settings.
     *
     * @param master   the master URL, as the Spark context has it
     * @param settings the Spark settings of the context
     * @return what to wait for
     */
    static ExecutorTarget of(String master, Map<String, String> settings) {
        if (master.equals("local") || master.startsWith("local[")) {
            return IN_PROCESS;
        }
        Matcher localCluster = LOCAL_CLUSTER.matcher(master);
        if (localCluster.matches()) {
            int workers = Integer.parseInt(localCluster.group(1));
            int coresEach = Integer.parseInt(localCluster.group(2));
            return new ExecutorTarget(Wait.COUNT, workers, workers * coresEach, master);
        }
        if (Boolean.parseBoolean(settings.getOrDefault("spark.dynamicAllocation.enabled", "false"))) {
            int initial = Math.max(count(settings, "spark.dynamicAllocation.minExecutors"),
                    Math.max(count(settings, "spark.dynamicAllocation.initialExecutors"), count(settings, "spark.executor.instances")));
            return initial > 0 ? new ExecutorTarget(Wait.COUNT, initial, 0, "spark.dynamicAllocation's initial executors")
                    : new ExecutorTarget(Wait.NONE, 0, 0, "spark.dynamicAllocation without initial executors");
        }
        if (master.startsWith("spark://")) {
            int coresMax = count(settings, "spark.cores.max");
            return coresMax > 0 ? new ExecutorTarget(Wait.COUNT, 0, coresMax, "spark.cores.max")
                    : new ExecutorTarget(Wait.QUIET, 0, 0, "a standalone master without spark.cores.max");
        }
        int instances = count(settings, "spark.executor.instances");
        if (instances > 0) {
            return new ExecutorTarget(Wait.COUNT, instances, 0, "spark.executor.instances");
        }
        return new ExecutorTarget(Wait.QUIET, 0, 0, "no spark.executor.instances");
    }

    /** {@return whether the driver plays in-process, with no executor to wait for} */
    boolean inProcess() {
        return this.equals(IN_PROCESS);
    }

    /**
     * Whether the registered executors reach the counts.
     *
     * @param registeredExecutors executors registered
     * @param registeredCores     their cores in all
     * @return whether both counts are reached (a count of 0 always is)
     */
    boolean reachedBy(int registeredExecutors, int registeredCores) {
        return registeredExecutors >= executors && registeredCores >= cores;
    }

    /** {@return the target in words, as {@code 2 executors (spark.executor.instances)}} */
    String describe() {
        if (waiting != Wait.COUNT) {
            return "the executors that join (" + source + ")";
        }
        String what = executors > 0 ? executors + (executors == 1 ? " executor" : " executors")
                : cores + (cores == 1 ? " core" : " cores");
        if (executors > 0 && cores > 0) {
            what += " of " + cores + " cores in all";
        }
        return what + " (" + source + ")";
    }

    /** A whole number setting, 0 when absent or not a number (Spark itself rejects bad values when it starts). */
    private static int count(Map<String, String> settings, String key) {
        String value = settings.get(key);
        if (value == null) {
            return 0;
        }
        try {
            return Math.max(0, Integer.parseInt(value.strip()));
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
