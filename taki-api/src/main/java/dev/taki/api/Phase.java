package dev.taki.api;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * Where the seat to act stands: the base game's phases are the constants below; a plugin names its own
 * with {@link #named} (such as {@code response}, for a window in which the other players are asked, one at a
 * time, whether they answer) and registers it through {@link dev.taki.api.spi.SetupContext#phase}. A phase is
 * nothing but its name, so naming the same phase twice gives the same instance, and {@code ==} compares phases.
 */
public final class Phase {
    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9-]{0,39}");
    private static final Map<String, Phase> NAMED = new ConcurrentHashMap<>();

    /** The start of a turn: play a card or, if none can be played, draw. */
    public static final Phase TURN = named("turn");
    /** After a Plus: the same player must play another card on it. */
    public static final Phase PLUS_FOLLOW = named("plus-follow");
    /** After a King: the same player may play any card of their hand, or end the turn. */
    public static final Phase KING_FOLLOW = named("king-follow");
    /** In the player's own TAKI run: play cards of the run's colour, close, or end. */
    public static final Phase TAKI_RUN = named("taki-run");
    /** The game is over. */
    public static final Phase OVER = named("over");

    private static final List<Phase> BASE = List.of(TURN, PLUS_FOLLOW, KING_FOLLOW, TAKI_RUN, OVER);

    private final String name;

    private Phase(String name) {
        this.name = name;
    }

    /**
     * The phase of that name.
     *
     * @param name lower-case words joined by '-', such as {@code response}
     * @return the one phase of that name
     * @throws IllegalArgumentException if the name is not of that form
     */
    public static Phase named(String name) {
        Phase known = name == null ? null : NAMED.get(name);
        if (known != null) {
            return known;
        }
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("phase name '" + (name == null ? "null" : CardKind.shorten(name))
                    + "': expected lower-case letters, digits and '-', starting with a letter, at most 40 characters");
        }
        return NAMED.computeIfAbsent(name, Phase::new);
    }

    /** {@return the base game's phases} */
    public static List<Phase> base() {
        return BASE;
    }

    /** {@return the name, as written in JSON and scenario files: {@code turn}, {@code taki-run}…} */
    public String name() {
        return name;
    }

    @Override
    public String toString() {
        return name;
    }
}
