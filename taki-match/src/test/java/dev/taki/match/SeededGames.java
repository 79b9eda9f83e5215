package dev.taki.match;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.VariantChoice;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.core.record.RecordedMove;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Real games for the stores to keep: 3-player games whose every move is a random legal one, chosen from the
 * game's seed and the move's index alone, so that a writer that restarts mid-game (after a crash) plays on
 * exactly as it would have.
 */
final class SeededGames {
    static final VariantCatalog CATALOG = VariantCatalog.discover();
    static final Instant T0 = Instant.parse("2026-11-30T12:00:00.123456789Z");

    private SeededGames() {
    }

    /** The base game for three players, from the seed. */
    static GameConfig config(long seed) {
        return GameConfig.of(3, seed);
    }

    /** The 2015 rules' extra cards (+3 and BREAK), from a plugin: its moves need the game's own notation. */
    static GameConfig plusThree(long seed) {
        return GameConfig.of(3, seed).withVariants(List.of(VariantChoice.of("plus-three-card")));
    }

    /** A match with one person and two bots, made at {@link #T0}, with no moves. */
    static MatchRecord match(String id, GameConfig config) {
        List<MatchSeat> seats = new ArrayList<>();
        seats.add(MatchSeat.human(0, "Ann \"the Quick\" Lévy", "heuristic"));
        for (int seat = 1; seat < config.players(); seat++) {
            seats.add(MatchSeat.bot(seat, "Bot " + seat, seat % 2 == 0 ? "random" : "heuristic"));
        }
        return new MatchRecord(id, config, seats, List.of(), T0, T0);
    }

    /** The move a seeded game makes at an index. */
    static RecordedMove next(GameState state, long seed) {
        List<Move> legal = state.legalMoves();
        SplittableRandom random = new SplittableRandom(seed * 1_000_003L + state.moveCount());
        Move move = legal.get(random.nextInt(legal.size()));
        if (state.handSize(state.toAct()) <= 2) {
            move = move.withDeclaration();
        }
        return new RecordedMove(state.toAct(), move);
    }

    /** Applies a move, which must be accepted. */
    static GameState apply(GameState state, RecordedMove move) {
        Outcome outcome = state.apply(move.seat(), move.move());
        if (outcome instanceof Outcome.Accepted a) {
            return a.state();
        }
        throw new AssertionError("the game refused " + move + ": " + outcome);
    }

    /** The first moves of the game (fewer if it ends before). */
    static List<RecordedMove> moves(GameConfig config, int count) {
        List<RecordedMove> moves = new ArrayList<>();
        GameState state = Taki.newGame(config, CATALOG);
        while (!state.isOver() && moves.size() < count) {
            RecordedMove m = next(state, config.seed());
            moves.add(m);
            state = apply(state, m);
        }
        return moves;
    }

    /** When move {@code version} was made: a second apart, from {@link #T0}. */
    static Instant at(int version) {
        return T0.plusSeconds(version);
    }
}
