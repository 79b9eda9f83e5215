package dev.taki.cli.simulate;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.bots.Bot;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.core.record.GameRecord;
import dev.taki.core.record.RecordedMove;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Plays many bot games in a row, quietly. Game {@code g} (from 0) uses the seed {@code config.seed() + g}
 * for its shuffles and for its bots, so it is the game {@code taki demo --seed <that seed>} plays with the
 * same bots. With {@code rotate}, the bots move one seat on every game, so each bot sits at each seat equally.
 */
public final class Simulation {
    private final VariantCatalog catalog;
    private final GameConfig config;
    private final List<Bot> bots;
    private final boolean rotate;
    private final int maxDecisions;

    /** What to do with each game's record, when records are wanted. */
    @FunctionalInterface
    public interface RecordSink {
        /** Game {@code game} (from 0) ended; here is its record. */
        void accept(int game, GameRecord record);
    }

    /**
     * @param bots         one bot a seat (seat 0 first)
     * @param maxDecisions a game still going after this many decisions is stopped and counted unfinished
     */
    public Simulation(VariantCatalog catalog, GameConfig config, List<Bot> bots, boolean rotate, int maxDecisions) {
        if (bots.size() != config.players()) {
            throw new IllegalArgumentException("one bot a seat: " + bots.size() + " bots for " + config.players() + " seats");
        }
        this.catalog = catalog;
        this.config = config;
        this.bots = List.copyOf(bots);
        this.rotate = rotate;
        this.maxDecisions = maxDecisions;
    }

    /**
     * Plays the games.
     *
     * @param progress told the number of games done after each game (may be null)
     * @param records  given every game's record (null to keep none, which is faster)
     */
    public Tally run(int games, java.util.function.IntConsumer progress, RecordSink records) {
        Tally tally = new Tally(config.players());
        long start = System.nanoTime();
        for (int g = 0; g < games; g++) {
            play(g, tally, records);
            if (progress != null) {
                progress.accept(g + 1);
            }
        }
        tally.addNanos(System.nanoTime() - start);
        return tally;
    }

    private void play(int g, Tally tally, RecordSink records) {
        GameConfig cfg = config.withSeed(config.seed() + g);
        int n = cfg.players();
        List<Bot> seats = new ArrayList<>(n);
        List<String> names = new ArrayList<>(n);
        for (int seat = 0; seat < n; seat++) {
            Bot bot = bots.get(rotate ? Math.floorMod(seat - g, n) : seat);
            seats.add(bot);
            names.add(bot.name());
        }
        List<RecordedMove> moves = records == null ? null : new ArrayList<>();
        Random random = new Random(cfg.seed());
        GameState state = Taki.newGame(cfg, catalog);
        for (int seat = 0; seat < n; seat++) {
            seats.get(seat).join(state.game(), seat);
        }
        int decisions = 0;
        while (!state.isOver() && decisions < maxDecisions) {
            int seat = state.toAct();
            Move move = seats.get(seat).choose(state.view(seat), random);
            Outcome outcome = state.apply(seat, move);
            if (outcome instanceof Outcome.Rejected r) {
                throw new IllegalStateException("the " + names.get(seat) + " bot at seat " + seat + " made an illegal move in game "
                        + (g + 1) + " (seed " + cfg.seed() + "): " + r.message());
            }
            if (moves != null) {
                moves.add(new RecordedMove(seat, move));
            }
            state = outcome.state();
            decisions++;
        }
        tally.add(names, state.isOver() ? state.winners() : List.of(), decisions);
        if (records != null) {
            records.accept(g, new GameRecord(cfg, moves));
        }
    }
}
