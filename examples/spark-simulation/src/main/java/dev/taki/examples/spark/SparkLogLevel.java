package dev.taki.examples.spark;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configurator;

/**
 * How much of Spark's own log the driver prints ({@code --log-level}). Spark 4 logs through log4j2, and a cluster's
 * default configuration prints everything at INFO — a hundred lines a run. The job sets the level of log4j2's root
 * logger before it starts Spark, so that from then on a run prints only its own lines and Spark's warnings and errors,
 * unless asked for more. The executors' logs are the cluster's (its workers keep them).
 */
enum SparkLogLevel {
    /** Nothing of Spark's. */
    OFF,
    /** Errors only. */
    ERROR,
    /** Warnings and errors: the default. */
    WARN,
    /** What Spark does as it goes: starting, stages, tasks, stopping. */
    INFO,
    /** For debugging Spark. */
    DEBUG,
    /** For debugging Spark, in more detail. */
    TRACE;

    /** The logger of a warning every machine without Hadoop's native library gets: normal, not worth a line. */
    private static final String NATIVE_CODE_LOADER = "org.apache.hadoop.util.NativeCodeLoader";

    /** Sets the level in this process, when log4j2 is the logging in use (it is Spark 4's); otherwise does nothing. */
    void apply() {
        if (!(LogManager.getContext(false) instanceof LoggerContext)) {
            return;
        }
        Level level = Level.valueOf(name());
        Configurator.setRootLevel(level);
        if (level.isMoreSpecificThan(Level.WARN)) {
            Configurator.setLevel(NATIVE_CODE_LOADER, this == OFF ? Level.OFF : Level.ERROR);
        }
    }
}
