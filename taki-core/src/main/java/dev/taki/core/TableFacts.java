package dev.taki.core;

import dev.taki.api.Card;
import dev.taki.api.Color;
import dev.taki.api.ConfigurationException;
import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Phase;
import dev.taki.api.TakiStatus;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Every fact of a game's table as plain values — what a full state holds beyond its configuration — so
 * that a state can be saved and restored (the JSON of {@code dev.taki.core.json.TakiJson} is made from it).
 * Piles are listed top first; {@code taki} is null when there is no TAKI run or open TAKI.
 *
 * <p>It holds every hand and the order of the draw pile: like {@link Referee}, it is for servers, tools and
 * tests, never for a player. {@link #restore} checks everything a forged or damaged table could get wrong
 * before the engine acts on it.
 */
public record TableFacts(List<List<Card>> hands, List<Card> drawPile, List<Card> discardPile, int transparentOnTop,
                         Color activeColor, Direction direction, int turnOwner, int toAct, Phase phase,
                         int pendingDraw, TakiStatus taki, List<Integer> pendingWinners, List<Integer> winners,
                         long rng, int round, int moveCount, Map<String, Map<String, Object>> variantStates) {

    /** Copies every collection (none may be null or hold null; the variants' states keep their order). */
    public TableFacts {
        hands = hands.stream().map(List::copyOf).toList();
        drawPile = List.copyOf(drawPile);
        discardPile = List.copyOf(discardPile);
        pendingWinners = List.copyOf(pendingWinners);
        winners = List.copyOf(winners);
        Map<String, Map<String, Object>> states = new LinkedHashMap<>();
        variantStates.forEach((id, s) -> states.put(Objects.requireNonNull(id), Collections.unmodifiableMap(new LinkedHashMap<>(s))));
        variantStates = Collections.unmodifiableMap(states);
    }

    /**
     * The facts of a state made by this engine.
     *
     * @throws IllegalArgumentException for a state of another implementation
     */
    public static TableFacts of(GameState state) {
        if (!(state instanceof State s)) {
            throw new IllegalArgumentException("not a state made by this engine: "
                    + (state == null ? "null" : state.getClass().getName()));
        }
        TableData d = s.data();
        List<List<Card>> hands = new ArrayList<>(d.players());
        for (List<Card> hand : d.hands) {
            hands.add(hand);
        }
        List<Card> discard = d.discard.asJava();
        return new TableFacts(hands, s.drawPileTopFirst(), discard, d.transparentOnTop, d.activeColor, d.direction,
                d.turnOwner, d.toAct, d.phase, d.pendingDraw, d.taki, d.pendingWinners, d.winners, d.rng, d.round,
                d.moveCount, d.variantStates);
    }

    /**
     * The state of a game with this configuration and this table, after checking that the table can be
     * played: one hand per player, every card of the configured deck in exactly one place, seats and counts
     * in range, the game over exactly when it has winners, variant states only for variants in play, and —
     * unless the game is over — a legal move for the seat to act that the rules in play can compute.
     *
     * @throws ConfigurationException listing every problem, each naming its field
     */
    public GameState restore(GameConfig config, VariantCatalog catalog) {
        Ruleset rules = catalog.resolve(config);
        List<String> problems = new ArrayList<>();
        check(rules, problems);
        if (!problems.isEmpty()) {
            throw new ConfigurationException(problems);
        }
        State state = new State(data(rules), rules);
        probe(state, problems);
        if (!problems.isEmpty()) {
            throw new ConfigurationException(problems);
        }
        return state;
    }

    private TableData data(Ruleset rules) {
        TableData d = new TableData(rules.config.players());
        for (int i = 0; i < hands.size(); i++) {
            d.hands[i].addAll(hands.get(i));
        }
        d.drawPile = bottomFirst(drawPile);
        d.discard = io.vavr.collection.List.ofAll(discardPile);
        d.transparentOnTop = transparentOnTop;
        d.activeColor = activeColor;
        d.direction = direction;
        d.turnOwner = turnOwner;
        d.toAct = toAct;
        d.phase = phase;
        d.pendingDraw = pendingDraw;
        d.taki = taki;
        d.pendingWinners = new ArrayList<>(pendingWinners);
        d.winners = winners;
        d.rng = rng;
        d.round = round;
        d.moveCount = moveCount;
        d.variantStates = new LinkedHashMap<>(variantStates);
        return d;
    }

    private static ArrayList<Card> bottomFirst(List<Card> topFirst) {
        ArrayList<Card> pile = new ArrayList<>(topFirst);
        Collections.reverse(pile);
        return pile;
    }

    private void check(Ruleset rules, List<String> problems) {
        int players = rules.config.players();
        int deck = rules.deck.size();
        if (hands.size() != players) {
            problems.add("hands: expected " + players + " hands (one per player), got " + hands.size());
        }
        checkCards(rules, problems);
        if (discardPile.isEmpty()) {
            problems.add("discardPile: the leading card is missing (the discard pile cannot be empty)");
        } else if (transparentOnTop < 0 || transparentOnTop >= discardPile.size()) {
            problems.add("transparentOnTop: expected 0 to " + (discardPile.size() - 1) + ", got " + transparentOnTop);
        } else {
            for (int i = 0; i < transparentOnTop; i++) {
                if (!rules.isTransparent(discardPile.get(i))) {
                    problems.add("transparentOnTop: discardPile[" + i + "] (" + discardPile.get(i)
                            + ") is not a transparent card of the variants in play");
                }
            }
        }
        required(activeColor, "activeColor", problems);
        required(direction, "direction", problems);
        required(phase, "phase", problems);
        seat(turnOwner, players, "turnOwner", problems);
        seat(toAct, players, "toAct", problems);
        range(pendingDraw, 0, 2 * deck, "pendingDraw", problems);
        if (taki != null) {
            required(taki.color(), "taki.color", problems);
            range(taki.seat(), -1, players - 1, "taki.seat", problems);
            range(taki.cardsPlayed(), 0, deck, "taki.cardsPlayed", problems);
        }
        if (phase == Phase.TAKI_RUN && (taki == null || taki.seat() != toAct)) {
            problems.add("taki: in phase taki-run the seat to act (" + toAct + ") must own the TAKI run, got " + taki);
        }
        seats(pendingWinners, players, "pendingWinners", problems);
        seats(winners, players, "winners", problems);
        if ((phase == Phase.OVER) != !winners.isEmpty()) {
            problems.add("winners: a game is over exactly when it has winners (phase " + phase + ", winners "
                    + winners + ")");
        }
        range(round, 0, Integer.MAX_VALUE, "round", problems);
        range(moveCount, 0, Integer.MAX_VALUE, "moveCount", problems);
        Set<String> inPlay = new TreeSet<>();
        rules.hooks.forEach(h -> inPlay.add(h.id()));
        variantStates.forEach((id, s) -> {
            if (!inPlay.contains(id)) {
                problems.add("variantStates." + id + ": no variant of that id is in play; in play: " + inPlay);
            }
            s.forEach((k, v) -> jsonLike(v, "variantStates." + id + "." + k, 0, problems));
        });
    }

    private void checkCards(Ruleset rules, List<String> problems) {
        Map<Card, Integer> left = new TreeMap<>();
        rules.deck.forEach(c -> left.merge(c, 1, Integer::sum));
        Map<Card, Integer> extra = new TreeMap<>();
        List<List<Card>> places = new ArrayList<>(hands);
        places.add(drawPile);
        places.add(discardPile);
        for (List<Card> place : places) {
            for (Card c : place) {
                int n = left.getOrDefault(c, 0);
                if (n == 0) {
                    extra.merge(c, 1, Integer::sum);
                } else {
                    left.put(c, n - 1);
                }
            }
        }
        extra.forEach((c, n) -> problems.add("cards: " + n + " " + c + " more than the configured deck holds ("
                + rules.deck.stream().filter(x -> x == c).count() + ")"));
        left.forEach((c, n) -> {
            if (n > 0) {
                problems.add("cards: " + n + " " + c + " of the deck are in no hand or pile");
            }
        });
    }

    /** The rules must be able to act on the table: the seat to act has a legal move, and every view can be made. */
    private static void probe(State state, List<String> problems) {
        try {
            if (!state.isOver() && state.legalMoves().isEmpty()) {
                problems.add("toAct: seat " + state.toAct() + " has no legal move in phase " + state.phase());
            }
            for (int seat = 0; seat < state.players(); seat++) {
                state.view(seat);
            }
        } catch (RuntimeException e) {
            problems.add("the rules in play cannot act on this table: " + e);
        }
    }

    private static void jsonLike(Object v, String field, int depth, List<String> problems) {
        if (depth > 64) {
            problems.add(field + ": nested more than 64 levels deep");
        } else if (v instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                jsonLike(list.get(i), field + "[" + i + "]", depth + 1, problems);
            }
        } else if (v instanceof Map<?, ?> map) {
            map.forEach((k, x) -> {
                if (k instanceof String key) {
                    jsonLike(x, field + "." + key, depth + 1, problems);
                } else {
                    problems.add(field + ": a map key must be a string, got " + k);
                }
            });
        } else if (!(v == null || v instanceof String || v instanceof Integer || v instanceof Long
                || v instanceof Double || v instanceof Boolean)) {
            problems.add(field + ": expected a JSON-like value (string, Integer, Long, Double, boolean, list, map),"
                    + " got a " + v.getClass().getSimpleName());
        }
    }

    private static void required(Object value, String field, List<String> problems) {
        if (value == null) {
            problems.add(field + ": required");
        }
    }

    private static void seat(int seat, int players, String field, List<String> problems) {
        range(seat, 0, players - 1, field, problems);
    }

    private static void range(int value, int min, int max, String field, List<String> problems) {
        if (value < min || value > max) {
            problems.add(field + ": expected " + min + " to " + max + ", got " + value);
        }
    }

    private static void seats(List<Integer> seats, int players, String field, List<String> problems) {
        HashSet<Integer> seen = new HashSet<>();
        for (int i = 0; i < seats.size(); i++) {
            seat(seats.get(i), players, field + "[" + i + "]", problems);
            if (!seen.add(seats.get(i))) {
                problems.add(field + "[" + i + "]: seat " + seats.get(i) + " is listed twice");
            }
        }
    }
}
