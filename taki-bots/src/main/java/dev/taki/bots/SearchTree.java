package dev.taki.bots;

import dev.taki.api.ConfigurationException;
import dev.taki.api.Game;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One information-set tree (Cowling, Powley and Whitehouse 2012, single observer): each node is a move of the
 * searching seat, whatever the hidden cards; the other seats' moves between two of its own are not in the tree,
 * they play {@link HeuristicBot}'s move in each deal (an opponent model: what most players would do, rather than
 * the best move for a hand they were dealt at random). Every iteration deals the hidden cards anew (a
 * determinization the seat's knowledge allows), walks down the tree by UCB over the seat's moves legal in that
 * deal (each counting how often it was available), adds one node, plays the game out and credits every node on
 * the path with the seat's share of the win.
 */
final class SearchTree {
    /** The weight of exploration in UCB, for rewards between 0 and 1. */
    static final double EXPLORATION = 0.7;

    /** The other seats' moves in the tree: the heuristic bot's, always (it has the tie-breaks of its own). */
    private final Playout opponents = new Playout(0, 1);
    private final Node root = new Node(null, null, -1);
    private final Game game;
    private final CardKnowledge.Deal deal;
    private final Playout playout;
    private final SplittableRandom random;
    private int refusedDeals;

    SearchTree(Game game, CardKnowledge.Deal deal, Playout playout, long seed) {
        this.game = game;
        this.deal = deal;
        this.playout = playout;
        this.random = new SplittableRandom(seed);
    }

    /** One iteration: deal, select, expand, play out, back up. False if the deal was refused (nothing searched). */
    boolean iterate() {
        GameState state = determinize();
        if (state == null) {
            return false;
        }
        Node node = root;
        int me = deal.view().seat();
        java.util.Random guideRandom = null;
        while (!state.isOver()) {
            List<Move> legal = state.legalMoves();
            int actor = state.toAct();
            if (actor != me) {
                // another seat moves as most players would, not by UCB on a deal it could not see: the tree's
                // iterations go to the seat's own choices
                if (guideRandom == null) {
                    guideRandom = Playout.asRandom(random);
                }
                state = apply(state, opponents.move(state, legal, random, guideRandom));
                if (state == null) {
                    break;
                }
                continue;
            }
            Node next = expand(node, legal, actor);
            boolean expanded = next != null;
            if (!expanded) {
                next = select(node, legal);
            }
            state = apply(state, next.move);
            node = next;
            if (expanded || state == null) {
                break;
            }
        }
        double[] shares = state == null ? null : playout.shares(state, random);
        for (Node n = node; n != root; n = n.parent) {
            n.visits++;
            if (shares != null) {
                n.reward += shares[n.actor];
            }
        }
        root.visits++;
        return true;
    }

    /**
     * Adds, for each of the given moves, how often it was tried from the root and the root player's total reward
     * after it, to {@code visits} and {@code rewards} at the move's index (so that several trees sum up).
     */
    void addRootCounts(List<Move> moves, int[] visits, double[] rewards) {
        for (Node child : root.children) {
            int i = moves.indexOf(child.move);
            if (i >= 0) {
                visits[i] += child.visits;
                rewards[i] += child.reward;
            }
        }
    }

    /** How many iterations searched a deal. */
    int searched() {
        return root.visits;
    }

    /** How many deals the engine refused (a plugin that cannot guess its hidden state, say). */
    int refusedDeals() {
        return refusedDeals;
    }

    private GameState determinize() {
        CardKnowledge.Guess guess = deal.guess(random);
        try {
            return game.resume(deal.view(), guess.hands(), guess.drawPile(), random.nextLong());
        } catch (ConfigurationException e) {
            refusedDeals++;
            return null;
        }
    }

    /** A node for an untried legal move, chosen at random, or null when every legal move has one. */
    private Node expand(Node node, List<Move> legal, int actor) {
        int untried = 0;
        for (Move m : legal) {
            if (node.child(m) == null) {
                untried++;
            }
        }
        if (untried == 0) {
            return null;
        }
        int pick = random.nextInt(untried);
        for (Move m : legal) {
            if (node.child(m) == null && pick-- == 0) {
                Node child = new Node(node, m, actor);
                node.children.add(child);
                return child;
            }
        }
        throw new IllegalStateException("unreachable");
    }

    /** UCB over the children whose moves are legal in this deal; each of them was available once more. */
    private Node select(Node node, List<Move> legal) {
        Node best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (Move m : legal) {
            Node child = node.child(m);
            child.available++;
            double score = child.reward / child.visits
                    + EXPLORATION * Math.sqrt(Math.log(child.available) / child.visits);
            if (score > bestScore) {
                bestScore = score;
                best = child;
            }
        }
        return best;
    }

    /** The move applied for the seat to act, declaring "last card" (harmless when not due); null if refused. */
    static GameState apply(GameState state, Move move) {
        Outcome outcome = state.apply(state.toAct(), move.withDeclaration());
        return outcome instanceof Outcome.Accepted a ? a.state() : null;
    }

    /** A move made by {@code actor}, with the statistics of the iterations that went through it. */
    private static final class Node {
        final Node parent;
        final Move move;
        final int actor;
        final List<Node> children = new ArrayList<>(4);
        int visits;
        int available = 1;
        double reward;

        Node(Node parent, Move move, int actor) {
            this.parent = parent;
            this.move = move;
            this.actor = actor;
        }

        Node child(Move m) {
            for (int i = 0; i < children.size(); i++) {
                Node c = children.get(i);
                if (c.move.equals(m)) {
                    return c;
                }
            }
            return null;
        }
    }
}
