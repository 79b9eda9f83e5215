package dev.taki.testkit.scenario;

import dev.taki.api.Card;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.VariantChoice;
import dev.taki.core.TableFacts;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code expect} fields of a scenario checked on the table after the last applied move (the runner checks
 * {@code rejected}, {@code invalid} and {@code events} while it applies the moves). Each difference is one sentence.
 */
final class ExpectedTable {
    /** The fields of the format; any other must be a field of a variant's state. */
    private static final Set<String> KNOWN = Set.of("hands", "handSizes", "current", "leading", "activeColor",
            "direction", "winner", "winners", "legal", "legalOf", "rejected", "invalid", "pendingDraw", "drawPileSize",
            "discardPile", "outOfPlay", "phase", "events");

    private ExpectedTable() {
    }

    /** Adds a sentence to {@code diffs} for each field of {@code expect} that does not hold on {@code state}. */
    static void check(Map<String, Object> expect, GameState state, List<String> diffs) {
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
            case "winner" -> checkWinner(want, state, diffs);
            case "winners" -> checkWinners(want, state, diffs);
            case "legal" -> checkLegal(want, state, diffs);
            case "legalOf" -> checkLegalOf(want, state, diffs);
            case "pendingDraw" -> same("pendingDraw", normalise(want), normalise(state.pendingDraw()), diffs);
            case "drawPileSize" -> same("drawPileSize", normalise(want), normalise(state.drawPileSize()), diffs);
            case "phase" -> same("phase", want instanceof String w ? w.toLowerCase(java.util.Locale.ROOT) : want,
                    state.phase().name(), diffs);
            case "discardPile" -> checkDiscard(want, state, diffs);
            case "outOfPlay" -> checkOutOfPlay(want, state, diffs);
            case "rejected", "invalid", "events" -> {
                // handled while applying the moves
            }
            default -> checkVariantField(key, want, state, diffs);
        }
    }

    private static Card parseCard(Object want, GameState state) {
        return want == null ? null : state.game().parseCard(want.toString());
    }

    /** The cards set aside for the whole game, in any order. */
    private static void checkOutOfPlay(Object want, GameState state, List<String> diffs) {
        if (!(want instanceof List<?> cards)) {
            diffs.add("expect.outOfPlay: expected a list of cards, got " + want);
            return;
        }
        if (!count(cards, state).equals(count(state.outOfPlay()))) {
            diffs.add("out of play: expected " + cards + ", got " + state.outOfPlay());
        }
    }

    private static Map<Card, Integer> count(List<?> notation, GameState state) {
        Map<Card, Integer> counts = new HashMap<>();
        for (Object c : notation) {
            counts.merge(state.game().parseCard(String.valueOf(c)), 1, Integer::sum);
        }
        return counts;
    }

    private static Map<Card, Integer> count(List<Card> cards) {
        Map<Card, Integer> counts = new HashMap<>();
        for (Card c : cards) {
            counts.merge(c, 1, Integer::sum);
        }
        return counts;
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
            if (!count(cards, state).equals(count(state.hand(seat)))) {
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

    /**
     * The one winner, or null where there is none — a game not over, or a tie, which {@code winners} names ({@code
     * GameState.winner()}, as scenario files have always read it). A seat expected where several share the win says
     * so.
     */
    private static void checkWinner(Object want, GameState state, List<String> diffs) {
        if (want != null && state.winners().size() > 1) {
            diffs.add("winner: expected " + want + ", but the game has several winners " + state.winners()
                    + "; check them with \"winners\"");
        } else {
            same("winner", want, state.winner().orElse(null), diffs);
        }
    }

    /** Every winner, in any order; none while the game is not over. */
    private static void checkWinners(Object want, GameState state, List<String> diffs) {
        if (!(want instanceof List<?> seats) || seats.stream().anyMatch(w -> !(w instanceof Integer))) {
            diffs.add("expect.winners: expected a list of seats, such as [0, 2] ([] for a game not over), got " + want);
            return;
        }
        List<Integer> expected = seats.stream().map(w -> (Integer) w).sorted().toList();
        List<Integer> actual = state.winners().stream().sorted().toList();
        if (!expected.equals(actual)) {
            diffs.add("winners: expected " + expected + ", got " + actual);
        }
    }

    private static void checkLegal(Object want, GameState state, List<String> diffs) {
        if (!(want instanceof List<?> moves)) {
            diffs.add("expect.legal: expected a list of moves, such as [\"play R5\", \"draw\"], got " + want);
            return;
        }
        compareLegal("legal moves", moves, state.legalMoves(), state, diffs);
    }

    /** The legal moves of each seat named, acting or not: {@code {"2": ["play R5"], "0": []}}. */
    private static void checkLegalOf(Object want, GameState state, List<String> diffs) {
        if (!(want instanceof Map<?, ?> bySeat)) {
            diffs.add("expect.legalOf: expected an object of seat → moves, such as {\"2\": [\"play R5\"], \"0\": []},"
                    + " got " + want);
            return;
        }
        for (Map.Entry<?, ?> e : bySeat.entrySet()) {
            String key = e.getKey().toString();
            if (!key.matches("[0-9]{1,2}") || Integer.parseInt(key) >= state.players()) {
                diffs.add("expect.legalOf: '" + key + "' is no seat: expected a seat from 0 to " + (state.players() - 1));
                continue;
            }
            int seat = Integer.parseInt(key);
            if (!(e.getValue() instanceof List<?> moves)) {
                diffs.add("expect.legalOf." + seat + ": expected a list of moves, such as [\"play R5\"] ([] for none),"
                        + " got " + e.getValue());
                continue;
            }
            try {
                compareLegal("legal moves of seat " + seat, moves, state.legalMoves(seat), state, diffs);
            } catch (RuntimeException bad) {
                diffs.add("expect.legalOf." + seat + ": cannot be checked: " + bad.getMessage());
            }
        }
    }

    /** The exact set of moves, without declarations, in any order. */
    private static void compareLegal(String what, List<?> moves, List<Move> legal, GameState state, List<String> diffs) {
        Set<Move> expected = new HashSet<>();
        for (Object m : moves) {
            expected.add(state.parseMove(String.valueOf(m)).withoutDeclaration());
        }
        Set<Move> actual = new HashSet<>(legal);
        if (!expected.equals(actual)) {
            Set<Move> missing = new HashSet<>(expected);
            missing.removeAll(actual);
            Set<Move> extra = new HashSet<>(actual);
            extra.removeAll(expected);
            diffs.add(what + ": expected " + notation(expected) + ", got " + notation(actual)
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
            return l.stream().map(ExpectedTable::normalise).toList();
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
