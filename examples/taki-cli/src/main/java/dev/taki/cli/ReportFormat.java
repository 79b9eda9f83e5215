package dev.taki.cli;

import dev.taki.cli.simulate.Report;
import picocli.CommandLine.Option;

import java.io.PrintWriter;

/**
 * How a simulation's statistics are printed — the table for people, or {@code --json} or {@code --csv} for tools —
 * as {@code simulate} and the Spark example's command read it, for a picocli {@code @ArgGroup(exclusive = true)}
 * (the two options exclude each other).
 */
public final class ReportFormat {

    @Option(names = "--json", description = "print the statistics as JSON")
    boolean json;

    @Option(names = "--csv", description = "print the statistics as CSV, one row a seat and bot")
    boolean csv;

    /** No option given: the table; picocli fills the fields from the command line. */
    public ReportFormat() {
    }

    /** {@return whether the table for people is printed: neither --json nor --csv was given} */
    public boolean text() {
        return !json && !csv;
    }

    /**
     * Prints a report as chosen.
     *
     * @param report the report
     * @param out    where to print it
     */
    public void print(Report report, PrintWriter out) {
        if (json) {
            report.json(out);
        } else if (csv) {
            report.csv(out);
        } else {
            report.text(out);
        }
    }
}
