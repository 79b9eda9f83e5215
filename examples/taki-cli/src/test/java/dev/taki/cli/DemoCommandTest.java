package dev.taki.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code taki demo}: one bot game, every move in notation, the winner; the options; the errors. */
class DemoCommandTest {

    @Test
    void botsPlayAWholeGameMoveByMoveToAWinner() {
        Cli demo = Cli.run("demo", "--players", "3", "--seed", "7").succeeds();
        List<String> lines = demo.lines();
        assertEquals("taki demo: 3 players, seed 7, the 2011 base game", lines.get(0));
        assertTrue(lines.get(1).matches("leading card [RGBY]\\d; seat 0 starts"), lines.get(1));
        assertTrue(lines.get(2).matches(" {3}1 {2}0: (play \\S+|draw).*"), lines.get(2));
        assertTrue(lines.get(lines.size() - 1).matches("winner: seat [0-2] after \\d+ moves"), lines.get(lines.size() - 1));
        assertEquals(demo.out(), Cli.run("demo", "--players", "3", "--seed", "7").out(), "the same seed plays the same game");
    }

    @Test
    void eachSeatMayHaveItsOwnBotAndTheNumberOfBotsSetsThePlayers() {
        Cli demo = Cli.run("demo", "--bots", "heuristic,random", "--seed", "3").succeeds();
        assertTrue(demo.out().startsWith("taki demo: 2 players, seed 3"), demo.out());
    }

    @Test
    void aCommaBeforeABotsSettingBelongsToThatBot() {
        Cli demo = Cli.run("demo", "--bots", "ismcts:50,threads=2,random", "--seed", "3").succeeds();
        assertTrue(demo.out().startsWith("taki demo: 2 players, seed 3"), demo.out());
        Cli.run("demo", "--bots", "ismcts:50,threads=0,random")
                .failsWith("the bot 'ismcts:50,threads=0': threads: expected 1 to 64, got 0");
    }

    @Test
    void variantsAndConfigurationFilesSetTheGame(@TempDir Path dir) throws IOException {
        Cli demo = Cli.run("demo", "--variant", "classic", "--seed", "2").succeeds();
        assertTrue(demo.out().startsWith("taki demo: 4 players, seed 2, variants crazy-card, plus-three-rule"), demo.out());
        Path config = dir.resolve("game.json");
        Files.writeString(config, "{\"players\": 5, \"seed\": 11, \"variants\": [\"permissive-plus\"]}");
        assertTrue(Cli.run("demo", "--config", config.toString()).succeeds().out()
                .startsWith("taki demo: 5 players, seed 11, variants permissive-plus"));
        assertTrue(Cli.run("demo", "--config", config.toString(), "--seed", "12", "--players", "3").succeeds().out()
                .startsWith("taki demo: 3 players, seed 12, variants permissive-plus"), "the command line wins over the file");
    }

    @Test
    void underRulesThatActOutOfTurnTheBotsJumpInAndTheLogSaysSo(@TempDir Path dir) {
        Path record = dir.resolve("jumps.json");
        String pack = HouseRules.path().toString();
        Cli demo = Cli.run("--plugins", pack, "demo", "--variant", "jump-in", "--variant", "catch-last-card", "--bots",
                "heuristic", "--seed", "1", "--record", record.toString()).succeeds();
        assertTrue(demo.out().startsWith("taki demo: 4 players, seed 1, variants jump-in, catch-last-card\n"), demo.out());
        assertTrue(demo.out().contains("\n   3  3: play R1 (out of turn)   — jumped (seat 3)\n"), demo.out());
        List<String> played = demo.lines().subList(1, demo.lines().size() - 1);
        List<String> replayed = Cli.run("--plugins", pack, "replay", record.toString()).succeeds().lines();
        assertEquals(played, replayed.subList(1, replayed.size()), "the record replays the jumps");
    }

    @Test
    void badOptionsAreOneClearLineWithStatus2(@TempDir Path dir) throws IOException {
        Cli.run("demo", "--players", "11").failsWith("this game cannot be played: --players: expected 2 to 10, got 11");
        Cli.run("demo", "--players", "many").failsWith("Invalid value for option '--players': 'many' is not an int");
        Cli.run("demo", "--bots", "clever").failsWith("unknown bot 'clever'; known bots: heuristic, ");
        Cli.run("demo", "--bots", "random,random,random", "--players", "4")
                .failsWith("--bots names 3 bots for 4 seats");
        Cli.run("demo", "--variant", "no-such").failsWith("this game cannot be played: --variant no-such: unknown variant 'no-such'");
        Cli.run("demo", "--variant", "classic", "--variant", "crazy-card")
                .failsWith("this game cannot be played: --variant crazy-card: variant 'crazy-card' is listed more than once");
        Cli.run("demo", "--variant", "plus-three-card", "--variant", "plus-three-rule")
                .failsWith("this game cannot be played: variants: 'plus-three-card' conflicts with 'plus-three-rule'");
        Cli.run("demo", "--config", dir.resolve("none.json").toString())
                .failsWith("cannot read the configuration file " + dir.resolve("none.json") + ": no such file or folder");
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"players\": 1, \"colour\": \"red\"}");
        Cli.run("demo", "--config", broken.toString()).failsWith("the configuration file " + broken
                + " cannot be played: colour: unknown field");
        Cli.run("demo", "--record", dir.resolve("no/such/folder/game.json").toString())
                .failsWith("cannot write the record " + dir.resolve("no/such/folder/game.json") + ": no such file or folder");
    }
}
