package dev.taki.testkit.contract;

import dev.taki.api.VariantChoice;
import dev.taki.core.VariantCatalog;
import dev.taki.testkit.arbitraries.PlayerCounts;
import org.junit.jupiter.api.DynamicNode;

import java.util.List;
import java.util.stream.Stream;

/**
 * The variant contract for some variants, as JUnit dynamic tests with fixed seeds, set up step by step:
 * <pre>{@code
 * @TestFactory
 * Stream<DynamicNode> contract() {
 *     return VariantContract.suite("my-rule", "crazy-card").players(2, 4).games(100).tests();
 * }
 * }</pre>
 * Without {@link #players}, games are dealt for every number of players that all the variants support
 * ({@link PlayerCounts#supportedBy}); without {@link #catalog}, the variants come from the class path; without
 * {@link #games}, 200 random games are played (and as many random states checked). Each setting returns a new
 * suite; the suite itself is immutable.
 */
public final class ContractSuite {
    private final List<VariantChoice> variants;
    private final VariantCatalog catalog;
    private final int games;
    private final int[] players;

    private ContractSuite(List<VariantChoice> variants, VariantCatalog catalog, int games, int[] players) {
        this.variants = List.copyOf(variants);
        this.catalog = catalog;
        this.games = games;
        this.players = players;
    }

    static ContractSuite of(List<VariantChoice> variants) {
        return new ContractSuite(variants, null, ContractTests.DEFAULT_GAMES, null);
    }

    /**
     * The same suite, taking its variants from this catalog instead of the class path.
     *
     * @param catalog the catalog
     * @return the new suite; this one is unchanged
     */
    public ContractSuite catalog(VariantCatalog catalog) {
        return new ContractSuite(variants, java.util.Objects.requireNonNull(catalog, "catalog"), games, players);
    }

    /**
     * The same suite with {@code games} random games (and as many random states).
     *
     * @param games how many random games, at least 1
     * @return the new suite; this one is unchanged
     * @throws IllegalArgumentException if {@code games} is less than 1
     */
    public ContractSuite games(int games) {
        if (games < 1) {
            throw new IllegalArgumentException("games: expected at least 1, got " + games);
        }
        return new ContractSuite(variants, catalog, games, players);
    }

    /**
     * The same suite dealing only {@code min} to {@code max} players: narrower than what the variants support,
     * never wider. The range is checked against the variants when {@link #tests()} is called, which refuses a
     * range outside it naming each variant's range.
     *
     * @param min the fewest players
     * @param max the most players
     * @return the new suite; this one is unchanged
     */
    public ContractSuite players(int min, int max) {
        return new ContractSuite(variants, catalog, games, new int[] {min, max});
    }

    /** {@return the numbers of players the suite deals: those the variants support, narrowed by {@link #players}} */
    public PlayerCounts playerCounts() {
        PlayerCounts supported = PlayerCounts.supportedBy(variants, catalog());
        return players == null ? supported : supported.narrowedTo(players[0], players[1]);
    }

    /**
     * The contract's checks as dynamic tests, in one container named after the variants.
     *
     * @return the tests
     * @throws IllegalArgumentException if the variants share no number of players, or {@link #players} asked for
     *                                  counts they do not support
     */
    public Stream<DynamicNode> tests() {
        return ContractTests.of(variants, catalog(), games, playerCounts());
    }

    private VariantCatalog catalog() {
        return catalog != null ? catalog : VariantCatalog.discover();
    }
}
