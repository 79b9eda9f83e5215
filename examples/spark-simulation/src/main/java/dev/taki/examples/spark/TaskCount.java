package dev.taki.examples.spark;

/**
 * How many tasks a job makes, and which rule said so. The first that applies:
 * <ol>
 *   <li>{@code --partitions N}: N tasks;</li>
 *   <li>the Spark setting {@code spark.default.parallelism}: that many tasks, at most one a game;</li>
 *   <li>{@value #TASKS_A_CORE} tasks for each core of the executors registered when the job starts playing, at most
 *       one a game (several a core, so that a slow task does not hold the job up).</li>
 * </ol>
 *
 * @param tasks the number of tasks, 1 or more
 * @param rule  the rule: {@code --partitions}, {@code spark.default.parallelism} or {@code 4 a core}
 */
record TaskCount(int tasks, String rule) {

    /** Tasks for each core, when neither {@code --partitions} nor {@code spark.default.parallelism} is given. */
    static final int TASKS_A_CORE = 4;

    /**
     * The rule applied.
     *
     * @param partitions         {@code --partitions}, already checked to be 1 to {@code games}; null when not given
     * @param defaultParallelism {@code spark.default.parallelism}, as {@link #parallelism} reads it; null when not set
     * @param cores              the cores of the executors registered
     * @param games              the number of games, 1 or more
     * @return the number of tasks and its rule
     */
    static TaskCount of(Integer partitions, Integer defaultParallelism, int cores, long games) {
        if (partitions != null) {
            return new TaskCount(partitions, "--partitions");
        }
        if (defaultParallelism != null) {
            return new TaskCount((int) Math.min(games, defaultParallelism), "spark.default.parallelism");
        }
        return new TaskCount((int) Math.min(games, (long) TASKS_A_CORE * Math.max(1, cores)), TASKS_A_CORE + " a core");
    }

    /**
     * Reads the setting {@code spark.default.parallelism}, before Spark starts.
     *
     * @param setting its value, or null when not set
     * @return the number, or null when not set
     * @throws IllegalArgumentException for a value that is not a whole number 1 or more
     */
    static Integer parallelism(String setting) {
        if (setting == null) {
            return null;
        }
        try {
            int parallelism = Integer.parseInt(setting.strip());
            if (parallelism >= 1) {
                return parallelism;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException("spark.default.parallelism: expected a whole number 1 or more, got '" + setting + "'");
    }
}
