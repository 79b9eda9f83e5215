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

    /**
     * The exact cards of a seat's hand, in any order ({@code ""} for an empty hand).
     *
     * @param seat the seat
     * @param cards its cards in notation, separated by spaces
     * @return these expectations, to add more
     */
    public TableExpectations hand(int seat, String cards) {
        @SuppressWarnings("unchecked")
        Map<String, Object> hands = (Map<String, Object>) expect.computeIfAbsent("hands", k -> new LinkedHashMap<>());
        hands.put(String.valueOf(seat), TableScenario.cards(cards));
        return this;
    }

    /**
     * Every seat's number of cards, from seat 0.
     *
     * @param sizes the sizes, one per seat
     * @return these expectations, to add more
     */
    public TableExpectations handSizes(int... sizes) {
        expect.put("handSizes", Arrays.stream(sizes).boxed().toList());
        return this;
    }

    /**
     * The seat that must act.
     *
     * @param seat the seat to act
     * @return these expectations, to add more
     */
    public TableExpectations current(int seat) {
        expect.put("current", seat);
        return this;
    }

    /**
     * The card the next play must match.
     *
     * @param card the card in notation
     * @return these expectations, to add more
     */
    public TableExpectations leading(String card) {
        expect.put("leading", card.trim().toUpperCase(java.util.Locale.ROOT));
        return this;
    }

    /**
     * The active colour.
     *
     * @param color {@code R}, {@code G}, {@code B} or {@code Y}
     * @return these expectations, to add more
     */
    public TableExpectations activeColor(String color) {
        expect.put("activeColor", Color.parse(color).toString());
        return this;
    }

    /**
     * The direction of play, {@code cw} or {@code ccw}.
     *
     * @param dir {@code cw} or {@code ccw}
     * @return these expectations, to add more
     */
    public TableExpectations direction(String dir) {
        expect.put("direction", Direction.parse(dir).notation());
        return this;
    }

    /**
     * The game is over and this seat won it alone (for a tie, {@link #winners}).
     *
     * @param seat the winner
     * @return these expectations, to add more
     */
    public TableExpectations winner(int seat) {
        expect.put("winner", seat);
        return this;
    }

    /**
     * Nobody has won (yet).
     *
     * @return these expectations, to add more
     */
    public TableExpectations noWinner() {
        expect.put("winner", null);
        return this;
    }

    /**
     * The game is over and exactly these seats won it, in any order (a tie); none for a game not over.
     *
     * @param seats the winners
     * @return these expectations, to add more
     */
    public TableExpectations winners(int... seats) {
        expect.put("winners", Arrays.stream(seats).boxed().toList());
        return this;
    }

    /**
     * The exact set of legal moves of the seat to act, in notation, without declarations.
     *
     * @param moves the moves in notation
     * @return these expectations, to add more
     */
    public TableExpectations legal(String... moves) {
        expect.put("legal", Arrays.stream(moves).map(String::trim).toList());
        return this;
    }

    /**
     * The exact set of legal moves of a seat, to act or not, in notation, without declarations; none for a seat
     * that may not move now. Call it once for each seat to check.
     *
     * @param seat the seat
     * @param moves the moves in notation
     * @return these expectations, to add more
     */
    public TableExpectations legalOf(int seat, String... moves) {
        @SuppressWarnings("unchecked")
        Map<String, Object> bySeat = (Map<String, Object>) expect.computeIfAbsent("legalOf", k -> new LinkedHashMap<>());
        bySeat.put(String.valueOf(seat), Arrays.stream(moves).map(String::trim).toList());
        return this;
    }

    /**
     * Move {@code index} (from 0) must be refused and change nothing; the moves after it are not applied.
     *
     * @param index the move's index among those given to {@code when}
     * @return these expectations, to add more
     */
    public TableExpectations rejected(int index) {
        expect.put("rejected", Map.of("move", index));
        return this;
    }

    /**
     * Move {@code index} (from 0) must be refused for the given reason ({@code CARD_DOES_NOT_MATCH}, the codes of
     * {@link dev.taki.api.Rejection}) and change nothing.
     *
     * @param index the move's index among those given to {@code when}
     * @param reason the code of the refusal
     * @return these expectations, to add more
     */
    public TableExpectations rejected(int index, String reason) {
        expect.put("rejected", Map.of("move", index, "reason", reason));
        return this;
    }

    /**
     * The waiting draw count (+2, +4…), 0 if none.
     *
     * @param count the count
     * @return these expectations, to add more
     */
    public TableExpectations pendingDraw(int count) {
        expect.put("pendingDraw", count);
        return this;
    }

    /**
     * The number of cards in the draw pile.
     *
     * @param size the number of cards
     * @return these expectations, to add more
     */
    public TableExpectations drawPileSize(int size) {
        expect.put("drawPileSize", size);
        return this;
    }

    /**
     * The top cards of the discard pile, top first, as many as given ({@code "G+2 R+2"}). A list that starts with
     * the leading card is read below any transparent cards lying on it (a Crazy Card, a +3).
     *
     * @param cards the cards in notation, top first, separated by spaces
     * @return these expectations, to add more
     */
    public TableExpectations discardPile(String cards) {
        expect.put("discardPile", TableScenario.cards(cards));
        return this;
    }

    /**
     * The exact cards out of play, in any order ({@code ""} for none).
     *
     * @param cards the cards in notation, separated by spaces
     * @return these expectations, to add more
     */
    public TableExpectations outOfPlay(String cards) {
        expect.put("outOfPlay", TableScenario.cards(cards));
        return this;
    }

    /**
     * The phase of the seat to act by name: {@code turn}, {@code plus-follow}, {@code taki-run}…
     *
     * @param name the phase's name
     * @return these expectations, to add more
     */
    public TableExpectations phase(String name) {
        expect.put("phase", name);
        return this;
    }

    /**
     * Every event of the applied moves, in order, one line each in the one-line event notation
     * ({@code "card-played seat=0 card=R+2 inRun=false"}).
     *
     * @param lines the events, one line each
     * @return these expectations, to add more
     */
    public TableExpectations events(String... lines) {
        expect.put("events", List.of(lines));
        return this;
    }

    /**
     * The last move given to {@code when} must be refused and change nothing.
     *
     * @return these expectations, to add more
     */
    public TableExpectations lastMoveRejected() {
        int moves = given.scenario(Map.of()).moves().size();
        if (moves == 0) {
            throw new IllegalStateException("lastMoveRejected(): no move was given to when(…)");
        }
        return rejected(moves - 1);
    }

    /**
     * The configuration or the setup must be refused with a clear error before any move.
     *
     * @return these expectations, to add more
     */
    public TableExpectations invalid() {
        expect.put("invalid", true);
        return this;
    }

    /**
     * The configuration or the setup must be refused with an error whose message contains these words.
     *
     * @param words words the message must contain
     * @return these expectations, to add more
     */
    public TableExpectations invalid(String words) {
        expect.put("invalid", words);
        return this;
    }

    /**
     * A field of a variant's state, such as {@code scores} or {@code stages} (JSON-like values).
     *
     * @param name the field's name in the variant's state
     * @param value its value, as JSON-like values
     * @return these expectations, to add more
     */
    public TableExpectations field(String name, Object value) {
        expect.put(name, value);
        return this;
    }

    /** {@return the scenario these expectations complete, as a scenario file would give it} */
    public Scenario scenario() {
        return given.scenario(expect);
    }

    /**
     * Runs the scenario.
     *
     * @return what held and what did not
     */
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

    /** {@return the scenario as a scenario file (NOTATION.md), ready to be saved under {@code scenarios/}} */
    public String toJson() {
        return JSON.writeValueAsString(given.toFile(expect));
    }

    private static List<String> notation(List<Card> cards) {
        return cards.stream().map(Card::notation).toList();
    }
}
