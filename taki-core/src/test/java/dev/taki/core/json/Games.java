package dev.taki.core.json;

import dev.taki.api.Direction;
import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Random base games for the JSON tests: every state on the way, and the events of every move. */
final class Games {
    /** A bound on the moves of one game: random base games end long before. */
    static final int MOVE_LIMIT = 20_000;
    static final VariantCatalog NO_VARIANTS = VariantCatalog.of(List.of(), List.of());
    private static List<GameState> pool;

    private Games() {
    }

    /** One move of a game: the state it was applied to, the seat, the move, and what happened. */
    record Step(GameState before, int seat, Move move, List<Event> events, GameState after) {
    }

    static GameConfig config(Random random) {
        int players = 2 + random.nextInt(9);
        return new GameConfig(players, random.nextLong(), random.nextInt(players),
                random.nextBoolean() ? Direction.CW : Direction.CCW, List.of());
    }

    /** Plays random legal moves to the end (forgetting "last card" one time in ten). */
    static List<Step> play(GameState start, Random random) {
        return play(start, random, Integer.MAX_VALUE);
    }

    /** Plays at most {@code moves} random legal moves, or to the end. */
    static List<Step> play(GameState start, Random random, int moves) {
        List<Step> steps = new ArrayList<>();
        GameState state = start;
        while (!state.isOver() && steps.size() < moves) {
            if (steps.size() >= MOVE_LIMIT) {
                throw new AssertionError("no winner after " + MOVE_LIMIT + " moves\n" + state);
            }
            List<Move> legal = state.legalMoves();
            Move move = legal.get(random.nextInt(legal.size()));
            if (random.nextInt(10) > 0) {
                move = move.withDeclaration();
            }
            int seat = state.toAct();
            Outcome outcome = state.apply(seat, move);
            if (!(outcome instanceof Outcome.Accepted a)) {
                throw new AssertionError("a legal move was rejected: " + seat + ": " + move + "\n" + state);
            }
            steps.add(new Step(state, seat, move, a.events(), a.state()));
            state = a.state();
        }
        return steps;
    }

    /** Every state of a random base game, from the deal to the end. */
    static List<GameState> states(Random random) {
        GameState start = Taki.newGame(config(random), NO_VARIANTS);
        List<GameState> states = new ArrayList<>();
        states.add(start);
        play(start, random).forEach(s -> states.add(s.after()));
        return states;
    }

    /** A shared pool of states from 24 random games (2 to 10 players), finished games included. */
    static synchronized List<GameState> pool() {
        if (pool == null) {
            Random random = new Random(20_240_601);
            List<GameState> all = new ArrayList<>();
            for (int i = 0; i < 24; i++) {
                all.addAll(states(random));
            }
            pool = List.copyOf(all);
        }
        return pool;
    }
}
