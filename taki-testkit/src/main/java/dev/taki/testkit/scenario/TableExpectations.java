package dev.taki.testkit.scenario;

import dev.taki.api.Card;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.Move;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The "then" of a {@link TableScenario}: the {@code expect} fields of a scenario file, each checked after the
 * last applied move. Only the fields named are checked. End with {@link #verify()}.
 */
public final class TableExpectations {
    private static final ObjectMapper JSON = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();
    private final TableScenario given;
    private final Map<String, Object> expect = new LinkedHashMap<>();

    TableExpectations(TableScenario given) {
        this.given = given;
    }

    /** The exact cards of a seat's hand, in any order ({@code ""} for an empty hand). */
    public TableExpectations hand(int seat, String cards) {
        @SuppressWarnings("unchecked")
        Map<String, Object> hands = (Map<String, Object>) expect.computeIfAbsent("hands", k -> new LinkedHashMap<>());
        hands.put(String.valueOf(seat), TableScenario.cards(cards));
        return this;
    }

    /** Every seat's number of cards, from seat 0. */
    public TableExpectations handSizes(int... sizes) {
        expect.put("handSizes", Arrays.stream(sizes).boxed().toList());
        return this;
    }

    /** The seat that must act. */
    public TableExpectations current(int seat) {
        expect.put("current", seat);
        return this;
    }

    /** The card the next play must match. */
    public TableExpectations leading(String card) {
        expect.put("leading", card.trim().toUpperCase(java.util.Locale.ROOT));
        return this;
    }

    /** The active colour. */
    public TableExpectations activeColor(String color) {
        expect.put("activeColor", Color.parse(color).toString());
        return this;
    }

    /** The direction of play, {@code cw} or {@code ccw}. */
    public TableExpectations direction(String dir) {
        expect.put("direction", Direction.parse(dir).notation());
        return this;
    }

    /** The game is over and this seat won it alone. */
    public TableExpectations winner(int seat) {
        expect.put("winner", seat);
        return this;
    }

    /** Nobody has won (yet). */
    public TableExpectations noWinner() {
        expect.put("winner", null);
        return this;
    }

    /** The exact set of legal moves of the seat to act, in notation, without declarations. */
    public TableExpectations legal(String... moves) {
        expect.put("legal", Arrays.stream(moves).map(String::trim).toList());
        return this;
    }

    /** Move {@code index} (from 0) must be refused and change nothing; the moves after it are not applied. */
    public TableExpectations rejected(int index) {
        expect.put("rejected", Map.of("move", index));
        return this;
    }

    /**
     * Move {@code index} (from 0) must be refused for the given reason ({@code CARD_DOES_NOT_MATCH}, the codes of
     * {@link dev.taki.api.Rejection}) and change nothing.
     */
    public TableExpectations rejected(int index, String reason) {
        expect.put("rejected", Map.of("move", index, "reason", reason));
        return this;
    }

    /** The waiting draw count (+2, +4…), 0 if none. */
    public TableExpectations pendingDraw(int count) {
        expect.put("pendingDraw", count);
        return this;
    }

    /** The number of cards in the draw pile. */
    public TableExpectations drawPileSize(int size) {
        expect.put("drawPileSize", size);
        return this;
    }

    /** The top cards of the discard pile, top first, as many as given ({@code "G+2 R+2"}). */
    public TableExpectations discardPile(String cards) {
        expect.put("discardPile", TableScenario.cards(cards));
        return this;
    }

    /** The phase of the seat to act by name: {@code turn}, {@code plus-follow}, {@code taki-run}… */
    public TableExpectations phase(String name) {
        expect.put("phase", name);
        return this;
    }

    /**
     * Every event of the applied moves, in order, one line each in the one-line event notation
     * ({@code "card-played seat=0 card=R+2 inRun=false"}).
     */
    public TableExpectations events(String... lines) {
        expect.put("events", List.of(lines));
        return this;
    }

    /** The last move given to {@code when} must be refused and change nothing. */
    public TableExpectations lastMoveRejected() {
        int moves = given.scenario(Map.of()).moves().size();
        if (moves == 0) {
            throw new IllegalStateException("lastMoveRejected(): no move was given to when(…)");
        }
        return rejected(moves - 1);
    }

    /** The configuration or the setup must be refused with a clear error before any move. */
    public TableExpectations invalid() {
        expect.put("invalid", true);
        return this;
    }

    /** The configuration or the setup must be refused with an error whose message contains these words. */
    public TableExpectations invalid(String words) {
        expect.put("invalid", words);
        return this;
    }

    /** A field of a variant's state, such as {@code scores} or {@code stages} (JSON-like values). */
    public TableExpectations field(String name, Object value) {
        expect.put(name, value);
        return this;
    }

    /** The scenario these expectations complete, as a scenario file would give it. */
    public Scenario scenario() {
        return given.scenario(expect);
    }

    /** Runs the scenario. */
    public ScenarioResult run() {
        return given.runner().run(scenario());
    }

    /**
     * Runs the scenario and fails unless every expectation held, with what differed, the table, and the
     * scenario as a file.
     */
    public void verify() {
        ScenarioResult r = run();
        if (!r.passed()) {
            throw new AssertionError(r.scenario().name() + "\n" + r.report() + "\nas a scenario file:\n" + toJson());
        }
    }

    /** The scenario as a scenario file (NOTATION.md), ready to be saved under {@code scenarios/}. */
    public String toJson() {
        return JSON.writeValueAsString(given.toFile(expect));
    }

    private static List<String> notation(List<Card> cards) {
        return cards.stream().map(Card::notation).toList();
    }
}
