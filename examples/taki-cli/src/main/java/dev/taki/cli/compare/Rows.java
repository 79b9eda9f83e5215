package dev.taki.cli.compare;

import tools.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The comparison as rows of a table: a label, then one cell a configuration, read from the comparison's JSON. The
 * terminal table and the HTML table show the same rows.
 */
final class Rows {
    /** One line of the table. */
    record Row(String label, List<String> cells) {
    }

    private Rows() {
    }

    static List<Row> of(JsonNode json) {
        List<JsonNode> cs = configurations(json);
        List<Row> rows = new ArrayList<>();
        rows.add(row("games", cs, c -> Long.toString(c.get("games").asLong())));
        rows.add(row("decisions: mean", cs, c -> number(c.get("decisions").get("mean").asDouble(), 1)));
        rows.add(row("decisions: median / p90 / max", cs, c -> spread(c.get("decisions"))));
        rows.add(row("turns: mean", cs, c -> number(c.get("turns").get("mean").asDouble(), 1)));
        rows.add(row("turns: median / p90 / max", cs, c -> spread(c.get("turns"))));
        rows.add(row("first seat wins (95% CI)", cs, c -> rateWithInterval(c.get("firstSeat"))));
        int players = json.get("settings").get("players").asInt();
        for (int seat = 0; seat < players; seat++) {
            int s = seat;
            rows.add(row("seat " + seat + " wins (95% CI)", cs, c -> rateWithInterval(c.get("seats").get(s))));
        }
        Set<String> bots = botNames(cs);
        if (bots.size() > 1) {
            for (String bot : bots) {
                rows.add(row(bot + " wins per seat (95% CI)", cs, c -> {
                    JsonNode b = bot(c, bot);
                    return b == null ? "—" : rateWithInterval(b);
                }));
            }
        }
        rows.add(row("cards drawn per game", cs, c -> number(c.get("cardsDrawnPerGame").asDouble(), 1)));
        rows.add(row("reshuffles per game", cs, c -> number(c.get("reshufflesPerGame").asDouble(), 2)));
        rows.add(row("+2 chains per game", cs, c -> number(c.get("drawChains").get("perGame").asDouble(), 2)));
        rows.add(row("+2 chain: mean / longest", cs, c -> number(c.get("drawChains").get("meanLength").asDouble(), 2)
                + " / " + c.get("drawChains").get("longest").asInt()));
        rows.add(row("cards taken from chains per game", cs, c -> number(c.get("drawChains").get("cardsTakenPerGame").asDouble(), 1)));
        if (severalRounds(cs)) {
            rows.add(row("rounds per game / most", cs, c -> number(c.get("rounds").get("perGame").asDouble(), 2)
                    + " / " + c.get("rounds").get("most").asInt()));
        }
        Set<String> events = new TreeSet<>();
        cs.forEach(c -> c.get("variantEventsPerGame").propertyNames().forEach(events::add));
        for (String event : events) {
            rows.add(row(event + " per game", cs, c -> c.get("variantEventsPerGame").has(event)
                    ? number(c.get("variantEventsPerGame").get(event).asDouble(), 2) : "—"));
        }
        rows.add(row("unfinished games", cs, c -> Long.toString(c.get("unfinished").asLong())));
        rows.add(row("µs per decision (a thread)", cs, c -> number(c.get("timing").get("microsPerDecision").asDouble(), 2)));
        return rows;
    }

    /** {@return the configurations of a comparison's JSON, in their order} */
    static List<JsonNode> configurations(JsonNode json) {
        List<JsonNode> cs = new ArrayList<>();
        json.get("configurations").forEach(cs::add);
        return cs;
    }

    /** {@return the names of a comparison's configurations, in their order} */
    static List<String> names(JsonNode json) {
        return configurations(json).stream().map(c -> c.get("name").asString()).toList();
    }

    /** {@return every bot that played in any of the configurations, sorted by name} */
    static Set<String> botNames(List<JsonNode> configurations) {
        Set<String> bots = new TreeSet<>();
        configurations.forEach(c -> c.get("bots").forEach(b -> bots.add(b.get("bot").asString())));
        return bots;
    }

    /** {@return a bot's numbers in a configuration, or null when it did not play there} */
    static JsonNode bot(JsonNode configuration, String bot) {
        for (JsonNode b : configuration.get("bots")) {
            if (b.get("bot").asString().equals(bot)) {
                return b;
            }
        }
        return null;
    }

    /** {@return whether a game of any of the configurations lasted more than one round} */
    static boolean severalRounds(List<JsonNode> configurations) {
        return configurations.stream().anyMatch(c -> c.get("rounds").get("most").asInt() > 1);
    }

    private static Row row(String label, List<JsonNode> configurations, java.util.function.Function<JsonNode, String> cell) {
        return new Row(label, configurations.stream().map(cell).toList());
    }

    static String spread(JsonNode d) {
        return d.get("median").asInt() + " / " + d.get("p90").asInt() + " / " + d.get("max").asInt();
    }

    static String rateWithInterval(JsonNode p) {
        return percent(p.get("rate").asDouble()) + " (" + number(100 * p.get("low").asDouble(), 1) + "–"
                + number(100 * p.get("high").asDouble(), 1) + ")";
    }

    static String percent(double rate) {
        return number(100 * rate, 1) + "%";
    }

    static String number(double x, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", x);
    }
}
