package dev.taki.testkit;

import dev.taki.testkit.scenario.ScenarioTests;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/** Every scenario file of the base game (RULES.md § 1–8). */
class BaseRuleScenariosTest {

    @TestFactory
    Stream<DynamicNode> baseGame() {
        return ScenarioTests.fromClasspath("scenarios/base");
    }
}
