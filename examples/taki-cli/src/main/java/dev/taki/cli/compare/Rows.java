package dev.taki.cli.compare;

import tools.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * The comparison as rows of a table: a label, then one cell a configuration, read from the comparison's JSON; one
 * table for each number of players. The terminal table and the HTML table show the same rows, and the same
 * legend and notes.
 */
final class Rows {
    /** One line of the table. */
    record Row(String label, List<String> cells) {
    }

    private Rows() {
    }

    /** {@return the rows of the configurations played at that number of players} */
    static List<Row> of(JsonNode json, int players) {
        List<JsonNode> cs = configurations(json, players);
        List<Row> rows = new ArrayList<>();
        rows.add(row("games", cs, c -> Figures.count(c.get("games").asLong())));
        rows.add(row("unfinished games", cs, c -> Figures.count(c.get("unfinished").asLong())));
        rows.add(row("decisions: mean (95% CI)", cs, c -> mean(c.get("decisions"))));
        rows.add(row("decisions: median / p90 / max", cs, c -> spread(c.get("decisions"))));
        rows.add(row("turns: mean (95% CI)", cs, c -> mean(c.get("turns"))));
        rows.add(row("turns: median / p90 / max", cs, c -> spread(c.get("turns"))));
        rows.add(row("games with a shared win (95% CI)", cs, c -> rate(c.get("sharedWins"), "rate")));
        if (cs.stream().anyMatch(c -> c.get("sharedWins").get("games").asLong() > 0)) {
            rows.add(row("players sharing a shared win: mean", cs, c -> c.get("sharedWins").get("games").asLong() == 0 ? "—"
                    : mean(c.get("sharedWins").get("winners"))));
        }
        rows.add(row("first seat: win share (95% CI)", cs, c -> rate(c.get("firstSeat"), "share")));
        rows.add(row("first seat: share − 1/" + players + ", points (95% CI)", cs, c -> points(c.get("firstSeat").get("advantage"))));
        for (int seat = 0; seat < players; seat++) {
            int s = seat;
            rows.add(row("seat " + seat + ": win share (95% CI)", cs, c -> rate(c.get("seats").get(s), "share")));
        }
        Set<String> bots = botNames(cs);
        if (bots.size() > 1) {
            for (String bot : bots) {
                rows.add(row(bot + ": win share per seat (95% CI)", cs, c -> {
                    JsonNode b = bot(c, bot);
                    return b == null ? "—" : rate(b, "share");
                }));
            }
        }
        rows.add(row("cards drawn per game (95% CI)", cs, c -> mean(c.get("cardsDrawnPerGame"))));
        rows.add(row("reshuffles per game (95% CI)", cs, c -> mean(c.get("reshufflesPerGame"))));
        rows.add(row("+2 chains per game (95% CI)", cs, c -> mean(c.get("drawChains").get("perGame"))));
        rows.add(row("+2 chain: mean length (95% CI)", cs, c -> mean(c.get("drawChains").get("meanLength"))));
        rows.add(row("+2 chain: longest", cs, c -> Long.toString(c.get("drawChains").get("longest").asLong())));
        rows.add(row("cards taken from chains per game (95% CI)", cs, c -> mean(c.get("drawChains").get("cardsTakenPerGame"))));
        if (severalRounds(cs)) {
            rows.add(row("rounds per game (95% CI)", cs, c -> mean(c.get("rounds").get("perGame"))));
            rows.add(row("rounds: most in a game", cs, c -> Long.toString(c.get("rounds").get("most").asLong())));
        }
        Set<String> events = new TreeSet<>();
        cs.forEach(c -> c.get("variantEventsPerGame").propertyNames().forEach(events::add));
        for (String event : events) {
            rows.add(row(event + " per game (95% CI)", cs, c -> c.get("variantEventsPerGame").has(event)
                    ? mean(c.get("variantEventsPerGame").get(event)) : "0"));
        }
        if (timed(json)) {
            rows.add(row("µs per decision: median (95% CI)", cs, c -> {
                JsonNode t = c.get("timing").get("microsPerDecision");
                return c.get("timing").get("byBatch").size() == 1 ? Figures.significant(t.get("median").asDouble()) + " (1 batch)"
                        : Figures.interval(t.get("median").asDouble(), t.get("low").asDouble(), t.get("high").asDouble());
            }));
        }
        return rows;
    }

