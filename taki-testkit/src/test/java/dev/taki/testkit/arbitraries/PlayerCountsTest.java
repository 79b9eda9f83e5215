package dev.taki.testkit.arbitraries;

import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Edition;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Variant;
import dev.taki.core.VariantCatalog;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The counts of players the testkit deals: the intersection of the variants' ranges, editions expanded. */
class PlayerCountsTest {

    private record Ranged(String id, int minPlayers, int maxPlayers) implements Variant {
        @Override
        public String description() {
            return "changes nothing, for " + minPlayers + " to " + maxPlayers + " players";
        }

        @Override
        public Rules rules(Options options) {
            return new Rules() { };
        }
    }

    private record Preset(String id, List<VariantChoice> variants) implements Edition {
        @Override
        public String description() {
            return "a preset";
        }
    }

    private static final VariantCatalog CATALOG = VariantCatalog.of(
            List.of(new Ranged("duel", 2, 2), new Ranged("small", 2, 4), new Ranged("table", 3, 6),
                    new Ranged("any", 2, 10)),
            List.of(new Preset("small-tables", List.of(VariantChoice.of("small"), VariantChoice.of("table")))));

    private static PlayerCounts of(String... ids) {
        return PlayerCounts.supportedBy(java.util.Arrays.stream(ids).map(VariantChoice::of).toList(), CATALOG);
    }

    @Test
    void theCountsAreThoseEveryVariantSupports() {
        assertEquals(PlayerCounts.ALL, of());
        assertEquals(PlayerCounts.ALL, of("any"));
        assertEquals(PlayerCounts.between(2, 2), of("duel", "any"));
        assertEquals(PlayerCounts.between(3, 4), of("small", "table"));
        assertEquals("3 to 4", of("small", "table").toString());
    }

    @Test
    void anEditionCountsAsItsVariants() {
        assertEquals(PlayerCounts.between(3, 4), of("small-tables"));
        assertEquals(PlayerCounts.between(3, 4), of("any", "small-tables"));
    }

    @Test
    void unknownIdsNarrowNothing() {
        assertEquals(PlayerCounts.between(2, 4), of("small", "no-such-rule"));
    }

    @Test
    void variantsThatShareNoCountAreRefusedNamingTheirRanges() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> of("duel", "table"));
        assertEquals("no number of players suits every variant: 'duel' is played by 2 players, 'table' is played by"
                + " 3 to 6 players", e.getMessage());
    }

    @Test
    void aTestMayNarrowTheCountsButNotWidenThem() {
        assertEquals(PlayerCounts.between(3, 3), of("table").narrowedTo(3, 3));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> of("table").narrowedTo(2, 4));
        assertEquals("players(2, 4): the variants are played by 3 to 6 players ('table' is played by 3 to 6 players);"
                + " choose a range within 3 to 6", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> PlayerCounts.between(1, 4));
        assertThrows(IllegalArgumentException.class, () -> PlayerCounts.between(2, 11));
    }
}
