package dev.taki.cli.simulate;

import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * The end of a simulation: a table for people, or JSON or CSV for tools. {@link Simulation#report} makes the
 * report {@code taki simulate} prints.
 */
public final class Report {
    private final Tally t;
    private final String title;
    private final List<String> seatBots;
    private final int maxDecisions;
    private final ObjectNode config;

    /**
     * A report of a tally.
     *
     * @param tally        the games' tally
     * @param title        one line saying what was simulated
     * @param seatBots     the bot of each seat in the first game
     * @param maxDecisions the decision limit of a game
     * @param config       the configuration of the first game, in the shape of a configuration file, for the JSON
     */
    public Report(Tally tally, String title, List<String> seatBots, int maxDecisions, ObjectNode config) {
        this.t = tally;
        this.title = title;
        this.seatBots = List.copyOf(seatBots);
        this.maxDecisions = maxDecisions;
        this.config = config.deepCopy();
    }

    /**
     * Prints the statistics table.
     *
     * @param out where to print it
     */
    public void text(PrintWriter out) {
        out.println(title);
        out.println("bots: " + String.join(", ", seatBots));
        out.println();
        out.println(String.format(Locale.ROOT, "%-6s%-12s%8s%10s", "seat", "bot", "wins", "win rate"));
        for (int seat = 0; seat < t.players(); seat++) {
            String bot = t.botAt(seat);
            out.println(String.format(Locale.ROOT, "%-6d%-12s%8d%10s", seat, bot == null ? "(rotating)" : bot,
                    t.seatWins(seat), percent(t.seatWins(seat), t.games())));
        }
        out.println();
        out.println(String.format(Locale.ROOT, "%-12s%8s%8s%10s", "bot", "seats", "wins", "win rate"));
        for (String bot : t.bots()) {
            out.println(String.format(Locale.ROOT, "%-12s%8d%8d%10s", bot, t.botSeats(bot), t.botWins(bot),
                    percent(t.botWins(bot), t.botSeats(bot))));
        }
        out.println(String.format(Locale.ROOT, "(a bot's win rate is its wins per seat it played: with %d equal players, %s)",
                t.players(), percent(1, t.players())));
        out.println();
        Distribution d = Distribution.of(t.decisionHistogram());
        out.println(String.format(Locale.ROOT, "game length: %.1f decisions on average, median %d, 90%% of games %d or fewer, %d at most",
                d.mean(), d.median(), d.p90(), d.max()));
        if (t.unfinished() > 0) {
            out.println(t.unfinished() + " games were stopped unfinished after " + maxDecisions + " decisions");
        }
        if (t.shared() > 0) {
            out.println(t.shared() + " games were won by more than one seat (each counts a win)");
        }
        double warm = t.warmMicrosPerDecision();
        out.println(String.format(Locale.ROOT, "speed: %d games in %.2f s: %.0f games per second, %.2f µs per decision on a thread",
                t.games(), t.wallNanos() / 1e9, t.gamesPerSecond(), t.microsPerDecision())
                + (warm > 0 ? String.format(Locale.ROOT, "; %.2f µs once warmed up (the games after the first tenth,"
                        + " while the JVM compiled the code)", warm) : ""));
        if (t.engineGames() > 0) {
            // timed on the simulation's threads between its warm games: the same minutes of the same machine
            double engine = t.engineMicrosPerDecision();
            double simulated = warm > 0 ? warm : t.microsPerDecision();
            out.println(String.format(Locale.ROOT, "engine's own loop: %.2f µs per decision (legal moves, a random choice,"
                    + " apply; %d of these games, timed between the warm games on the threads that played them): the"
                    + " simulation's decision%s took %.2f times as long", engine, t.engineGames(),
                    warm > 0 ? ", once warmed up," : "", engine == 0 ? 0 : simulated / engine));
        }
    }

    /**
     * Prints the statistics as one JSON object. The timing fields are {@code seconds}, {@code gamesPerSecond},
     * {@code microsPerDecision} and {@code warmMicrosPerDecision} (after the first tenth of the games; 0 when none was
     * timed); every other field depends on the games alone.
     *
     * @param out where to print it
     */
    public void json(PrintWriter out) {
        JsonMapper mapper = JsonMapper.builder().build();
        ObjectNode root = mapper.createObjectNode();
        root.put("games", t.games());
        root.set("config", config);
        ArrayNode bots = root.putArray("bots");
        seatBots.forEach(bots::add);
        ArrayNode seats = root.putArray("seats");
        for (int seat = 0; seat < t.players(); seat++) {
            ObjectNode s = seats.addObject();
            s.put("seat", seat);
            s.put("bot", t.botAt(seat));
            s.put("wins", t.seatWins(seat));
            s.put("winRate", rate(t.seatWins(seat), t.games()));
        }
        ArrayNode byBot = root.putArray("byBot");
        for (String bot : t.bots()) {
            ObjectNode b = byBot.addObject();
            b.put("bot", bot);
            b.put("seats", t.botSeats(bot));
            b.put("wins", t.botWins(bot));
            b.put("winRate", rate(t.botWins(bot), t.botSeats(bot)));
        }
        Distribution length = Distribution.of(t.decisionHistogram());
        ObjectNode d = root.putObject("decisions");
        d.put("total", t.decisions());
        d.put("average", t.averageDecisions());
        d.put("median", length.median());
        d.put("p90", length.p90());
        d.put("longest", t.longest());
        root.put("unfinished", t.unfinished());
        root.put("shared", t.shared());
        root.put("seconds", t.wallNanos() / 1e9);
        root.put("gamesPerSecond", t.gamesPerSecond());
        root.put("microsPerDecision", t.microsPerDecision());
        root.put("warmMicrosPerDecision", t.warmMicrosPerDecision());
        out.println(mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root));
    }

    /**
     * Prints the statistics as CSV: one row for each seat and bot that sat there, with the totals repeated on every row.
     *
     * @param out where to print it
     */
    public void csv(PrintWriter out) {
        out.println("seat,bot,games,wins,win_rate,total_games,average_decisions,longest_decisions,"
                + "unfinished_games,games_per_second,us_per_decision");
        for (int seat = 0; seat < t.players(); seat++) {
            for (String bot : t.bots()) {
                long games = t.games(bot, seat);
                if (games > 0) {
                    out.println(String.format(Locale.ROOT, "%d,%s,%d,%d,%.4f,%d,%.2f,%d,%d,%.1f,%.3f", seat, bot, games,
                            t.wins(bot, seat), rate(t.wins(bot, seat), games), t.games(), t.averageDecisions(),
                            t.longest(), t.unfinished(), t.gamesPerSecond(), t.microsPerDecision()));
                }
            }
        }
    }

    private static double rate(long wins, long games) {
        return games == 0 ? 0 : (double) wins / games;
    }

    private static String percent(long wins, long games) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * rate(wins, games));
    }
}
