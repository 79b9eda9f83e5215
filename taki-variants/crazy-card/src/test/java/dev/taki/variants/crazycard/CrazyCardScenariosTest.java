package dev.taki.variants.crazycard;

import dev.taki.testkit.scenario.ScenarioTests;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/** The scenario files of crazy-card (RULES.md § 9). */
class CrazyCardScenariosTest {
    @TestFactory
    Stream<DynamicNode> scenarios() {
        return ScenarioTests.fromClasspath("scenarios/crazy-card");
    }
}
