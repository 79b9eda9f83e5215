package dev.taki.cli;

import dev.taki.core.VariantCatalog;
import dev.taki.core.record.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code taki simulate}: many games, then a statistics table, or JSON or CSV for tools. */
class SimulateCommandTest {

    @Test
    void theTableShowsWinsBySeatAndByBotLengthsAndSpeed() {
        Cli sim = Cli.run("simulate", "--games", "200", "--bots", "heuristic,random,random,random").succeeds();
        List<String> lines = sim.lines();
        assertEquals("taki simulate: 200 games of 4 players, seeds 1 to 200, the 2011 base game", lines.get(0));
        assertEquals("bots: heuristic, random, random, random", lines.get(1));
        assertTrue(lines.get(3).matches("seat +bot +wins +win rate"), lines.get(3));
        assertTrue(lines.get(4).matches("0 +heuristic +\\d+ +\\d+\\.\\d%"), lines.get(4));
        assertTrue(sim.out().contains("\nheuristic        200 "), sim.out());
        assertTrue(sim.out().contains("\nrandom           600 "), sim.out());
        assertTrue(sim.out().matches("(?s).*\ngame length: \\d+\\.\\d decisions on average, median \\d+, 90% of games \\d+ or fewer, \\d+ at most\n.*"), sim.out());
        assertTrue(sim.out().matches("(?s).*\nspeed: 200 games in \\d+\\.\\d\\d s: \\d+ games per second, \\d+\\.\\d\\d µs per decision on a thread"
                + "; \\d+\\.\\d\\d µs once warmed up \\(the games after the first tenth, while the JVM compiled the code\\)\n"
                + "engine's own loop: \\d+\\.\\d\\d µs per decision \\(legal moves, a random choice, apply; \\d+ of these games,"
                + " timed between the warm games on the threads that played them\\): the simulation's decision, once warmed up, took"
                + " \\d+\\.\\d\\d times as long\n"), sim.out());
        assertTrue(!sim.out().contains("\r") && !sim.err().contains("["), "no progress bar when not on a terminal");
    }

    @Test
    void theFairShareUnderTheBotsTableIsThatOfTheGamesPlayers() {
        assertTrue(Cli.run("simulate", "-n", "20", "--players", "2", "--bots", "heuristic,random").succeeds().out()
                .contains("with 2 equal players, 50.0%)"));
        assertTrue(Cli.run("simulate", "-n", "20", "--players", "5").succeeds().out()
                .contains("with 5 equal players, 20.0%)"));
    }

    @Test
    void jsonGivesTheSameStatisticsToTools() {
        JsonNode json = JsonMapper.builder().build().readTree(
                Cli.run("simulate", "-n", "200", "--bots", "heuristic,random,random,random", "--seed", "40", "--json").succeeds().out());
        assertEquals(200, json.get("games").asInt());
        assertEquals(40, json.get("config").get("seed").asInt());
        assertEquals(4, json.get("config").get("players").asInt());
        assertEquals("heuristic", json.get("bots").get(0).asString());
        long wins = 0;
        for (JsonNode seat : json.get("seats")) {
            wins += seat.get("wins").asLong();
        }
        assertEquals(200, wins, "one winner a game in the base game");
        JsonNode heuristic = json.get("byBot").get(0);
        assertEquals("heuristic", heuristic.get("bot").asString());
        assertTrue(heuristic.get("winRate").asDouble() > 0.3, "the heuristic bot beats three random bots: " + heuristic);
        assertTrue(json.get("decisions").get("average").asDouble() > 10);
        assertTrue(json.get("gamesPerSecond").asDouble() > 0);
        assertTrue(json.get("microsPerDecision").asDouble() > 0);
    }

    @Test
    void csvHasOneRowASeatAndBot() {
        Cli sim = Cli.run("simulate", "-n", "40", "--players", "3", "--bots", "heuristic,random,random", "--rotate", "--csv").succeeds();
        List<String> lines = sim.lines();
        assertTrue(lines.get(0).startsWith("seat,bot,games,wins,win_rate,total_games,"), lines.get(0));
        assertEquals(1 + 3 * 2, lines.size(), "rotating, each seat had both bots: " + sim.out());
        assertTrue(lines.get(1).matches("0,heuristic,1[34],\\d+,0\\.\\d{4},40,.*"), lines.get(1));
    }

