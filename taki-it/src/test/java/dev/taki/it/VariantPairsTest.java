package dev.taki.it;

import dev.taki.core.VariantCatalog;
import dev.taki.testkit.contract.VariantContract;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every pair of the variants on this module's class path — the six shipped with taki and the eight of the house-rule
 * pack — that can be played together, in a few random games each that check the whole contract move by move:
 * RULES.md § 8, accepted ⇔ legal, refused moves, views, the acting seat's hidden cards, and the end. Pairs that
 * conflict ({@code plus-three-card} and {@code plus-three-rule}, {@code draw-until-play} and {@code voluntary-draw})
 * are left out, and listed as such. Every pair must end: like {@link VariantCombinationProperties}, this check
 * accepts no game that goes on for ever.
 */
class VariantPairsTest {

    @TestFactory
    Stream<DynamicNode> everyPairOfTheInstalledVariants() {
        return VariantContract.pairsOfInstalled();
    }

    @Test
    void theShippedVariantsAndTheHouseRulesAreAllOnTheClassPath() {
        var ids = VariantCatalog.discover().variants().keySet();
        assertTrue(ids.containsAll(java.util.List.of("permissive-plus", "crazy-card", "plus-three-card", "plus-three-rule",
                "tournament-stages", "penalty-scoring", "plus-four", "seven-swap", "draw-until-play", "voluntary-draw",
                "no-color-on-color", "taki-continuity", "super-taki-chooses-color", "direction-stops-two")), ids::toString);
    }
}
