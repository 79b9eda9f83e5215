package dev.taki.api.text;

import dev.taki.api.Card;
import dev.taki.api.Color;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.Seat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.MissingResourceException;

/**
 * A refusal said with players' names. Its arguments are JSON-like (docs/refusals.md); the ones the library knows are
 * read back as what they are — {@code seat} and {@code toAct} as seats, {@code card} and {@code leading} as cards,
 * {@code activeColor} as a colour, {@code move} and {@code legal} as moves — so that a sentence writes them as people
 * say them. The sentence is the refusals' {@code named.<key>} where there is one (the sentences that name seats, or
 * write notation, say it otherwise with names), else {@code <key>}; a plugin's own key is {@code refusal.<key>} in its
 * texts. A refusal of a move is framed by {@code named.frame.move}: "{seat} cannot {move}: {because}".
 */
final class RefusalWords {
    private RefusalWords() {
    }

    static String say(GameTexts texts, Outcome.Rejected refusal, List<String> names) {
        String key = refusal.key();
        if (key == null) {
            if (texts.isStrict()) {
                throw new MissingResourceException("a refusal without a key is only ever its English sentence, '"
                        + refusal.message() + "': give it a key and a text refusal.<key>", GameTexts.class.getName(), "");
            }
            return refusal.message();
        }
        Map<String, Object> arguments = typed(refusal.arguments(), texts);
        List<Ask> asks = Outcome.Rejected.keys().contains(key)
                ? Ask.of(GameTexts.REFUSALS, "named." + key, key)
                : pluginAsks(texts, "refusal." + key);
        String because = texts.say(asks, arguments::get, names, () -> null);
        if (because == null) {
            return refusal.message();
        }
        if (!(arguments.get("seat") instanceof Seat seat) || arguments.get("move") == null) {
            return because;
        }
        return texts.say(Ask.of(GameTexts.REFUSALS, "named.frame.move"),
                Ask.args("seat", seat, "move", arguments.get("move"), "because", because), names,
                () -> because);
    }

    private static List<Ask> pluginAsks(GameTexts texts, String key) {
        List<Ask> asks = new ArrayList<>();
        texts.variantShelves().forEach(s -> asks.add(new Ask(s, key)));
        return asks;
    }

    /** The arguments, those the library knows read back as seats, cards, colours and moves. */
    private static Map<String, Object> typed(Map<String, Object> raw, GameTexts texts) {
        Map<String, Object> out = new LinkedHashMap<>(raw);
        for (String name : List.of("seat", "toAct")) {
            if (raw.get(name) instanceof Integer n && n >= 0 && n <= 99) {
                out.put(name, new Seat(n));
            }
        }
        for (String name : List.of("card", "leading")) {
            Card card = raw.get(name) instanceof String s ? texts.words().card(s) : null;
            if (card != null) {
                out.put(name, card);
            }
        }
        if (raw.get("activeColor") instanceof String s && s.length() == 1) {
            for (Color c : Color.values()) {
                if (c.letter() == Character.toUpperCase(s.charAt(0))) {
                    out.put("activeColor", c);
                }
            }
        }
        if (raw.get("move") instanceof String s) {
            Move move = texts.words().move(s);
            if (move != null) {
                out.put("move", move);
            }
        }
        if (raw.get("legal") instanceof List<?> legal) {
            List<Object> moves = new ArrayList<>(legal.size());
            for (Object m : legal) {
                Move move = m instanceof String s ? texts.words().move(s) : null;
                moves.add(move != null ? move : m);
            }
            out.put("legal", moves);
        }
        return out;
    }
}
