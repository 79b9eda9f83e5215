package dev.taki.api.text;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.Move;
import dev.taki.api.Seat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * How the texts of one {@link GameTexts} write their arguments, with the players' names of one call. A value is
 * written by its kind — a {@link Seat} as its player's name, a card by its name, a list joined as the language joins
 * one — or in the format its placeholder names, for the JSON-like values of a variant's events and of refusals:
 * <ul>
 *   <li>{@code seat}, {@code seats}: a seat number (or a list of them) as players' names;</li>
 *   <li>{@code card}, {@code cards}: a card in notation ({@code BSTOP}) by its name;</li>
 *   <li>{@code color}: a colour letter; {@code direction}: {@code cw} or {@code ccw};</li>
 *   <li>{@code symbol}: a kind of card by its symbol ({@code +2});</li>
 *   <li>{@code move}, {@code moves}: a move in notation by its label, in the middle of a sentence;</li>
 *   <li>{@code bySeat}: a list with one value per seat, as "Dana: 5, Ben: 7";</li>
 *   <li>{@code variant}, {@code variants}: a variant's id by its name;</li>
 *   <li>any other word: the text {@code word.value} of the base game's texts or of the refusals', if there is one
 *       ({@code {expected:color}} finds {@code color.R}), else the value.</li>
 * </ul>
 */
final class Scope implements TextScope {
    private final GameTexts texts;
    private final List<String> names;

    Scope(GameTexts texts, List<String> names) {
        this.texts = texts;
        this.names = names;
    }

    @Override
    public String language() {
        return texts.language();
    }

    @Override
    public String format(Object value, String format) {
        if (format == null) {
            return plain(value);
        }
        return switch (format) {
            case "seat" -> seat(value);
            case "seats" -> list(value, this::seat);
            case "card" -> card(value);
            case "cards" -> list(value, this::card);
            case "color" -> color(value);
            case "direction" -> direction(value);
            case "symbol" -> symbol(value);
            case "move" -> move(value);
            case "moves" -> value instanceof List<?> items ? String.join(", ", items.stream().map(this::move).toList())
                    : move(value);
            case "bySeat" -> bySeat(value);
            case "variant" -> texts.variantName(String.valueOf(value));
            case "variants" -> list(value, v -> texts.variantName(String.valueOf(v)));
            default -> table(format, value);
        };
    }

    private String plain(Object value) {
        if (value instanceof Seat || value instanceof Card || value instanceof Color || value instanceof Direction) {
            return value instanceof Seat s ? seat(s) : value instanceof Card c ? texts.card(c)
                    : value instanceof Color c ? texts.color(c) : texts.direction((Direction) value);
        }
        if (value instanceof Move m) {
            return move(m);
        }
        if (value instanceof List<?> items) {
            return list(items, this::plain);
        }
        return String.valueOf(value);
    }

    private String list(Object value, Function<Object, String> each) {
        if (!(value instanceof List<?> items)) {
            return each.apply(value);
        }
        List<String> words = new ArrayList<>(items.size());
        for (Object item : items) {
            words.add(each.apply(item));
        }
        return texts.join(words, names);
    }

    private String seat(Object value) {
        if (value instanceof Seat s) {
            return texts.player(s.number(), names);
        }
        if (value instanceof Number n) {
            return texts.player(n.intValue(), names);
        }
        return String.valueOf(value);
    }

    private String card(Object value) {
        if (value instanceof Card c) {
            return texts.card(c);
        }
        Card card = texts.words().card(String.valueOf(value));
        return card != null ? texts.card(card) : String.valueOf(value);
    }

    private String color(Object value) {
        if (value instanceof Color c) {
            return texts.color(c);
        }
        String text = String.valueOf(value).trim();
        for (Color c : Color.values()) {
            if (text.length() == 1 && Character.toUpperCase(text.charAt(0)) == c.letter()) {
                return texts.color(c);
            }
        }
        return text;
    }

    private String direction(Object value) {
        if (value instanceof Direction d) {
            return texts.direction(d);
        }
        String text = String.valueOf(value).trim().toLowerCase(Locale.ROOT);
        return text.equals("cw") ? texts.direction(Direction.CW) : text.equals("ccw") ? texts.direction(Direction.CCW)
                : String.valueOf(value);
    }

    private String symbol(Object value) {
        CardKind kind = texts.words().kindOfSymbol(String.valueOf(value));
        return kind != null ? texts.kind(kind) : String.valueOf(value);
    }

    /** A move's label inside a sentence: English lowers its first letter ("cannot play blue Stop"). */
    private String move(Object value) {
        Move move = value instanceof Move m ? m : texts.words().move(String.valueOf(value));
        if (move == null) {
            return String.valueOf(value);
        }
        String label = texts.move(move, names);
        boolean capitalWord = label.length() > 1 && Character.isUpperCase(label.charAt(0))
                && Character.isLowerCase(label.charAt(1));
        return "en".equals(texts.language()) && capitalWord
                ? Character.toLowerCase(label.charAt(0)) + label.substring(1) : label;
    }

    /** One value per seat, by seat: "Dana: 5, Ben: 7". */
    private String bySeat(Object value) {
        if (!(value instanceof List<?> items)) {
            return plain(value);
        }
        List<String> parts = new ArrayList<>(items.size());
        for (int seat = 0; seat < items.size() && seat <= 99; seat++) {
            Seat s = new Seat(seat);
            Object item = items.get(seat);
            parts.add(texts.say(Ask.of(GameTexts.BASE, "bySeat.item"), Ask.args("player", s, "value", item),
                    names, () -> seat(s) + ": " + plain(item)));
        }
        return String.join(", ", parts);
    }

    /** {@code word.value} of the base game's or the refusals' texts, where there is one; else the value. */
    private String table(String table, Object value) {
        String key = table + "." + value;
        List<Ask> asks = new ArrayList<>(Ask.of(GameTexts.BASE, key));
        asks.addAll(Ask.of(GameTexts.REFUSALS, key));
        String text = texts.tryOwn(asks, GameTexts.NONE, names, new ArrayList<>());
        return text != null ? text : plain(value);
    }
}
