package dev.taki.testkit.scenario;

import dev.taki.api.Card;
import dev.taki.api.Color;
import dev.taki.api.ConfigurationException;
import dev.taki.api.Direction;
import dev.taki.api.Event;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.NotationException;
import dev.taki.api.Outcome;
import dev.taki.api.VariantChoice;
import dev.taki.core.TableFacts;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.core.json.TakiJson;
import dev.taki.core.json.TakiJsonException;
import dev.taki.core.record.RecordedMove;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** Runs scenarios against the engine, with the variants of a catalog. */
public final class ScenarioRunner {
    private static final Set<String> KNOWN = Set.of("hands", "handSizes", "current", "leading", "activeColor",
            "direction", "winner", "legal", "rejected", "invalid", "pendingDraw", "drawPileSize", "discardPile",
            "phase", "events");
    private final VariantCatalog catalog;
    /** The JSON of each set of variants played, by their ids: expected events are read in their game's notation. */
    private final Map<List<String>, TakiJson> jsonByVariants = new ConcurrentHashMap<>();

    /** A runner with the variants found on the class path. */
    public ScenarioRunner() {
        this(VariantCatalog.discover());
    }

    /**
     * A runner with the variants of the given catalog.
     *
     * @param catalog where the scenarios' variants are looked up
     */
    public ScenarioRunner(VariantCatalog catalog) {
        this.catalog = catalog;
    }

    /** {@return the variants this runner plays with} */
    public VariantCatalog catalog() {
        return catalog;
    }

    /**
     * Runs one scenario.
     *
     * @param s the scenario
     * @return what held and what did not
     */
    public ScenarioResult run(Scenario s) {
        List<String> diffs = new ArrayList<>();
        GameState state;
        try {
            if (s.problem() != null) {
                throw new ConfigurationException(List.of(s.problem()));
            }
            state = Taki.fromSetup(s.config(), s.setup(), catalog);
        } catch (ConfigurationException | NotationException e) {
            if (!s.invalid()) {
                diffs.add("the setup was refused: " + e.getMessage());
            } else if (s.expect().get("invalid") instanceof String words
                    && !e.getMessage().toLowerCase(java.util.Locale.ROOT).contains(words.toLowerCase(java.util.Locale.ROOT))) {
                diffs.add("expect.invalid: the error should contain '" + words + "', but it was: " + e.getMessage());
            }
            return new ScenarioResult(s, diffs, null);
        }
        if (s.invalid()) {
            diffs.add("expected the configuration or setup to be refused, but it was accepted");
            return new ScenarioResult(s, diffs, table(state));
        }
        Integer rejectAt = rejectedIndex(s.expect(), diffs);
        if (rejectAt != null && (rejectAt < 0 || rejectAt >= s.moves().size())) {
            diffs.add("expect.rejected names move " + rejectAt + ", but the moves are numbered 0 to "
                    + (s.moves().size() - 1));
            rejectAt = null;
        }
        List<Event> events = new ArrayList<>();
        for (int i = 0; i < s.moves().size(); i++) {
            String line = s.moves().get(i);
            Outcome outcome;
            try {
                outcome = apply(state, line);
            } catch (NotationException e) {
                outcome = new Outcome.Rejected(dev.taki.api.Rejection.ILLEGAL_MOVE, e.getMessage());
            } catch (RuntimeException e) {
                // A rule that throws fails this scenario, not the whole run.
                diffs.add("move " + i + " '" + line + "' made the rules in play throw: " + e);
                return new ScenarioResult(s, diffs, table(state));
            }
            if (rejectAt != null && rejectAt == i) {
                if (outcome.isAccepted()) {
                    diffs.add("move " + i + " '" + line + "' should have been rejected, but was accepted");
                    state = outcome.state();
                } else if (rejectedReason(s.expect()) != null
                        && !rejectedReason(s.expect()).equals(((Outcome.Rejected) outcome).reason().name())) {
                    diffs.add("move " + i + " '" + line + "' was rejected with " + ((Outcome.Rejected) outcome).reason()
                            + ", expected " + rejectedReason(s.expect()) + ": " + ((Outcome.Rejected) outcome).message());
                }
                break;
            }
            if (!outcome.isAccepted()) {
                diffs.add("move " + i + " '" + line + "' was rejected: " + ((Outcome.Rejected) outcome).message());
                return new ScenarioResult(s, diffs, table(state));
            }
            state = outcome.state();
            events.addAll(((Outcome.Accepted) outcome).events());
        }
        check(s.expect(), state, diffs);
        if (s.expect().containsKey("events")) {
            checkEvents(s.expect().get("events"), events, gameJson(state), diffs);
        }
        return new ScenarioResult(s, diffs, table(state));
    }

