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
 * every rule it does not conflict with. The rules that act out of turn also meet the project's variants whose
 * stages and windows they must respect, in fewer games; every pair of them, the {@code plus-three-rule} pairs
 * included, is played in {@link HouseRulePairsTest}.
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
                TakiContinuity.ID, SuperTakiChoosesColor.ID, DirectionStopsTwo.ID, JumpIn.ID, CatchLastCard.ID,
                DryPiles.ID);
    }

    @TestFactory
    Stream<DynamicNode> everyRuleButDrawUntilPlay() {
        return VariantContract.forVariants(PlusFour.ID, SevenSwap.ID, VoluntaryDraw.ID, NoColorOnColor.ID,
                TakiContinuity.ID, SuperTakiChoosesColor.ID, DirectionStopsTwo.ID, JumpIn.ID, CatchLastCard.ID,
                DryPiles.ID);
    }

    @TestFactory
    Stream<DynamicNode> voluntaryDrawWithAHandLimit() {
        return VariantContract.forVariants(List.of(new VariantChoice(VoluntaryDraw.ID, Map.of(VoluntaryDraw.HAND_LIMIT, 5))));
    }

    /** A jump or a catch at a stage, a stage-1 declaration caught, a seven-swap 7 jumped. */
    @TestFactory
    Stream<DynamicNode> outOfTurnWithStagesAndSevens() {
        return VariantContract.suite(JumpIn.ID, CatchLastCard.ID, SevenSwap.ID, "tournament-stages").games(20).tests();
    }

    /** Jumps, catches and dry piles around the response window of a +3 card. */
    @TestFactory
    Stream<DynamicNode> outOfTurnWithThePlusThreeCard() {
        return VariantContract.suite(JumpIn.ID, CatchLastCard.ID, DryPiles.ID, "plus-three-card").games(30).tests();
    }
}
