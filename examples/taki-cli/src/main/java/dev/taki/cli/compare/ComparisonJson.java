package dev.taki.cli.compare;

import dev.taki.cli.simulate.Distribution;
import dev.taki.cli.simulate.Simulation;
import dev.taki.cli.simulate.Tally;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A comparison's numbers as JSON: the one source the terminal table and the HTML report are drawn from. Every
 * estimate comes with its 95 % interval ({@code low}, {@code high}); numbers are rounded to 6 significant digits.
 */
public final class ComparisonJson {
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private ComparisonJson() {
    }

    /**
     * The numbers of a comparison.
     *
     * @param comparison the comparison
     * @param command    the command line that made it, kept with the numbers (may be empty)
     * @return {@code command}, {@code settings} and one object a configuration under {@code configurations}
     */
    public static ObjectNode of(Comparison comparison, String command) {
        ObjectNode root = MAPPER.createObjectNode();
        if (!command.isBlank()) {
            root.put("command", command);
        }
        Comparison.Settings s = comparison.settings();
        ObjectNode settings = root.putObject("settings");
        settings.put("games", s.games());
        settings.put("seeds", s.seed() + " to " + (s.seed() + s.games() - 1));
        ArrayNode players = settings.putArray("players");
        s.players().forEach(players::add);
        ArrayNode bots = settings.putArray("bots");
        s.bots().forEach(bots::add);
        settings.put("rotate", s.rotate());
        settings.put("maxDecisions", s.maxDecisions());
        if (s.timed()) {
            ObjectNode timing = settings.putObject("timing");
            timing.put("warmUpGames", s.warmUpGames());
            timing.put("batchGames", s.batchGames());
            timing.put("batches", (s.games() + s.batchGames() - 1) / s.batchGames());
        } else {
            settings.putNull("timing");
        }
        ArrayNode configurations = root.putArray("configurations");
        for (Comparison.Result r : comparison.results()) {
            configurations.add(configuration(r));
        }
        return root;
    }

    private static ObjectNode configuration(Comparison.Result r) {
        Tally t = r.tally();
        GameSums sums = r.sums();
        int players = r.players();
        ObjectNode c = MAPPER.createObjectNode();
        c.put("name", r.contender().name());
        c.put("players", players);
        c.put("description", ConfigDescription.of(r.contender().config()));
        c.set("config", Simulation.configJson(r.contender().config()));
        ArrayNode seatBots = c.putArray("seatBots");
        r.seatBots().forEach(seatBots::add);
        c.put("games", t.games());
        c.put("unfinished", t.unfinished());
        ObjectNode shared = estimate(sums.sharedWinRate(), "rate");
        shared.put("games", sums.sharedGames());
        shared.set("winners", estimate(sums.winnersOfSharedWin(), "mean"));
        c.set("sharedWins", shared);
        c.set("decisions", length(t.decisionHistogram(), sums.perGame(GameSums.Measure.DECISIONS)));
        c.set("turns", length(t.turnHistogram(), sums.perGame(GameSums.Measure.TURNS)));
        ObjectNode first = share(sums.firstSeatShare(), t.firstSeatWins(), sums.firstSeatSharedWins());
        first.put("seat", r.contender().config().firstPlayer());
        Estimate f = sums.firstSeatShare();
        double fair = 1.0 / players;
        first.set("advantage", estimate(new Estimate(f.value() - fair, f.low() - fair, f.high() - fair), "points"));
        c.set("firstSeat", first);
        ArrayNode seats = c.putArray("seats");
        for (int seat = 0; seat < players; seat++) {
            ObjectNode p = share(sums.seatShare(seat), t.seatWins(seat), sums.seatSharedWins(seat));
            p.put("seat", seat);
            p.put("bot", t.botAt(seat));
            seats.add(p);
        }
        ArrayNode bots = c.putArray("bots");
        for (String bot : t.bots()) {
            ObjectNode p = share(sums.botShare(bot), t.botWins(bot), sums.botSharedWins(bot));
            p.put("bot", bot);
            p.put("seats", t.botSeats(bot));
            bots.add(p);
        }
        c.set("cardsDrawnPerGame", estimate(sums.perGame(GameSums.Measure.CARDS_DRAWN), "mean"));
        c.set("reshufflesPerGame", estimate(sums.perGame(GameSums.Measure.RESHUFFLES), "mean"));
        ObjectNode chains = c.putObject("drawChains");
        chains.set("perGame", estimate(sums.perGame(GameSums.Measure.DRAW_CHAINS), "mean"));
        chains.set("meanLength", estimate(sums.meanChainLength(), "mean"));
        chains.put("longest", t.longestDrawChain());
        chains.set("cardsTakenPerGame", estimate(sums.perGame(GameSums.Measure.DRAW_CHAIN_CARDS), "mean"));
        ObjectNode rounds = c.putObject("rounds");
        rounds.set("perGame", estimate(sums.perGame(GameSums.Measure.ROUNDS), "mean"));
        rounds.put("most", t.mostRounds());
        ObjectNode events = c.putObject("variantEventsPerGame");
        for (String type : sums.events()) { // sorted by type
            events.set(type, estimate(sums.eventPerGame(type), "mean"));
        }
        if (r.timing() != null) {
            ObjectNode timing = c.putObject("timing");
            timing.set("microsPerDecision", estimate(r.timing().median(), "median"));
            ArrayNode byBatch = timing.putArray("byBatch");
            r.timing().microsPerDecision().forEach(us -> byBatch.add(Figures.forJson(us)));
            timing.put("seconds", Figures.forJson(r.timing().nanos() / 1e9));
        }
        return c;
    }

    /** A game length: its mean with interval, then median, 90th percentile, longest and the whole histogram. */
    private static ObjectNode length(long[] histogram, Estimate mean) {
        Distribution d = Distribution.of(histogram);
        ObjectNode o = estimate(mean, "mean");
        o.put("median", d.median());
        o.put("p90", d.p90());
        o.put("max", d.max());
        ArrayNode h = o.putArray("histogram");
        for (long n : histogram) {
            h.add(n);
        }
        return o;
    }

    /** A win share with its interval, and the wins (alone or shared) and the shared wins it came from. */
    private static ObjectNode share(Estimate share, long wins, long sharedWins) {
        ObjectNode o = estimate(share, "share");
        o.put("wins", wins);
        o.put("sharedWins", sharedWins);
        return o;
    }

    private static ObjectNode estimate(Estimate e, String name) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put(name, Figures.forJson(e.value()));
        o.put("low", Figures.forJson(e.low()));
        o.put("high", Figures.forJson(e.high()));
        return o;
    }
}
