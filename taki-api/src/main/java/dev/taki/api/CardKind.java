package dev.taki.api;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;

/**
 * What a card is, regardless of colour: its symbol in notation, whether it comes in the four colours,
 * its face value for number cards, the choice a play of it names (a colour, a seat…), and whether it is
 * transparent (RULES.md § 9: played, it leaves the leading card and the active colour as they were).
 *
 * <p>The base game's sixteen kinds are the constants below. A plugin defines its own kinds with
 * {@link #colored} or {@link #colorless} and registers them for a game through
 * {@link dev.taki.api.spi.SetupContext#card}. Kinds are values: defining the same kind twice gives the same
 * instance, so {@code ==} and {@code equals} agree. Two different kinds may share a symbol, but never in one
 * game (the configuration is refused, naming both plugins).
 */
public final class CardKind {
    private static final Pattern NAME = Pattern.compile("[A-Z][A-Z0-9_]{0,39}");
    private static final Pattern SYMBOL = Pattern.compile("[A-Z0-9+]{1,12}");
    private static final Map<CardKind, CardKind> DEFINED = new ConcurrentHashMap<>();
    private static final AtomicInteger NEXT_INDEX = new AtomicInteger();
    private static volatile Card[] byCode = new Card[0];

    /** A number card, 1. */
    public static final CardKind ONE = number("ONE", 1);
    /** A number card, 3 (there is no plain 2: the 2 is the +2). */
    public static final CardKind THREE = number("THREE", 3);
    /** A number card, 4. */
    public static final CardKind FOUR = number("FOUR", 4);
    /** A number card, 5. */
    public static final CardKind FIVE = number("FIVE", 5);
    /** A number card, 6. */
    public static final CardKind SIX = number("SIX", 6);
    /** A number card, 7. */
    public static final CardKind SEVEN = number("SEVEN", 7);
    /** A number card, 8. */
    public static final CardKind EIGHT = number("EIGHT", 8);
    /** A number card, 9. */
    public static final CardKind NINE = number("NINE", 9);
    /** +2: the next player draws 2 or answers with a +2 (RULES.md § 4.2). */
    public static final CardKind PLUS_TWO = colored("PLUS_TWO", "+2").define();
    /** Plus: its player plays another card at once (§ 4.7). */
    public static final CardKind PLUS = colored("PLUS", "+").define();
    /** Stop: the next player loses their turn (§ 4.1). */
    public static final CardKind STOP = colored("STOP", "STOP").define();
    /** Change Direction (§ 4.3). */
    public static final CardKind CHANGE_DIRECTION = colored("CHANGE_DIRECTION", "DIR").define();
    /** TAKI: opens a run of its colour (§ 4.5). */
    public static final CardKind TAKI = colored("TAKI", "TAKI").define();
    /** Change Color: colourless, names the active colour (§ 4.4). */
    public static final CardKind CHANGE_COLOR = colorless("CHANGE_COLOR", "COLOR").choosing(ChoiceKind.COLOR).define();
    /** Super TAKI: a colourless TAKI of the active colour (§ 4.6). */
    public static final CardKind SUPER_TAKI = colorless("SUPER_TAKI", "SUPERTAKI").define();
    /** King: colourless, on anything; its player may then play any card (§ 4.8). */
    public static final CardKind KING = colorless("KING", "KING").define();

    private static final List<CardKind> BASE = List.of(ONE, THREE, FOUR, FIVE, SIX, SEVEN, EIGHT, NINE, PLUS_TWO, PLUS,
            STOP, CHANGE_DIRECTION, TAKI, CHANGE_COLOR, SUPER_TAKI, KING);

    private final String name;
    private final String symbol;
    private final boolean colored;
    private final int number;
    private final ChoiceKind choice;
    private final boolean transparent;
    private int index = -1;
    private Card[] cards;

    private CardKind(String name, String symbol, boolean colored, int number, ChoiceKind choice, boolean transparent) {
        this.name = name;
        this.symbol = symbol;
        this.colored = colored;
        this.number = number;
        this.choice = choice;
        this.transparent = transparent;
    }

    private static CardKind number(String name, int value) {
        return new Builder(name, Integer.toString(value), true).number(value).define();
    }

    /**
     * Starts the definition of a kind that comes in the four colours: written colour + symbol ({@code RX}).
     *
     * @param name   a Java-style constant name, upper case with '_' ({@code MY_CARD}): for people and option names
     * @param symbol the notation: upper-case letters, digits and '+', at most 12 characters
     * @return the definition, to go on with ({@link Builder#number}, {@link Builder#choosing},
     *         {@link Builder#transparent}) and end with {@link Builder#define()}
     */
    public static Builder colored(String name, String symbol) {
        return new Builder(name, symbol, true);
    }

    /**
     * Starts the definition of a colourless kind: written as its symbol alone ({@code X}).
     *
     * @param name a Java-style constant name, upper case with '_' ({@code MY_CARD}): for people and option names
     * @param symbol the notation: upper-case letters, digits and '+', at most 12 characters
     * @return the definition, to go on with and end with {@link Builder#define()}
     */
    public static Builder colorless(String name, String symbol) {
        return new Builder(name, symbol, false);
    }

    /** {@return the sixteen kinds of the base game (2011 edition), in a fixed order} */
    public static List<CardKind> base() {
        return BASE;
    }

