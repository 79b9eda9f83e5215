package dev.taki.testkit.scenario;

import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Scenario files as JUnit dynamic tests, one container per file:
 * <pre>{@code
 * @TestFactory
 * Stream<DynamicNode> rules() {
 *     return ScenarioTests.fromClasspath("scenarios/my-variant");
 * }
 * }</pre>
 * A failing scenario's message lists what differed and shows the table after the last applied move.
 */
public final class ScenarioTests {
    private ScenarioTests() {
    }

    /**
     * The scenario files under a class-path folder (such as {@code src/test/resources/scenarios/x}).
     *
     * @param folder the folder's path on the class path
     * @return one dynamic test a scenario, in one container a file
     */
    public static Stream<DynamicNode> fromClasspath(String folder) {
        URL url = Thread.currentThread().getContextClassLoader().getResource(folder);
        if (url == null) {
            throw new IllegalArgumentException("no class-path folder '" + folder + "'");
        }
        try {
            return fromPath(Path.of(url.toURI()), new ScenarioRunner());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("cannot read class-path folder '" + folder + "': " + e.getMessage(), e);
        }
    }

    /**
     * The scenario files under a folder, run with the given runner.
     *
     * @param folder the folder
     * @param runner what runs them
     * @return one dynamic test a scenario, in one container a file
     */
    public static Stream<DynamicNode> fromPath(Path folder, ScenarioRunner runner) {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(folder)) {
            files = walk.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<DynamicNode> nodes = new ArrayList<>();
        for (Path file : files) {
            List<Scenario> scenarios;
            try {
                scenarios = ScenarioReader.readFile(file, runner.catalog());
            } catch (IOException e) {
                nodes.add(DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
                    throw new AssertionError(e.getMessage(), e);
                }));
                continue;
            }
            nodes.add(DynamicContainer.dynamicContainer(file.getFileName().toString(), scenarios.stream()
                    .map(s -> DynamicTest.dynamicTest(s.name(), () -> {
                        ScenarioResult r = runner.run(s);
                        if (!r.passed()) {
                            throw new AssertionError(r.report());
                        }
                    }))));
        }
        return nodes.stream();
    }
}
