package dev.taki.testkit.arbitraries;

import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Variant;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.testkit.play.MoveUniverse;
import dev.taki.testkit.play.OutOfTurnMoves;
import dev.taki.testkit.play.RandomGame;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * jqwik arbitraries for games of TAKI: configurations, states reached by random legal play, and the legal
 * and illegal moves of a state. For a plugin author's properties:
 * <pre>{@code
 * @Provide
 * Arbitrary<GameState> states() {
 *     return TakiArbitraries.states(TakiArbitraries.configs("voluntary-draw"));
 * }
 *
 * @Property
 * void aVoluntaryDrawIsAlwaysOffered(@ForAll("states") GameState state) { … }
 * }</pre>
 * Variants are taken from the class path ({@link VariantCatalog#discover()}) unless a catalog is given.
 * Configurations have only numbers of players that every variant in them supports ({@link PlayerCounts}).
 * States shrink towards fewer moves from the deal, so a failure is reported on the shortest game found.
 */
public final class TakiArbitraries {
    /** The most random moves {@link #states} plays from the deal. */
    public static final int MAX_MOVES = 200;

    private TakiArbitraries() {
    }

    /**
     * Configurations with exactly these variants (taken from the class path), for every number of players they
     * all support ({@link PlayerCounts#supportedBy}; 2–10 unless a variant says otherwise), any seed, first
     * player and direction.
     *
     * @param variantIds the variants' ids, editions included
     * @return the configurations
     */
    public static Arbitrary<GameConfig> configs(String... variantIds) {
        return configs(java.util.Arrays.stream(variantIds).map(VariantChoice::of).toList());
    }

    /**
     * Configurations with exactly these variants, from the class path, for every count they all support.
     *
     * @param variants the variants, with their options
     * @return the configurations
     */
    public static Arbitrary<GameConfig> configs(List<VariantChoice> variants) {
        return configs(variants, VariantCatalog.discover());
    }

    /**
     * Configurations with exactly these variants, from the catalog, for every number of players they all
     * support (editions expanded into their variants).
     *
     * @param variants the variants, with their options
     * @param catalog where the variants are looked up
     * @return the configurations
     * @throws IllegalArgumentException if no number of players suits every variant
     */
    public static Arbitrary<GameConfig> configs(List<VariantChoice> variants, VariantCatalog catalog) {
        return configs(List.copyOf(variants), PlayerCounts.supportedBy(variants, catalog));
    }

    /**
     * Configurations with exactly these variants, from the catalog, for {@code minPlayers} to {@code maxPlayers}
     * players: a range the test chooses within what the variants support.
     *
     * @param variants the variants, with their options
     * @param catalog where the variants are looked up
     * @param minPlayers the fewest players
     * @param maxPlayers the most players
     * @return the configurations
     * @throws IllegalArgumentException if the range reaches outside what every variant supports, naming them
     */
    public static Arbitrary<GameConfig> configs(List<VariantChoice> variants, VariantCatalog catalog,
                                                int minPlayers, int maxPlayers) {
        return configs(List.copyOf(variants), PlayerCounts.supportedBy(variants, catalog).narrowedTo(minPlayers,
                maxPlayers));
    }

    /**
     * Configurations whose variants are a random selection from the class path, in random order, with
     * their options at the defaults: never two that conflict, never one without what it requires, never two
     * that share no number of players; the number of players is one they all support.
     *
     * @return the configurations
     */
    public static Arbitrary<GameConfig> configsWithRandomVariants() {
        return configsWithRandomVariants(VariantCatalog.discover());
    }

    /**
     * Configurations whose variants are a random, compatible selection from the catalog.
     *
     * @param catalog where the variants are chosen from
     * @return the configurations
     */
    public static Arbitrary<GameConfig> configsWithRandomVariants(VariantCatalog catalog) {
        List<Variant> all = new ArrayList<>(catalog.variants().values());
        if (all.isEmpty()) {
            return configs(List.of(), PlayerCounts.ALL);
        }
        return Arbitraries.shuffle(all).flatMap(order -> Arbitraries.subsetOf(order)
                .map(chosen -> compatible(order, chosen))
                .flatMap(kept -> configs(kept, PlayerCounts.supportedBy(kept, catalog))));
    }

    private static List<VariantChoice> compatible(List<Variant> order, Set<Variant> chosen) {
        List<Variant> kept = new ArrayList<>();
        int min = 2;
        int max = 10;
        for (Variant v : order) {
            if (chosen.contains(v) && kept.stream().noneMatch(k -> k.conflicts().contains(v.id())
                    || v.conflicts().contains(k.id()))
                    && Math.max(min, v.minPlayers()) <= Math.min(max, v.maxPlayers())) {
                kept.add(v);
                min = Math.max(min, v.minPlayers());
                max = Math.min(max, v.maxPlayers());
            }
        }
        boolean dropped = true;
        while (dropped) {
            Set<String> ids = new LinkedHashSet<>();
            kept.forEach(k -> ids.add(k.id()));
            dropped = kept.removeIf(k -> !ids.containsAll(k.requires()));
        }
        return kept.stream().map(v -> VariantChoice.of(v.id())).toList();
    }

    private static Arbitrary<GameConfig> configs(List<VariantChoice> variants, PlayerCounts players) {
        return Combinators.combine(players.arbitrary(), Arbitraries.longs().withoutEdgeCases(),
                        Arbitraries.integers().between(0, 9).withoutEdgeCases(), Arbitraries.of(Direction.class))
                .as((count, seed, first, direction) -> new GameConfig(count, seed, first % count, direction, variants));
    }

    /**
     * Fresh deals of the given configurations, with the class path's variants.
     *
     * @param configs the configurations
     * @return the first states of their games
     */
    public static Arbitrary<GameState> newGames(Arbitrary<GameConfig> configs) {
        return newGames(configs, VariantCatalog.discover());
    }

    /**
     * Fresh deals of the given configurations, with the catalog's variants.
     *
     * @param configs the configurations
     * @param catalog where their variants are looked up
     * @return the first states of their games
     */
    public static Arbitrary<GameState> newGames(Arbitrary<GameConfig> configs, VariantCatalog catalog) {
        return configs.map(c -> Taki.newGame(c, catalog));
    }

    /**
     * States reached by random legal play: a deal of one of the configurations, then up to
     * {@link #MAX_MOVES} random legal moves (declaring "last card" nine times in ten), moves out of turn included
     * ({@link RandomGame#advance}). Every state is still
     * in play — someone must act — so it always has legal moves.
     *
     * @param configs the configurations
     * @return the states
     */
    public static Arbitrary<GameState> states(Arbitrary<GameConfig> configs) {
        return states(configs, VariantCatalog.discover());
    }

    /**
     * States reached by random legal play in games of the configurations, with the catalog's variants.
     *
     * @param configs the configurations
     * @param catalog where their variants are looked up
     * @return the states
     */
    public static Arbitrary<GameState> states(Arbitrary<GameConfig> configs, VariantCatalog catalog) {
        return Combinators.combine(newGames(configs, catalog), Arbitraries.longs().withoutEdgeCases(),
                        Arbitraries.integers().between(0, MAX_MOVES))
                .as((start, seed, moves) -> RandomGame.advance(start, new Random(seed), moves, 0.1));
    }

    /**
     * One of the state's legal moves (for the seat to act), without declaration.
     *
     * @param state a state still in play
     * @return its legal moves
     */
    public static Arbitrary<Move> legalMoves(GameState state) {
        List<Move> legal = state.legalMoves();
        if (legal.isEmpty()) {
            throw new IllegalArgumentException("the game is over: no move is legal\n" + state);
        }
        return Arbitraries.of(legal);
    }

    /**
     * A move that is not legal for the seat to act: any single-card play with any choice, draw, close,
     * end or pass that the state does not allow. Empty (it generates nothing) in the unlikely state where
     * every such move is legal.
     *
     * @param state a state still in play
     * @return moves the seat to act may not make
     */
    public static Arbitrary<Move> illegalMoves(GameState state) {
        Set<Move> legal = new LinkedHashSet<>(state.legalMoves());
        List<Move> illegal = MoveUniverse.of(state.game()).stream().filter(m -> !legal.contains(m)).toList();
        return Arbitraries.of(illegal);
    }

    /**
     * Legal moves of the states of the given arbitrary, each tried by its seat: mostly the seat to act's, and — where
     * other seats have moves out of turn (a jump, a catch, a late declaration: {@link GameState#legalMoves(int)}) —
     * one of theirs about as often as random play picks one ({@link OutOfTurnMoves#CHANCE}).
     *
     * @param states the states
     * @return the attempts, each of a legal move
     */
    public static Arbitrary<Attempt> legalAttempts(Arbitrary<GameState> states) {
        return states.flatMap(s -> {
            Arbitrary<Attempt> ofToAct = legalMoves(s).map(m -> new Attempt(s, s.toAct(), m));
            List<Attempt> outOfTurn = new ArrayList<>();
            for (int seat : OutOfTurnMoves.seats(s)) {
                for (Move m : s.legalMoves(seat)) {
                    outOfTurn.add(new Attempt(s, seat, m));
                }
            }
            if (outOfTurn.isEmpty()) {
                return ofToAct;
            }
            int percent = (int) Math.round(OutOfTurnMoves.CHANCE * 100);
            return Arbitraries.frequencyOf(Tuple.of(100 - percent, ofToAct),
                    Tuple.of(percent, Arbitraries.of(outOfTurn)));
        });
    }

    /**
     * Moves that must be refused, on states of the given arbitrary: illegal moves of the seat to act, and moves of
     * the other seats that are not among theirs — any move of a seat that may not move now, and, of a seat with moves
     * out of turn, any other move.
     *
     * @param states the states
     * @return the attempts, each to be refused
     */
    public static Arbitrary<Attempt> illegalAttempts(Arbitrary<GameState> states) {
        return states.flatMap(s -> {
            Arbitrary<Attempt> ofToAct = illegalMoves(s).map(m -> new Attempt(s, s.toAct(), m));
            List<Integer> others = new ArrayList<>();
            for (int seat = 0; seat < s.players(); seat++) {
                if (seat != s.toAct()) {
                    others.add(seat);
                }
            }
            List<Move> universe = MoveUniverse.of(s.game());
            Arbitrary<Attempt> ofOthers = Arbitraries.of(others).flatMap(seat -> {
                Set<Move> legal = new LinkedHashSet<>(s.legalMoves(seat));
                return Arbitraries.of(universe.stream().filter(m -> !legal.contains(m)).toList())
                        .map(m -> new Attempt(s, seat, m));
            });
            return Arbitraries.oneOf(ofToAct, ofOthers);
        });
    }
}
