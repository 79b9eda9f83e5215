package dev.taki.examples.houserules;

import dev.taki.api.VariantChoice;
import dev.taki.testkit.contract.VariantContract;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The variant contract run by naming the variants: the pack's rules together, and an option. Every rule of the
 * pack but one can be played with every other; {@code draw-until-play} conflicts with {@code voluntary-draw}, so
 * the whole pack is checked twice, each time without one of the two — which puts each new rule together with
 * every rule it does not conflict with.
 */
class HouseRulesContractTest {

    @TestFactory
    Stream<DynamicNode> theOriginalFiveTogether() {
        return VariantContract.forVariants(NoColorOnColor.ID, TakiContinuity.ID, SuperTakiChoosesColor.ID,
                VoluntaryDraw.ID, DirectionStopsTwo.ID);
    }

    @TestFactory
    Stream<DynamicNode> everyRuleButVoluntaryDraw() {
        return VariantContract.forVariants(PlusFour.ID, SevenSwap.ID, DrawUntilPlay.ID, NoColorOnColor.ID,
                TakiContinuity.ID, SuperTakiChoosesColor.ID, DirectionStopsTwo.ID);
    }

    @TestFactory
    Stream<DynamicNode> everyRuleButDrawUntilPlay() {
        return VariantContract.forVariants(PlusFour.ID, SevenSwap.ID, VoluntaryDraw.ID, NoColorOnColor.ID,
                TakiContinuity.ID, SuperTakiChoosesColor.ID, DirectionStopsTwo.ID);
    }

    @TestFactory
    Stream<DynamicNode> voluntaryDrawWithAHandLimit() {
        return VariantContract.forVariants(List.of(new VariantChoice(VoluntaryDraw.ID, Map.of(VoluntaryDraw.HAND_LIMIT, 5))));
    }
}
