package dev.taki.variants.penaltyscoring;

import dev.taki.testkit.scenario.ScenarioTests;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/** The scenario files of penalty-scoring (RULES.md § 9). */
class PenaltyScoringScenariosTest {
    @TestFactory
    Stream<DynamicNode> scenarios() {
        return ScenarioTests.fromClasspath("scenarios/penalty-scoring");
    }
}
