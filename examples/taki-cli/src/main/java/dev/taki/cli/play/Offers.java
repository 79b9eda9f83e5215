package dev.taki.cli.play;

import dev.taki.api.Move;

import java.util.ArrayList;
import java.util.List;

/**
 * The person's moves beside the turn's (a jump, a catch, a late "last card"), in words: "you may jump in: play R5",
 * "seat 2 did not say "last card": catch 2". The verbs of the house rule {@code catch-last-card} are known by their
 * words; a move of any other verb is shown with the meaning its plugin gives it.
 */
final class Offers {
    private Offers() {
    }

    /** One line for each move, in order. */
    static List<String> lines(List<Move> moves) {
        List<String> lines = new ArrayList<>(moves.size());
        for (Move m : moves) {
            lines.add(line(m));
        }
        return lines;
    }

    private static String line(Move m) {
        String move = m.withoutDeclaration().notation();
        if (m instanceof Move.Act act) {
            return switch (act.verb().word()) {
                case "catch" -> "seat " + act.seat() + " did not say \"last card\": " + move;
                case "declare" -> "you did not say \"last card\": " + move + " now, before anyone catches you";
                default -> "you may " + act.verb().meaning() + ": " + move;
            };
        }
        return m instanceof Move.Play ? "you may jump in: " + move : "you may move out of turn: " + move;
    }
}
