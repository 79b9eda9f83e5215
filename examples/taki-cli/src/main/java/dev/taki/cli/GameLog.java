package dev.taki.cli;

import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.cli.simulate.Simulation;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * Prints a game as {@code demo} and {@code replay} show it: a header, one line a move with what happened, the
 * winner.
 */
final class GameLog {
    private final PrintWriter out;
    private int moves;

    GameLog(PrintWriter out) {
        this.out = out;
    }

    void start(String title, GameConfig cfg, GameState state) {
        out.println(title + ": " + cfg.players() + " players, seed " + cfg.seed() + ", "
                + Simulation.describeVariants(cfg));
        out.println("leading card " + state.leading() + "; seat " + state.toAct() + " starts");
    }

    /** One move's line; a move out of turn (a jump, a catch: its seat was not to act) says so. */
    void move(GameState before, int seat, Move move, List<Event> events) {
        moves++;
        out.println(String.format("%4d  %d: %s%s%s", moves, seat, move.withoutDeclaration().notation(),
                seat == before.toAct() ? "" : " (out of turn)", notes(events)));
    }

    void end(GameState state) {
        if (state.isOver()) {
            out.println("winner: " + winners(state.winners()) + " after " + moves + " moves");
        } else {
            out.println("the game stops here after " + moves + " moves; seat " + state.toAct() + " is to move");
        }
    }

    static String winners(List<Integer> winners) {
        return winners.size() == 1 ? "seat " + winners.get(0) : "seats " + winners;
    }

    /** The events worth a word next to a move: draws, penalties, reshuffles, stages… */
    static String notes(List<Event> events) {
        List<String> notes = new ArrayList<>();
        for (Event e : events) {
            String note = note(e);
            if (note != null) {
                notes.add(note);
            }
        }
        return notes.isEmpty() ? "" : "   — " + String.join("; ", notes);
    }

    /** One event in a few words, or null for the events every move has (cards played, turns starting). */
    static String note(Event e) {
        if (e instanceof Event.CardsDrawn d && d.cause() != Event.DrawCause.TURN) {
            return "seat " + d.seat() + " draws " + d.count() + switch (d.cause()) {
                case PLUS_TWO -> " (+2 count)";
                case LAST_CARD_PENALTY -> " (no \"last card\")";
                default -> "";
            };
        } else if (e instanceof Event.LastCardDeclared l) {
            return "seat " + l.seat() + ": last card!";
        } else if (e instanceof Event.TakiClosed) {
            return "TAKI closed";
        } else if (e instanceof Event.DeckReshuffled r) {
            return "discard pile reshuffled (" + r.cards() + " cards)";
        } else if (e instanceof Event.PlayerSkipped s) {
            return "seat " + s.seat() + " skipped";
        } else if (e instanceof Event.VariantEvent v) {
            return v.name() + (v.seat() >= 0 ? " (seat " + v.seat() + ")" : "");
        }
        return null;
    }
}
