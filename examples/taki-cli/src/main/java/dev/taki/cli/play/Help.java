package dev.taki.cli.play;

import java.util.List;

/** What 'help' prints during a game. */
final class Help {
    private Help() {
    }

    static List<String> lines() {
        return List.of(
                "On your turn, type a move:",
                "  R5  or  play R5     play a card: it must match the active colour or the leading card's symbol",
                "  play COLOR Y        a Change Color, naming the colour (R, G, B or Y)",
                "  draw                draw a card (only when you cannot play), or take a waiting +2 count",
                "  close               close your TAKI run (\"TAKI closed!\"); your turn ends",
                "  end                 end your turn after a King, or leave your TAKI run without closing it",
                "  3                   the move numbered 3 in the list of legal moves",
                "Say \"last card\": add 'last' to a move that leaves you with one card (play R5 last, 3 last);",
                "  if you forget, you draw 4 cards as your turn ends.",
                "Cards: a colour R G B Y with 1, 3-9, +2, + (Plus), STOP, DIR (Change Direction) or TAKI;",
                "  and COLOR (Change Color), SUPERTAKI, KING.",
                "Out of turn: where the house rules allow it (jump-in, catch-last-card), you are asked before the",
                "  next move when you may jump in (play the very card on the pile), catch a player who did not say",
                "  \"last card\" (catch 2) or say it late (declare): type the move, or press Enter to let play go on.",
                "Commands: legal (your legal moves), table (the table again), help, quit.");
    }
}
