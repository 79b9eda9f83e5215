package dev.taki.examples.houserules;

import dev.taki.testkit.scenario.ScenarioTests;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/** The scenario files of the pack's eleven house rules, one folder each (every {@code *.json} under it). */
class HouseRuleScenariosTest {

    @TestFactory
    Stream<DynamicNode> noColorOnColor() {
        return ScenarioTests.fromClasspath("scenarios/" + NoColorOnColor.ID);
    }

    @TestFactory
    Stream<DynamicNode> takiContinuity() {
        return ScenarioTests.fromClasspath("scenarios/" + TakiContinuity.ID);
    }

    @TestFactory
    Stream<DynamicNode> superTakiChoosesColor() {
        return ScenarioTests.fromClasspath("scenarios/" + SuperTakiChoosesColor.ID);
    }

    @TestFactory
    Stream<DynamicNode> voluntaryDraw() {
        return ScenarioTests.fromClasspath("scenarios/" + VoluntaryDraw.ID);
    }

    @TestFactory
    Stream<DynamicNode> directionStopsTwo() {
        return ScenarioTests.fromClasspath("scenarios/" + DirectionStopsTwo.ID);
    }

    @TestFactory
    Stream<DynamicNode> plusFour() {
        return ScenarioTests.fromClasspath("scenarios/" + PlusFour.ID);
    }

    @TestFactory
    Stream<DynamicNode> sevenSwap() {
        return ScenarioTests.fromClasspath("scenarios/" + SevenSwap.ID);
    }

    @TestFactory
    Stream<DynamicNode> drawUntilPlay() {
        return ScenarioTests.fromClasspath("scenarios/" + DrawUntilPlay.ID);
    }

    @TestFactory
    Stream<DynamicNode> jumpIn() {
        return ScenarioTests.fromClasspath("scenarios/" + JumpIn.ID);
    }

    @TestFactory
    Stream<DynamicNode> catchLastCard() {
        return ScenarioTests.fromClasspath("scenarios/" + CatchLastCard.ID);
    }

    @TestFactory
    Stream<DynamicNode> dryPiles() {
        return ScenarioTests.fromClasspath("scenarios/" + DryPiles.ID);
    }
}
