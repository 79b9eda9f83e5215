package dev.taki.core.json;

import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Phase;
import dev.taki.api.PlayerView;
import dev.taki.api.TakiStatus;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A player's view: {@code {"format": 1, "seat": …, "hand": […], "handSizes": […], …}}, written from a
 * {@link PlayerView} only — a type that holds no other hand and no draw order, so neither can reach the JSON.
 * The public view is the same without {@code seat}, {@code hand} and {@code legalMoves}: what every player
 * and a spectator may see.
 */
final class ViewJson {
    private static final List<String> PRIVATE_FIELDS = List.of("seat", "hand", "legalMoves");
    private static final List<String> PUBLIC_FIELDS = List.of("handSizes", "leading", "activeColor", "direction",
            "drawPileSize", "discardPile", "turnOwner", "toAct", "phase", "pendingDraw", "taki", "winners",
            "variantStates");
    /** Format 2 fields; a view of format 1, which lacked them, reads as round 1, version 0. */
    private static final List<String> SINCE_FORMAT_2 = List.of("round", "version");
    /** Written only when the table has cards out of play, so the views of dealt games are as before (format 2). */
    private static final List<String> OPTIONAL_2 = List.of("outOfPlay");

    private ViewJson() {
    }

    static ObjectNode write(PlayerView v) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("format", TakiJson.FORMAT);
        out.put("seat", v.seat());
        out.set("hand", StateJson.cards(v.hand()));
        writeTable(v, out);
        ArrayNode moves = out.putArray("legalMoves");
        v.legalMoves().forEach(m -> moves.add(m.notation()));
        writeVariants(v, out);
        return out;
    }

    /** The view's public part: a view of any seat minus its hand and legal moves. */
    static ObjectNode writePublic(GameState state) {
        return writePublic(state.spectatorView());
    }

    /** The public part of a view: without {@code seat}, {@code hand} and {@code legalMoves}. */
    static ObjectNode writePublic(PlayerView v) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("format", TakiJson.FORMAT);
        writeTable(v, out);
        writeVariants(v, out);
        return out;
    }

    private static void writeTable(PlayerView v, ObjectNode out) {
        out.put("version", v.version());
        out.put("round", v.round());
        out.set("handSizes", StateJson.ints(v.handSizes()));
        out.put("leading", v.leading().notation());
        out.put("activeColor", v.activeColor().toString());
        out.put("direction", v.direction().notation());
        out.put("drawPileSize", v.drawPileSize());
        out.set("discardPile", StateJson.cards(v.discardPile()));
        if (!v.outOfPlay().isEmpty()) {
            out.set("outOfPlay", StateJson.cards(v.outOfPlay()));
        }
        out.put("turnOwner", v.turnOwner());
        out.put("toAct", v.toAct());
        out.put("phase", v.phase().name());
        out.put("pendingDraw", v.pendingDraw());
        if (v.taki().isPresent()) {
            out.set("taki", StateJson.taki(v.taki().get()));
        } else {
            out.putNull("taki");
        }
        out.set("winners", StateJson.ints(v.winners()));
    }

    private static void writeVariants(PlayerView v, ObjectNode out) {
        ObjectNode variants = out.putObject("variantStates");
        v.variantStates().entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e ->
                variants.set(e.getKey(), JsonValues.writeMap(e.getValue(), "variantStates." + e.getKey(), 1)));
    }

    static PlayerView read(JsonIn in) {
        List<String> fields = new ArrayList<>(PRIVATE_FIELDS);
        fields.addAll(PUBLIC_FIELDS);
        fields.add("format");
        List<String> optional = new ArrayList<>(SINCE_FORMAT_2);
        optional.addAll(OPTIONAL_2);
        int format = TakiJson.checkFormat(in.object(fields, optional).get("format"));
        if (format == 1 && in.has("outOfPlay")) {
            throw in.get("outOfPlay").error("unknown field in format 1; cards out of play came with format 2");
        }
        for (String since2 : SINCE_FORMAT_2) {
            if (format >= 2 && !in.has(since2)) {
                // a view of format 2 has it: get names it "missing" when absent
                throw in.get(since2).error("expected a whole number, got null");
            }
        }
        List<Integer> sizes = in.get("handSizes").list(10, s -> s.integer(0, 1000));
        if (sizes.size() < 2) {
            throw in.get("handSizes").error("expected one size for each of 2 to 10 players, got " + sizes.size());
        }
        int seat = in.get("seat").integer(0, sizes.size() - 1);
        Optional<TakiStatus> taki = in.has("taki") ? Optional.of(StateJson.taki(in.get("taki"))) : Optional.empty();
        List<Move> moves = in.get("legalMoves").list(1000, TakiJson::move);
        List<dev.taki.api.Card> hand = in.get("hand").cards(1000);
        if (hand.size() != sizes.get(seat)) {
            throw in.get("hand").error("expected " + sizes.get(seat) + " cards (handSizes[" + seat + "]), got "
                    + hand.size());
        }
        return new PlayerView(seat, hand, sizes, in.get("leading").card(),
                in.get("activeColor").color(), in.get("direction").direction(),
                in.get("drawPileSize").integer(0, 1000), in.get("discardPile").cards(1000),
                in.has("outOfPlay") ? in.get("outOfPlay").cards(1000) : List.of(),
                in.get("turnOwner").integer(0, sizes.size() - 1), in.get("toAct").integer(0, sizes.size() - 1),
                in.get("phase").phase(), in.get("pendingDraw").integer(0, 100_000), taki,
                in.get("winners").list(10, s -> s.integer(0, sizes.size() - 1)), moves,
                StateJson.variantStates(in.get("variantStates")),
                in.has("round") ? in.get("round").integer(1, 1_000_000) : 1,
                in.has("version") ? in.get("version").integer(0, Integer.MAX_VALUE) : 0);
    }
}
