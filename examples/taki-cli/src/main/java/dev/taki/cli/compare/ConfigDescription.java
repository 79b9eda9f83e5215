package dev.taki.cli.compare;

import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.VariantChoice;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A configuration in one line, all of it: players, the first seat, the direction, and every variant with the
 * options given to it — what makes two columns of a comparison differ, even when their names do not say.
 */
final class ConfigDescription {
    private ConfigDescription() {
    }

    /**
     * The line.
     *
     * @param config a configuration, its editions expanded
     * @return e.g. {@code 4 players, seat 0 first, clockwise; variants: permissive-plus, penalty-scoring (rounds=2,
     *         winnerScore=0, other options default)}
     */
    static String of(GameConfig config) {
        return config.players() + " players, seat " + config.firstPlayer() + " first, "
                + (config.direction() == Direction.CW ? "clockwise" : "counter-clockwise") + "; " + variants(config.variants());
    }

    /** {@return the variants with their options, or that there are none} */
    static String variants(List<VariantChoice> variants) {
        if (variants.isEmpty()) {
            return "no variants (the 2011 base game)";
        }
        List<String> each = new ArrayList<>();
        for (VariantChoice v : variants) {
            each.add(v.options().isEmpty() ? v.id() : v.id() + " (" + options(v.options()) + ", other options default)");
        }
        return "variants: " + String.join(", ", each);
    }

    private static String options(Map<String, Object> options) {
        List<String> each = new ArrayList<>();
        new TreeMap<>(options).forEach((name, value) -> each.add(name + "=" + value));
        return String.join(", ", each);
    }
}
