package dev.taki.examples.embedding;

import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.PlayerView;
import dev.taki.core.Taki;

import java.io.PrintStream;
import java.util.List;

/** The README's embedding example: create a game, list legal moves, apply one, read the events. */
public final class EmbeddingExample {
    private EmbeddingExample() {
    }

    /** Plays the first legal move of a new 4-player game and prints what happened; returns the new state. */
    public static GameState firstMove(PrintStream out) {
        GameState game = Taki.newGame(GameConfig.of(4, 42));
        List<Move> legal = game.legalMoves();
        out.println("seat " + game.toAct() + " may: " + legal);
        Outcome outcome = game.apply(game.toAct(), legal.get(0));
        if (outcome instanceof Outcome.Accepted a) {
            game = a.state();
            for (Event e : a.events()) {
                out.println(e.type() + " " + e);
            }
        } else if (outcome instanceof Outcome.Rejected r) {
            out.println(r.reason() + ": " + r.message());
        }
        Outcome refused = game.apply(game.toAct(), Move.parse("close"));
        if (refused instanceof Outcome.Rejected r) {
            out.println("refused: " + r.reason() + ": " + r.message());
        }
        PlayerView mine = game.view(2);
        out.println("seat 2 holds " + mine.hand() + "; hand sizes " + mine.handSizes());
        return game;
    }

    /** Runs the example. */
    public static void main(String[] args) {
        firstMove(System.out);
    }
}
