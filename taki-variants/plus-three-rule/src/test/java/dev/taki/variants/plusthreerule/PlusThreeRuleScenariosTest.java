package dev.taki.variants.plusthreerule;

import dev.taki.testkit.scenario.ScenarioTests;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/** The scenario files of plus-three-rule (RULES.md § 9). */
class PlusThreeRuleScenariosTest {

    @TestFactory
    Stream<DynamicNode> scenarios() {
        return ScenarioTests.fromClasspath("scenarios/plus-three-rule");
    }
}
