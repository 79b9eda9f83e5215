package dev.taki.examples.houserules;

import dev.taki.api.spi.OptionSpec;
import dev.taki.api.spi.Variant;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The pack registers its eleven variants through ServiceLoader, each described, with its options and conflicts. */
class RegistrationTest {

    private static Map<String, Variant> registered() {
        Map<String, Variant> found = new TreeMap<>();
        for (Variant v : ServiceLoader.load(Variant.class)) {
            if (v.getClass().getPackageName().equals(RegistrationTest.class.getPackageName())) {
                found.put(v.id(), v);
            }
        }
        return found;
    }

    @Test
    void theElevenHouseRulesAreFoundByServiceLoader() {
        assertEquals(List.of("catch-last-card", "direction-stops-two", "draw-until-play", "dry-piles", "jump-in",
                "no-color-on-color", "plus-four", "seven-swap", "super-taki-chooses-color", "taki-continuity",
                "voluntary-draw"), List.copyOf(registered().keySet()));
    }

    @Test
    void eachDescribesItselfAndRequiresNothing() {
        for (Variant v : registered().values()) {
            assertTrue(v.id().matches("[a-z]+(-[a-z]+)*"), v.id());
            assertFalse(v.description().isBlank(), v.id());
            assertTrue(v.requires().isEmpty(), v.id());
        }
    }

    @Test
    void onlyDrawUntilPlayAndDryPilesDeclareConflicts() {
        assertEquals(Set.of(VoluntaryDraw.ID), registered().get(DrawUntilPlay.ID).conflicts());
        // Both decide how a game ends otherwise: a match of rounds, and stages.
        assertEquals(Set.of("penalty-scoring", "tournament-stages"), registered().get(DryPiles.ID).conflicts());
        registered().values().stream().filter(v -> !v.id().equals(DrawUntilPlay.ID) && !v.id().equals(DryPiles.ID))
                .forEach(v -> assertTrue(v.conflicts().isEmpty(), v.id()));
    }

    @Test
    void onlyVoluntaryDrawHasAnOption() {
        OptionSpec limit = registered().get(VoluntaryDraw.ID).options().get(0);
        assertEquals(VoluntaryDraw.HAND_LIMIT, limit.name());
        assertEquals(0, limit.defaultValue());
        assertEquals("an integer from 0 to 200", limit.allowed());
        registered().values().stream().filter(v -> !v.id().equals(VoluntaryDraw.ID))
                .forEach(v -> assertTrue(v.options().isEmpty(), v.id()));
    }
}
