package dev.taki.benchmarks;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.VariantChoice;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.List;

/**
 * What every benchmark shares: the two rule sets measured, the fixed seeds, the random player and the
 * collection of typical mid-game states. Everything is deterministic: the same seed gives the same game,
 * the same moves and so the same work in every run.
 */
public final class Games {
    /** The base game (= the 2011 edition, 112 cards). */
    public static final String BASE = "base";
    /** The 2015 edition: the base game with the plus-three-card variant (116 cards). */
    public static final String EDITION_2015 = "edition-2015";
    /** The base game with the house rules that act out of turn: {@code jump-in} and {@code catch-last-card}. */
    public static final String OUT_OF_TURN = "jump-in";

    /** How many fixed seeds the benchmarks rotate through (a power of two). */
    public static final int SEEDS = 64;
    /** {@code index & SEED_MASK} rotates through the seeds. */
    public static final int SEED_MASK = SEEDS - 1;
    /** Where the mid-game states are taken: after this many applied moves. */
    public static final int MID_GAME_MOVE = 20;

    /** Found once: the catalog search is set-up work, not a cost of play. */
    private static final VariantCatalog CATALOG = VariantCatalog.discover(Games.class.getClassLoader());

    private Games() {
    }

    /** The configuration of game number {@code index} (0 to {@link #SEEDS} - 1) of a benchmark. */
    public static GameConfig config(String edition, int players, int index) {
        GameConfig base = GameConfig.of(players, seed(index));
        return switch (edition) {
            case BASE -> base;
            case EDITION_2015 -> base.withVariants(List.of(VariantChoice.of(EDITION_2015)));
            case OUT_OF_TURN -> base.withVariants(List.of(VariantChoice.of("jump-in"), VariantChoice.of("catch-last-card")));
            default -> throw new IllegalArgumentException("unknown edition '" + edition + "'; expected "
                    + BASE + ", " + EDITION_2015 + " or " + OUT_OF_TURN);
        };
    }

    /** The fixed seed of game number {@code index}. */
    public static long seed(int index) {
        return 0x7A41_0000L + index;
    }

    /** Deals the game of the configuration (through the shared catalog). */
    public static GameState newGame(GameConfig config) {
        return Taki.newGame(config, CATALOG);
    }

    /**
     * The random player's choice: uniform among the legal moves, declaring "last card" whenever the move
     * could leave the player with one card (a hand of 2 or fewer before the move), as a player who knows the
     * rule would. Declaring is always allowed, so this never changes which moves are accepted.
     */
    public static Move choose(GameState state, List<Move> legal, SplitMix random) {
        Move move = legal.get(random.nextInt(legal.size()));
        return state.handSize(state.toAct()) <= 2 ? move.withDeclaration() : move;
    }

    /** One random decision: choose among the legal moves and apply; the next state. */
    public static GameState step(GameState state, SplitMix random) {
        List<Move> legal = state.legalMoves();
        Move move = choose(state, legal, random);
        return state.apply(state.toAct(), move).state();
    }

    /**
     * One random decision where any seat may move, as a server or a table of bots meets it: every seat's legal
     * moves are asked (who may move now), then one seat moves — a seat not to act that has moves (a jump, a
     * catch, a late declaration) with even odds, else the seat to act — choosing as {@link #choose} does.
     */
    public static GameState stepAnySeat(GameState state, SplitMix random) {
        int toAct = state.toAct();
        int mover = toAct;
        List<Move> moves = state.legalMoves(toAct);
        for (int seat = 0; seat < state.players(); seat++) {
            if (seat == toAct) {
                continue;
            }
            List<Move> own = state.legalMoves(seat);
            if (!own.isEmpty() && mover == toAct && random.nextInt(2) == 0) {
                mover = seat;
                moves = own;
            }
        }
        Move move = moves.get(random.nextInt(moves.size()));
        return state.apply(mover, state.handSize(mover) <= 2 ? move.withDeclaration() : move).state();
    }

    /** A random player whose choices depend only on the game's seed. */
    public static SplitMix player(GameConfig config) {
        return new SplitMix(playerSeed(config));
    }

    /** The seed of the random player of a game. */
    public static long playerSeed(GameConfig config) {
        return config.seed() ^ 0x5DEE_CE66_DL;
    }

    /**
     * Typical mid-game states: for each seed in turn, a random game played to move {@link #MID_GAME_MOVE};
     * games already over by then are skipped. Their legal moves are not computed yet.
     */
    public static List<GameState> midGameStates(String edition, int players, int count) {
        List<GameState> states = new ArrayList<>(count);
        for (int index = 0; states.size() < count; index++) {
            if (index > 100 * count) {
                throw new IllegalStateException("too few games last to move " + MID_GAME_MOVE);
            }
            GameConfig config = config(edition, players, index);
            SplitMix random = player(config);
            GameState state = newGame(config);
            while (!state.isOver() && state.moveCount() < MID_GAME_MOVE) {
                state = step(state, random);
            }
            if (!state.isOver()) {
                states.add(state);
            }
        }
        return states;
    }

    // ---- the legal-move cache -------------------------------------------------------------------------

    /**
     * The engine keeps a state's legal moves once computed ({@code dev.taki.core.engine.State.legalCache}). To time the
     * computation rather than the cache, {@link #forgetLegalMoves} clears that field. The field name may
     * be changed with {@code -Dtaki.bench.legalCacheField=…}; if the engine has no such field,
     * {@link #checkUncached} refuses to run a benchmark that would only time a cache hit.
     */
    private static final VarHandle LEGAL_CACHE = legalCacheHandle();

    private static VarHandle legalCacheHandle() {
        String name = System.getProperty("taki.bench.legalCacheField", "legalCache");
        try {
            Class<?> state = Class.forName("dev.taki.core.engine.State");
            var field = state.getDeclaredField(name);
            return MethodHandles.privateLookupIn(state, MethodHandles.lookup()).unreflectVarHandle(field);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    /** Clears the state's cached legal moves, if the engine caches them. */
    public static void forgetLegalMoves(GameState state) {
        if (LEGAL_CACHE != null) {
            LEGAL_CACHE.set(state, (List<Move>) null);
        }
    }

    /** True if the engine's legal-move cache was found (and is cleared by {@link #forgetLegalMoves}). */
    public static boolean legalCacheFound() {
        return LEGAL_CACHE != null;
    }

    /**
     * Fails unless two calls of {@link GameState#legalMoves()} separated by {@link #forgetLegalMoves}
     * compute two lists, i.e. unless timing them times the computation.
     */
    public static void checkUncached(GameState state) {
        forgetLegalMoves(state);
        List<Move> first = state.legalMoves();
        forgetLegalMoves(state);
        List<Move> second = state.legalMoves();
        forgetLegalMoves(state);
        if (first == second && !first.isEmpty()) {
            throw new IllegalStateException("legalMoves() returned the same list twice: the engine caches it "
                    + "in a field the benchmark cannot clear (looked for State."
                    + System.getProperty("taki.bench.legalCacheField", "legalCache")
                    + "); pass -Dtaki.bench.legalCacheField=<name>");
        }
        if (!first.equals(second)) {
            throw new IllegalStateException("legalMoves() changed between two calls: " + first + " / " + second);
        }
    }
}
