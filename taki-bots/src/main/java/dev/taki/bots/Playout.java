package dev.taki.bots;

import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.PlayerView;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Plays a determinized game to its end, quickly, and says who won. Every seat plays by the same ε-greedy policy,
 * through the legal moves only: where it has a choice, it plays {@link HeuristicBot}'s move (with chance
 * {@code heuristic}), else a play of the most cards, ties broken at random (with chance {@code greedy}, when it has
 * a play), else any legal move at random. A game that has not ended after {@link #MOVE_CAP} moves counts as won by
 * nobody.
 */
final class Playout {
    /** The most moves a playout makes before it gives up on the game ending. */
    static final int MOVE_CAP = 1_000;

    private final double greedy;
    private final double heuristic;
    private final HeuristicBot guide = new HeuristicBot();

    /**
     * @param greedy the chance, when the heuristic is not asked, of a play of the most cards rather than any legal
     *               move at random
     * @param heuristic the chance that a seat with a choice plays the heuristic bot's move
     */
    Playout(double greedy, double heuristic) {
        this.greedy = greedy;
        this.heuristic = heuristic;
    }

    /** Each seat's share of the win: 1/k for each of k winners, 0 for the rest, all 0 when the game did not end. */
    double[] shares(GameState start, SplittableRandom random) {
        GameState state = start;
        double[] shares = new double[start.players()];
        java.util.Random guideRandom = heuristic > 0 ? asRandom(random) : null;
        for (int moves = 0; !state.isOver(); moves++) {
            if (moves >= MOVE_CAP) {
                return shares;
            }
            Move move = move(state, state.legalMoves(), random, guideRandom);
            state = SearchTree.apply(state, move);
            if (state == null) {
                return shares;
            }
        }
        List<Integer> winners = state.winners();
        for (int w : winners) {
            shares[w] += 1.0 / winners.size();
        }
        return shares;
    }

    /** The policy's move for the seat to act; {@code guideRandom} draws from {@code random} ({@link #asRandom}). */
    Move move(GameState state, List<Move> legal, SplittableRandom random, java.util.Random guideRandom) {
        return legal.size() > 1 && heuristic > 0 && random.nextDouble() < heuristic
                ? guide.choose(lightView(state, legal), guideRandom)
                : choose(legal, random);
    }

    /** A {@link java.util.Random} drawing from the playout's own generator, for the heuristic's tie-breaks. */
    @SuppressWarnings("serial")
    static java.util.Random asRandom(SplittableRandom random) {
        return new java.util.Random(0) {
            @Override
            protected int next(int bits) {
                return random.nextInt() >>> (32 - bits);
            }
        };
    }

    /**
     * The view of the seat to act with what the heuristic reads — its hand, the hand sizes, the table, its legal
     * moves — and neither the discard pile nor the plugins' states, which are costly to copy at every move.
     */
    static PlayerView lightView(GameState state, List<Move> legal) {
        int seat = state.toAct();
        Integer[] sizes = new Integer[state.players()];
        for (int s = 0; s < sizes.length; s++) {
            sizes[s] = state.handSize(s);
        }
        return new PlayerView(seat, state.hand(seat), List.of(sizes), state.leading(), state.activeColor(),
                state.direction(), state.drawPileSize(), List.of(), state.outOfPlay(), state.turnOwner(), seat, state.phase(),
                state.pendingDraw(), state.taki(), List.of(), legal, Map.of(), state.round(), state.moveCount());
    }

    private Move choose(List<Move> legal, SplittableRandom random) {
        int n = legal.size();
        if (n == 1) {
            return legal.get(0);
        }
        if (greedy > 0 && random.nextDouble() < greedy) {
            int most = 0;
            int count = 0;
            int pick = -1;
            for (int i = 0; i < n; i++) {
                int cards = legal.get(i) instanceof Move.Play p ? p.cards().size() : 0;
                if (cards > most) {
                    most = cards;
                    count = 1;
                    pick = i;
                } else if (cards == most && cards > 0 && random.nextInt(++count) == 0) {
                    pick = i;
                }
            }
            if (pick >= 0) {
                return legal.get(pick);
            }
        }
        return legal.get(random.nextInt(n));
    }
}
