package dev.taki.api;

import java.util.List;

/**
 * How a game is set up: the number of players (2–10), the seed of all its randomness, the first player,
 * the first direction, and the variants in play, in order. Editions (named presets of variants) are expanded
 * into their variants when the configuration is read.
 *
 * @param players     2 to 10
 * @param seed        the seed of every shuffle: equal configurations and moves give equal games
 * @param firstPlayer the seat that plays first
 * @param direction   the first direction of play
 * @param variants    the variants in play, with their options
 */
public record GameConfig(int players, long seed, int firstPlayer, Direction direction, List<VariantChoice> variants) {

    /**
     * Copies the variant list.
     *
     * @param players 2 to 10
     * @param seed the seed of every shuffle
     * @param firstPlayer the seat that plays first
     * @param direction the first direction of play; null for clockwise
     * @param variants the variants in play, with their options; the list is copied
     */
    public GameConfig {
        variants = List.copyOf(variants);
        if (direction == null) {
            direction = Direction.CW;
        }
    }

    /**
     * The base game for the given number of players, dealt from a fresh unpredictable seed ({@link #freshSeed()}):
     * two such games deal different hands. Seat 0 starts, clockwise.
     *
     * @param players 2 to 10
     * @return the configuration, with its seed
     */
    public static GameConfig of(int players) {
        return of(players, freshSeed());
    }

    /**
     * {@return a seed no one can predict, from the platform's strong random source: what a configuration that names no
     * seed gets, so that the hands of a real game cannot be known before it is dealt} The seed becomes part of the
     * configuration, so the game can still be saved and replayed exactly.
     */
    public static long freshSeed() {
        return SeedSource.RANDOM.nextLong();
    }

    /** Holds the random source until a fresh seed is first asked for. */
    private static final class SeedSource {
        static final java.security.SecureRandom RANDOM = new java.security.SecureRandom();
    }

    /**
     * The base game for the given number of players and seed; seat 0 starts, clockwise.
     *
     * @param players 2 to 10
     * @param seed the seed of every shuffle
     * @return the configuration
     */
    public static GameConfig of(int players, long seed) {
        return new GameConfig(players, seed, 0, Direction.CW, List.of());
    }

    /**
     * This configuration with the given variants instead.
     *
     * @param choices the variants in play, with their options
     * @return a new configuration; this one is unchanged
     */
    public GameConfig withVariants(List<VariantChoice> choices) {
        return new GameConfig(players, seed, firstPlayer, direction, choices);
    }

    /**
     * This configuration with another seed.
     *
     * @param newSeed the seed of every shuffle
     * @return a new configuration; this one is unchanged
     */
    public GameConfig withSeed(long newSeed) {
        return new GameConfig(players, newSeed, firstPlayer, direction, variants);
    }
}
