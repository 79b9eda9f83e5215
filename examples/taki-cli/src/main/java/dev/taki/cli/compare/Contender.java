package dev.taki.cli.compare;

import dev.taki.api.GameConfig;

import java.util.Objects;

/**
 * One configuration in a comparison, under the name its column and legend show.
 *
 * @param name   a short name, unique in the comparison
 * @param config the game (its seed is replaced by the comparison's, so that every configuration plays the same seeds)
 */
public record Contender(String name, GameConfig config) {
    /**
     * Checks the name.
     *
     * @param name   a short name, unique in the comparison
     * @param config the game
     * @throws IllegalArgumentException for a blank name
     */
    public Contender {
        Objects.requireNonNull(config, "config");
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a configuration needs a name");
        }
    }
}
