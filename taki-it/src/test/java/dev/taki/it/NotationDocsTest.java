package dev.taki.it;

import dev.taki.core.json.TakiJson;
import dev.taki.testkit.scenario.ScenarioReader;
import dev.taki.testkit.scenario.ScenarioResult;
import dev.taki.testkit.scenario.ScenarioRunner;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The examples of docs/notation.md and docs/scenarios.md are true: their events read, their scenarios pass. */
class NotationDocsTest {
    private static final Path DOCS = Path.of("..", "docs");
    private static final Pattern BLOCK = Pattern.compile("```(\\w*)\\n(.*?)```", Pattern.DOTALL);
    private static final Pattern EVENT_LINE = Pattern.compile("`([a-z-]+(?::[a-z-]+)? [a-zA-Z]+=[^`…]*)`");

    @Test
    void everyEventLineOfTheNotationPageReadsBackAsWritten() throws IOException {
        TakiJson json = TakiJson.create();
        String page = Files.readString(DOCS.resolve("notation.md"));
        String events = page.substring(page.indexOf("## Events"), page.indexOf("## Scenario files"));
        List<String> lines = new ArrayList<>(List.of(blocks(events, "").get(0).split("\n")));
        Matcher inline = EVENT_LINE.matcher(events);
        while (inline.find()) {
            lines.add(inline.group(1));
        }
        assertTrue(lines.size() >= 20, "event lines found: " + lines);
        for (String line : lines) {
            assertEquals(line, json.writeEventLine(json.readEventLine(line)), line);
        }
    }

    @Test
    void everyWholeScenarioOfTheDocsPasses() throws IOException {
        ScenarioRunner runner = new ScenarioRunner();
        int run = 0;
        for (String page : List.of("notation.md", "scenarios.md")) {
            for (String block : blocks(Files.readString(DOCS.resolve(page)), "json")) {
                if (block.trim().startsWith("{") && block.contains("\"setup\"")) {
                    for (var scenario : ScenarioReader.parse(block, page, runner.catalog())) {
                        ScenarioResult result = runner.run(scenario);
                        assertTrue(result.passed(), result.report());
                        run++;
                    }
                }
            }
        }
        assertTrue(run >= 2, "scenarios found: " + run);
    }

    private static List<String> blocks(String text, String language) {
        List<String> out = new ArrayList<>();
        Matcher m = BLOCK.matcher(text);
        while (m.find()) {
            if (m.group(1).equals(language)) {
                out.add(m.group(2));
            }
        }
        return out;
    }
}
