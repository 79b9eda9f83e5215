package dev.taki.cli;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code taki compare}: the same seeds under several configurations; a table, a self-contained HTML report, JSON, each with intervals. */
class CompareCommandTest {
    private static final JsonMapper MAPPER = JsonMapper.builder().build();
    private static final Pattern SVG = Pattern.compile("<svg[ >].*?</svg>", Pattern.DOTALL);

    private static Path report(Path dir) {
        return dir.resolve("report.html");
    }

    private static Cli compare(Path dir, String... more) {
        List<String> args = new ArrayList<>(List.of("compare", "--edition", "classic", "--variant", "stages=tournament-stages",
                "--edition", "edition-2015", "-n", "60", "--players", "3", "--bots", "heuristic,random,random", "--rotate",
                "--threads", "2", "--batch", "20", "--out", report(dir).toString(), "--json", dir.resolve("report.json").toString()));
        args.addAll(List.of(more));
        return Cli.run(args.toArray(String[]::new)).succeeds();
    }

    @Test
    void theReportDrawsEveryChartInlineWithTheNumbersOfTheTable(@TempDir Path dir) throws Exception {
        Cli cli = compare(dir);
        String html = Files.readString(report(dir));
        JsonNode json = MAPPER.readTree(dir.resolve("report.json").toFile());

        assertFalse(html.contains("http://") || html.contains("https://"), "no resource from the network");
        assertFalse(html.contains("<script") || html.contains("<link") || html.contains("<img") || html.contains("@import"));
        int figures = count(html, "<figure>");
        List<String> svgs = svgs(html);
        assertEquals(figures, svgs.size(), "one SVG a chart");
        assertEquals(11, figures, "lengths in decisions and turns, mean lengths, first seat, seats, bots, cards, reshuffles,"
                + " chains, chain length, time (no shared wins, no rounds)");
        for (String svg : svgs) {
            assertTrue(svg.contains("class=\"mark\""), "data drawn: " + svg);
            // Each chart is well-formed XML, so a browser draws it as written.
            DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new ByteArrayInputStream(
                    svg.replace("&nbsp;", " ").getBytes(StandardCharsets.UTF_8)));
        }
        assertTrue(html.contains("<h2>Win share by bot</h2>"), "two bots: their win shares");

