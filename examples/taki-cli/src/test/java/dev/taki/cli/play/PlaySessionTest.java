package dev.taki.cli.play;

import dev.taki.api.Card;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.TableSetup;
import dev.taki.bots.Bot;
import dev.taki.bots.HeuristicBot;
import dev.taki.core.Taki;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A person's turns on tables laid out by hand: "last card", the +2 count, TAKI runs, winning. */
class PlaySessionTest {

    private static List<Card> cards(String notation) {
        return Arrays.stream(notation.split(" ")).map(Card::parse).toList();
    }

    private static GameState table(String you, String bot, String leading) {
        return Taki.fromSetup(GameConfig.of(2, 1), TableSetup.of(List.of(cards(you), cards(bot)), Card.parse(leading)));
    }

    /** Plays from the state with the person at seat 0 typing the lines, a heuristic bot at seat 1. */
    private static String play(GameState start, String... typed) throws IOException {
        StringWriter out = new StringWriter();
        List<Bot> bots = List.of(new HeuristicBot(), new HeuristicBot());
        PlaySession.Result r = new PlaySession(new BufferedReader(new StringReader(String.join("\n", typed) + "\n")),
                new PrintWriter(out), 0, bots, new Random(1)).play(start);
        assertEquals(r.quit(), !r.state().isOver());
        return out.toString();
    }

    @Test
    void aMoveThatLeavesOneCardMustDeclareIt() throws IOException {
        String out = play(table("R5 R7", "G3 G4 G6", "R3"), "play R5 last", "quit");
        assertTrue(out.contains("your move>   you: play R5   — you: \"last card!\"\n"), out);
    }

    @Test
    void forgettingTheDeclarationCostsFourCardsAndSaysHowToDeclare() throws IOException {
        String out = play(table("R5 R7", "G3 G4 G6", "R3"), "play R5", "quit");
        assertTrue(out.contains("your move>   you: play R5   — you ended your turn with one card without declaring it:"
                + " add 'last' to such a move (play R5 last); you draw "), out);
        assertTrue(out.matches("(?s).*you draw \\S+ \\S+ \\S+ \\S+ \\(no \"last card\"\\)\n.*"), out);
    }

    @Test
    void aBotsDeclarationIsShownAndItsLastCardIsMarked() throws IOException {
        String out = play(table("R5 R7 R8", "G3 R4", "R3"), "play R5", "quit");
        assertTrue(out.contains("\n  seat 1: play R4   — seat 1: \"last card!\"\n"), out);
        assertTrue(out.contains("hands         you: 2 · seat 1: 1 (last card!)\n"), out);
    }

    @Test
    void thePersonWins() throws IOException {
        String out = play(table("R5", "G3 G4", "R3"), "play R5");
        assertTrue(out.endsWith("you: play R5\n\nYou win!\n"), out);
    }

    @Test
    void aWaitingPlusTwoIsExplained() throws IOException {
        GameState start = Taki.fromSetup(GameConfig.of(2, 1), new TableSetup(List.of(cards("R5 R7"), cards("G+2 Y4 Y5")),
                Card.parse("G3"), null, List.of(), List.of(), 1, null, false, 0, java.util.Map.of()));
        String out = play(start, "draw", "quit");
        assertTrue(out.contains("\n  seat 1: play G+2   — +2 count now 2\n"), out);
        assertTrue(out.contains(">> a +2 count of 2 is waiting: answer with a +2 (or a King), or 'draw' to take 2 cards\n"), out);
        assertTrue(out.matches("(?s).*you: draw   — you draw \\S+ \\S+ \\(the \\+2 count\\).*"), out);
    }

    @Test
    void aTakiRunIsGuidedAndClosed() throws IOException {
        String out = play(table("RTAKI R5 R7 B3", "G3 G4 G6", "R3"), "play RTAKI", "close", "play R5", "close", "quit");
        assertTrue(out.contains(">> your TAKI run in red: play red cards, then 'close' it (an empty TAKI cannot be closed:"
                + " 'end' leaves it open)\n"), out);
        assertTrue(out.contains("?? not allowed: you cannot close: an empty TAKI cannot be closed; legal now: play R5, play R7, end\n"), out);
        assertTrue(out.contains(">> your TAKI run in red: play red cards, then 'close' it\n"), out);
        assertTrue(out.contains("you: close   — \"TAKI closed!\""), out);
        assertFalse(out.contains("Exception"), out);
    }

    @Test
    void handsAreShownColourByColour() {
        assertEquals("R5 R+ G1 G9 BTAKI COLOR KING", TableText.hand(cards("KING G9 BTAKI R+ COLOR G1 R5")));
    }
}
