package dev.taki.cli.play;

import dev.taki.api.Card;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.PlayerView;
import dev.taki.api.TableSetup;
import dev.taki.api.VariantChoice;
import dev.taki.bots.Bot;
import dev.taki.bots.HeuristicBot;
import dev.taki.cli.HouseRules;
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

/**
 * The person's moves out of turn under the house rules {@code jump-in} and {@code catch-last-card}: offered before
 * the next move, made or let go with an empty line; and the bots' moves out of turn, told as they happen.
 */
class OutOfTurnSessionTest {
    private static final List<VariantChoice> BOTH = List.of(VariantChoice.of("jump-in"), VariantChoice.of("catch-last-card"));

    /** Seat 0 to act, holding the first hand; the leading card given. */
    private static GameState table(String leading, String... hands) {
        List<List<Card>> cards = Arrays.stream(hands).map(h -> Arrays.stream(h.split(" ")).map(Card::parse).toList()).toList();
        return Taki.fromSetup(new GameConfig(hands.length, 1, 0, null, BOTH), TableSetup.of(cards, Card.parse(leading)),
                HouseRules.catalog());
    }

    /** A heuristic bot that never says "last card", not even late: someone to catch. */
    private static final class Forgetful implements Bot {
        private final HeuristicBot plan = new HeuristicBot();

        @Override
        public String name() {
            return "forgetful";
        }

        @Override
        public Move choose(PlayerView view, Random random) {
            return plan.choose(view, random).withoutDeclaration();
        }
    }

    /** Plays from the state with the person at seat {@code you} typing the lines; the other seats' bots given. */
    private static String play(GameState start, int you, List<Bot> bots, String... typed) throws IOException {
        StringWriter out = new StringWriter();
        PlaySession.Result r = new PlaySession(new BufferedReader(new StringReader(String.join("\n", typed) + "\n")),
                new PrintWriter(out), you, bots, new Random(1)).play(start);
        assertEquals(r.quit(), !r.state().isOver());
        return out.toString();
    }

    private static List<Bot> heuristic(int players) {
        return java.util.stream.IntStream.range(0, players).mapToObj(i -> (Bot) new HeuristicBot()).toList();
    }

    @Test
    void thePersonIsOfferedAJumpAndJumpsIn() throws IOException {
        String out = play(table("R5", "G1 G3 G4", "R5 B1 B3 B4", "Y1 Y3 Y4"), 1, heuristic(3), "play R5", "quit");
        assertTrue(out.contains("\n>> you may jump in: play R5\nyour hand     R5 B1 B3 B4\n"
                + "out of turn (Enter to let play go on)>   you: play R5   — you jump in with R5\n"), out);
        assertTrue(out.contains("you jump in with R5\n  seat 2: "), "seat 0 lost its turn; play goes on after the jumper: " + out);
    }

    @Test
    void anEmptyLineLetsPlayGoOn() throws IOException {
        String out = play(table("R5", "G1 G3 G4", "R5 B1 B3 B4", "Y1 Y3 Y4"), 1, heuristic(3), "", "quit");
        assertTrue(out.contains("out of turn (Enter to let play go on)>   seat 0: "), out);
        assertFalse(out.contains("you jump in"), out);
    }

    @Test
    void aMoveThatIsNotOneOfTheOffersIsRefusedAndTheOfferStands() throws IOException {
        String out = play(table("R5", "G1 G3 G4", "R5 B1 B3 B4", "Y1 Y3 Y4"), 1, heuristic(3), "play B1", "1", "quit");
        assertTrue(out.contains("out of turn (Enter to let play go on)> ?? not allowed: you cannot play B1: "), out);
        assertTrue(out.contains("out of turn (Enter to let play go on)>   you: play R5   — you jump in with R5\n"), out);
    }

    @Test
    void theTableOutOfTurnSaysWhoIsToActAndWhatThePersonMayDo() throws IOException {
        String out = play(table("R5", "G1 G3 G4", "R5 B1 B3 B4", "Y1 Y3 Y4"), 1, heuristic(3), "table", "", "quit");
        assertTrue(out.contains("out of turn (Enter to let play go on)> \n── out of turn (seat 1; seat 0 to act) ──"), out);
        assertTrue(out.contains("\n>> you may jump in: play R5\nyour hand     R5 B1 B3 B4\nlegal moves   1) play R5\n"
                + "out of turn (Enter to let play go on)>   seat 0: "), out);
    }

    @Test
    void aBotCatchesThePersonWhoLetTheirLateDeclarationGo() throws IOException {
        String out = play(table("R3", "R5 R7", "G3 G4 G6"), 0, heuristic(2), "play R5", "", "quit");
        assertTrue(out.contains("your move>   you: play R5   — you did not say \"last card\": 'declare' before the next move,"
                + " or anyone may catch you (you would draw 4)\n"), out);
        assertTrue(out.contains("\n>> you did not say \"last card\": declare now, before anyone catches you\n"), out);
        assertTrue(out.matches("(?s).*out of turn \\(Enter to let play go on\\)>   seat 1: catch 0   — seat 1 catches you:"
                + " you draw \\S+ \\S+ \\S+ \\S+\n.*"), out);
    }

    @Test
    void thePersonDeclaresLateAndIsSafe() throws IOException {
        String out = play(table("R3", "R5 R7", "G3 G4 G6"), 0, heuristic(2), "play R5", "declare", "quit");
        assertTrue(out.contains("out of turn (Enter to let play go on)>   you: declare   — you: \"last card!\"\n"), out);
        assertFalse(out.contains("catch 0"), out);
    }

    @Test
    void thePersonCatchesABotThatForgot() throws IOException {
        List<Bot> bots = List.of(new Forgetful(), new HeuristicBot(), new HeuristicBot());
        String out = play(table("R3", "R5 R7", "G3 G4 G6", "B1 B3 B4"), 2, bots, "catch 0", "quit");
        assertTrue(out.contains("   — seat 0 did not say \"last card\"\n>> seat 0 did not say \"last card\": catch 0\n"), out);
        assertTrue(out.contains("out of turn (Enter to let play go on)>   you: catch 0   — you catch seat 0: 4 cards\n"), out);
    }

    @Test
    void onTheirOwnTurnThePersonSeesTheCatchAmongTheirMoves() throws IOException {
        List<Bot> bots = List.of(new Forgetful(), new HeuristicBot());
        String out = play(table("R3", "R5 R7", "G3 G4 G6"), 1, bots, "catch 0", "quit");
        assertTrue(out.contains("\n>> seat 0 did not say \"last card\": catch 0\n"), out);
        assertTrue(out.contains("your move>   you: catch 0   — you catch seat 0: 4 cards\n"), out);
        assertTrue(out.matches("(?s).*you catch seat 0: 4 cards\n\n── your turn \\(seat 1\\).*"), "then the turn: " + out);
    }
}
