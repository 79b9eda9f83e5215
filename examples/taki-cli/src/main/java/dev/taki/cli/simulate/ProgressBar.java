package dev.taki.cli.simulate;

import java.io.PrintWriter;

/** A one-line progress bar redrawn in place ({@code \r}), at most ten times a second; for terminals only. */
public final class ProgressBar {
    private static final int WIDTH = 30;
    private static final long EVERY_NANOS = 100_000_000L;
    private final PrintWriter out;
    private final int total;
    private long lastDraw = Long.MIN_VALUE;

    public ProgressBar(PrintWriter out, int total) {
        this.out = out;
        this.total = total;
    }

    /**
     * A bar when a person is watching, else none.
     *
     * @param out   where to draw it
     * @param total the games to be played
     * @return the bar, or null when this program's output does not go to a terminal
     */
    public static ProgressBar ifTerminal(PrintWriter out, int total) {
        return onTerminal() ? new ProgressBar(out, total) : null;
    }

    /**
     * True when a person is watching: {@code System.console()} exists (and, on Java 22 and later, where a
     * console exists even for redirected streams, {@code Console.isTerminal()} says so).
     */
    private static boolean onTerminal() {
        java.io.Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            return (Boolean) java.io.Console.class.getMethod("isTerminal").invoke(console);
        } catch (ReflectiveOperationException e) {
            return true; // before Java 22 a console means a terminal
        }
    }

    /** Shows the games done, unless the bar was drawn less than a tenth of a second ago. */
    public void update(int done) {
        long now = System.nanoTime();
        if (done < total && lastDraw != Long.MIN_VALUE && now - lastDraw < EVERY_NANOS) {
            return;
        }
        lastDraw = now;
        out.print("\r" + line(done, total));
        out.flush();
    }

    /** Wipes the bar, leaving the cursor at the start of an empty line. */
    public void clear() {
        out.print("\r" + " ".repeat(line(total, total).length()) + "\r");
        out.flush();
    }

    /** The bar for {@code done} games out of {@code total}: {@code [#######-------]  45%  4500/10000 games}. */
    static String line(int done, int total) {
        int filled = total == 0 ? WIDTH : (int) ((long) WIDTH * done / total);
        int percent = total == 0 ? 100 : (int) (100L * done / total);
        return "[" + "#".repeat(filled) + "-".repeat(WIDTH - filled) + "] " + String.format("%3d%%  %d/%d games", percent, done, total);
    }
}
