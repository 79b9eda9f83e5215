package dev.taki.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * A kind of choice that a play may name, with how its values are written and which values a seat may
 * name now. Three are generic and need no registration: {@link #COLOR} (the base game's Change Color),
 * {@link #DIRECTION} and {@link #SEAT}. A plugin defines its own with {@link #of} and registers it through
 * {@link dev.taki.api.spi.SetupContext#choice}.
 *
 * <p>A kind of choice is identified by its name; its words must not read as a card of the game nor as a
 * word of another choice kind in play.
 */
public final class ChoiceKind {
    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9-]{0,39}");

    /** A colour: {@code R}, {@code G}, {@code B} or {@code Y}. Offered: the four colours. */
    public static final ChoiceKind COLOR = new ChoiceKind("color", "a colour: R, G, B or Y",
            ChoiceKind::colorWord, (table, seat) -> List.of(Color.values()));

    /** A direction of play: {@code cw} or {@code ccw}. Offered: both. */
    public static final ChoiceKind DIRECTION = new ChoiceKind("direction", "a direction: cw or ccw",
            ChoiceKind::directionWord, (table, seat) -> List.of(Direction.values()));

    /** Another seat: {@code @0}, {@code @1}… Offered: every seat but the one choosing, in seat order. */
    public static final ChoiceKind SEAT = new ChoiceKind("seat", "a seat: @ and its number, as in @2",
            ChoiceKind::seatWord, ChoiceKind::otherSeats);

    private final String name;
    private final String expected;
    private final Function<String, Choice> reader;
    private final BiFunction<TableView, Integer, List<? extends Choice>> offered;

    private ChoiceKind(String name, String expected, Function<String, Choice> reader,
                       BiFunction<TableView, Integer, List<? extends Choice>> offered) {
        this.name = name;
        this.expected = expected;
        this.reader = reader;
        this.offered = offered;
    }

    /**
     * A plugin's kind of choice.
     *
     * @param name     lower-case words joined by '-', such as {@code suit} (unique among the kinds in a game)
     * @param expected what its words are, for error messages: "a suit: hearts or spades"
     * @param reader   the choice a word names, or null if the word is not one of its words (case as typed)
     * @param offered  the choices a seat may name now, one legal move each
     * @return the kind of choice, for a plugin to add at set-up
     */
    public static ChoiceKind of(String name, String expected, Function<String, Choice> reader,
                                BiFunction<TableView, Integer, List<? extends Choice>> offered) {
        Objects.requireNonNull(name, "name");
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("choice kind name '" + CardKind.shorten(name)
                    + "': expected lower-case letters, digits and '-', at most 40 characters");
        }
        if (name.equals(COLOR.name) || name.equals(DIRECTION.name) || name.equals(SEAT.name)) {
            throw new IllegalArgumentException("choice kind name '" + name + "' is one of the generic kinds;"
                    + " use ChoiceKind." + name.toUpperCase(Locale.ROOT));
        }
        return new ChoiceKind(name, Objects.requireNonNull(expected), Objects.requireNonNull(reader),
                Objects.requireNonNull(offered));
    }

    /** {@return the name: {@code color}, {@code direction}, {@code seat}, or a plugin's} */
    public String name() {
        return name;
    }

    /** {@return what its words are, in words, for error messages} */
    public String expected() {
        return expected;
    }

    /**
     * The choice a word of notation names, or null if the word is not one of this kind's.
     *
     * @param word one word of move notation, as typed
     * @return the choice it names, or null
     */
    public Choice parse(String word) {
        if (word == null || word.isEmpty() || word.length() > 40) {
            return null;
        }
        Choice c = reader.apply(word);
        if (c != null && c.kind() != this) {
            throw new IllegalStateException("choice kind '" + name + "' read '" + word + "' as a choice of kind '"
                    + c.kind().name() + "'");
        }
        return c;
    }

    /**
     * The choices the seat may name now, in a fixed order.
     *
     * @param table the table now
     * @param seat the seat that would name it
     * @return the choices, one legal move each
     */
    public List<Choice> offered(TableView table, int seat) {
        return List.copyOf(offered.apply(table, seat));
    }

    @Override
    public String toString() {
        return name;
    }

    private static Choice colorWord(String word) {
        if (word.length() == 1) {
            char c = Character.toUpperCase(word.charAt(0));
            for (Color color : Color.values()) {
                if (color.letter() == c) {
                    return color;
                }
            }
        }
        return null;
    }

    private static Choice directionWord(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        return w.equals("cw") ? Direction.CW : w.equals("ccw") ? Direction.CCW : null;
    }

    private static Choice seatWord(String word) {
        if (word.length() < 2 || word.length() > 3 || word.charAt(0) != '@') {
            return null;
        }
        for (int i = 1; i < word.length(); i++) {
            if (!Character.isDigit(word.charAt(i)) || word.charAt(i) > '9') {
                return null;
            }
        }
        return new Seat(Integer.parseInt(word.substring(1)));
    }

    private static List<Seat> otherSeats(TableView table, int seat) {
        List<Seat> seats = new ArrayList<>(table.players() - 1);
        for (int s = 0; s < table.players(); s++) {
            if (s != seat) {
                seats.add(new Seat(s));
            }
        }
        return seats;
    }
}
