package dev.taki.cli.compare;

import dev.taki.api.VariantChoice;
import dev.taki.cli.simulate.Distribution;
import dev.taki.cli.simulate.Proportion;
import dev.taki.cli.simulate.Simulation;
import dev.taki.cli.simulate.Tally;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

import java.util.Map;

/**
 * A comparison's numbers as JSON: the one source the terminal table and the HTML report are drawn from. Rates
 * and means are rounded to 4 decimals; every interval is a 95 % Wilson score interval.
 */
public final class ComparisonJson {
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private ComparisonJson() {
    }

    /**
     * The numbers of a comparison.
     *
     * @param comparison the comparison
     * @return {@code settings} and one object a configuration under {@code configurations}
     */
    public static ObjectNode of(Comparison comparison) {
        ObjectNode root = MAPPER.createObjectNode();
        Comparison.Settings s = comparison.settings();
        ObjectNode settings = root.putObject("settings");
        settings.put("games", s.games());
        settings.put("seeds", s.seed() + " to " + (s.seed() + s.games() - 1));
        settings.put("players", s.players());
        ArrayNode bots = settings.putArray("bots");
        s.bots().forEach(bots::add);
        settings.put("rotate", s.rotate());
        settings.put("maxDecisions", s.maxDecisions());
        ArrayNode configurations = root.putArray("configurations");
        for (Comparison.Result r : comparison.results()) {
            configurations.add(configuration(r));
        }
        return root;
    }

    private static ObjectNode configuration(Comparison.Result r) {
        Tally t = r.tally();
        ObjectNode c = MAPPER.createObjectNode();
        c.put("name", r.contender().name());
        ArrayNode variants = c.putArray("variants");
        r.contender().config().variants().stream().map(VariantChoice::id).forEach(variants::add);
        c.set("config", Simulation.configJson(r.contender().config()));
        c.put("games", t.games());
        c.put("unfinished", t.unfinished());
        c.put("sharedWins", t.shared());
        c.set("decisions", distribution(t.decisionHistogram()));
        c.set("turns", distribution(t.turnHistogram()));
        ObjectNode first = proportion(t.firstSeatWins(), t.games());
        first.put("seat", r.contender().config().firstPlayer());
        c.set("firstSeat", first);
        ArrayNode seats = c.putArray("seats");
        for (int seat = 0; seat < t.players(); seat++) {
            ObjectNode p = proportion(t.seatWins(seat), t.games());
            p.put("seat", seat);
            seats.add(p);
        }
        ArrayNode bots = c.putArray("bots");
        for (String bot : t.bots()) {
            ObjectNode p = proportion(t.botWins(bot), t.botSeats(bot));
            p.put("bot", bot);
            bots.add(p);
        }
        double games = Math.max(1, t.games());
        c.put("cardsDrawnPerGame", round(t.cardsDrawn() / games));
        c.put("reshufflesPerGame", round(t.reshuffles() / games));
        ObjectNode chains = c.putObject("drawChains");
        chains.put("perGame", round(t.drawChains() / games));
        chains.put("meanLength", round(t.drawChains() == 0 ? 0 : (double) t.drawChainLinks() / t.drawChains()));
        chains.put("longest", t.longestDrawChain());
        chains.put("cardsTakenPerGame", round(t.drawChainCards() / games));
        ObjectNode rounds = c.putObject("rounds");
        rounds.put("perGame", round(t.rounds() / games));
        rounds.put("most", t.mostRounds());
        ObjectNode events = c.putObject("variantEventsPerGame");
        for (Map.Entry<String, Long> e : t.variantEvents().entrySet()) { // sorted by type
            events.put(e.getKey(), round(e.getValue() / games));
        }
        ObjectNode timing = c.putObject("timing");
        timing.put("seconds", round(t.wallNanos() / 1e9));
        timing.put("gamesPerSecond", round(t.gamesPerSecond()));
        timing.put("microsPerDecision", round(t.microsPerDecision()));
        return c;
    }

    private static ObjectNode distribution(long[] histogram) {
        Distribution d = Distribution.of(histogram);
        ObjectNode o = MAPPER.createObjectNode();
        o.put("mean", round(d.mean()));
        o.put("median", d.median());
        o.put("p90", d.p90());
        o.put("max", d.max());
        ArrayNode h = o.putArray("histogram");
        for (long n : histogram) {
            h.add(n);
        }
        return o;
    }

    private static ObjectNode proportion(long wins, long trials) {
        Proportion p = Proportion.of(wins, trials);
        ObjectNode o = MAPPER.createObjectNode();
        o.put("wins", wins);
        o.put("games", trials);
        o.put("rate", round(p.rate()));
        o.put("low", round(p.low()));
        o.put("high", round(p.high()));
        return o;
    }

    /** Rounded to 4 decimals. */
    static double round(double x) {
        return Math.round(x * 1e4) / 1e4;
    }
}
