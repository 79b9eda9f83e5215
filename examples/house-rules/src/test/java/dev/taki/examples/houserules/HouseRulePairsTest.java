package dev.taki.examples.houserules;

import dev.taki.testkit.contract.VariantContract;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/**
 * Every pair of the variants on the test class path that can be played together — the pack's rules, and the
 * project's {@code tournament-stages}, {@code plus-three-card} and {@code plus-three-rule}, which the rules acting out
 * of turn must respect — in a few random games each, checking the whole contract move by move. Pairs that conflict
 * are left out: {@code draw-until-play} with {@code voluntary-draw}, {@code dry-piles} with
 * {@code tournament-stages}, the two +3s. A failure names the pair, the game's configuration and seed, and the call
 * that plays it again.
 */
class HouseRulePairsTest {

    @TestFactory
    Stream<DynamicNode> everyPairOfThePacksRules() {
        return VariantContract.pairsOfInstalled();
    }
}
