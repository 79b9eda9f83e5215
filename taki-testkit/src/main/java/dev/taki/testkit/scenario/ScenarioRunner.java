package dev.taki.testkit.scenario;

import dev.taki.api.ConfigurationException;
import dev.taki.api.Event;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.NotationException;
import dev.taki.api.Outcome;
import dev.taki.api.VariantChoice;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.core.json.TakiJson;
import dev.taki.core.json.TakiJsonException;
import dev.taki.core.record.RecordedMove;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Runs scenarios against the engine, with the variants of a catalog. */
public final class ScenarioRunner {
    /** The seat at the start of a move line, {@code "2: play R5"}: any seat may send a move, not only the one to act. */
    private static final Pattern SEAT_OF_LINE = Pattern.compile("\\s*([0-9]{1,9})\\s*:.*", Pattern.DOTALL);
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
            return new ScenarioResult(s, diffs, table(state, null));
        }
        Integer rejectAt = rejectedIndex(s.expect(), diffs);
        if (rejectAt != null && (rejectAt < 0 || rejectAt >= s.moves().size())) {
            diffs.add("expect.rejected names move " + rejectAt + ", but the moves are numbered 0 to "
                    + (s.moves().size() - 1));
            rejectAt = null;
        }
        List<Event> events = new ArrayList<>();
        String outOfTurn = null;
        for (int i = 0; i < s.moves().size(); i++) {
            String line = s.moves().get(i);
            Integer sender = seatOf(line, state.players());
            outOfTurn = sender != null && sender != state.toAct() ? line : null;
            Outcome outcome;
            try {
                outcome = apply(state, line);
            } catch (NotationException e) {
                outcome = new Outcome.Rejected(dev.taki.api.Rejection.ILLEGAL_MOVE, e.getMessage());
            } catch (RuntimeException e) {
                // A rule that throws fails this scenario, not the whole run.
                diffs.add("move " + i + " '" + line + "' made the rules in play throw: " + e);
                return new ScenarioResult(s, diffs, table(state, outOfTurn));
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
                return new ScenarioResult(s, diffs, table(state, outOfTurn));
            }
            state = outcome.state();
            events.addAll(((Outcome.Accepted) outcome).events());
        }
        ExpectedTable.check(s.expect(), state, diffs);
        if (s.expect().containsKey("events")) {
            checkEvents(s.expect().get("events"), events, gameJson(state), diffs);
        }
        return new ScenarioResult(s, diffs, table(state, outOfTurn));
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

    /**
     * The table for failure reports: hands, leading card, colour, direction, who acts, and their legal moves — and,
     * when the last move tried was sent out of turn (by a seat that was not to act), that seat's legal moves first.
     *
     * @param outOfTurn the last move line tried, if its seat was not to act when it was sent; else null
     */
    private static String table(GameState state, String outOfTurn) {
        if (state.isOver()) {
            return state.toString();
        }
        int toAct = state.toAct();
        Integer mover = seatOf(outOfTurn, state.players());
        if (mover == null || mover == toAct) {
            return state + "\nlegal for seat " + toAct + ": " + legalText(state, toAct);
        }
        return state + "\nlegal for seat " + mover + " (moved last, out of turn): " + legalText(state, mover)
                + "\nlegal for seat " + toAct + " (to act): " + legalText(state, toAct);
    }

    private static String legalText(GameState state, int seat) {
        List<Move> legal = state.legalMoves(seat);
        return legal.isEmpty() ? "none" : String.join(", ", legal.stream().map(Move::notation).toList());
    }

    /** The seat a move line names, or null for none of the game's (the game refuses such a line). */
    private static Integer seatOf(String line, int players) {
        Matcher m = line == null ? null : SEAT_OF_LINE.matcher(line);
        if (m == null || !m.matches()) {
            return null;
        }
        int seat = Integer.parseInt(m.group(1));
        return seat < players ? seat : null;
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
}
