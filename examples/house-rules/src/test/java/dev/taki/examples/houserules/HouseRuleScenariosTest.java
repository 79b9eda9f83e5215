package dev.taki.examples.houserules;

import dev.taki.testkit.scenario.ScenarioTests;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/** The scenario files of the five house rules, one folder each. */
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
}
