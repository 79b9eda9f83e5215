package dev.taki.core.json;

import dev.taki.api.Card;
import dev.taki.api.ConfigurationException;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Phase;
import dev.taki.api.TakiStatus;
import dev.taki.api.Game;
import dev.taki.core.TableFacts;
import dev.taki.core.VariantCatalog;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A full state: {@code {"format": 1, "config": {…}, "table": {…}}}, the table holding every fact of
 * {@link TableFacts}. Reading checks the table against the configuration ({@link TableFacts#restore}).
 */
final class StateJson {
    static final List<String> TABLE_FIELDS = List.of("hands", "drawPile", "discardPile", "transparentOnTop",
            "activeColor", "direction", "turnOwner", "toAct", "phase", "pendingDraw", "taki", "pendingWinners",
            "winners", "rng", "round", "moveCount", "variantStates");
    /** Format 2 adds the kind of the waiting count (format 1 had only the +2's). */
    static final List<String> TABLE_FIELDS_2 = List.of("pendingDrawKind");
    /**
     * Written only when a table has some, so the tables of dealt games read and write as before: the cards set
     * aside for the whole game (format 2).
     */
    static final List<String> OPTIONAL_FIELDS_2 = List.of("outOfPlay");
    private static final int MAX_CARDS = 1000;

    private StateJson() {
    }

    static ObjectNode write(GameState state) {
        TableFacts f = TableFacts.of(state);
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        ObjectNode root = nodes.objectNode();
        root.put("format", TakiJson.FORMAT);
        root.set("config", ConfigJson.write(state.config()));
        ObjectNode t = root.putObject("table");
        ArrayNode hands = t.putArray("hands");
        f.hands().forEach(h -> hands.add(cards(h)));
        t.set("drawPile", cards(f.drawPile()));
        t.set("discardPile", cards(f.discardPile()));
        if (!f.outOfPlay().isEmpty()) {
            t.set("outOfPlay", cards(f.outOfPlay()));
        }
        t.put("transparentOnTop", f.transparentOnTop());
        t.put("activeColor", f.activeColor().toString());
        t.put("direction", f.direction().notation());
        t.put("turnOwner", f.turnOwner());
        t.put("toAct", f.toAct());
        t.put("phase", f.phase().name());
        t.put("pendingDraw", f.pendingDraw());
        if (f.pendingDrawKind() == null) {
            t.putNull("pendingDrawKind");
        } else {
            t.put("pendingDrawKind", f.pendingDrawKind().isColored() ? "R" + f.pendingDrawKind().symbol()
                    : f.pendingDrawKind().symbol());
        }
        if (f.taki() == null) {
            t.putNull("taki");
        } else {
            t.set("taki", taki(f.taki()));
        }
        t.set("pendingWinners", ints(f.pendingWinners()));
        t.set("winners", ints(f.winners()));
        t.put("rng", f.rng());
        t.put("round", f.round());
        t.put("moveCount", f.moveCount());
        ObjectNode variants = t.putObject("variantStates");
        f.variantStates().forEach((id, s) -> variants.set(id, JsonValues.writeMap(s, "table.variantStates." + id, 1)));
        return root;
    }

    static GameState read(JsonIn root, VariantCatalog catalog) {
        root.object(List.of("format", "config", "table"), List.of());
        int format = TakiJson.checkFormat(root.get("format"));
        GameConfig config = ConfigJson.read(root.get("config"), catalog);
        Game game;
        try {
            game = catalog.game(config);
        } catch (ConfigurationException e) {
            throw new TakiJsonException(root.get("config").path(), e.problems().stream().map(TakiJson::shorten).toList(), e);
        }
        JsonIn t = root.get("table").in(game.notation()).object(format == 1 ? TABLE_FIELDS
                : concat(TABLE_FIELDS, TABLE_FIELDS_2), format == 1 ? List.of() : OPTIONAL_FIELDS_2);
        TableFacts facts = new TableFacts(
                t.get("hands").list(10, h -> h.cards(MAX_CARDS)),
                t.get("drawPile").cards(MAX_CARDS),
                t.get("discardPile").cards(MAX_CARDS),
                t.has("outOfPlay") ? t.get("outOfPlay").cards(MAX_CARDS) : List.of(),
                t.get("transparentOnTop").integer(0, MAX_CARDS),
                t.get("activeColor").color(),
                t.get("direction").direction(),
                t.get("turnOwner").integer(0, 9),
                t.get("toAct").integer(0, 9),
                t.get("phase").phase(),
                t.get("pendingDraw").integer(0, 100_000),
                format >= 2 && t.has("pendingDrawKind") ? t.get("pendingDrawKind").card().kind() : null,
                t.has("taki") ? taki(t.get("taki")) : null,
                t.get("pendingWinners").seats(10),
                t.get("winners").seats(10),
                t.get("rng").longValue(),
                t.get("round").integer(1, 1_000_000),
                t.get("moveCount").integer(0, Integer.MAX_VALUE),
                variantStates(t.get("variantStates")));
        try {
            return facts.restore(game);
        } catch (ConfigurationException e) {
            throw new TakiJsonException(t.path(), e.problems().stream().map(TakiJson::shorten).toList(), e);
        }
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    static ArrayNode cards(List<Card> cards) {
        ArrayNode out = JsonNodeFactory.instance.arrayNode(cards.size());
        cards.forEach(c -> out.add(c.notation()));
        return out;
    }

    static ArrayNode ints(List<Integer> values) {
        ArrayNode out = JsonNodeFactory.instance.arrayNode(values.size());
        values.forEach(out::add);
        return out;
    }

    static ObjectNode taki(TakiStatus taki) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("color", taki.color().toString());
        out.put("seat", taki.seat());
        out.put("cardsPlayed", taki.cardsPlayed());
        return out;
    }

    static TakiStatus taki(JsonIn in) {
        in.object(List.of("color", "seat", "cardsPlayed"), List.of());
        return new TakiStatus(in.get("color").color(), in.get("seat").integer(-1, 9),
                in.get("cardsPlayed").integer(0, MAX_CARDS));
    }

    static Map<String, Map<String, Object>> variantStates(JsonIn in) {
        if (!in.node().isObject()) {
            throw in.error("expected an object of variant states by variant id, got " + JsonIn.describe(in.node()));
        }
        if (in.node().size() > 100) {
            throw in.error("expected at most 100 variants, got " + in.node().size());
        }
        Map<String, Map<String, Object>> out = new LinkedHashMap<>();
        for (String id : new ArrayList<>(in.node().propertyNames())) {
            out.put(id, JsonValues.readMap(in.get(id), 1, false));
        }
        return out;
    }
}
