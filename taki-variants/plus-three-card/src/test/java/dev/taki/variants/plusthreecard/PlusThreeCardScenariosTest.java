package dev.taki.variants.plusthreecard;

import dev.taki.testkit.scenario.ScenarioTests;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/** The scenario files of plus-three-card (RULES.md § 9). */
class PlusThreeCardScenariosTest {

    @TestFactory
    Stream<DynamicNode> scenarios() {
        return ScenarioTests.fromClasspath("scenarios/plus-three-card");
    }
}