        assertEquals(3, json.get("configurations").size());
        List<String> table = cli.lines();
        for (String label : List.of("first seat: win share (95% CI)", "decisions: mean (95% CI)", "cards drawn per game (95% CI)",
                "games with a shared win (95% CI)", "µs per decision: median (95% CI)")) {
            String row = table.stream().filter(l -> l.startsWith(label)).findFirst().orElseThrow(() -> new AssertionError(label + ": " + cli.out()));
            for (String cell : row.substring(label.length()).trim().split(" {2,}")) {
                assertTrue(html.contains("<td>" + cell + "</td>"), label + ": " + cell + " in the page");
            }
        }
        for (JsonNode c : json.get("configurations")) {
            String name = c.get("name").asString();
            assertTrue(html.contains(">" + name + "</th>"), name);
            assertEquals(60, c.get("games").asInt());
            for (JsonNode e : List.of(c.get("firstSeat"), c.get("decisions"), c.get("cardsDrawnPerGame"), c.get("sharedWins"))) {
                double value = e.has("share") ? e.get("share").asDouble() : e.has("rate") ? e.get("rate").asDouble() : e.get("mean").asDouble();
                assertTrue(e.get("low").asDouble() <= value && value <= e.get("high").asDouble(), name + ": an interval around " + e);
            }
        }
        String firstSeatRow = table.stream().filter(l -> l.startsWith("first seat: win share")).findFirst().orElseThrow();
        Matcher share = Pattern.compile("(\\d+\\.?\\d*)% \\(").matcher(firstSeatRow);
        for (JsonNode c : json.get("configurations")) {
            assertTrue(share.find(), firstSeatRow);
            assertEquals(100 * c.get("firstSeat").get("share").asDouble(), Double.parseDouble(share.group(1)), 0.05, firstSeatRow);
        }
        JsonNode stages = json.get("configurations").get(1);
        assertEquals("stages", stages.get("name").asString());
        assertTrue(stages.get("variantEventsPerGame").get("tournament-stages:stage-reached").get("mean").asDouble() > 0,
                "a variant's events counted by name: " + stages);
        assertTrue(cli.out().contains("report written to " + report(dir)));
    }

    @Test
    void sharedWinsAreShownAndEachCountsItsShareSoTheSharesAddUpToAll(@TempDir Path dir) throws IOException {
        Path house = dir.resolve("house.json");
        Files.writeString(house, "{\"players\": 4, \"variants\": [{\"id\": \"penalty-scoring\", \"rounds\": 2,"
                + " \"winnerScore\": 0, \"numberCardScore\": \"flat\"}]}");
        Cli cli = Cli.run("compare", "--edition", "base=edition-2011", "--config", "house=" + house, "-n", "150", "--no-timing",
                "--out", report(dir).toString(), "--json", dir.resolve("c.json").toString()).succeeds();
        JsonNode house4 = MAPPER.readTree(dir.resolve("c.json").toFile()).get("configurations").get(1);
        long games = house4.get("games").asLong();
        long shared = house4.get("sharedWins").get("games").asLong();
        assertTrue(shared > 0, "penalty scoring with a winner's score of 0 ties: " + house4.get("sharedWins"));
        double shares = 0;
        long wins = 0;
        for (JsonNode seat : house4.get("seats")) {
            shares += seat.get("share").asDouble();
            wins += seat.get("wins").asLong();
        }
        assertEquals(1 - (double) house4.get("unfinished").asLong() / games, shares, 1e-4, "a shared win of k counts 1/k to each");
        assertTrue(wins >= games - house4.get("unfinished").asLong() + shared, "a win counted whole for every winner exceeds the games");
        assertEquals((double) shared / games, house4.get("sharedWins").get("rate").asDouble(), 1e-5);
        assertTrue(house4.get("sharedWins").get("winners").get("mean").asDouble() >= 2);

        String row = cli.lines().stream().filter(l -> l.startsWith("games with a shared win (95% CI)")).findFirst().orElseThrow();
        assertTrue(row.matches("games with a shared win \\(95% CI\\) +0% \\(0–[\\d.]+\\) +[1-9][\\d.]*% \\([\\d.]+–[\\d.]+\\)"), row);
        assertTrue(cli.out().contains("players sharing a shared win: mean"), cli.out());
        assertTrue(cli.out().contains("a win shared by k players counts 1/k to each of them, so the seats' shares add up to 100%"), cli.out());
        String html = Files.readString(report(dir));
        assertTrue(html.contains("<h2>Shared wins</h2>") && html.contains("counts 1/k to each of them"), "the page shows and explains them");
    }

    @Test
    void eachColumnStatesItsWholeConfiguration(@TempDir Path dir) throws IOException {
        Path house = dir.resolve("house.json");
        Files.writeString(house, "{\"players\": 3, \"firstPlayer\": 2, \"direction\": \"ccw\", \"edition\": \"edition-2011\","
                + " \"variants\": [\"permissive-plus\", {\"id\": \"penalty-scoring\", \"rounds\": 2}]}");
        String description = "3 players, seat 2 first, counter-clockwise; variants: permissive-plus, penalty-scoring (rounds=2,"
                + " other options default)";
        Cli cli = Cli.run("compare", "--config", "house=" + house, "--edition", "classic", "-n", "20", "--no-timing",
                "--out", report(dir).toString(), "--json", dir.resolve("c.json").toString()).succeeds();
        assertTrue(cli.lines().contains("  house    " + description), cli.out());
        assertTrue(cli.lines().contains("  classic  3 players, seat 0 first, clockwise; variants: crazy-card, plus-three-rule"), cli.out());
        assertTrue(Files.readString(report(dir)).contains("<td class=\"text\">" + description + "</td>"));
        JsonNode c = MAPPER.readTree(dir.resolve("c.json").toFile()).get("configurations").get(0);
        assertEquals(description, c.get("description").asString());
        assertEquals(2, c.get("config").get("firstPlayer").asInt());
        assertEquals("ccw", c.get("config").get("direction").asString());
        assertEquals(2, c.get("firstSeat").get("seat").asInt());
        assertEquals(2, c.get("config").get("variants").get(1).get("rounds").asInt());
    }

    @Test
    void theOrderOfTheConfigurationsChangesNoneOfTheirResults(@TempDir Path dir) throws IOException {
        String[] abc = {"--edition", "classic", "--variant", "fast=edition-2011+permissive-plus", "--edition", "edition-2015"};
        String[] cab = {"--edition", "edition-2015", "--edition", "classic", "--variant", "fast=edition-2011+permissive-plus"};
        Map<String, JsonNode> first = byName(dir, "abc.json", abc, "--threads", "1", "--batch", "7");
        Map<String, JsonNode> second = byName(dir, "cab.json", cab, "--threads", "2", "--batch", "11");
        assertEquals(first.keySet(), second.keySet());
        for (String name : first.keySet()) {
            assertTrue(first.get(name).get("timing").get("byBatch").size() == 6 && second.get(name).get("timing").get("byBatch").size() == 4,
                    "timed in batches of 7 and of 11 games");
            ((ObjectNode) first.get(name)).remove("timing");
            ((ObjectNode) second.get(name)).remove("timing");
            assertEquals(first.get(name), second.get(name), name + ": the same games, counted the same");
        }
    }

    private static Map<String, JsonNode> byName(Path dir, String file, String[] configurations, String... more) throws IOException {
        List<String> args = new ArrayList<>(List.of("compare", "-n", "40", "--players", "3", "--bots", "heuristic,random,random",
                "--rotate", "--json", dir.resolve(file).toString()));
        args.addAll(List.of(configurations));
        args.addAll(List.of(more));
        Cli.run(args.toArray(String[]::new)).succeeds();
        Map<String, JsonNode> out = new TreeMap<>();
        MAPPER.readTree(dir.resolve(file).toFile()).get("configurations").forEach(c -> out.put(c.get("name").asString(), c));
        return out;
    }

    @Test
    void severalNumbersOfPlayersGiveATableEachAndChartsByNumberOfPlayers(@TempDir Path dir) throws Exception {
        Cli cli = Cli.run("compare", "--edition", "classic", "--edition", "edition-2015", "--players", "2,3,5", "-n", "20",
                "--no-timing", "--out", report(dir).toString(), "--json", dir.resolve("c.json").toString()).succeeds();
        JsonNode json = MAPPER.readTree(dir.resolve("c.json").toFile());
        List<String> cells = new ArrayList<>();
        json.get("configurations").forEach(c -> cells.add(c.get("name").asString() + "@" + c.get("players").asInt()
                + "/" + c.get("seats").size()));
        assertEquals(List.of("classic@2/2", "edition-2015@2/2", "classic@3/3", "edition-2015@3/3", "classic@5/5", "edition-2015@5/5"), cells);
        for (String players : List.of("2", "3", "5")) {
            assertTrue(cli.lines().stream().anyMatch(l -> l.matches(players + " players +classic +edition-2015")), cli.out());
        }
        assertTrue(cli.out().contains("\n  classic       seat 0 first, clockwise; variants: crazy-card, plus-three-rule\n"), cli.out());
        String html = Files.readString(report(dir));
        assertTrue(html.contains("<h2>First-seat advantage by number of players</h2>"));
        assertTrue(html.contains("<h2>Game length in decisions by number of players</h2>"));
        for (String svg : svgs(html)) {
            DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
            assertTrue(svg.contains("class=\"mark\""));
        }
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
        Cli.run("compare", "--edition", "classic", "--players", "1").failsWith("--players: expected 2 to 10, got 1");
        Cli.run("compare", "--edition", "classic", "--players", "3,4,3").failsWith("--players: each number once, got [3, 4, 3]");
        Cli.run("compare", "--edition", "classic", "--batch", "0").failsWith("--batch: expected 1 or more, got 0");
        Cli.run("compare", "--edition", "classic", "--players", "3,4", "--bots", "random,heuristic,random")
                .failsWith("--bots names 3 bots for 4 seats");
    }

    private static List<String> svgs(String html) {
        List<String> svgs = new ArrayList<>();
        Matcher m = SVG.matcher(html);
        while (m.find()) {
            svgs.add(m.group());
        }
        return svgs;
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
