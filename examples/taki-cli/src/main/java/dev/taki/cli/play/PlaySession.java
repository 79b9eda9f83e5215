package dev.taki.cli.play;

import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.NotationException;
import dev.taki.api.Outcome;
import dev.taki.api.PlayerView;
import dev.taki.bots.Bot;
import dev.taki.bots.OutOfTurn;
import dev.taki.bots.SeenBy;
import dev.taki.core.record.RecordedMove;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * A person against bots, through text: the person types moves in notation (or a move's number) and a few
 * commands; the bots answer at once. Where the rules let seats move out of turn, the person is shown their moves
 * out of turn before the next move and may make one or press Enter to let play go on; the bots make theirs too.
 * Everything goes through the reader and writer it is given, so a test can play a whole game.
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
            Step step = next(state);
            if (step == null) {
                out.println("game left unfinished.");
                out.flush();
                return new Result(state, moves, true);
            }
            moves.add(new RecordedMove(step.seat(), step.move()));
            for (int other = 0; other < bots.size(); other++) {
                if (other != you) {
                    bots.get(other).observe(SeenBy.of(step.accepted().events(), other));
                }
            }
            say(step);
            state = step.accepted().state();
        }
        List<Integer> winners = state.winners();
        out.println();
        out.println(winners.contains(you) ? (winners.size() == 1 ? "You win!" : "You share the win with seats " + winners + "!")
                : (winners.size() == 1 ? "seat " + winners.get(0) + " wins." : "seats " + winners + " share the win.")
                + " Your hand: " + TableText.hand(state.hand(you)));
        out.flush();
        return new Result(state, moves, false);
    }

    /** A move made and accepted. */
    private record Step(int seat, Move move, Outcome.Accepted accepted) {
    }

    /** What the person answered at a prompt out of turn when they let play go on. */
    private static final Step PLAY_ON = new Step(-1, null, null);

    /**
     * The next move: first a move out of turn, the seats that have one asked in {@link OutOfTurn}'s order (from the
     * seat after the one to act) — the person at the prompt, once for each state of the game, a bot through
     * {@link Bot#interject}; else the move of the seat to act. Null if the person quit or the input ended.
     */
    private Step next(GameState state) throws IOException {
        for (int seat : OutOfTurn.seats(state)) {
            if (seat == you) {
                Step mine = askOutOfTurn(state);
                if (mine != PLAY_ON) {
                    return mine;
                }
            } else {
                Optional<Move> move = bots.get(seat).interject(state.view(seat), random);
                if (move.isPresent()) {
                    return botMove(state, seat, move.get());
                }
            }
        }
        int seat = state.toAct();
        if (seat == you) {
            PlayerView view = state.view(you);
            TableText.lines(view, state.interjections(you)).forEach(out::println);
            return read(state, view, "your move> ", false);
        }
        return botMove(state, seat, bots.get(seat).choose(state.view(seat), random));
    }

    private static Step botMove(GameState state, int seat, Move move) {
        Outcome outcome = state.apply(seat, move);
        if (!(outcome instanceof Outcome.Accepted a)) {
            throw new IllegalStateException("the engine refused a bot's move " + seat + ": " + move);
        }
        return new Step(seat, move, a);
    }

    private void say(Step step) {
        List<String> notes = narrator.tell(step.accepted().events());
        out.println("  " + narrator.who(step.seat()) + ": " + step.move().withoutDeclaration().notation()
                + (notes.isEmpty() ? "" : "   — " + String.join("; ", notes)));
    }

    /**
     * The person may move out of turn: their moves in words and their hand, then a prompt at which an empty line
     * lets play go on.
     */
    private Step askOutOfTurn(GameState state) throws IOException {
        PlayerView view = state.view(you);
        Offers.lines(view.legalMoves()).forEach(offer -> out.println(">> " + offer));
        out.println("your hand     " + TableText.hand(view.hand()));
        return read(state, view, "out of turn (Enter to let play go on)> ", true);
    }

    /**
     * Reads the person's move at the prompt until one is accepted: {@link #PLAY_ON} for an empty line where
     * {@code emptyPlaysOn}, null if they quit or the input ended.
     */
    private Step read(GameState state, PlayerView view, String prompt, boolean emptyPlaysOn) throws IOException {
        while (true) {
            out.print(prompt);
            out.flush();
            String line = in.readLine();
            if (line == null) {
                out.println();
                return null;
            }
            line = line.trim();
            switch (line.toLowerCase(java.util.Locale.ROOT)) {
                case "" -> {
                    if (emptyPlaysOn) {
                        return PLAY_ON;
                    }
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
                    TableText.lines(view, state.interjections(you)).forEach(out::println);
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
            return new Step(you, move, (Outcome.Accepted) outcome);
        }
    }
}
