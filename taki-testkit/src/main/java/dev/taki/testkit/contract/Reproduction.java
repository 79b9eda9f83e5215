package dev.taki.testkit.contract;

import dev.taki.api.GameConfig;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Variant;
import dev.taki.core.VariantCatalog;
import dev.taki.testkit.play.NonEndingGame;

import java.security.CodeSource;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * How to run one case of the contract again: the call of {@link ContractChecks} with the configuration written
 * as Java, and where the variants' classes were loaded from (what {@code taki replay --plugins} needs).
 *
 * @param check   the name of the {@link ContractChecks} method
 * @param config  the configuration of the game
 * @param catalog the catalog the case ran with
 * @param seed    the seed the check was given
 */
record Reproduction(String check, GameConfig config, VariantCatalog catalog, long seed) {
    /** The package of the variants that {@code taki.jar} ships with. */
    private static final String SHIPPED = "dev.taki.variants.";

    static Reproduction of(String check, GameConfig config, VariantCatalog catalog, long seed) {
        return new Reproduction(check, config, catalog, seed);
    }

    /** The Java statement that runs the case again, in a test with the testkit on its class path. */
    String javaCall() {
        boolean discovered = catalog == VariantCatalog.discover();
        return "ContractChecks." + check + "(" + java(config) + ", "
                + (discovered ? "VariantCatalog.discover()" : "catalog /* the catalog the test gave */") + ", "
                + seed + "L);";
    }

    /** The configuration as a Java expression. */
    static String java(GameConfig config) {
        String variants = config.variants().stream().map(Reproduction::java).collect(Collectors.joining(", "));
        return "new GameConfig(" + config.players() + ", " + config.seed() + "L, " + config.firstPlayer() + ", Direction."
                + config.direction().name() + ", List.of(" + variants + "))";
    }

    private static String java(VariantChoice choice) {
        if (choice.options().isEmpty()) {
            return "VariantChoice.of(" + string(choice.id()) + ")";
        }
        String options = new TreeMap<>(choice.options()).entrySet().stream()
                .map(e -> string(e.getKey()) + ", " + value(e.getValue())).collect(Collectors.joining(", "));
        return "new VariantChoice(" + string(choice.id()) + ", Map.of(" + options + "))";
    }

    private static String value(Object v) {
        if (v instanceof String s) {
            return string(s);
        }
        if (v instanceof Long l) {
            return l + "L";
        }
        return String.valueOf(v);
    }

    private static String string(String s) {
        return '"' + s.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }

    /** The plugin variants of the configuration (those taki.jar does not ship) by where their classes are. */
    Map<String, List<String>> plugins() {
        Map<String, Variant> known = catalog.variants();
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (VariantChoice c : catalog.expand(config.variants())) {
            Variant v = known.get(c.id());
            if (v != null && !v.getClass().getName().startsWith(SHIPPED)) {
                out.computeIfAbsent(location(v.getClass()), k -> new ArrayList<>()).add(v.id());
            }
        }
        return out;
    }

    private static String location(Class<?> type) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return "an unknown location";
        }
        try {
            return Path.of(source.getLocation().toURI()).toString();
        } catch (java.net.URISyntaxException | RuntimeException e) {
            return source.getLocation().toString();
        }
    }

    /** A report of a game that did not end, with the lines that reproduce it. */
    NonEndingGame explain(NonEndingGame e) {
        List<String> lines = new ArrayList<>();
        Map<String, List<String>> plugins = plugins();
        if (!plugins.isEmpty()) {
            List<String> from = new ArrayList<>();
            StringBuilder options = new StringBuilder();
            plugins.forEach((where, ids) -> {
                from.add(String.join(", ", ids) + " from " + where);
                options.append(" --plugins ").append(where);
            });
            lines.add("  the plugin variants: " + String.join("; ", from));
            if (e.record() != null) {
                lines.add("  with them: " + NonEndingGame.REPLAY + options + " " + e.record());
            }
        }
        lines.add("reproduce it in a test: " + javaCall());
        return e.with(lines);
    }
}
