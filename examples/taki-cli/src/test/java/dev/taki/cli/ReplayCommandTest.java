package dev.taki.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code taki replay}: a saved record prints the game exactly as it was played; a broken one is named. */
class ReplayCommandTest {

    @Test
    void aDemoRecordReplaysMoveForMove(@TempDir Path dir) {
        Path record = dir.resolve("game.json");
        Cli demo = Cli.run("demo", "--seed", "5", "--bots", "heuristic,random,random", "--variant", "permissive-plus",
                "--record", record.toString()).succeeds();
        List<String> played = demo.lines();
        assertEquals("record saved to " + record + " (taki replay " + record + ")", played.get(played.size() - 1));
        Cli replay = Cli.run("replay", record.toString()).succeeds();
        List<String> replayed = replay.lines();
        assertEquals("taki replay: 3 players, seed 5, variants permissive-plus", replayed.get(0));
        assertEquals(played.subList(1, played.size() - 1), replayed.subList(1, replayed.size()),
                "every move, note and the winner, as the demo printed them");
    }

    @Test
    void handsMayBeShownAfterEveryMove(@TempDir Path dir) {
        Path record = dir.resolve("game.json");
        Cli.run("demo", "--players", "2", "--seed", "1", "--record", record.toString()).succeeds();
        Cli replay = Cli.run("replay", "--hands", record.toString()).succeeds();
        assertTrue(replay.lines().get(3).matches(" {8}seat 0: .*"), replay.lines().get(3));
        assertTrue(replay.lines().get(4).matches(" {8}seat 1: .*"), replay.lines().get(4));
    }

    @Test
    void aRecordMayStopBeforeTheEnd(@TempDir Path dir) throws IOException {
        Path record = dir.resolve("short.json");
        Cli.run("demo", "--seed", "1", "--record", record.toString()).succeeds();
        String json = Files.readString(record);
        int cut = json.indexOf("\",", json.indexOf("\"moves\"")) + 1;
        Files.writeString(record, json.substring(0, cut) + "\n  ]\n}\n");
        Cli replay = Cli.run("replay", record.toString()).succeeds();
        assertTrue(replay.out().endsWith("the game stops here after 1 moves; seat 1 is to move\n"), replay.out());
    }

    @Test
    void brokenRecordsAreOneLineNamingTheProblem(@TempDir Path dir) throws IOException {
        Cli.run("replay", dir.resolve("none.json").toString())
                .failsWith("cannot read the record " + dir.resolve("none.json") + ": no such file or folder");
        Path file = dir.resolve("game.json");
        Files.writeString(file, "{\"format\": 1, \"config\": {\"players\": 4}, \"moves\": [\"0: play R5\"");
        Cli.run("replay", file.toString()).failsWith("the record " + file + " is broken: the record is not valid JSON");
        Files.writeString(file, "{\"format\": 2, \"config\": {\"players\": 12, \"seed\": 3}, \"moves\": [\"0 play R5\"]}");
        Cli.run("replay", file.toString()).failsWith("the record " + file + " is broken: format: this taki reads records of format 1, got 2;"
                + " config.players: expected 2 to 10, got 12; moves[0]: '0 play R5' is not a 'seat: move' line");
        Files.writeString(file, "{\"format\": 1, \"config\": {\"players\": 2, \"seed\": 1}, \"moves\": [\"1: draw\"]}");
        Cli replay = Cli.run("replay", file.toString())
                .failsWith("the record " + file + " does not replay: moves[0] \"1: draw\" does not replay: seat 1 cannot act now");
        assertTrue(replay.out().startsWith("taki replay: 2 players, seed 1"), "the game up to the bad move is printed");
        Cli.run("replay").failsWith("Missing required parameter: 'RECORD'");
    }
}
