package dev.taki.cli;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code taki compare}: the same seeds under several configurations; a table, a self-contained HTML report, JSON. */
class CompareCommandTest {
    private static final JsonMapper MAPPER = JsonMapper.builder().build();
    private static final Pattern SVG = Pattern.compile("<svg[ >].*?</svg>", Pattern.DOTALL);

    private static Path report(Path dir) {
        return dir.resolve("report.html");
    }

    private static Cli compare(Path dir, String... more) {
        List<String> args = new ArrayList<>(List.of("compare", "--edition", "classic", "--variant", "stages=tournament-stages",
                "--edition", "edition-2015", "-n", "60", "--players", "3", "--bots", "heuristic,random,random", "--rotate",
                "--threads", "2", "--out", report(dir).toString(), "--json", dir.resolve("report.json").toString()));
        args.addAll(List.of(more));
        return Cli.run(args.toArray(String[]::new)).succeeds();
    }

    @Test
    void theReportDrawsEveryChartInlineWithTheNumbersOfTheJson(@TempDir Path dir) throws Exception {
        Cli cli = compare(dir);
        String html = Files.readString(report(dir));
        JsonNode json = MAPPER.readTree(dir.resolve("report.json").toFile());

        assertFalse(html.contains("http://") || html.contains("https://"), "no resource from the network");
        assertFalse(html.contains("<script") || html.contains("<link") || html.contains("<img") || html.contains("@import"));
        int figures = count(html, "<figure>");
        List<String> svgs = new ArrayList<>();
        Matcher m = SVG.matcher(html);
        while (m.find()) {
            svgs.add(m.group());
        }
        assertEquals(figures, svgs.size(), "one SVG a chart");
        assertTrue(figures >= 10, "lengths, turns, first seat, seats, bots, cards, reshuffles, chains, chain length, rounds, time: " + figures);
        for (String svg : svgs) {
            assertTrue(svg.contains("class=\"mark\""), "data drawn: " + svg);
            // Each chart is well-formed XML, so a browser draws it as written.
            DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new ByteArrayInputStream(
                    svg.replace("&nbsp;", " ").getBytes(StandardCharsets.UTF_8)));
        }
        assertTrue(html.contains("<h2>Win rate by bot</h2>"), "two bots: their win rates");

        assertEquals(3, json.get("configurations").size());
        for (JsonNode c : json.get("configurations")) {
            String name = c.get("name").asString();
            assertTrue(html.contains(">" + name + "</th>"), name);
            assertTrue(cli.out().lines().findFirst().orElseThrow().contains(name), "a column a configuration: " + name);
            String firstSeat = String.format(Locale.ROOT, "%.1f%%", 100 * c.get("firstSeat").get("rate").asDouble());
            String mean = String.format(Locale.ROOT, "%.1f", c.get("decisions").get("mean").asDouble());
            String drawn = String.format(Locale.ROOT, "%.1f", c.get("cardsDrawnPerGame").asDouble());
            for (String number : List.of(firstSeat, mean, drawn)) {
                assertTrue(html.contains(">" + number), name + ": " + number + " in the page");
                assertTrue(cli.out().contains(" " + number), name + ": " + number + " on the terminal");
            }
            assertEquals(60, c.get("games").asInt());
            JsonNode first = c.get("firstSeat");
            assertTrue(first.get("low").asDouble() <= first.get("rate").asDouble() && first.get("rate").asDouble() <= first.get("high").asDouble());
        }
        JsonNode stages = json.get("configurations").get(1);
        assertEquals("stages", stages.get("name").asString());
        assertTrue(stages.get("variantEventsPerGame").get("tournament-stages:stage-reached").asDouble() > 0,
                "a variant's events counted by name: " + stages);
        assertTrue(cli.out().contains("report written to " + report(dir)));
    }

    @Test
    void eachConfigurationPlaysTheGamesSimulatePlays(@TempDir Path dir) throws IOException {
        Path config = dir.resolve("fifteen.json");
        Files.writeString(config, "{\"players\": 4, \"seed\": 999, \"variants\": [\"edition-2015\"]}");
        Cli.run("compare", "--config", "2015=" + config, "--variant", "edition-2011", "-n", "80", "--seed", "5",
                "--json", dir.resolve("c.json").toString()).succeeds();
        JsonNode compared = MAPPER.readTree(dir.resolve("c.json").toFile()).get("configurations").get(0);
        JsonNode simulated = MAPPER.readTree(Cli.run("simulate", "-n", "80", "--seed", "5", "--variant", "edition-2015", "--json")
                .succeeds().out());
        assertEquals("2015", compared.get("name").asString());
        for (int seat = 0; seat < 4; seat++) {
            assertEquals(simulated.get("seats").get(seat).get("wins").asLong(), compared.get("seats").get(seat).get("wins").asLong());
        }
        assertEquals(simulated.get("decisions").get("average").asDouble(), compared.get("decisions").get("mean").asDouble(), 1e-4);
        assertEquals(simulated.get("decisions").get("median").asInt(), compared.get("decisions").get("median").asInt());
    }

    @Test
    void theReportOpensInABrowserWithEveryChart(@TempDir Path dir) throws Exception {
        Path chromium = onPath("chromium");
        Assumptions.assumeTrue(chromium != null, "no chromium on the PATH");
        compare(dir);
        Process p = new ProcessBuilder(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--user-data-dir=" + dir.resolve("profile"), "--dump-dom", report(dir).toUri().toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String dom = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(count(Files.readString(report(dir)), "<svg "), count(dom, "<svg "), "the browser kept every chart");
        assertEquals(count(Files.readString(report(dir)), "class=\"mark\""), count(dom, "class=\"mark\""), "every line, point and bar");
    }

    @Test
    void badConfigurationsAreOneClearLine(@TempDir Path dir) {
        Cli.run("compare", "-n", "5").failsWith("nothing to compare");
        Cli.run("compare", "--edition", "classic", "--edition", "classic", "-n", "5").failsWith("two configurations are named 'classic'");
        Cli.run("compare", "--variant", "nope", "-n", "5").failsWith("configuration 'nope' cannot be played: variants[0]: unknown variant 'nope'");
        Cli.run("compare", "--variant", "classic+crazy-card", "-n", "5").failsWith("configuration 'classic+crazy-card'"
                + " cannot be played: variants[1]: variant 'crazy-card' is listed more than once");
        Cli.run("compare", "--variant", "x=", "-n", "5").failsWith("--variant: expected [NAME=]ID[+ID…], got 'x='");
        Cli.run("compare", "--config", dir.resolve("missing.json").toString()).failsWith("cannot read the configuration file");
        Cli.run("compare", "--edition", "classic", "--threads", "0").failsWith("--threads: expected 1 or more, got 0");
        Cli.run("compare", "--edition", "classic", "--bots", "clever").failsWith("unknown bot 'clever'");
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }

    private static Path onPath(String program) {
        for (String folder : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path p = Path.of(folder, program);
            if (Files.isExecutable(p)) {
                return p;
            }
        }
        return null;
    }
}
