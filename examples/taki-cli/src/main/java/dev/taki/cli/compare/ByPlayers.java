package dev.taki.cli.compare;

import tools.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * The charts of a comparison played at several numbers of players: for each number of players (on the x axis)
 * one point a configuration, with its 95 % interval — how the first seat's advantage, the game's length and the
 * rest change as the table grows, and how each configuration changes them.
 */
final class ByPlayers {
    private ByPlayers() {
    }

    static void charts(StringBuilder h, JsonNode json) {
        List<Integer> counts = Rows.playerCounts(json);
        List<String> names = Rows.names(json);
        List<String> categories = counts.stream().map(n -> n + " players").toList();
        ComparisonPage.figure(h, "First-seat advantage by number of players",
                chart("first seat's advantage", "share − 1/players, points", json, counts, names,
                        c -> ComparisonPage.estimate(c.get("firstSeat").get("advantage"), "points"), 0, Svg.Scale.POINTS, categories),
                "The win share of the seat that moves first less a fair share (1/players), in percentage points, with its 95%"
                        + " interval: above the dashed line the first seat wins more than its share.");
        ComparisonPage.figure(h, "First seat's win share by number of players",
                chart("first seat's win share", "win share", json, counts, names,
                        c -> ComparisonPage.share(c.get("firstSeat")), counts.stream().mapToDouble(n -> 1.0 / n).toArray(),
                        Svg.Scale.PERCENT, categories),
                "The win share of the seat that moves first (a shared win of k players counts 1/k), with its 95% interval;"
                        + " the dashed lines are a fair share, 1/players.");
        Svg.Scale decisions = scaleFor(json, c -> c.get("decisions"));
        ComparisonPage.figure(h, "Game length in decisions by number of players",
                chart("mean decisions per game", "decisions per game", json, counts, names,
                        c -> ComparisonPage.mean(c.get("decisions")), Double.NaN, decisions, categories),
                "The mean length of a game in decisions (moves applied), with its 95% interval" + logNote(decisions) + ".");
        Svg.Scale turns = scaleFor(json, c -> c.get("turns"));
        ComparisonPage.figure(h, "Game length in turns by number of players",
                chart("mean turns per game", "turns per game", json, counts, names,
                        c -> ComparisonPage.mean(c.get("turns")), Double.NaN, turns, categories),
                "The mean length of a game in turns, with its 95% interval" + logNote(turns) + ".");
        Svg.Scale drawn = scaleFor(json, c -> c.get("cardsDrawnPerGame"));
        ComparisonPage.figure(h, "Cards drawn per game by number of players",
                chart("cards drawn per game", "cards drawn per game", json, counts, names,
                        c -> ComparisonPage.mean(c.get("cardsDrawnPerGame")), Double.NaN, drawn, categories),
                "All cards drawn in a game, for any reason, with the mean's 95% interval" + logNote(drawn) + ".");
        if (Rows.configurations(json).stream().anyMatch(c -> c.get("sharedWins").get("games").asLong() > 0)) {
            ComparisonPage.figure(h, "Shared wins by number of players",
                    chart("games with a shared win", "share of games", json, counts, names,
                            c -> ComparisonPage.rate(c.get("sharedWins")), Double.NaN, Svg.Scale.PERCENT, categories),
                    "How often the win was shared by several players, with its 95% interval.");
        }
        if (Rows.timed(json)) {
            ComparisonPage.figure(h, "Time per decision by number of players",
                    chart("µs per decision", "µs per decision", json, counts, names,
                            c -> ComparisonPage.median(c.get("timing").get("microsPerDecision")), Double.NaN, Svg.Scale.NUMBER, categories),
                    "The median over the batches of the time per decision on one thread, bots included, with its 95%"
                            + " interval. It depends on the machine and its load.");
        }
    }

    /** A logarithmic axis for means that differ by 4 times or more (a long format beside short ones), else a linear one. */
    static Svg.Scale scaleFor(JsonNode json, Function<JsonNode, JsonNode> mean) {
        double low = Double.POSITIVE_INFINITY;
        double high = 0;
        for (JsonNode c : Rows.configurations(json)) {
            low = Math.min(low, mean.apply(c).get("low").asDouble());
            high = Math.max(high, mean.apply(c).get("high").asDouble());
        }
        return low > 0 && high / low >= 4 ? Svg.Scale.LOG : Svg.Scale.NUMBER;
    }

    static String logNote(Svg.Scale scale) {
        return scale == Svg.Scale.LOG ? " (a logarithmic axis: equal distances are equal ratios)" : "";
    }

    private static String chart(String label, String yTitle, JsonNode json, List<Integer> counts, List<String> names,
                                Function<JsonNode, Estimate> value, double reference, Svg.Scale scale, List<String> categories) {
        double[] references = new double[counts.size()];
        Arrays.fill(references, reference);
        return chart(label, yTitle, json, counts, names, value, references, scale, categories);
    }

    private static String chart(String label, String yTitle, JsonNode json, List<Integer> counts, List<String> names,
                                Function<JsonNode, Estimate> value, double[] references, Svg.Scale scale, List<String> categories) {
        List<List<Estimate>> bySeries = new ArrayList<>();
        for (String name : names) {
            List<Estimate> points = new ArrayList<>();
            for (int players : counts) {
                JsonNode c = Rows.configurations(json, players).stream().filter(x -> x.get("name").asString().equals(name))
                        .findFirst().orElse(null);
                points.add(c == null ? null : value.apply(c));
            }
            bySeries.add(points);
        }
        return Svg.intervals(label, yTitle, categories, names, bySeries, references, scale);
    }
}
