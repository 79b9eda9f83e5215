package ${package};

import dev.taki.testkit.scenario.ScenarioTests;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/**
 * Every scenario file under src/test/resources/scenarios, one test per scenario: a table, moves, and what must
 * follow, in the notation every player reads. Add a file there (or a folder of them) and it runs. The command
 * line runs the same files: taki --plugins target/${artifactId}-${version}.jar check src/test/resources/scenarios
 */
class ScenariosTest {
    @TestFactory
    Stream<DynamicNode> scenarios() {
        return ScenarioTests.fromClasspath("scenarios");
    }
}