    /** {@return the constant-style name: {@code PLUS_TWO}, {@code KING}, or the plugin's own} */
    public String name() {
        return name;
    }

    /**
     * {@return the notation of the kind: a digit, {@code +2}, {@code +}, {@code STOP}, {@code KING}, or a plugin's…}
     */
    public String symbol() {
        return symbol;
    }

    /** {@return true for kinds that come in the four colours} */
    public boolean isColored() {
        return colored;
    }

    /** {@return true for number cards (face value 1 or more)} */
    public boolean isNumber() {
        return number > 0;
    }

    /** {@return the face value of a number card, 0 for any other kind} */
    public int number() {
        return number;
    }

    /** {@return the choice its player names when playing it (a colour for a Change Color), if any} */
    public Optional<ChoiceKind> choice() {
        return Optional.ofNullable(choice);
    }

    /** {@return the choice, or null (for hot paths that avoid Optional)} */
    public ChoiceKind choiceOrNull() {
        return choice;
    }

    /** {@return true for transparent cards: on the pile they leave the leading card and active colour as they were} */
    public boolean isTransparent() {
        return transparent;
    }

    /** {@return true for the sixteen kinds of the base game} */
    public boolean isBase() {
        return BASE.contains(this);
    }

    /** {@return the cards of this kind: one per colour, or the one colourless card} */
    public List<Card> cards() {
        return List.of(cards);
    }

    /** A small dense number for this kind within this run of the JVM (the base kinds first). */
    int index() {
        return index;
    }

    Card card(Color color) {
        return colored ? cards[color.ordinal()] : cards[0];
    }

    static Card byCode(int code) {
        Card[] all = byCode;
        return code >= 0 && code < all.length ? all[code] : null;
    }

    static int codeCount() {
        return byCode.length;
    }

    /** Two kinds are equal when every property is: defining a kind twice gives the same instance. */
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof CardKind k && name.equals(k.name) && symbol.equals(k.symbol)
                && colored == k.colored && number == k.number && Objects.equals(choice, k.choice)
                && transparent == k.transparent;
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, symbol, colored, number, choice, transparent);
    }

    @Override
    public String toString() {
        return name;
    }

    private static synchronized CardKind intern(CardKind kind) {
        CardKind known = DEFINED.get(kind);
        if (known != null) {
            return known;
        }
        kind.index = NEXT_INDEX.getAndIncrement();
        int slots = Color.values().length + 1;
        Card[] all = java.util.Arrays.copyOf(byCode, (kind.index + 1) * slots);
        if (kind.colored) {
            kind.cards = new Card[Color.values().length];
            for (Color c : Color.values()) {
                Card card = new Card(kind, c, kind.index * slots + c.ordinal());
                kind.cards[c.ordinal()] = card;
                all[card.code()] = card;
            }
        } else {
            Card card = new Card(kind, null, kind.index * slots + Color.values().length);
            kind.cards = new Card[] {card};
            all[card.code()] = card;
        }
        byCode = all;
        DEFINED.put(kind, kind);
        return kind;
    }

    /** The definition of a kind, property by property; {@link #define()} makes (or finds) it. */
    public static final class Builder {
        private final String name;
        private final String symbol;
        private final boolean colored;
        private int number;
        private ChoiceKind choice;
        private boolean transparent;

        private Builder(String name, String symbol, boolean colored) {
            this.name = Objects.requireNonNull(name, "name");
            this.symbol = Objects.requireNonNull(symbol, "symbol").toUpperCase(Locale.ROOT);
            this.colored = colored;
        }

        /**
         * A number card with this face value (1 to 99): it matches cards of the same number.
         *
         * @param value the face value
         * @return this definition
         */
        public Builder number(int value) {
            if (value < 1 || value > 99) {
                throw new IllegalArgumentException("a number card's value is 1 to 99, got " + value);
            }
            this.number = value;
            return this;
        }

        /**
         * A play of it names a choice of this kind: {@code play <card> <choice>}.
         *
         * @param kind what a play of it names: a colour, a direction, a seat, or a plugin's kind of choice
         * @return this definition
         */
        public Builder choosing(ChoiceKind kind) {
            this.choice = Objects.requireNonNull(kind, "kind");
            return this;
        }

        /**
         * It is transparent (RULES.md § 9): the leading card and the active colour stay as they were beneath it.
         *
         * @return this definition
         */
        public Builder transparent() {
            this.transparent = true;
            return this;
        }

        /**
         * The kind.
         *
         * @return the kind: the instance already defined if an equal one was, otherwise a new one
         * @throws IllegalArgumentException if the name or symbol is not allowed
         */
        public CardKind define() {
            if (!NAME.matcher(name).matches()) {
                throw new IllegalArgumentException("card kind name '" + shorten(name) + "': expected upper-case letters,"
                        + " digits and '_', starting with a letter, at most 40 characters");
            }
            if (!SYMBOL.matcher(symbol).matches()) {
                throw new IllegalArgumentException("card symbol '" + shorten(symbol) + "': expected upper-case"
                        + " letters, digits and '+', 1 to 12 characters");
            }
            if (!colored && ChoiceKind.COLOR.parse(symbol) != null) {
                throw new IllegalArgumentException("card symbol '" + symbol + "' would read as a colour");
            }
            return intern(new CardKind(name, symbol, colored, number, choice, transparent));
        }
    }

    static String shorten(String text) {
        return text.length() <= 80 ? text : text.substring(0, 77) + "...";
    }
}
