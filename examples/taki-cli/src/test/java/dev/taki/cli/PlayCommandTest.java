package dev.taki.cli;

import dev.taki.api.GameConfig;
import dev.taki.core.VariantCatalog;
import dev.taki.core.record.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code taki play} through its input and output: a person types, the bots answer. */
class PlayCommandTest {

    /** Typing "1" on every turn always picks a legal move, so it plays a whole game. */
    @Test
    void aPersonPlaysAWholeGameByMoveNumbers(@TempDir Path dir) throws IOException {
        Path record = dir.resolve("game.json");
        Cli play = Cli.withInput("1 last\n".repeat(3000), "play", "--seed", "4", "--record", record.toString()).succeeds();
        String out = play.out();
        assertTrue(out.startsWith("taki play: you are seat 0 of 4, against seat 1 heuristic, seat 2 heuristic, seat 3 heuristic;"
                + " seed 4, the 2011 base game\n"), out);
        assertTrue(out.contains("── your turn (seat 0) ──"), out);
        assertTrue(out.contains("\nyour hand     "), out);
        assertTrue(out.contains("\nlegal moves   1) "), out);
        assertTrue(out.contains("your move>   you: "), out);
        assertTrue(out.contains("\n  seat 1: "), out);
        assertTrue(out.contains("\nYou win!\n") || out.matches("(?s).*\nseat [1-3] wins\\. Your hand: .*"), out);
        GameRecord saved = GameRecord.read(record, VariantCatalog.discover());
        assertTrue(saved.replay(VariantCatalog.discover()).isOver(), "the saved record replays to the end");
        assertEquals(GameConfig.of(4, 4), saved.config());
    }

    /** Typing "1 last" also takes the first move offered out of turn: here a jump, then play goes on to the end. */
    @Test
    void withHouseRulesThatActOutOfTurnThePersonIsOfferedAJump(@TempDir Path dir) throws IOException {
        Path record = dir.resolve("jump.json");
        Cli play = Cli.withInput("1 last\n".repeat(3000), "--plugins", HouseRules.path().toString(), "play",
                "--variant", "jump-in", "--variant", "catch-last-card", "--seed", "1", "--record", record.toString())
                .succeeds();
        assertTrue(play.out().contains("\n  seat 1: play B6\n>> you may jump in: play B6\nyour hand     "), play.out());
        assertTrue(play.out().contains("\nout of turn (Enter to let play go on)>   you: play B6   — you jump in with B6\n"),
                play.out());
        GameRecord saved = GameRecord.read(record, HouseRules.catalog());
        assertTrue(saved.replay(HouseRules.catalog()).isOver(), "the saved record replays to the end");
    }

    @Test
    void theTableShowsWhatThePlayerMayKnow() {
        Cli play = Cli.withInput("quit\n", "play", "--seed", "4", "--players", "3", "--seat", "1", "--bots", "random");
        String out = play.succeeds().out();
        assertTrue(out.contains("you are seat 1 of 3, against seat 0 random, seat 2 random"), out);
        assertTrue(out.matches("(?s).*\nleading card  \\S+ +active colour  (red|green|blue|yellow)\n.*"), out);
        assertTrue(out.matches("(?s).*\ndirection     cw, next: seat 2 +draw pile      \\d+ cards\n.*"), out);
        assertTrue(out.matches("(?s).*\nhands         seat 0: \\d+ · you: \\d+ · seat 2: \\d+\n.*"), out);
        assertTrue(out.endsWith("your move> game left unfinished.\n"), out);
    }

    @Test
    void badAndIllegalMovesGetAHelpfulLineAndTheTurnGoesOn() {
        String typed = String.join("\n", "plya R5", "play R2", "99", "draw", "play KING", "1 now", "help", "legal", "quit") + "\n";
        Cli play = Cli.withInput(typed, "play", "--seed", "3").succeeds();
        String out = play.out();
        assertTrue(out.contains("?? 'plya R5' is not a move: expected play <card>, draw, close, end or pass"
                + " — type 'help' for how to write moves, 'legal' for your moves\n"), out);
        assertTrue(out.contains("?? 'play R2' is not a move: 'R2' is not a card"), out);
        assertTrue(out.contains("?? there is no move 99: your legal moves are numbered 1 to 3"), out);
        assertTrue(out.contains("?? not allowed: you cannot draw: drawing is allowed only when no card can be played;"
                + " legal now: play SUPERTAKI, play G1, play B5\n"), out);
        assertTrue(out.contains("?? not allowed: you cannot play KING: the card is not in your hand; legal now: "), out);
        assertTrue(out.contains("?? '1 now': after a move's number only 'last' may follow, as in '1 last'"), out);
        assertTrue(out.contains("\nSay \"last card\": add 'last' to a move that leaves you with one card"), out);
        assertTrue(out.contains("your move> legal moves   1) play SUPERTAKI   2) play G1   3) play B5\n"), out);
        assertFalse(out.contains("Exception"), out);
        assertTrue(out.endsWith("game left unfinished.\n"), out);
    }

    @Test
    void aBareCardIsPlayedAndTheBotsAnswer() {
        Cli play = Cli.withInput("b5\nquit\n", "play", "--seed", "3").succeeds();
        assertTrue(play.out().contains("your move>   you: play B5\n  seat 1: "), play.out());
    }

    @Test
    void theEndOfTheInputEndsTheGameQuietly(@TempDir Path dir) throws IOException {
        Path record = dir.resolve("part.json");
        Cli play = Cli.withInput("2\n", "play", "--seed", "3", "--record", record.toString()).succeeds();
        assertTrue(play.out().endsWith("game left unfinished.\nrecord saved to " + record + " (taki replay " + record + ")\n"), play.out());
        GameRecord part = GameRecord.read(record, VariantCatalog.discover());
        assertEquals("0: play G1", part.moves().get(0).notation());
        assertFalse(part.replay(VariantCatalog.discover()).isOver());
    }

    @Test
    void badOptionsAreOneClearLine() {
        Cli.run("play", "--seat", "4").failsWith("--seat: expected a seat from 0 to 3, got 4");
        Cli.run("play", "--players", "3", "--bots", "random,random,random")
                .failsWith("--bots names 3 bots for the 2 other seats: name one bot for each, or one bot for all");
        Cli.run("play", "--bots", "nobody").failsWith("unknown bot 'nobody'");
    }
}
