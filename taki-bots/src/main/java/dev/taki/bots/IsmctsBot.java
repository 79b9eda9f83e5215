package dev.taki.bots;

import dev.taki.api.Event;
import dev.taki.api.Game;
import dev.taki.api.Move;
import dev.taki.api.PlayerView;

import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * A player that searches: information-set Monte Carlo tree search (Cowling, Powley and Whitehouse, 2012). For
 * each iteration it deals the cards hidden from its seat at random, consistently with all its seat knows —
 * its hand, the discard pile, every hand's size, the cards it saw go into other hands and not come out, and what
 * other players cannot hold since they drew rather than play (they are taken to play when they can) — and
 * rebuilds a whole game from its view with {@link Game#resume}. It then walks down one tree of its own moves
 * shared by all those deals, choosing by UCB among the moves legal in the deal at hand (each move's availability
 * counted), the other seats playing {@link HeuristicBot}'s moves in between, adds a move, plays the game out
 * (every seat mostly as {@link HeuristicBot} would, sometimes at random) and credits each move with its share of
 * the win.
 *
 * <p>It plays {@link HeuristicBot}'s move unless the search found another whose mean reward is higher by more than
 * {@value #CONFIDENCE} standard errors: a search of a few thousand deals cannot tell close moves apart, and the
 * heuristic's plan then decides. If the search never tried the heuristic's move, it plays the move it tried most.
 *
 * <p>Its search knows no card: every rule, variant and plugin reaches it through the legal moves of the states it
 * imagines (its inferences from draws, counts taken and runs ended, {@code CardKnowledge}, assume the base game's
 * matching rule, that a Plus needs a follower and that a player goes on with a run while they can).
 * It never reads what its seat may not see: the hidden cards of a real game are nowhere in what it is
 * given. A budget of iterations makes it deterministic: the same views, events and {@link Random} give the same
 * move, on one thread or several (each thread searches a tree of its own; their root counts are added). A budget
 * of milliseconds plays as many iterations as fit. It needs {@link #join} before it chooses. Where the engine
 * cannot rebuild a table from a view (a plugin whose hidden state it cannot guess), it plays as {@link HeuristicBot}.
 *
 * <p>Out of turn, and for a catch or a late "last card" on its own turn, it does as {@link HeuristicBot} does,
 * without searching: it catches and declares at once, and jumps in whenever it can. Its search imagines the seat
 * to act's moves only (its interjections among them); other seats' moves out of turn are not imagined.
 */
public final class IsmctsBot implements Bot {
    /** The iterations of a decision when none are named: 15 to 20 ms of one thread of a small cloud machine of 2026. */
    public static final int DEFAULT_ITERATIONS = 1_000;
    /** The most threads a bot may search on. */
    public static final int MAX_THREADS = 64;
    /** How many standard errors a move's mean reward must beat the heuristic's move by, to be played instead. */
    static final double CONFIDENCE = 0.75;
    /** Refused deals in a row, before any was searched, after which the bot stops trying and plays heuristically. */
    private static final int REFUSALS_BEFORE_FALLBACK = 20;

    private final int iterations;
    private final long millis;
    private final int threads;
    private final Playout playout = new Playout(0.5, 0.9);
    private final HeuristicBot fallback = new HeuristicBot();
    private Game game;
    private CardKnowledge knowledge;
    private Report last = new Report(0, 0, false);

    /**
     * What the last decision did, for tests and tuning.
     *
     * @param searched the iterations that searched a deal
     * @param refused the deals the engine refused
     * @param fellBack whether the bot played as {@link HeuristicBot} because no deal could be searched
     */
    record Report(int searched, int refused, boolean fellBack) {
    }

    private IsmctsBot(int iterations, long millis, int threads) {
        if (threads < 1 || threads > MAX_THREADS) {
            throw new IllegalArgumentException("threads: expected 1 to " + MAX_THREADS + ", got " + threads);
        }
        this.iterations = iterations;
        this.millis = millis;
        this.threads = threads;
    }

    /** A bot of {@link #DEFAULT_ITERATIONS} iterations a decision, on one thread. */
    public IsmctsBot() {
        this(DEFAULT_ITERATIONS, 0, 1);
    }

    /**
     * A bot with a budget of iterations: deterministic for a given {@link Random}.
     *
     * @param iterations the iterations of each decision, shared among the threads
     * @param threads the threads to search on, each with a tree of its own
     * @return the bot
     * @throws IllegalArgumentException if the iterations are not positive or the threads not 1 to {@link #MAX_THREADS}
     */
    public static IsmctsBot ofIterations(int iterations, int threads) {
        if (iterations < 1) {
            throw new IllegalArgumentException("iterations: expected 1 or more, got " + iterations);
        }
        return new IsmctsBot(iterations, 0, threads);
    }

    /**
     * A bot with a budget of time: as many iterations as fit (at least one per thread), so its moves depend on
     * the machine's speed.
     *
     * @param millis the time of each decision, in milliseconds
     * @param threads the threads to search on, each with a tree of its own
     * @return the bot
     * @throws IllegalArgumentException if the time is not positive or the threads not 1 to {@link #MAX_THREADS}
     */
    public static IsmctsBot ofMillis(long millis, int threads) {
        if (millis < 1) {
            throw new IllegalArgumentException("milliseconds: expected 1 or more, got " + millis);
        }
        return new IsmctsBot(0, millis, threads);
    }

    /**
     * The bot a spec's argument names: {@code N} iterations, or {@code Nms} milliseconds, each optionally followed by
     * {@code ,threads=T}; null or empty for the defaults.
     *
     * @param argument what follows {@code ismcts:} in a bot spec, or null
     * @return the bot
     * @throws IllegalArgumentException if the argument is not of that form, saying what is expected
     */
    public static IsmctsBot parse(String argument) {
        if (argument == null || argument.isBlank()) {
            return new IsmctsBot();
        }
        String[] parts = argument.trim().split("\\s*,\\s*");
        String budget = parts[0];
        int threads = 1;
        for (int i = 1; i < parts.length; i++) {
            if (!parts[i].matches("threads=[0-9]{1,3}")) {
                throw usage(argument);
            }
            threads = Integer.parseInt(parts[i].substring("threads=".length()));
        }
        try {
            if (budget.matches("[0-9]{1,9}")) {
                return ofIterations(Integer.parseInt(budget), threads);
            }
            if (budget.matches("[0-9]{1,9}ms")) {
                return ofMillis(Long.parseLong(budget.substring(0, budget.length() - 2)), threads);
            }
        } catch (IllegalArgumentException e) {
            // a number out of range: say which spec holds it
            throw new IllegalArgumentException("the bot 'ismcts:" + Bots.shorten(argument) + "': " + e.getMessage(), e);
        }
        throw usage(argument);
    }

    private static IllegalArgumentException usage(String argument) {
        return new IllegalArgumentException("the bot 'ismcts' takes N (iterations a move) or Nms (milliseconds a"
                + " move), optionally followed by ',threads=T'; got '" + Bots.shorten(argument) + "'");
    }

    @Override
    public String name() {
        return "ismcts";
    }

    @Override
    public void join(Game game, int seat) {
        this.game = game;
        this.knowledge = new CardKnowledge(seat, game.deck());
    }

    @Override
    public void observe(List<Event> events) {
        if (knowledge != null) {
            knowledge.observe(events);
        }
    }

    /**
     * Catches or declares late at once (as {@link HeuristicBot}); else searches, unless only one move is legal,
     * and plays the heuristic's move or the one the search found clearly better, declaring "last card" when it
     * leaves one card or none.
     *
     * @throws IllegalStateException if the bot has not joined a game
     */
    @Override
    public Move choose(PlayerView view, Random random) {
        if (game == null) {
            throw new IllegalStateException("the ismcts bot must join its game (Bot.join) before it chooses a move");
        }
        List<Move> legal = view.legalMoves();
        Move urgent = HeuristicBot.urgent(legal);
        if (urgent != null) {
            last = new Report(0, 0, false);
            return urgent;
        }
        CardKnowledge.Deal deal = knowledge.deal(view);
        if (legal.size() == 1) {
            last = new Report(0, 0, false);
            return HeuristicBot.declare(view, legal.get(0));
        }
        long[] seeds = new long[threads];
        for (int i = 0; i < threads; i++) {
            seeds[i] = random.nextLong();
        }
        Move guide = fallback.choose(view, new Random(random.nextLong())).withoutDeclaration();
        SearchTree[] trees = search(deal, seeds);
        int[] visits = new int[legal.size()];
        double[] rewards = new double[legal.size()];
        int searched = 0;
        int refused = 0;
        for (SearchTree tree : trees) {
            tree.addRootCounts(legal, visits, rewards);
            searched += tree.searched();
            refused += tree.refusedDeals();
        }
        int best = confidentlyBetter(visits, rewards, legal.indexOf(guide));
        last = new Report(searched, refused, best < 0);
        return HeuristicBot.declare(view, best < 0 ? guide : legal.get(best));
    }

    /** As {@link HeuristicBot#interject}: a catch or a late declaration at once, a jump whenever it can. */
    @Override
    public Optional<Move> interject(PlayerView view, Random random) {
        return fallback.interject(view, random);
    }

    /** The move tried most (the first of equals), or -1 if none was tried. */
    private static int mostVisited(int[] visits) {
        int best = -1;
        for (int i = 0; i < visits.length; i++) {
            if (visits[i] > 0 && (best < 0 || visits[i] > visits[best])) {
                best = i;
            }
        }
        return best;
    }

    /**
     * The heuristic's move, unless the search found a move whose mean reward beats it by more than
     * {@link #CONFIDENCE} standard errors: a search this short cannot tell close moves apart, and the heuristic's
     * knowledge then decides. The move tried most ({@link #mostVisited}) if the heuristic's move was never tried
     * (or is not among the legal moves); -1 if nothing was searched.
     */
    private static int confidentlyBetter(int[] visits, double[] rewards, int guide) {
        int top = mostVisited(visits);
        if (top < 0 || guide < 0 || visits[guide] == 0) {
            return top;
        }
        double g = rewards[guide] / visits[guide];
        int best = guide;
        double margin = 0;
        for (int i = 0; i < visits.length; i++) {
            if (i == guide || visits[i] < 2) {
                continue;
            }
            double m = rewards[i] / visits[i];
            double se = Math.sqrt(variance(m) / visits[i] + variance(g) / visits[guide]);
            double lead = (m - g) - CONFIDENCE * se;
            if (lead > margin) {
                margin = lead;
                best = i;
            }
        }
        return best;
    }

    private static double variance(double mean) {
        return Math.max(mean * (1 - mean), 0.01);
    }

    /** What the last decision did. */
    Report lastReport() {
        return last;
    }

    /** Each thread's tree, searched. */
    private SearchTree[] search(CardKnowledge.Deal deal, long[] seeds) {
        SearchTree[] trees = new SearchTree[threads];
        long deadline = millis > 0 ? System.nanoTime() + millis * 1_000_000 : 0;
        Runnable[] work = new Runnable[threads];
        Thread[] workers = new Thread[threads - 1];
        RuntimeException[] failures = new RuntimeException[threads];
        for (int i = 0; i < threads; i++) {
            trees[i] = new SearchTree(game, deal, playout, seeds[i]);
            int share = iterations / threads + (i < iterations % threads ? 1 : 0);
            SearchTree tree = trees[i];
            int index = i;
            work[i] = () -> {
                try {
                    run(tree, share, deadline);
                } catch (RuntimeException e) {
                    failures[index] = e;
                }
            };
        }
        for (int i = 1; i < threads; i++) {
            workers[i - 1] = new Thread(work[i], "ismcts-" + i);
            workers[i - 1].setDaemon(true);
            workers[i - 1].start();
        }
        work[0].run(); // the first tree on this thread: one fewer thread to start
        for (Thread w : workers) {
            try {
                w.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while searching", e);
            }
        }
        for (RuntimeException f : failures) {
            if (f != null) {
                throw f;
            }
        }
        return trees;
    }

    /** Iterations up to the budget: a count, or the deadline (at least one); gives up if no deal can be rebuilt. */
    private static void run(SearchTree tree, int count, long deadline) {
        int searched = 0;
        for (int i = 0; deadline != 0 ? i == 0 || System.nanoTime() < deadline : i < count; i++) {
            if (tree.iterate()) {
                searched++;
            } else if (searched == 0 && tree.refusedDeals() >= REFUSALS_BEFORE_FALLBACK) {
                return;
            }
        }
    }
}
