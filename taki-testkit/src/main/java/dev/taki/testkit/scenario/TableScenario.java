package dev.taki.testkit.scenario;

import dev.taki.api.Card;
import dev.taki.api.Notation;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.TableSetup;
import dev.taki.api.VariantChoice;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A rule scenario written in Java, equivalent to a scenario file (NOTATION.md): given a table, when these
 * moves, then these facts.
 * <pre>{@code
 * TableScenario.players(3).variants("crazy-card")
 *         .hands("R5 B3", "G7", "Y1 Y2").leading("R7").drawPile("B1 B3")
 *         .when("0: play R5 last", "1: draw")
 *         .then().current(2).handSizes(1, 2, 2).legal("play Y1", "play Y2", "draw")
 *         .verify();
 * }</pre>
 * It builds the same {@link Scenario} a file would and runs it with {@link ScenarioRunner}; a failure lists
 * what differed, shows the table after the last applied move, and gives the scenario as a file to paste
 * ({@link TableExpectations#toJson}). Cards and piles are written in notation, separated by spaces; piles top
 * first. Setup fields left out take the file format's defaults.
 */
public final class TableScenario {
    private final int players;
    private String name;
    private String rule = "";
    private final List<VariantChoice> variants = new ArrayList<>();
    // Cards are kept in notation and read when the game is known: a plugin's cards read only in its game.
    private final List<List<String>> hands = new ArrayList<>();
    private String leading;
    private Color activeColor;
    private List<String> drawPile = List.of();
    private List<String> discardPile = List.of();
    private int current;
    private Direction direction = Direction.CW;
    private List<String> outOfPlay = List.of();
    private TableSetup.Rest rest = TableSetup.Rest.DRAW_PILE;
    private long seed;
    private final Map<String, Object> setupFields = new LinkedHashMap<>();
    private final List<String> moves = new ArrayList<>();
    private VariantCatalog catalog;

    private TableScenario(int players) {
        this.players = players;
    }

    /**
     * A scenario for this many players.
     *
     * @param players 2 to 10
     * @return the scenario, to lay out
     */
    public static TableScenario players(int players) {
        return new TableScenario(players);
    }

    /**
     * What the scenario shows (its test name); by default made from the moves.
     *
     * @param scenarioName the name
     * @return this scenario
     */
    public TableScenario named(String scenarioName) {
        this.name = scenarioName;
        return this;
    }

    /**
     * The rule it checks, such as {@code "RULES.md 4.5"}.
     *
     * @param ruleName the rule, as the rules document numbers it
     * @return this scenario
     */
    public TableScenario rule(String ruleName) {
        this.rule = ruleName;
        return this;
    }

    /**
     * Variants in play, by id, options at their defaults (added after any given before).
     *
     * @param ids the variants' ids
     * @return this scenario
     */
    public TableScenario variants(String... ids) {
        Arrays.stream(ids).map(VariantChoice::of).forEach(variants::add);
        return this;
    }

    /**
     * A variant in play with option values.
     *
     * @param id the variant's id
     * @param options its option values by name
     * @return this scenario
     */
    public TableScenario variant(String id, Map<String, Object> options) {
        variants.add(new VariantChoice(id, options));
        return this;
    }

    /**
     * Every seat's hand, from seat 0, each as cards in notation separated by spaces ({@code ""} for none).
     *
     * @param seatHands one hand per seat
     * @return this scenario
     */
    public TableScenario hands(String... seatHands) {
        hands.clear();
        for (String h : seatHands) {
            hands.add(cards(h));
        }
        return this;
    }

    /**
     * The leading card.
     *
     * @param card the card in notation
     * @return this scenario
     */
    public TableScenario leading(String card) {
        this.leading = card == null ? null : card.trim().toUpperCase(java.util.Locale.ROOT);
        return this;
    }

    /**
     * The active colour ({@code R}, {@code G}, {@code B}, {@code Y}); by default the leading card's.
     *
     * @param color the colour's letter
     * @return this scenario
     */
    public TableScenario activeColor(String color) {
        this.activeColor = Color.parse(color);
        return this;
    }

    /**
     * The top of the draw pile, top first; the deck's other cards go under it.
     *
     * @param cards cards in notation, top first, separated by spaces
     * @return this scenario
     */
    public TableScenario drawPile(String cards) {
        this.drawPile = cards(cards);
        return this;
    }

    /**
     * The cards under the leading card, top first.
     *
     * @param cards cards in notation, top first, separated by spaces
     * @return this scenario
     */
    public TableScenario discardPile(String cards) {
        this.discardPile = cards(cards);
        return this;
    }

    /**
     * The seat whose turn it is (0 by default).
     *
     * @param seat the seat
     * @return this scenario
     */
    public TableScenario current(int seat) {
        this.current = seat;
        return this;
    }

    /**
     * The direction of play, {@code cw} (the default) or {@code ccw}.
     *
     * @param dir {@code cw} or {@code ccw}
     * @return this scenario
     */
    public TableScenario direction(String dir) {
        this.direction = Direction.parse(dir);
        return this;
    }

    /**
     * Cards set aside for the whole game, face up: in no hand and no pile ({@code "outOfPlay"}).
     *
     * @param cards cards in notation, separated by spaces
     * @return this scenario
     */
    public TableScenario outOfPlay(String cards) {
        this.outOfPlay = cards(cards);
        return this;
    }

    /**
     * The deck's unplaced cards go under the discard pile instead of the draw pile ({@code "rest": "discard"}).
     *
     * @return this scenario
     */
    public TableScenario restUnderDiscard() {
        this.rest = TableSetup.Rest.DISCARD_PILE;
        return this;
    }

    /**
     * The deck's unplaced cards are out of play ({@code "rest": "out"}): both piles hold exactly the cards given, so
     * a table can have empty piles without a giant hand.
     *
     * @return this scenario
     */
    public TableScenario restOutOfPlay() {
        this.rest = TableSetup.Rest.OUT_OF_PLAY;
        return this;
    }

    /**
     * Orders the unplaced cards and seeds the game's later shuffles (0 by default).
     *
     * @param value the seed
     * @return this scenario
     */
    public TableScenario seed(long value) {
        this.seed = value;
        return this;
    }

    /**
     * A setup field for a variant's state, such as {@code stages}.
     *
     * @param field the field's name
     * @param value its value, as JSON-like values
     * @return this scenario
     */
    public TableScenario setupField(String field, Object value) {
        setupFields.put(field, value);
        return this;
    }

    /**
     * The catalog the variants come from; by default the class path.
     *
     * @param variantCatalog the catalog
     * @return this scenario
     */
    public TableScenario catalog(VariantCatalog variantCatalog) {
        this.catalog = variantCatalog;
        return this;
    }

    /**
     * The moves, in order, each {@code "<seat>: <move>"} (added after any given before).
     *
     * @param seatMoves the moves
     * @return this scenario
     */
    public TableScenario when(String... seatMoves) {
        moves.addAll(Arrays.asList(seatMoves));
        return this;
    }

    /**
     * What must hold after the moves.
     *
     * @return the expectations, to fill in
     */
    public TableExpectations then() {
        return new TableExpectations(this);
    }

    /**
     * The table as laid out, before any move: for checks the expectations cannot say (events, views…).
     *
     * @return the first state, on the table as laid out
     * @throws dev.taki.api.ConfigurationException if the configuration or the setup is refused
     */
    public GameState start() {
        return Taki.fromSetup(config(), setup(), catalog());
    }

    /** The scenario with these expectations (JSON-like values, as {@link ScenarioReader} reads them). */
    Scenario scenario(Map<String, Object> expect) {
        boolean invalid = Boolean.TRUE.equals(expect.get("invalid")) || expect.get("invalid") instanceof String;
        String problem = leading == null ? "setup.leading: a leading card is required" : null;
        TableSetup setup = null;
        if (problem == null) {
            try {
                setup = setup();
            } catch (dev.taki.api.NotationException e) {
                problem = "setup: " + e.getMessage();
            }
        }
        return new Scenario(name(), rule, "TableScenario '" + name() + "'", problem == null ? config() : null,
                setup, List.copyOf(moves), java.util.Collections.unmodifiableMap(new LinkedHashMap<>(expect)),
                invalid, problem);
    }

    ScenarioRunner runner() {
        return new ScenarioRunner(catalog());
    }

    private VariantCatalog catalog() {
        return catalog != null ? catalog : VariantCatalog.discover();
    }

    private String name() {
        return name != null ? name : moves.isEmpty() ? "the table as laid out" : "after " + String.join(", ", moves);
    }

    private GameConfig config() {
        return new GameConfig(players, seed, 0, Direction.CW, variants);
    }

    private TableSetup setup() {
        Notation notation = notation();
        return new TableSetup(hands.stream().map(h -> read(h, notation)).toList(),
                leading == null ? null : notation.parseCard(leading), activeColor, read(drawPile, notation),
                read(discardPile, notation), current, direction, rest, seed, setupFields, read(outOfPlay, notation));
    }

    /** The notation of this scenario's game; of every card of the catalog if the configuration is refused. */
    private Notation notation() {
        try {
            return catalog().game(config()).notation();
        } catch (dev.taki.api.ConfigurationException e) {
            try {
                return Notation.of(catalog().cardKinds(), List.of(), catalog().verbs());
            } catch (IllegalArgumentException clash) {
                return Notation.base();
            }
        }
    }

    private static List<Card> read(List<String> cards, Notation notation) {
        return cards.stream().map(notation::parseCard).toList();
    }

    /** The scenario in the file format of NOTATION.md, with these expectations. */
    Map<String, Object> toFile(Map<String, Object> expect) {
        Map<String, Object> file = new LinkedHashMap<>();
        file.put("name", name());
        file.put("rule", rule);
        List<Object> vs = new ArrayList<>();
        for (VariantChoice v : variants) {
            if (v.options().isEmpty()) {
                vs.add(v.id());
            } else {
                Map<String, Object> o = new LinkedHashMap<>();
                o.put("id", v.id());
                o.putAll(v.options());
                vs.add(o);
            }
        }
        file.put("variants", vs);
        file.put("players", players);
        if (seed != 0) {
            file.put("seed", seed);
        }
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("hands", List.copyOf(hands));
        s.put("leading", leading);
        if (activeColor != null) {
            s.put("activeColor", activeColor.toString());
        }
        if (!drawPile.isEmpty()) {
            s.put("drawPile", drawPile);
        }
        if (!discardPile.isEmpty()) {
            s.put("discardPile", discardPile);
        }
        if (!outOfPlay.isEmpty()) {
            s.put("outOfPlay", outOfPlay);
        }
        if (current != 0) {
            s.put("current", current);
        }
        if (direction != Direction.CW) {
            s.put("direction", direction.notation());
        }
        if (rest != TableSetup.Rest.DRAW_PILE) {
            s.put("rest", rest == TableSetup.Rest.DISCARD_PILE ? "discard" : "out");
        }
        if (seed != 0) {
            s.put("seed", seed);
        }
        s.putAll(setupFields);
        file.put("setup", s);
        file.put("moves", List.copyOf(moves));
        file.put("expect", expect);
        return file;
    }

    /** Cards in notation separated by spaces or commas, upper case. */
    static List<String> cards(String text) {
        if (text == null || text.isBlank()) {
            return List.of();
        }
        return Arrays.stream(text.trim().split("[\\s,]+")).map(c -> c.toUpperCase(java.util.Locale.ROOT)).toList();
    }
}