    /** {@return each configuration's name and whole configuration, one line each, for the numbers of players shown} */
    static List<String> legend(JsonNode json) {
        List<JsonNode> cs = configurations(json);
        int width = cs.stream().mapToInt(c -> c.get("name").asString().length()).max().orElse(0);
        List<String> lines = new ArrayList<>();
        List<Integer> players = playerCounts(json);
        for (JsonNode c : cs) {
            if (players.size() > 1 && c.get("players").asInt() != players.get(0)) {
                continue; // the same configurations again at other numbers of players
            }
            String name = c.get("name").asString();
            String description = c.get("description").asString();
            if (players.size() > 1) {
                description = description.replaceFirst("^\\d+ players, ", "");
            }
            lines.add(name + " ".repeat(width - name.length()) + "  " + description);
        }
        return lines;
    }

    /** {@return what the table's words and intervals mean, one sentence each} */
    static List<String> notes(JsonNode json) {
        List<String> notes = new ArrayList<>();
        notes.add("Win share: a win shared by k players counts 1/k to each of them, so the seats' shares add up to 100%"
                + " (less the unfinished games); a fair share is 1/players. The JSON's \"wins\" count a shared win whole.");
        notes.add("Intervals are 95%: Wilson score intervals for rates and shares, the mean ± 1.96 standard errors for means"
                + " (the ratio's delta method for the mean chain length).");
        JsonNode timing = json.get("settings").get("timing");
        if (timing != null && !timing.isNull()) {
            int batches = timing.get("batches").asInt();
            notes.add("Time: every configuration first played " + Figures.count(timing.get("warmUpGames").asLong())
                    + " games to warm up, then its games in " + batches + (batches == 1 ? " batch" : " batches") + " of "
                    + Figures.count(timing.get("batchGames").asLong()) + ", the configurations taking turns in an order that"
                    + " moves on every turn; its time is the median of its batches' µs per decision on one thread (bots"
                    + " included), with the interval of order statistics"
                    + (batches < 6 ? " (the lowest to the highest batch: too few batches for 95%)" : "")
                    + ". It depends on the machine and its load.");
        }
        return notes;
    }

    /** {@return whether the comparison measured its speed} */
    static boolean timed(JsonNode json) {
        JsonNode t = json.get("settings").get("timing");
        return t != null && !t.isNull();
    }

    /** {@return the numbers of players the configurations were played at, in order} */
    static List<Integer> playerCounts(JsonNode json) {
        List<Integer> out = new ArrayList<>();
        json.get("settings").get("players").forEach(p -> out.add(p.asInt()));
        return out;
    }

    /** {@return every configuration of a comparison's JSON, in their order} */
    static List<JsonNode> configurations(JsonNode json) {
        List<JsonNode> cs = new ArrayList<>();
        json.get("configurations").forEach(cs::add);
        return cs;
    }

    /** {@return the configurations played at that number of players, in their order} */
    static List<JsonNode> configurations(JsonNode json, int players) {
        return configurations(json).stream().filter(c -> c.get("players").asInt() == players).toList();
    }

    /** {@return the names of a comparison's configurations, each once, in their order} */
    static List<String> names(JsonNode json) {
        return configurations(json).stream().map(c -> c.get("name").asString()).distinct().toList();
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

    private static Row row(String label, List<JsonNode> configurations, Function<JsonNode, String> cell) {
        return new Row(label, configurations.stream().map(cell).toList());
    }

    static String spread(JsonNode d) {
        return d.get("median").asInt() + " / " + d.get("p90").asInt() + " / " + d.get("max").asInt();
    }

    /** A mean and its interval: {@code 57.8 (57.3–58.3)}. */
    static String mean(JsonNode e) {
        return Figures.interval(e.get("mean").asDouble(), e.get("low").asDouble(), e.get("high").asDouble());
    }

    /** A rate or share and its interval as percentages: {@code 25.7% (25.1–26.3)}. */
    static String rate(JsonNode e, String field) {
        return Figures.percentInterval(e.get(field).asDouble(), e.get("low").asDouble(), e.get("high").asDouble());
    }

    /** A difference of rates in percentage points, signed: {@code +0.69 (0.08–1.30)}, {@code -1.20 (-1.80 to -0.60)}. */
    static String points(JsonNode e) {
        double v = 100 * e.get("points").asDouble();
        String s = Figures.interval(v, 100 * e.get("low").asDouble(), 100 * e.get("high").asDouble());
        return v > 0 ? "+" + s : s;
    }
}
