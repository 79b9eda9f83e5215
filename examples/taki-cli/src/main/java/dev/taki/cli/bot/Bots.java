package dev.taki.cli.bot;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/** The bots the command line knows, by name. */
public final class Bots {
    private static final Map<String, Supplier<Bot>> BY_NAME = new TreeMap<>(Map.of(
            "random", RandomBot::new,
            "heuristic", HeuristicBot::new));

    private Bots() {
    }

    /** A new bot of that name. @throws IllegalArgumentException naming the known bots */
    public static Bot named(String name) {
        Supplier<Bot> s = BY_NAME.get(name);
        if (s == null) {
            throw new IllegalArgumentException("unknown bot '" + name + "'; known bots: " + String.join(", ", BY_NAME.keySet()));
        }
        return s.get();
    }

    /** The names of the known bots. */
    public static List<String> names() {
        return List.copyOf(BY_NAME.keySet());
    }
}
