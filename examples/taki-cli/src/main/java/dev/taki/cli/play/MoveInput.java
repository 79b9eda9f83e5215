package dev.taki.cli.play;

import dev.taki.api.Move;
import dev.taki.api.NotationException;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Reads what a person types for a move: notation ({@code play R5 last}), a bare card ({@code r5}), or a move's number ({@code 3 last}). */
final class MoveInput {
    private static final Set<String> VERBS = Set.of("play", "draw", "close", "end", "pass");

    private MoveInput() {
    }

    /** The move the text means. @throws NotationException saying what is wrong with it */
    static Move read(String text, List<Move> legal, dev.taki.api.Notation notation) {
        String[] words = text.trim().split("\\s+");
        if (words[0].chars().allMatch(Character::isDigit)) {
            int n = Integer.parseInt(words[0].length() > 6 ? "0" : words[0]);
            if (n < 1 || n > legal.size()) {
                throw new NotationException("there is no move " + words[0] + ": your legal moves are numbered 1 to " + legal.size());
            }
            boolean last = words.length == 2 && words[1].equalsIgnoreCase("last");
            if (words.length > 2 || words.length == 2 && !last) {
                throw new NotationException("'" + text + "': after a move's number only 'last' may follow, as in '" + n + " last'");
            }
            Move move = legal.get(n - 1);
            return last ? move.withDeclaration() : move;
        }
        if (!VERBS.contains(words[0].toLowerCase(Locale.ROOT))) {
            try {
                return notation.parseMove("play " + text.trim());
            } catch (NotationException e) {
                // not a bare card either: report it as written
            }
        }
        return notation.parseMove(text);
    }

    /** An engine message about "seat N" and "their" cards, said to the person: "you", "your". */
    static String yours(String message) {
        return message.replaceFirst("^seat \\d+ cannot", "you cannot")
                .replace(" their ", " your ").replace(" them ", " you ").replace(" they ", " you ")
                .replace(" theirs ", " yours ");
    }
}
