package dev.taki.variants.tournamentstages;

import dev.taki.testkit.scenario.ScenarioTests;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/** The scenario files of tournament-stages (RULES.md § 9). */
class TournamentStagesScenariosTest {
    @TestFactory
    Stream<DynamicNode> scenarios() {
        return ScenarioTests.fromClasspath("scenarios/tournament-stages");
    }
}
