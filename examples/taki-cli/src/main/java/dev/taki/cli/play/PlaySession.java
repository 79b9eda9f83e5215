package dev.taki.cli.play;

import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.NotationException;
import dev.taki.api.Outcome;
import dev.taki.api.PlayerView;
import dev.taki.bots.Bot;
import dev.taki.bots.SeenBy;
import dev.taki.core.record.RecordedMove;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A person against bots, through text: the person types moves in notation (or a move's number) and a few
 * commands; the bots answer at once. Everything goes through the reader and writer it is given, so a
 * test can play a whole game.
 */
public final class PlaySession {
    private final BufferedReader in;
    private final PrintWriter out;
    private final int you;
    private final List<Bot> bots;
    private final Random random;
    private final Narrator narrator;
    private final List<RecordedMove> moves = new ArrayList<>();

    /** How a session ended: the last state, the moves made, and whether the person quit before the end. */
    public record Result(GameState state, List<RecordedMove> moves, boolean quit) {
    }

    /**
     * @param you    the person's seat
     * @param bots   the bot of every seat (the person's entry is ignored)
     * @param random the bots' randomness
     */
    public PlaySession(BufferedReader in, PrintWriter out, int you, List<Bot> bots, Random random) {
        this.in = in;
        this.out = out;
        this.you = you;
        this.bots = List.copyOf(bots);
        this.random = random;
        this.narrator = new Narrator(you);
    }

    /** Plays from the given state until the game ends, the person quits, or the input ends. */
    public Result play(GameState start) throws IOException {
        GameState state = start;
        for (int seat = 0; seat < bots.size(); seat++) {
            if (seat != you) {
                bots.get(seat).join(state.game(), seat);
            }
        }
        out.println("leading card " + state.leading() + "; " + narrator.who(state.toAct()) + " to start. Type 'help' for how to play.");
        while (!state.isOver()) {
            int seat = state.toAct();
            Move move;
            Outcome.Accepted accepted;
            if (seat == you) {
                Turn turn = ask(state);
                if (turn == null) {
                    out.println("game left unfinished.");
                    out.flush();
                    return new Result(state, moves, true);
                }
                move = turn.move();
                accepted = turn.accepted();
            } else {
                move = bots.get(seat).choose(state.view(seat), random);
                Outcome outcome = state.apply(seat, move);
                if (!(outcome instanceof Outcome.Accepted a)) {
                    throw new IllegalStateException("the engine refused a bot's move " + seat + ": " + move);
                }
                accepted = a;
            }
            moves.add(new RecordedMove(seat, move));
            for (int other = 0; other < bots.size(); other++) {
                if (other != you) {
                    bots.get(other).observe(SeenBy.of(accepted.events(), other));
                }
            }
            say(seat, move, accepted);
            state = accepted.state();
        }
        List<Integer> winners = state.winners();
        out.println();
        out.println(winners.contains(you) ? (winners.size() == 1 ? "You win!" : "You share the win with seats " + winners + "!")
                : (winners.size() == 1 ? "seat " + winners.get(0) + " wins." : "seats " + winners + " share the win.")
                + " Your hand: " + TableText.hand(state.hand(you)));
        out.flush();
        return new Result(state, moves, false);
    }

    private record Turn(Move move, Outcome.Accepted accepted) {
    }

    private void say(int seat, Move move, Outcome.Accepted accepted) {
        List<String> notes = narrator.tell(accepted.events());
        out.println("  " + narrator.who(seat) + ": " + move.withoutDeclaration().notation()
                + (notes.isEmpty() ? "" : "   — " + String.join("; ", notes)));
    }

    /** Asks the person for a move until one is accepted; null if they quit or the input ended. */
    private Turn ask(GameState state) throws IOException {
        PlayerView view = state.view(you);
        TableText.lines(view).forEach(out::println);
        while (true) {
            out.print("your move> ");
            out.flush();
            String line = in.readLine();
            if (line == null) {
                out.println();
                return null;
            }
            line = line.trim();
            switch (line.toLowerCase(java.util.Locale.ROOT)) {
                case "" -> {
                    continue;
                }
                case "help", "?", "h" -> {
                    Help.lines().forEach(out::println);
                    continue;
                }
                case "legal", "moves", "l" -> {
                    out.println("legal moves   " + TableText.numbered(view.legalMoves()));
                    continue;
                }
                case "table", "t", "hand" -> {
                    TableText.lines(view).forEach(out::println);
                    continue;
                }
                case "quit", "exit", "q" -> {
                    return null;
                }
                default -> {
                }
            }
            Move move;
            try {
                move = MoveInput.read(line, view.legalMoves(), state.game().notation());
            } catch (NotationException e) {
                out.println("?? " + e.getMessage() + " — type 'help' for how to write moves, 'legal' for your moves");
                continue;
            }
            Outcome outcome = state.apply(you, move);
            if (outcome instanceof Outcome.Rejected r) {
                out.println("?? not allowed: " + MoveInput.yours(r.message()));
                continue;
            }
            return new Turn(move, (Outcome.Accepted) outcome);
        }
    }
}
