package dev.taki.core;

import dev.taki.api.ConfigurationException;
import dev.taki.api.GameConfig;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Variant;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A variant says how many players it is made for; a configuration with another count is refused naming the range. */
class PlayerCountTest {

    private static Variant forPlayers(String id, int min, int max) {
        return new Variant() {
            @Override public String id() { return id; }
            @Override public String description() { return "for " + min + " to " + max + " players"; }
            @Override public int minPlayers() { return min; }
            @Override public int maxPlayers() { return max; }
            @Override public Rules rules(Options options) { return new Rules() { }; }
        };
    }

    private static GameConfig config(int players, String... variants) {
        return GameConfig.of(players, 1).withVariants(java.util.Arrays.stream(variants).map(VariantChoice::of).toList());
    }

    @Test
    void aCountOutsideAVariantsRangeIsRefusedNamingTheRange() {
        VariantCatalog catalog = VariantCatalog.of(List.of(forPlayers("duel", 2, 2), forPlayers("crowd", 4, 10)), List.of());
        assertEquals(2, Taki.newGame(config(2, "duel"), catalog).players());
        ConfigurationException e = assertThrows(ConfigurationException.class,
                () -> Taki.newGame(config(3, "duel"), catalog));
        assertEquals(List.of("players: variant 'duel' is played by 2 players, got 3"), e.problems());
        e = assertThrows(ConfigurationException.class, () -> Taki.newGame(config(3, "crowd"), catalog));
        assertEquals(List.of("players: variant 'crowd' is played by 4 to 10 players, got 3"), e.problems());
        e = assertThrows(ConfigurationException.class, () -> Taki.newGame(config(3, "duel", "crowd"), catalog));
        assertEquals(2, e.problems().size(), "both variants are named: " + e.problems());
        assertEquals(7, Taki.newGame(config(7, "crowd"), catalog).players());
    }

    @Test
    void aVariantWhoseRangeLeavesTwoToTenIsABrokenPlugin() {
        for (Variant broken : List.of(forPlayers("one", 1, 4), forPlayers("many", 2, 11), forPlayers("none", 5, 4))) {
            IllegalStateException e = assertThrows(IllegalStateException.class,
                    () -> VariantCatalog.of(List.of(broken), List.of()));
            assertTrue(e.getMessage().contains("a variant's range must lie within 2 to 10"), e.getMessage());
            assertTrue(e.getMessage().contains("'" + broken.id() + "'"), e.getMessage());
        }
    }
}
