package dev.taki.benchmarks;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Phase;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * How much of the engine's dead-end check could matter, measured from outside through the public API:
 * in the benchmarks' random games, every legal play, close and end (the moves the engine simulates to
 * rule out dead ends) is applied, and the result is checked for the same seat left to act outside a
 * normal turn, the only case in which a move can be a dead end. Prints, per configuration, legal moves and
 * simulated moves per decision and the share that keeps the turn, by the phase it leads to.
 *
 * <p>Run: {@code java -cp taki-benchmarks/target/benchmarks.jar dev.taki.benchmarks.DeadEndStats}.
 */
public final class DeadEndStats {
    private DeadEndStats() {
    }

    public static void main(String[] args) {
        for (String edition : new String[] {Games.BASE, Games.EDITION_2015}) {
            for (int players : new int[] {2, 4, 10}) {
                long decisions = 0;
                long legalMoves = 0;
                long simulated = 0;
                long keepTurn = 0;
                Map<Phase, Long> phases = new TreeMap<>();
                for (int i = 0; i < Games.SEEDS; i++) {
                    GameConfig config = Games.config(edition, players, i);
                    SplitMix random = Games.player(config);
                    GameState state = Games.newGame(config);
                    while (!state.isOver()) {
                        List<Move> legal = state.legalMoves();
                        int seat = state.toAct();
                        legalMoves += legal.size();
                        for (Move m : legal) {
                            if (m instanceof Move.Play || m instanceof Move.Close || m instanceof Move.End) {
                                simulated++;
                                GameState after = state.apply(seat, m).state();
                                if (!after.isOver() && after.toAct() == seat && after.phase() != Phase.TURN) {
                                    keepTurn++;
                                    phases.merge(after.phase(), 1L, Long::sum);
                                }
                            }
                        }
                        state = Games.step(state, random);
                        decisions++;
                    }
                }
                System.out.printf("%-13s %2d players: %.2f legal moves and %.2f simulated per decision; "
                                + "%.1f %% of the simulated keep the turn %s%n", edition, players,
                        (double) legalMoves / decisions, (double) simulated / decisions,
                        100.0 * keepTurn / simulated, phases);
            }
        }
    }
}
