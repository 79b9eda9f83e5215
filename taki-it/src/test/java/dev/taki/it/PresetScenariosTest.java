package dev.taki.it;

import dev.taki.testkit.scenario.ScenarioTests;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/** Editions and combinations of variants, with every variant jar on the class path. */
class PresetScenariosTest {

    @TestFactory
    Stream<DynamicNode> presets() {
        return ScenarioTests.fromClasspath("scenarios/presets");
    }
}
