package dev.taki.cli.compare;

import tools.jackson.databind.JsonNode;

import java.io.PrintWriter;
import java.util.List;

/** The comparison as a plain-text table for the terminal: one column a configuration. */
public final class ComparisonTable {
    private ComparisonTable() {
    }

    /**
     * Prints the table.
     *
     * @param json the comparison's numbers ({@link ComparisonJson#of})
     * @param out  where to print it
     */
    public static void print(JsonNode json, PrintWriter out) {
        List<String> names = Rows.names(json);
        List<Rows.Row> rows = Rows.of(json);
        int labelWidth = rows.stream().mapToInt(r -> r.label().length()).max().orElse(0);
        int[] widths = new int[names.size()];
        for (int i = 0; i < names.size(); i++) {
            widths[i] = names.get(i).length();
            for (Rows.Row r : rows) {
                widths[i] = Math.max(widths[i], r.cells().get(i).length());
            }
        }
        out.println(line("", labelWidth, names, widths));
        for (Rows.Row r : rows) {
            out.println(line(r.label(), labelWidth, r.cells(), widths));
        }
    }

    private static String line(String label, int labelWidth, List<String> cells, int[] widths) {
        StringBuilder b = new StringBuilder(label).append(" ".repeat(labelWidth - label.length()));
        for (int i = 0; i < cells.size(); i++) {
            b.append("  ").append(" ".repeat(widths[i] - cells.get(i).length())).append(cells.get(i));
        }
        return b.toString().stripTrailing();
    }
}
