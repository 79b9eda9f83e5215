package dev.taki.cli.compare;

import tools.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * The comparison as one self-contained HTML page: what was played and each configuration in full, the tables of
 * {@link Rows}, what the numbers mean, and charts drawn as inline SVG — every estimate with its interval — with no
 * script, font, style sheet or image from anywhere else, so the file opens the same offline. A comparison at
 * several numbers of players is drawn by number of players.
 */
public final class ComparisonPage {
    /** Length distributions are drawn up to this many bins. */
    private static final int BINS = 60;

    private ComparisonPage() {
    }

    /**
     * The page.
     *
     * @param json    the comparison's numbers ({@link ComparisonJson#of})
     * @param command the command line that made it, shown on the page (may be empty)
     * @return the HTML document
     */
    public static String html(JsonNode json, String command) {
        List<String> names = Rows.names(json);
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>taki compare: ")
                .append(Svg.escape(String.join(", ", names))).append("</title>\n<style>\n")
                .append("body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}\n")
                .append("table{border-collapse:collapse;font-size:.9rem;margin:1rem 0}td,th{padding:.2rem .6rem;border-bottom:1px solid #ddd}\n")
                .append("td{text-align:right}td:first-child,th:first-child{text-align:left}td.text{text-align:left}figure{margin:1.5rem 0}\n")
                .append("figcaption{font-size:.9rem;color:#444;max-width:680px}code{background:#f3f3f3;padding:0 .2rem}\n")
                .append("p.note{font-size:.9rem;color:#444}\n")
                .append("</style>\n</head>\n<body>\n<h1>taki compare: ").append(Svg.escape(String.join(", ", names))).append("</h1>\n");
        h.append("<p>").append(Svg.escape(ComparisonTable.summary(json))).append("</p>\n");
        if (!command.isBlank()) {
            h.append("<p>Made with <code>").append(Svg.escape(command)).append("</code>.</p>\n");
        }
        h.append("<h2>Configurations</h2>\n<table>\n<tr><th>name</th><th>configuration</th></tr>\n");
        List<String> legend = Rows.legend(json);
        for (int i = 0; i < legend.size(); i++) {
            String name = names.get(i);
            h.append("<tr><td style=\"color:").append(Svg.colour(i)).append("\">").append(Svg.escape(name))
                    .append("</td><td class=\"text\">").append(Svg.escape(legend.get(i).substring(name.length()).strip())).append("</td></tr>\n");
        }
        h.append("</table>\n");
        List<Integer> counts = Rows.playerCounts(json);
        for (int players : counts) {
            h.append("<h2>").append(players).append(" players</h2>\n");
            table(h, json, players);
        }
        Rows.notes(json).forEach(n -> h.append("<p class=\"note\">").append(Svg.escape(n)).append("</p>\n"));
        if (counts.size() > 1) {
            ByPlayers.charts(h, json);
        } else {
            charts(h, json, counts.get(0));
        }
        h.append("</body>\n</html>\n");
        return h.toString();
    }

    private static void table(StringBuilder h, JsonNode json, int players) {
        List<String> names = Rows.configurations(json, players).stream().map(c -> c.get("name").asString()).toList();
        h.append("<table>\n<tr><th></th>");
        for (int i = 0; i < names.size(); i++) {
            h.append("<th style=\"color:").append(Svg.colour(i)).append("\">").append(Svg.escape(names.get(i))).append("</th>");
        }
        h.append("</tr>\n");
        for (Rows.Row r : Rows.of(json, players)) {
            h.append("<tr><td>").append(Svg.escape(r.label())).append("</td>");
            r.cells().forEach(cell -> h.append("<td>").append(Svg.escape(cell)).append("</td>"));
            h.append("</tr>\n");
        }
        h.append("</table>\n");
    }