    @Test
    void theSameSeedsGiveTheSameResults() {
        String[] args = {"simulate", "-n", "30", "--seed", "9", "--bots", "heuristic,random", "--csv"};
        List<String> a = Cli.run(args).out().lines().map(l -> l.replaceAll(",[^,]*,[^,]*$", "")).toList();
        List<String> b = Cli.run(args).out().lines().map(l -> l.replaceAll(",[^,]*,[^,]*$", "")).toList();
        assertEquals(3, a.size());
        assertEquals(a, b, "all but the speed columns");
    }

    @Test
    void anyNumberOfThreadsPrintsTheSameStatistics() {
        String one = withoutTimes(Cli.run("simulate", "-n", "2000", "--threads", "1", "--json").succeeds().out());
        assertEquals(one, withoutTimes(Cli.run("simulate", "-n", "2000", "--threads", "2", "--json").succeeds().out()));
        assertEquals(one, withoutTimes(Cli.run("simulate", "-n", "2000", "--threads", "3", "--json").succeeds().out()));
        assertTrue(one.contains("\"games\" : 2000"), one);
        Cli.run("simulate", "--threads", "0").failsWith("--threads: expected 1 or more, got 0");
    }

    private static String withoutTimes(String json) {
        return json.replaceAll("\"(seconds|gamesPerSecond|microsPerDecision|warmMicrosPerDecision)\" : [^,\\n]+", "");
    }

    @Test
    void gamesWithMovesOutOfTurnEndTheSameOnAnyNumberOfThreadsAndReplay(@TempDir Path dir) throws IOException {
        String[] args = {"--plugins", HouseRules.path().toString(), "simulate", "-n", "40", "--seed", "5",
                "--variant", "jump-in", "--variant", "catch-last-card", "--bots", "heuristic,random,random", "--json"};
        String one = withoutTimes(Cli.run(concat(args, "--threads", "1")).succeeds().out());
        assertEquals(one, withoutTimes(Cli.run(concat(args, "--threads", "2", "--record", dir.toString())).succeeds().out()));
        assertTrue(one.contains("\"unfinished\" : 0"), one);
        int outOfTurn = 0;
        for (int game = 1; game <= 40; game++) {
            GameRecord record = GameRecord.read(dir.resolve("game-" + game + ".json"), HouseRules.catalog());
            int[] moves = {0};
            assertTrue(record.replay(HouseRules.catalog(), (i, move, before, accepted) ->
                    moves[0] += move.seat() == before.toAct() ? 0 : 1).isOver());
            outOfTurn += moves[0];
        }
        assertTrue(outOfTurn > 0, "the bots moved out of turn");
    }

    private static String[] concat(String[] args, String... more) {
        String[] all = java.util.Arrays.copyOf(args, args.length + more.length);
        System.arraycopy(more, 0, all, args.length, more.length);
        return all;
    }

    @Test
    void everyGameMayBeRecordedAndReplays(@TempDir Path dir) throws IOException {
        Path folder = dir.resolve("games");
        Cli.run("simulate", "-n", "5", "--seed", "20", "--bots", "heuristic", "--record", folder.toString()).succeeds();
        try (var files = Files.list(folder)) {
            assertEquals(5, files.count());
        }
        GameRecord third = GameRecord.read(folder.resolve("game-3.json"), VariantCatalog.discover());
        assertEquals(22, third.config().seed(), "game 3 (g = 2) has seed 20 + 2");
        assertTrue(third.replay(VariantCatalog.discover()).isOver());
        Path demo = dir.resolve("demo.json");
        Cli.run("demo", "--seed", "22", "--bots", "heuristic", "--record", demo.toString()).succeeds();
        assertEquals(third, GameRecord.read(demo, VariantCatalog.discover()), "game g of a simulation is the demo of seed + g");
    }

    @Test
    void badOptionsAreOneClearLine(@TempDir Path dir) throws IOException {
        Cli.run("simulate", "--games", "0").failsWith("--games: expected 1 or more, got 0");
        Cli.run("simulate", "--json", "--csv").failsWith("--json, --csv are mutually exclusive");
        Cli.run("simulate", "--bots", "random,clever").failsWith("unknown bot 'clever'");
        Path file = dir.resolve("file");
        Files.writeString(file, "");
        Cli.run("simulate", "-n", "1", "--record", file.toString()).failsWith("cannot make the record folder " + file);
    }
}
