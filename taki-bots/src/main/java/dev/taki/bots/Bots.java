package dev.taki.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The kinds of bot, by name: this module's own {@code random}, {@code heuristic} and {@code ismcts}
 * ({@link IsmctsBot}), and any kind another jar adds through {@link BotFactory}, found by
 * {@link ServiceLoader}. A bot spec is a name, optionally followed by {@code :} and an argument.
 */
public final class Bots {
    private static final Map<ClassLoader, Map<String, BotFactory>> KNOWN = new ConcurrentHashMap<>();

    private Bots() {
    }

    /**
     * A new bot for a spec such as {@code heuristic} or {@code random}.
     *
     * @param spec a kind's name, with {@code :argument} if the kind takes one
     * @return the bot
     * @throws IllegalArgumentException for an unknown name (naming the known ones) or an argument the kind refuses
     */
    public static Bot create(String spec) {
        if (spec == null || spec.isBlank()) {
            throw new IllegalArgumentException("no bot named; known bots: " + String.join(", ", names()));
        }
        int colon = spec.indexOf(':');
        String name = (colon < 0 ? spec : spec.substring(0, colon)).trim();
        String argument = colon < 0 ? null : spec.substring(colon + 1).trim();
        BotFactory factory = factories().get(name);
        if (factory == null) {
            throw new IllegalArgumentException("unknown bot '" + shorten(name) + "'; known bots: " + String.join(", ", names()));
        }
        return factory.create(argument);
    }

    /** {@return the names of the known kinds, sorted} */
    public static List<String> names() {
        return List.copyOf(factories().keySet());
    }

    /** {@return each known kind's description, by name} */
    public static Map<String, String> descriptions() {
        Map<String, String> out = new TreeMap<>();
        factories().forEach((name, f) -> out.put(name, f.description()));
        return out;
    }

    /**
     * {@return each known kind's texts, by name: what {@code GameTexts.withBots} takes, so that a kind another jar adds
     * is named and described in the reader's language}
     */
    public static Map<String, Function<Locale, ResourceBundle>> texts() {
        Map<String, Function<Locale, ResourceBundle>> out = new TreeMap<>();
        factories().forEach((name, f) -> out.put(name, f::texts));
        return java.util.Collections.unmodifiableMap(out);
    }

    private static Map<String, BotFactory> factories() {
        ClassLoader loader = Thread.currentThread().getContextClassLoader() != null
                ? Thread.currentThread().getContextClassLoader() : Bots.class.getClassLoader();
        return KNOWN.computeIfAbsent(loader, Bots::discover);
    }

    private static Map<String, BotFactory> discover(ClassLoader loader) {
        Map<String, BotFactory> out = new TreeMap<>();
        List<BotFactory> all = new ArrayList<>(List.of(
                simple("random", "picks uniformly among the legal moves", r -> new RandomBot()),
                simple("heuristic", "sheds its scarcest colour first, keeps Kings for need, aims attacks at small hands",
                        r -> new HeuristicBot()),
                new IsmctsBotFactory()));
        ServiceLoader.load(BotFactory.class, loader).forEach(all::add);
        for (BotFactory f : all) {
            BotFactory previous = out.put(f.name(), f);
            if (previous != null) {
                throw new IllegalStateException("two bot factories claim the name '" + f.name() + "': "
                        + previous.getClass().getName() + " and " + f.getClass().getName());
            }
        }
        return java.util.Collections.unmodifiableMap(out);
    }

    private static BotFactory simple(String name, String description, Function<String, Bot> make) {
        return new BotFactory() {
            @Override public String name() { return name; }
            @Override public String description() { return description; }
            @Override public Bot create(String argument) {
                if (argument != null) {
                    throw new IllegalArgumentException("the bot '" + name + "' takes no argument, got '"
                            + shorten(argument) + "'");
                }
                return make.apply(argument);
            }
        };
    }

    /** {@return the text, cut to its first 40 characters and an ellipsis if longer: for messages quoting input} */
    static String shorten(String s) {
        return s.length() > 40 ? s.substring(0, 40) + "…" : s;
    }
}
