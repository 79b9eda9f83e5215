package dev.taki.examples.houserules;

import dev.taki.api.VariantChoice;
import dev.taki.testkit.contract.VariantContract;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** The variant contract run by naming the variants: the whole pack together, and an option. */
class HouseRulesContractTest {

    @TestFactory
    Stream<DynamicNode> allFiveTogether() {
        return VariantContract.forVariants(NoColorOnColor.ID, TakiContinuity.ID, SuperTakiChoosesColor.ID,
                VoluntaryDraw.ID, DirectionStopsTwo.ID);
    }

    @TestFactory
    Stream<DynamicNode> voluntaryDrawWithAHandLimit() {
        return VariantContract.forVariants(List.of(new VariantChoice(VoluntaryDraw.ID, Map.of(VoluntaryDraw.HAND_LIMIT, 5))));
    }
}