    /** The charts of a comparison at one number of players. */
    private static void charts(StringBuilder h, JsonNode json, int players) {
        List<JsonNode> cs = Rows.configurations(json, players);
        List<String> names = cs.stream().map(c -> c.get("name").asString()).toList();
        figure(h, "Game length in decisions", lengths(cs, names, "decisions", "decisions (moves applied)"),
                "The share of games of each length; a decision is one move applied (a play, a draw, a close…).");
        figure(h, "Game length in turns", lengths(cs, names, "turns", "turns"),
                "The share of games of each length in turns (a turn ends when the next seat's begins).");
        Svg.Scale lengths = ByPlayers.scaleFor(json, c -> c.get("decisions")) == Svg.Scale.LOG
                || ByPlayers.scaleFor(json, c -> c.get("turns")) == Svg.Scale.LOG ? Svg.Scale.LOG : Svg.Scale.NUMBER;
        figure(h, "Mean game length", Svg.intervals("mean game length", "per game", List.of("decisions", "turns"), names,
                        cs.stream().map(c -> List.of(mean(c.get("decisions")), mean(c.get("turns")))).toList(), Double.NaN, lengths),
                "The mean length of a game, with its 95% interval" + ByPlayers.logNote(lengths) + ".");
        figure(h, "First-seat advantage", Svg.intervals("first seat's win share", "win share", List.of("seat that moves first"), names,
                        cs.stream().map(c -> List.of(share(c.get("firstSeat")))).toList(), 1.0 / players, Svg.Scale.PERCENT),
                "The win share of the seat that moves first (a shared win of k players counts 1/k), with its 95% interval;"
                        + " the dashed line is a fair share, 1/" + players + ".");
        List<String> seats = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            seats.add("seat " + seat);
        }
        figure(h, "Win share by seat", Svg.intervals("win share by seat", "win share", seats, names, cs.stream().map(c -> {
                    List<Estimate> points = new ArrayList<>();
                    c.get("seats").forEach(s -> points.add(share(s)));
                    return points;
                }).toList(), 1.0 / players, Svg.Scale.PERCENT),
                "Each seat's win share, with its 95% interval; the seats' shares add up to 100% (less unfinished games);"
                        + " the dashed line is a fair share, 1/" + players + ".");
        if (cs.stream().anyMatch(c -> c.get("sharedWins").get("games").asLong() > 0)) {
            figure(h, "Shared wins", Svg.intervals("games with a shared win", "share of games", List.of("games with a shared win"), names,
                            cs.stream().map(c -> List.of(rate(c.get("sharedWins")))).toList(), Double.NaN, Svg.Scale.PERCENT),
                    "How often the win was shared by several players (a variant's scoring may tie), with its 95% interval.");
        }
        Set<String> bots = Rows.botNames(cs);
        if (bots.size() > 1) {
            figure(h, "Win share by bot", Svg.intervals("win share by bot", "win share per seat played", List.copyOf(bots), names,
                            cs.stream().map(c -> bots.stream().map(bot -> Rows.bot(c, bot) == null ? null : share(Rows.bot(c, bot))).toList())
                                    .toList(), 1.0 / players, Svg.Scale.PERCENT),
                    "Each bot's win share per seat it played, with its 95% interval.");
        }
        figure(h, "Cards drawn per game", bars(cs, names, "cards drawn per game", c -> mean(c.get("cardsDrawnPerGame"))),
                "All cards drawn in a game, for any reason (no card to play, a +2 chain taken, a penalty, a variant's rule);"
                        + " the whisker is the mean's 95% interval.");
        figure(h, "Reshuffles per game", bars(cs, names, "reshuffles per game", c -> mean(c.get("reshufflesPerGame"))),
                "How often the discard pile was shuffled into a new draw pile; the whisker is the mean's 95% interval.");
        figure(h, "+2 chains per game", bars(cs, names, "+2 chains per game", c -> mean(c.get("drawChains").get("perGame"))),
                "Chains of cards that raise the waiting draw count (+2, and a variant's such as the +3), until the count is taken"
                        + " or cancelled; the whisker is the mean's 95% interval.");
        figure(h, "Mean +2 chain length", bars(cs, names, "cards in a chain", c -> mean(c.get("drawChains").get("meanLength"))),
                "The cards that raised the count in a chain, on average, with its 95% interval; the table gives the longest.");
        if (Rows.severalRounds(cs)) {
            figure(h, "Rounds per game", bars(cs, names, "rounds per game", c -> mean(c.get("rounds").get("perGame"))),
                    "The rounds a game lasted, for variants that play several (1 for the others), with the mean's 95% interval.");
        }
        if (Rows.timed(json)) {
            figure(h, "Time per decision", bars(cs, names, "µs per decision", c -> median(c.get("timing").get("microsPerDecision"))),
                    "The median over the batches of the time per decision on one thread, bots' thinking included, with its"
                            + " 95% interval; the configurations took turns, in an order that moved on every turn, after a warm-up"
                            + " of each. It depends on the machine and its load.");
        }
    }

    static void figure(StringBuilder h, String title, String svg, String caption) {
        h.append("<figure>\n<h2>").append(Svg.escape(title)).append("</h2>\n").append(svg).append("\n<figcaption>")
                .append(Svg.escape(caption)).append("</figcaption>\n</figure>\n");
    }

    /** The share of games at each length, in bins of one width for all configurations, up to the largest 99th percentile. */
    private static String lengths(List<JsonNode> cs, List<String> names, String field, String xTitle) {
        int upper = 1;
        for (JsonNode c : cs) {
            upper = Math.max(upper, Math.min(c.get(field).get("max").asInt(), 2 * c.get(field).get("p90").asInt()));
        }
        int width = Math.max(1, (upper + BINS - 1) / BINS);
        List<Svg.Line> lines = new ArrayList<>();
        for (int i = 0; i < cs.size(); i++) {
            JsonNode histogram = cs.get(i).get(field).get("histogram");
            double games = Math.max(1, cs.get(i).get("games").asDouble());
            int bins = upper / width + 1;
            double[] xs = new double[bins];
            double[] ys = new double[bins];
            for (int v = 0; v < histogram.size(); v++) {
                int bin = v / width;
                if (bin < bins) {
                    ys[bin] += histogram.get(v).asLong() / games;
                }
            }
            for (int bin = 0; bin < bins; bin++) {
                xs[bin] = bin * width + (width - 1) / 2.0;
            }
            lines.add(new Svg.Line(names.get(i), xs, ys));
        }
        return Svg.lines("games by " + field, xTitle + (width > 1 ? ", in bins of " + width : ""), "share of games", lines, true);
    }

    private static String bars(List<JsonNode> cs, List<String> names, String label, Function<JsonNode, Estimate> value) {
        return Svg.bars(label, label, names, cs.stream().map(value).toList());
    }

    static Estimate mean(JsonNode e) {
        return estimate(e, "mean");
    }

    static Estimate share(JsonNode e) {
        return estimate(e, "share");
    }

    static Estimate rate(JsonNode e) {
        return estimate(e, "rate");
    }

    static Estimate median(JsonNode e) {
        return estimate(e, "median");
    }

    static Estimate estimate(JsonNode e, String field) {
        return new Estimate(e.get(field).asDouble(), e.get("low").asDouble(), e.get("high").asDouble());
    }
}
