package dev.taki.cli.compare;

import tools.jackson.databind.JsonNode;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * The comparison as plain text for the terminal: what was played, each configuration in full, then one table
 * for each number of players (one column a configuration), then what the numbers mean.
 */
public final class ComparisonTable {
    private ComparisonTable() {
    }

    /**
     * Prints the comparison.
     *
     * @param json the comparison's numbers ({@link ComparisonJson#of})
     * @param out  where to print it
     */
    public static void print(JsonNode json, PrintWriter out) {
        out.println(summary(json));
        Rows.legend(json).forEach(line -> out.println("  " + line));
        for (int players : Rows.playerCounts(json)) {
            out.println();
            List<String> names = Rows.configurations(json, players).stream().map(c -> c.get("name").asString()).toList();
            List<Rows.Row> rows = Rows.of(json, players);
            int labelWidth = rows.stream().mapToInt(r -> r.label().length()).max().orElse(0);
            int[] widths = new int[names.size()];
            for (int i = 0; i < names.size(); i++) {
                widths[i] = names.get(i).length();
                for (Rows.Row r : rows) {
                    widths[i] = Math.max(widths[i], r.cells().get(i).length());
                }
            }
            out.println(line(players + " players", labelWidth, names, widths));
            for (Rows.Row r : rows) {
                out.println(line(r.label(), labelWidth, r.cells(), widths));
            }
        }
        out.println();
        Rows.notes(json).forEach(out::println);
    }

    /** {@return one sentence of what every configuration shared: games, seeds, players, bots} */
    static String summary(JsonNode json) {
        JsonNode s = json.get("settings");
        List<String> bots = new ArrayList<>();
        s.get("bots").forEach(b -> bots.add(b.asString()));
        List<String> players = new ArrayList<>();
        s.get("players").forEach(p -> players.add(p.asString()));
        return "taki compare: " + Figures.count(s.get("games").asLong()) + " games of each configuration at "
                + String.join(", ", players) + " players, the same seeds (" + s.get("seeds").asString() + ") in every one; bots: "
                + String.join(", ", bots) + (bots.size() == 1 ? " at every seat" : "")
                + (s.get("rotate").asBoolean() ? ", moving one seat every game" : "") + ".";
    }

    private static String line(String label, int labelWidth, List<String> cells, int[] widths) {
        StringBuilder b = new StringBuilder(label).append(" ".repeat(Math.max(0, labelWidth - label.length())));
        for (int i = 0; i < cells.size(); i++) {
            b.append("  ").append(" ".repeat(widths[i] - cells.get(i).length())).append(cells.get(i));
        }
        return b.toString().stripTrailing();
    }
}
