package dev.taki.cli.compare;

import tools.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * The comparison as one self-contained HTML page: the table of {@link Rows} and charts drawn as inline SVG, with
 * no script, font, style sheet or image from anywhere else, so the file opens the same offline.
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
        List<JsonNode> cs = Rows.configurations(json);
        List<String> names = Rows.names(json);
        JsonNode settings = json.get("settings");
        int players = settings.get("players").asInt();
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>taki compare: ")
                .append(Svg.escape(String.join(", ", names))).append("</title>\n<style>\n")
                .append("body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}\n")
                .append("table{border-collapse:collapse;font-size:.9rem}td,th{padding:.2rem .6rem;border-bottom:1px solid #ddd}\n")
                .append("td{text-align:right}td:first-child,th:first-child{text-align:left}figure{margin:1.5rem 0}\n")
                .append("figcaption{font-size:.9rem;color:#444;max-width:680px}code{background:#f3f3f3;padding:0 .2rem}\n")
                .append("</style>\n</head>\n<body>\n<h1>taki compare: ").append(Svg.escape(String.join(", ", names))).append("</h1>\n");
        h.append("<p>").append(settings.get("games").asLong()).append(" games of ").append(players)
                .append(" players for each configuration, the same seeds (").append(Svg.escape(settings.get("seeds").asString()))
                .append(") in every one; bots: ").append(Svg.escape(join(settings.get("bots"))))
                .append(settings.get("rotate").asBoolean() ? ", moving one seat every game" : "")
                .append(". Intervals are 95&nbsp;% Wilson score intervals.</p>\n");
        if (!command.isBlank()) {
            h.append("<p>Made with <code>").append(Svg.escape(command)).append("</code>.</p>\n");
        }
        h.append("<table>\n<tr><th></th>");
        for (int i = 0; i < names.size(); i++) {
            h.append("<th style=\"color:").append(Svg.colour(i)).append("\">").append(Svg.escape(names.get(i))).append("</th>");
        }
        h.append("</tr>\n");
        for (Rows.Row r : Rows.of(json)) {
            h.append("<tr><td>").append(Svg.escape(r.label())).append("</td>");
            r.cells().forEach(cell -> h.append("<td>").append(Svg.escape(cell)).append("</td>"));
            h.append("</tr>\n");
        }
        h.append("</table>\n");

        figure(h, "Game length in decisions", lengths(cs, names, "decisions", "decisions (moves applied)"),
                "The share of games of each length; a decision is one move applied (a play, a draw, a close…).");
        figure(h, "Game length in turns", lengths(cs, names, "turns", "turns"),
                "The share of games of each length in turns (a turn ends when the next seat's begins).");
        figure(h, "First-seat advantage", Svg.intervals("first seat win rate", "win rate", List.of("seat that moves first"), names,
                        cs.stream().map(c -> List.of(interval(c.get("firstSeat")))).toList(), 1.0 / players),
                "How often the seat that moves first wins, with its 95% interval; the dashed line is a fair share, 1/" + players + ".");
        List<String> seats = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            seats.add("seat " + seat);
        }
        figure(h, "Win rate by seat", Svg.intervals("win rate by seat", "win rate", seats, names, cs.stream().map(c -> {
                    List<Svg.Interval> points = new ArrayList<>();
                    c.get("seats").forEach(s -> points.add(interval(s)));
                    return points;
                }).toList(), 1.0 / players),
                "Each seat's wins per game, with its 95% interval; the dashed line is a fair share, 1/" + players + ".");
        Set<String> bots = Rows.botNames(cs);
        if (bots.size() > 1) {
            figure(h, "Win rate by bot", Svg.intervals("win rate by bot", "wins per seat played", List.copyOf(bots), names,
                            cs.stream().map(c -> bots.stream().map(bot -> botInterval(c, bot)).toList()).toList(), 1.0 / players),
                    "Each bot's wins per seat it played, with its 95% interval.");
        }
        figure(h, "Cards drawn per game", bars(cs, names, "cards drawn per game", c -> c.get("cardsDrawnPerGame").asDouble(), 1),
                "All cards drawn in a game, for any reason (no card to play, a +2 chain taken, a penalty, a variant's rule).");
        figure(h, "Reshuffles per game", bars(cs, names, "reshuffles per game", c -> c.get("reshufflesPerGame").asDouble(), 2),
                "How often the discard pile was shuffled into a new draw pile.");
        figure(h, "+2 chains per game", bars(cs, names, "+2 chains per game", c -> c.get("drawChains").get("perGame").asDouble(), 2),
                "Chains of cards that raise the waiting draw count (+2, and a variant's such as the +3), until the count is taken or cancelled.");
        figure(h, "Mean +2 chain length", bars(cs, names, "cards in a chain", c -> c.get("drawChains").get("meanLength").asDouble(), 2),
                "The cards that raised the count in a chain, on average; the table gives the longest.");
        if (Rows.severalRounds(cs)) {
            figure(h, "Rounds per game", bars(cs, names, "rounds per game", c -> c.get("rounds").get("perGame").asDouble(), 2),
                    "The rounds a game lasted, for variants that play several (1 for the others).");
        }
        figure(h, "Time per decision", bars(cs, names, "µs per decision", c -> c.get("timing").get("microsPerDecision").asDouble(), 2),
                "Time per decision on one thread, the bots' thinking included (depends on the machine and its load).");
        h.append("</body>\n</html>\n");
        return h.toString();
    }

    private static void figure(StringBuilder h, String title, String svg, String caption) {
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

    private static String bars(List<JsonNode> cs, List<String> names, String label, ToDoubleFunction<JsonNode> value, int decimals) {
        return Svg.bars(label, label, names, cs.stream().mapToDouble(value).toArray(), decimals);
    }

    private static Svg.Interval interval(JsonNode p) {
        return new Svg.Interval(p.get("rate").asDouble(), p.get("low").asDouble(), p.get("high").asDouble());
    }

    private static Svg.Interval botInterval(JsonNode c, String bot) {
        JsonNode b = Rows.bot(c, bot);
        return b == null ? new Svg.Interval(0, 0, 0) : interval(b);
    }

    private static String join(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asString()));
        return String.join(", ", out);
    }
}
