package dev.taki.variants.permissiveplus;

import dev.taki.testkit.scenario.ScenarioTests;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/** The scenario files of permissive-plus (RULES.md § 9). */
class PermissivePlusScenariosTest {

    @TestFactory
    Stream<DynamicNode> scenarios() {
        return ScenarioTests.fromClasspath("scenarios/permissive-plus");
    }
}
