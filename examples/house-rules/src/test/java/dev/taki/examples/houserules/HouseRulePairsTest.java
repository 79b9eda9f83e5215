package dev.taki.examples.houserules;

import dev.taki.testkit.contract.VariantContract;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/**
 * Every pair of the pack's rules that can be played together — all but {@code draw-until-play} with
 * {@code voluntary-draw}, which conflict — in a few random games each, checking the whole contract move by move. A
 * failure names the pair, the game's configuration and seed, and the call that plays it again.
 */
class HouseRulePairsTest {

    @TestFactory
    Stream<DynamicNode> everyPairOfThePacksRules() {
        return VariantContract.pairsOfInstalled();
    }
}
