package dev.taki.testkit.arbitraries;

import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Variant;
import dev.taki.core.VariantCatalog;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The numbers of players the testkit deals, {@link #min()} to {@link #max()}: by default those that every
 * chosen variant is made for ({@link Variant#minPlayers()} to {@link Variant#maxPlayers()}, editions expanded
 * into their variants), which the engine would refuse anything outside of.
 * <pre>{@code
 * PlayerCounts.supportedBy(List.of(VariantChoice.of("two-player-duel")), catalog)   // 2 to 2
 *         .narrowedTo(2, 4);   // IllegalArgumentException: the variants are played by 2 players …
 * }</pre>
 */
public final class PlayerCounts {
    /** Every count the engine plays: 2 to 10. */
    public static final PlayerCounts ALL = new PlayerCounts(2, 10, List.of());

    private final int min;
    private final int max;
    /** The variants that narrow the range, as "'id' is played by 2 to 4 players". */
    private final List<String> limits;

    private PlayerCounts(int min, int max, List<String> limits) {
        this.min = min;
        this.max = max;
        this.limits = List.copyOf(limits);
    }

    /**
     * From {@code min} to {@code max} players.
     *
     * @param min the fewest players
     * @param max the most players
     * @return the counts
     * @throws IllegalArgumentException unless {@code 2 <= min <= max <= 10}
     */
    public static PlayerCounts between(int min, int max) {
        if (min < 2 || max > 10 || min > max) {
            throw new IllegalArgumentException("players: expected a range within 2 to 10 (the fewest first), got "
                    + min + " to " + max);
        }
        return new PlayerCounts(min, max, List.of());
    }

    /**
     * The counts that every one of the variants supports: the intersection of their ranges, editions expanded
     * into their variants ({@link VariantCatalog#expand}). Ids the catalog does not know narrow nothing (the
     * engine refuses them, naming what is available, when a game is dealt).
     *
     * @param variants the variants and editions of a configuration
     * @param catalog where they are looked up
     * @return the counts
     * @throws IllegalArgumentException if no count suits every variant, naming each variant's range
     */
    public static PlayerCounts supportedBy(List<VariantChoice> variants, VariantCatalog catalog) {
        Map<String, Variant> known = catalog.variants();
        int min = 2;
        int max = 10;
        List<String> limits = new ArrayList<>();
        for (VariantChoice choice : catalog.expand(variants)) {
            Variant v = choice.id() == null ? null : known.get(choice.id());
            if (v == null || v.minPlayers() <= 2 && v.maxPlayers() >= 10) {
                continue;
            }
            min = Math.max(min, v.minPlayers());
            max = Math.min(max, v.maxPlayers());
            limits.add("'" + v.id() + "' is played by " + range(v.minPlayers(), v.maxPlayers()) + " players");
        }
        if (min > max) {
            throw new IllegalArgumentException("no number of players suits every variant: " + String.join(", ", limits));
        }
        return new PlayerCounts(min, max, limits);
    }

    /**
     * These counts narrowed to {@code min}–{@code max}: a test's own choice, such as 2 to 4 players.
     *
     * @param min the fewest players
     * @param max the most players
     * @return the narrower counts
     * @throws IllegalArgumentException if the range is empty or reaches outside these counts, saying which
     *                                  variants allow what
     */
    public PlayerCounts narrowedTo(int min, int max) {
        if (min > max) {
            throw new IllegalArgumentException("players(" + min + ", " + max + "): expected the fewest first");
        }
        if (min < this.min || max > this.max) {
            throw new IllegalArgumentException("players(" + min + ", " + max + "): the variants are played by "
                    + this + " players" + (limits.isEmpty() ? "" : " (" + String.join(", ", limits) + ")")
                    + "; choose a range within " + this.min + " to " + this.max);
        }
        return new PlayerCounts(min, max, limits);
    }

    /** {@return the fewest players} */
    public int min() {
        return min;
    }

    /** {@return the most players} */
    public int max() {
        return max;
    }

    /**
     * True if a game of {@code players} is within these counts.
     *
     * @param players a number of players
     * @return whether it is one of these counts
     */
    public boolean contains(int players) {
        return players >= min && players <= max;
    }

    /**
     * True if some count is within both ranges.
     *
     * @param other other counts
     * @return whether the two share a count
     */
    public boolean overlaps(PlayerCounts other) {
        return Math.max(min, other.min) <= Math.min(max, other.max);
    }

    /**
     * A count drawn from the random source, each equally likely.
     *
     * @param random the random source
     * @return the count
     */
    public int pick(Random random) {
        return min + random.nextInt(max - min + 1);
    }

    /** {@return the counts as a jqwik arbitrary, shrinking towards the fewest players} */
    public Arbitrary<Integer> arbitrary() {
        return min == max ? Arbitraries.just(min) : Arbitraries.integers().between(min, max);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PlayerCounts p && p.min == min && p.max == max;
    }

    @Override
    public int hashCode() {
        return 31 * min + max;
    }

    /** "2 to 4", or "2" for a single count. */
    @Override
    public String toString() {
        return range(min, max);
    }

    private static String range(int min, int max) {
        return min == max ? String.valueOf(min) : min + " to " + max;
    }
}