    /**
     * Format 2: every event of the applied moves, in order, in the one-line event notation. Each expected line
     * is read and written back, so fields may come in any order and words may be quoted or not.
     */
    private static void checkEvents(Object want, List<Event> events, TakiJson json, List<String> diffs) {
        if (!(want instanceof List<?> lines) || lines.stream().anyMatch(l -> !(l instanceof String))) {
            diffs.add("expect.events: expected a list of strings, one event each (type name=value…)");
            return;
        }
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            try {
                expected.add(json.writeEventLine(json.readEventLine((String) lines.get(i))));
            } catch (TakiJsonException e) {
                diffs.add("expect.events[" + i + "]: " + e.getMessage());
                return;
            }
        }
        List<String> actual = events.stream().map(json::writeEventLine).toList();
        if (expected.equals(actual)) {
            return;
        }
        int first = 0;
        while (first < expected.size() && first < actual.size() && expected.get(first).equals(actual.get(first))) {
            first++;
        }
        StringBuilder d = new StringBuilder("events: ");
        if (first == expected.size()) {
            d.append(actual.size() - first).append(" more than expected, from event ").append(first)
                    .append(": ").append(actual.get(first));
        } else if (first == actual.size()) {
            d.append(expected.size() - first).append(" fewer than expected; event ").append(first)
                    .append(" should be ").append(expected.get(first));
        } else {
            d.append("event ").append(first).append(" should be ").append(expected.get(first))
                    .append(", got ").append(actual.get(first));
        }
        d.append("\n  the events were:");
        for (int i = 0; i < actual.size(); i++) {
            d.append("\n    ").append(i).append(": \"").append(actual.get(i)).append('"');
        }
        diffs.add(d.toString());
    }

    /** The table for failure reports: hands, leading card, colour, direction, who acts, and their legal moves. */
    private static String table(GameState state) {
        if (state.isOver()) {
            return state.toString();
        }
        return state + "\nlegal for seat " + state.toAct() + ": "
                + String.join(", ", state.legalMoves().stream().map(Move::notation).toList());
    }

    private static Outcome apply(GameState state, String line) {
        int colon = line.indexOf(':');
        String seat = colon < 0 ? "" : line.substring(0, colon).trim();
        if (seat.matches("-?[0-9]+") && (new BigInteger(seat).signum() < 0 || !fitsAnInt(seat))) {
            // A line may name a seat below 0 or past any int, for the game to refuse as NO_SUCH_SEAT; no record
            // holds one. Such a number names no seat, and neither does the nearest int that stands for it.
            int none = new BigInteger(seat).max(BigInteger.valueOf(Integer.MIN_VALUE))
                    .min(BigInteger.valueOf(Integer.MAX_VALUE)).intValueExact();
            return state.apply(none, state.parseMove(line.substring(colon + 1)));
        }
        RecordedMove m = RecordedMove.parse(line, state.game().notation());
        return state.apply(m.seat(), m.move());
    }

    private static boolean fitsAnInt(String number) {
        return new BigInteger(number).bitLength() < Integer.SIZE;
    }

    /**
     * The JSON of the scenario's own variants, so that its expected events read a card symbol as its game does
     * even where two plugins of the catalog share it.
     */
    private TakiJson gameJson(GameState state) {
        List<String> ids = state.config().variants().stream().map(VariantChoice::id).toList();
        return jsonByVariants.computeIfAbsent(ids, k -> TakiJson.create(VariantCatalog.of(
                k.stream().map(id -> catalog.variants().get(id)).toList(), List.of())));
    }

    /** Format 2: the reason a refusal must have, by its code ({@code CARD_DOES_NOT_MATCH}), or null for any. */
    private static String rejectedReason(Map<String, Object> expect) {
        return expect.get("rejected") instanceof Map<?, ?> m && m.get("reason") != null ? m.get("reason").toString() : null;
    }

    private static Integer rejectedIndex(Map<String, Object> expect, List<String> diffs) {
        Object r = expect.get("rejected");
        if (r == null) {
            return null;
        }
        // A whole number too big for an int is read as a Long: it names no move.
        if (r instanceof Map<?, ?> m && m.get("move") instanceof Integer n) {
            for (Object key : m.keySet()) {
                if (!key.equals("move") && !key.equals("reason")) {
                    diffs.add("expect.rejected: unknown field '" + key + "'; the fields are move, reason");
                }
            }
            Object reason = m.get("reason");
            if (reason != null && java.util.Arrays.stream(dev.taki.api.Rejection.values())
                    .noneMatch(code -> code.name().equals(reason))) {
                diffs.add("expect.rejected.reason: unknown code '" + reason + "'; the codes are "
                        + java.util.Arrays.toString(dev.taki.api.Rejection.values()));
            }
            return n.intValue();
        }
        diffs.add("expect.rejected: expected {\"move\": <index>}, a whole number counted from 0, got " + r);
        return null;
    }

    private static void check(Map<String, Object> expect, GameState state, List<String> diffs) {
        for (Map.Entry<String, Object> e : expect.entrySet()) {
            try {
                checkField(e.getKey(), e.getValue(), state, diffs);
            } catch (RuntimeException bad) {
                // A value that cannot be read (a card that is no card, a seat that is no seat) fails this scenario
                // only, naming the field, and the other scenarios of the run go on.
                diffs.add("expect." + e.getKey() + ": cannot be checked: " + bad.getMessage());
            }
        }
    }

    private static void checkField(String key, Object want, GameState state, List<String> diffs) {
        switch (key) {
            case "hands" -> checkHands(want, state, diffs);
            case "handSizes" -> {
                List<Integer> sizes = new ArrayList<>();
                for (int i = 0; i < state.players(); i++) {
                    sizes.add(state.handSize(i));
                }
                same("handSizes", want, sizes, diffs);
            }
            case "current" -> same("current", want, state.toAct(), diffs);
            case "leading" -> same("leading", parseCard(want, state), state.leading(), diffs);
            case "activeColor" -> same("activeColor", want == null ? null : Color.parse(want.toString()),
                    state.activeColor(), diffs);
            case "direction" -> same("direction", want == null ? null : Direction.parse(want.toString()),
                    state.direction(), diffs);
            case "winner" -> same("winner", want, state.winner().orElse(null), diffs);
            case "legal" -> checkLegal(want, state, diffs);
            case "pendingDraw" -> same("pendingDraw", normalise(want), normalise(state.pendingDraw()), diffs);
            case "drawPileSize" -> same("drawPileSize", normalise(want), normalise(state.drawPileSize()), diffs);
            case "phase" -> same("phase", want instanceof String w ? w.toLowerCase(java.util.Locale.ROOT) : want,
                    state.phase().name(), diffs);
            case "discardPile" -> checkDiscard(want, state, diffs);
            case "rejected", "invalid", "events" -> {
                // handled while applying the moves
            }
            default -> checkVariantField(key, want, state, diffs);
        }
    }

    private static Card parseCard(Object want, GameState state) {
        return want == null ? null : state.game().parseCard(want.toString());
    }

    private static void checkHands(Object want, GameState state, List<String> diffs) {
        if (!(want instanceof Map<?, ?> hands)) {
            diffs.add("expect.hands: expected an object of seat → cards");
            return;
        }
        for (Map.Entry<?, ?> h : hands.entrySet()) {
            String key = h.getKey().toString();
            if (!key.matches("[0-9]{1,2}") || Integer.parseInt(key) >= state.players()) {
                diffs.add("expect.hands: '" + key + "' is no seat: expected a seat from 0 to " + (state.players() - 1));
                continue;
            }
            int seat = Integer.parseInt(key);
            if (!(h.getValue() instanceof List<?> cards)) {
                diffs.add("expect.hands." + seat + ": expected a list of cards, got " + h.getValue());
                continue;
            }
            Map<Card, Integer> expected = new HashMap<>();
            for (Object c : cards) {
                expected.merge(state.game().parseCard(String.valueOf(c)), 1, Integer::sum);
            }
            Map<Card, Integer> actual = new HashMap<>();
            for (Card c : state.hand(seat)) {
                actual.merge(c, 1, Integer::sum);
            }
            if (!expected.equals(actual)) {
                diffs.add("hand of seat " + seat + ": expected " + h.getValue() + ", got " + state.hand(seat));
            }
        }
    }

    /** The top of the discard pile, top first, as many cards as listed. */
    private static void checkDiscard(Object want, GameState state, List<String> diffs) {
        if (!(want instanceof List<?> cards)) {
            diffs.add("expect.discardPile: expected a list of cards, top first");
            return;
        }
        List<Card> expected = new ArrayList<>();
        for (Object c : cards) {
            expected.add(state.game().parseCard(String.valueOf(c)));
        }
        List<Card> pile = state.discardPile();
        // NOTATION.md lists "the leading card first": a list that starts with it is read below the transparent
        // cards lying on it (a Crazy Card, a +3); a list that starts with those is read from the very top.
        int from = !expected.isEmpty() && expected.get(0).equals(state.leading())
                ? TableFacts.of(state).transparentOnTop() : 0;
        List<Card> top = pile.subList(from, Math.min(from + expected.size(), pile.size()));
        if (!expected.equals(top)) {
            diffs.add("discard pile: expected " + expected + " on top, got " + top
                    + (pile.size() > top.size() ? " (of " + pile.size() + ")" : ""));
        }
    }

    private static void checkLegal(Object want, GameState state, List<String> diffs) {
        if (!(want instanceof List<?> moves)) {
            diffs.add("expect.legal: expected a list of moves, such as [\"play R5\", \"draw\"], got " + want);
            return;
        }
        Set<Move> expected = new HashSet<>();
        for (Object m : moves) {
            expected.add(state.parseMove(String.valueOf(m)).withoutDeclaration());
        }
        Set<Move> actual = new HashSet<>(state.legalMoves());
        if (!expected.equals(actual)) {
            Set<Move> missing = new HashSet<>(expected);
            missing.removeAll(actual);
            Set<Move> extra = new HashSet<>(actual);
            extra.removeAll(expected);
            diffs.add("legal moves: expected " + notation(expected) + ", got " + notation(actual)
                    + (missing.isEmpty() ? "" : "; missing " + notation(missing))
                    + (extra.isEmpty() ? "" : "; unexpected " + notation(extra)));
        }
    }

    private static List<String> notation(Set<Move> moves) {
        return moves.stream().map(Move::notation).sorted().toList();
    }

    private static void checkVariantField(String key, Object want, GameState state, List<String> diffs) {
        for (VariantChoice v : state.config().variants()) {
            Map<String, Object> vs = state.variantState(v.id());
            if (vs.containsKey(key)) {
                same(key, normalise(want), normalise(vs.get(key)), diffs);
                return;
            }
        }
        if (!KNOWN.contains(key)) {
            diffs.add("expect." + key + ": no variant in play keeps a field of that name");
        }
    }

    /** Numbers compared by value whatever their Java type. */
    private static Object normalise(Object v) {
        if (v instanceof Number n) {
            return n.longValue();
        }
        if (v instanceof List<?> l) {
            return l.stream().map(ScenarioRunner::normalise).toList();
        }
        return v;
    }

    private static void same(String field, Object want, Object got, List<String> diffs) {
        Object w = normalise(want);
        Object g = normalise(got);
        if (w == null ? g != null : !w.equals(g)) {
            diffs.add(field + ": expected " + want + ", got " + got);
        }
    }
}
