package dev.taki.testkit.contract;

import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.PlayerView;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.core.json.TakiJson;
import dev.taki.core.record.RecordedMove;
import dev.taki.testkit.arbitraries.Attempt;
import dev.taki.testkit.play.NonEndingGame;
import dev.taki.testkit.play.OutOfTurnMoves;
import dev.taki.testkit.play.RandomGame;
import dev.taki.testkit.play.StateSnapshot;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The checks of the variant contract, one game or state at a time. {@link VariantContract} runs them as
 * jqwik properties and {@link VariantContract#forVariants} as JUnit dynamic tests; a plugin's own tests
 * may call them too. Each throws an {@link AssertionError} that says what broke and shows the table.
 */
public final class ContractChecks {
    /** {@link #randomGameKeepsTheContract} checks the views of one state in this many. */
    static final int VIEWS_EVERY = 20;
    /** {@link #randomGameKeepsTheContract} checks what one move in this many shows of the acting seat's cards. */
    static final int SECRETS_EVERY = 2;
    /** {@link #randomGameKeepsTheContract} checks every seat's secrets before and after one move in this many. */
    static final int EVERY_SEAT_EVERY = 4;

    private ContractChecks() {
    }

    /**
     * Plays a whole random game, moves out of turn included ({@link OutOfTurnMoves}): RULES.md § 8 holds after every
     * move, random moves by random seats are accepted exactly when legal and a refused one changes nothing, a move out
     * of turn that takes the turn is carried out as that turn ({@link #moveOutOfTurnPlaysAsThatTurn}), and the game
     * ends with a winner. A game that does not end within {@link RandomGame#MOVE_LIMIT} moves is reported as a
     * {@link NonEndingGame}: its configuration as JSON, seed, first player, last moves, a game record to replay with
     * {@code taki replay}, and this call to reproduce it.
     *
     * @param config the game's configuration
     * @param catalog where its variants are looked up
     * @param seed the seed of the random moves and seats
     */
    public static void randomGameKeepsTheInvariantsAndEnds(GameConfig config, VariantCatalog catalog, long seed) {
        RandomGame.Played game;
        try {
            game = RandomGame.play(Taki.newGame(config, catalog), new Random(seed), 0.1, 2,
                    (before, seat, move, after) -> TurnTakenOutOfTurn.check(before, seat, move, after, catalog));
        } catch (NonEndingGame e) {
            throw Reproduction.of("randomGameKeepsTheInvariantsAndEnds", config, catalog, seed).explain(e);
        }
        if (game.end().winners().isEmpty()) {
            throw new AssertionError("the game ended without a winner\n" + game.end());
        }
    }

    /**
     * Plays a whole random game, moves out of turn included, and checks, move by move, everything the contract checks
     * along a game: RULES.md § 8, accepted ⇔ legal, a refused move changes nothing (after every move), every seat's
     * view hides what it must (one state in {@value #VIEWS_EVERY}, drawn at random), no move shows the moving seat's
     * hidden cards to another seat ({@link #moveRevealsNothingHidden}, one move in {@value #SECRETS_EVERY}), no seat
     * learns what another holds ({@link #noSeatLearnsAnotherSeatsCards}, one move in {@value #EVERY_SEAT_EVERY}), a
     * move out of turn that takes the turn is carried out as that turn ({@link #moveOutOfTurnPlaysAsThatTurn}, every
     * such move), and the game ends with a winner. What the pair check ({@link VariantContract#pairsOfInstalled})
     * plays: the samples keep a pair's long games (a match of rounds, a game of stages) to a second or two.
     *
     * @param config the game's configuration
     * @param catalog where its variants are looked up
     * @param seed the seed of the random moves and of the samples
     */
    public static void randomGameKeepsTheContract(GameConfig config, VariantCatalog catalog, long seed) {
        Random checks = new Random(~seed);
        RandomGame.Played game;
        try {
            game = RandomGame.play(Taki.newGame(config, catalog), new Random(seed), 0.1, 2,
                    (before, seat, move, after) -> {
                        if (checks.nextInt(VIEWS_EVERY) == 0) {
                            viewsHideWhatTheyMust(before, catalog, checks.nextLong());
                        }
                        if (checks.nextInt(SECRETS_EVERY) == 0) {
                            ActingSeatSecrets.check(before, seat, move, checks);
                        }
                        if (checks.nextInt(EVERY_SEAT_EVERY) == 0) {
                            EverySeatSecrets.checkState(before, checks);
                            EverySeatSecrets.checkMove(before, seat, move, checks);
                        }
                        TurnTakenOutOfTurn.check(before, seat, move, after, catalog);
                    });
        } catch (NonEndingGame e) {
            throw Reproduction.of("randomGameKeepsTheContract", config, catalog, seed).explain(e);
        }
        if (game.end().winners().isEmpty()) {
            throw new AssertionError("the game ended without a winner\n" + game.end());
        }
    }

    /**
     * No move shows another seat or a spectator anything of the acting seat's hidden cards — the hand it holds
     * but the cards it plays, and the cards it draws: the move is played again on a table that only the acting
     * seat's hidden cards and the order of the draw pile tell apart, and where the public facts come out the same
     * (hand sizes, piles, turn…), every other seat's view (the public part of every variant's state, its legal
     * moves) and the events as it sees them ({@link Event#seenBy}) must come out the same too. A move that ends a
     * round or the game is left out (the rules may count the hands then).
     *
     * @param move one of the state's legal moves
     * @param state a state still in play
     * @param seed the seed of the rearranged table
     */
    public static void moveRevealsNothingHidden(GameState state, Move move, long seed) {
        moveRevealsNothingHidden(state, state.toAct(), move, seed);
    }

    /**
     * {@link #moveRevealsNothingHidden(GameState, Move, long)} for a move of any seat: the seat to act's, or a move
     * out of turn, whose seat is then the acting seat.
     *
     * @param state a state still in play
     * @param seat the seat that makes the move
     * @param move one of that seat's legal moves ({@link GameState#legalMoves(int)})
     * @param seed the seed of the rearranged table
     */
    public static void moveRevealsNothingHidden(GameState state, int seat, Move move, long seed) {
        ActingSeatSecrets.check(state, seat, move, new Random(seed));
    }

    /**
     * {@link #moveRevealsNothingHidden} for every move of a whole random game, moves out of turn included.
     *
     * @param config the game's configuration
     * @param catalog where its variants are looked up
     * @param seed the seed of the random moves
     */
    public static void randomGameRevealsNothingHidden(GameConfig config, VariantCatalog catalog, long seed) {
        Random checks = new Random(~seed);
        try {
            RandomGame.play(Taki.newGame(config, catalog), new Random(seed), 0.1, 0,
                    (before, seat, move, after) -> ActingSeatSecrets.check(before, seat, move, checks));
        } catch (NonEndingGame e) {
            throw Reproduction.of("randomGameRevealsNothingHidden", config, catalog, seed).explain(e);
        }
    }

    /**
     * No seat learns what another seat holds, before or after a move. Before it: for every observer — each seat and a
     * spectator — the cards it cannot see (every other hand, the seat to act's included, and the draw pile) are dealt
     * again in the same sizes, and its whole view must stay the same: who is to act, the phase, every window and the
     * rest of each variant's public state, everything public, and its own legal moves, interjections included,
     * whether or not it is to act. After it: for every observer but the mover, the hands of the seats that are
     * neither are dealt again among themselves (the mover's hand and the draw pile stay, for the move depends on
     * them), the move is made on both tables, and the observer's view after it and the events as it sees them
     * ({@link Event#seenBy}) must be the same — a window that asks only the seats holding some card tells everyone
     * who holds it, and fails here. A move that ends a round or the game is left out (the rules may count the hands
     * then).
     *
     * @param state a state still in play
     * @param seat the seat that makes the move: the seat to act, or a seat moving out of turn
     * @param move one of that seat's legal moves ({@link GameState#legalMoves(int)})
     * @param seed the seed of the deals
     */
    public static void noSeatLearnsAnotherSeatsCards(GameState state, int seat, Move move, long seed) {
        Random random = new Random(seed);
        EverySeatSecrets.checkState(state, random);
        EverySeatSecrets.checkMove(state, seat, move, random);
    }

    /**
     * {@link #noSeatLearnsAnotherSeatsCards} for every move of a whole random game, moves out of turn included.
     *
     * @param config the game's configuration
     * @param catalog where its variants are looked up
     * @param seed the seed of the random moves and of the deals
     */
    public static void randomGameHidesEverySeatsCards(GameConfig config, VariantCatalog catalog, long seed) {
        Random checks = new Random(~seed);
        try {
            RandomGame.play(Taki.newGame(config, catalog), new Random(seed), 0.1, 0, (before, seat, move, after) -> {
                EverySeatSecrets.checkState(before, checks);
                EverySeatSecrets.checkMove(before, seat, move, checks);
            });
        } catch (NonEndingGame e) {
            throw Reproduction.of("randomGameHidesEverySeatsCards", config, catalog, seed).explain(e);
        }
    }

    /**
     * A move out of turn that takes the turn — one of a seat's interjections that its own turn would allow now
     * ({@link dev.taki.api.TableView#movesAtTurnStart}), such as a jump — is carried out as that move in the seat's
     * own turn: made on the table, and as a turn on a twin where the seat's turn has just started, it leaves the same
     * hands, piles, colour, direction, turn, phase, count, run and winners. A rule whose {@code apply} carries a jump
     * out itself swallows what the other rules do with the move (the hand swap of a 7 under {@code seven-swap}).
     * Nothing is checked for any other move.
     *
     * @param state a state still in play
     * @param seat the seat that makes the move
     * @param move one of that seat's legal moves
     */
    public static void moveOutOfTurnPlaysAsThatTurn(GameState state, int seat, Move move) {
        Outcome outcome = state.apply(seat, move);
        if (!(outcome instanceof Outcome.Accepted accepted)) {
            throw new IllegalArgumentException(seat + ": " + move.notation() + " is not legal on\n" + state);
        }
        TurnTakenOutOfTurn.check(state, seat, move, accepted, null);
    }

    /**
     * Rules that compose give the same game in either order: a random game of the configuration, moves out of turn
     * included, is compared move by move with its variants in the reverse order, on the same table before every move
     * — every seat's legal moves, the events of the move (as a spectator sees them, in any order) and the table after
     * it. A difference means one rule replaces the other's move instead of handing it on; the report names both
     * orders, the move, both event lists and the table. Variants that declare their order
     * ({@link dev.taki.api.spi.Variant#before()}, {@code after()}) resolve alike in both, and are not compared.
     *
     * @param config the game's configuration, its variants in the first order
     * @param catalog where its variants are looked up
     * @param seed the seed of the random moves
     */
    public static void bothOrdersPlayAlike(GameConfig config, VariantCatalog catalog, long seed) {
        BothOrders.check(config, catalog, seed);
    }

    /**
     * The same configuration and moves, in notation, replay to an equal state.
     *
     * @param config the game's configuration
     * @param catalog where its variants are looked up
     * @param seed the seed of the random moves
     */
    public static void replayGivesAnEqualState(GameConfig config, VariantCatalog catalog, long seed) {
        RandomGame.Played game;
        try {
            game = RandomGame.play(Taki.newGame(config, catalog), new Random(seed), 0.1, 0);
        } catch (NonEndingGame e) {
            throw Reproduction.of("replayGivesAnEqualState", config, catalog, seed).explain(e);
        }
        GameState replay = Taki.newGame(config, catalog);
        for (String line : game.moves()) {
            RecordedMove m = RecordedMove.parse(line, replay.game().notation());
            Outcome o = replay.apply(m.seat(), m.move());
            if (!o.isAccepted()) {
                throw new AssertionError("replaying '" + line + "' was refused: " + ((Outcome.Rejected) o).message()
                        + "\n" + replay);
            }
            replay = o.state();
        }
        if (!replay.equals(game.end())) {
            throw new AssertionError("replaying " + game.moves().size() + " moves gave another state\nplayed:\n"
                    + game.end() + "\nreplayed:\n" + replay);
        }
    }

    /**
     * A legal move is accepted; a refused move has a reason and a message, and leaves the state as it was, as a
     * whole: every fact of the table (hands, both piles in order, colour, direction, turn, phase, counts, runs,
     * winners, round, move count, random state, every variant's state), its configuration and hash, every seat's
     * legal moves and view, and {@code equals} with a copy made before ({@link StateSnapshot}); acceptance agrees
     * with legality.
     *
     * @param attempt a state, a seat and a move
     */
    public static void attemptIsAcceptedExactlyWhenLegal(Attempt attempt) {
        attemptIsAcceptedExactlyWhenLegal(attempt, StateSnapshot.ofWhole(attempt.state()));
    }

    /** The same, against a snapshot of the attempt's state taken before (one for many attempts on one state). */
    static void attemptIsAcceptedExactlyWhenLegal(Attempt attempt, StateSnapshot before) {
        Outcome o = attempt.apply();
        if (o.isAccepted() != attempt.isLegal()) {
            throw new AssertionError(attempt.seat() + ": " + attempt.move().notation() + (attempt.isLegal()
                    ? " is legal but was refused: " + ((Outcome.Rejected) o).message()
                    : " is not legal but was accepted") + "\n" + attempt.state());
        }
        if (o instanceof Outcome.Rejected r && (r.reason() == null || r.message() == null || r.message().isBlank())) {
            throw new AssertionError(attempt.seat() + ": " + attempt.move().notation() + " was refused without a reason"
                    + " or a message: " + r + "\n" + attempt.state());
        }
        List<String> changed = before.differencesFrom(attempt.state());
        if (!changed.isEmpty()) {
            throw new AssertionError("applying " + attempt.seat() + ": " + attempt.move().notation() + " ("
                    + (o.isAccepted() ? "accepted" : "refused") + ") changed the state it was applied to:\n  "
                    + String.join("\n  ", changed) + "\nbefore:\n" + before.facts() + "\nafter:\n" + attempt.state());
        }
    }

    /**
     * RULES.md § 8, "no player's view shows another player's hand or the order of the draw pile": each
     * seat's view holds that seat's hand and the public table, and is the same when the cards the seat
     * cannot see are rearranged (so neither the view, nor the seat's legal moves, nor a variant's public
     * state depend on them); so is a spectator's view, which holds no hand; the events of a move seen by another
     * seat carry no drawn cards. What a move shows of the acting seat's own cards is
     * {@link #moveRevealsNothingHidden}'s.
     *
     * @param state a state still in play
     * @param catalog where its variants are looked up
     * @param seed the seed of the rearranged tables
     */
    public static void viewsHideWhatTheyMust(GameState state, VariantCatalog catalog, long seed) {
        Random random = new Random(seed);
        for (int seat = 0; seat < state.players(); seat++) {
            PlayerView v = state.view(seat);
            List<Integer> sizes = new ArrayList<>();
            for (int s = 0; s < state.players(); s++) {
                sizes.add(state.handSize(s));
            }
            expect(v.seat() == seat, "the view of seat " + seat + " names seat " + v.seat(), state);
            expect(v.hand().equals(state.hand(seat)), "the view of seat " + seat + " does not hold its own hand", state);
            expect(v.handSizes().equals(sizes), "the view of seat " + seat + " shows other hand sizes", state);
            expect(v.discardPile().equals(state.discardPile()) && v.drawPileSize() == state.drawPileSize(),
                    "the view of seat " + seat + " shows other piles", state);
            expect(v.legalMoves().equals(state.legalMoves(seat)),
                    "the view of seat " + seat + " shows other legal moves than the state", state);
            GameState twin;
            try {
                twin = HiddenInformation.twin(state, seat, random, catalog);
            } catch (RuntimeException e) {
                throw new AssertionError("rearranging the cards seat " + seat + " cannot see gave a table the rules"
                        + " refuse: " + e.getMessage() + "\n" + state, e);
            }
            PlayerView w = twin.view(seat);
            if (!w.equals(v)) {
                throw new AssertionError("the view of seat " + seat + " changes when only cards it cannot see are"
                        + " rearranged: " + differences(v, w) + "\n" + state + "\nrearranged:\n" + twin);
            }
        }
        PlayerView spectator = state.spectatorView();
        expect(spectator.seat() == -1 && spectator.hand().isEmpty() && spectator.legalMoves().isEmpty(),
                "the spectator's view holds a seat, a hand or legal moves: " + spectator, state);
        GameState rearranged;
        try {
            rearranged = HiddenInformation.twin(state, -1, random, catalog);
        } catch (RuntimeException e) {
            throw new AssertionError("rearranging the cards a spectator cannot see gave a table the rules refuse: "
                    + e.getMessage() + "\n" + state, e);
        }
        if (!rearranged.spectatorView().equals(spectator)) {
            throw new AssertionError("the spectator's view changes when only hidden cards are rearranged: "
                    + differences(spectator, rearranged.spectatorView()) + "\n" + state + "\nrearranged:\n" + rearranged);
        }
        if (!state.isOver()) {
            List<Move> legal = state.legalMoves();
            Move move = legal.get(random.nextInt(legal.size()));
            for (Event e : ((Outcome.Accepted) state.apply(state.toAct(), move)).events()) {
                for (int seat = 0; seat < state.players(); seat++) {
                    if (e instanceof Event.CardsDrawn d && d.seat() != seat
                            && e.seenBy(seat) instanceof Event.CardsDrawn seen && !seen.cards().isEmpty()) {
                        throw new AssertionError("seat " + seat + " sees the cards seat " + d.seat() + " drew after "
                                + move.notation() + "\n" + state);
                    }
                    if (e instanceof Event.CardsGiven g && g.from() != seat && g.to() != seat
                            && e.seenBy(seat) instanceof Event.CardsGiven seen && !seen.cards().isEmpty()) {
                        throw new AssertionError("seat " + seat + " sees the cards seat " + g.from() + " gave seat "
                                + g.to() + " after " + move.notation() + "\n" + state);
                    }
                }
            }
        }
    }

    /**
     * A state written as JSON and read back ({@link TakiJson}) is equal to it, and so is every seat's view.
     *
     * @param state any state
     * @param catalog where its variants are looked up
     */
    public static void jsonRoundTripGivesAnEqualState(GameState state, VariantCatalog catalog) {
        TakiJson json = TakiJson.create(catalog);
        String text = json.writeState(state);
        GameState back;
        try {
            back = json.readState(text);
        } catch (RuntimeException e) {
            throw new AssertionError("a state written as JSON cannot be read back: " + e.getMessage() + "\n" + text, e);
        }
        expect(back.equals(state), "the state read back from JSON differs:\n" + back + "\nJSON: " + text, state);
        for (int seat = 0; seat < state.players(); seat++) {
            PlayerView v = state.view(seat);
            PlayerView read = json.readView(json.writeView(v));
            if (!read.equals(v)) {
                throw new AssertionError("the view of seat " + seat + " read back from JSON differs: "
                        + differences(v, read) + "\n" + state);
            }
        }
    }

    private static void expect(boolean holds, String what, GameState state) {
        if (!holds) {
            throw new AssertionError(what + "\n" + state);
        }
    }

    /** The fields in which two views differ, with both values. */
    static String differences(PlayerView a, PlayerView b) {
        List<String> out = new ArrayList<>();
        for (RecordComponent c : PlayerView.class.getRecordComponents()) {
            try {
                Object x = c.getAccessor().invoke(a);
                Object y = c.getAccessor().invoke(b);
                if (!java.util.Objects.equals(x, y)) {
                    out.add(c.getName() + " " + x + " became " + y);
                }
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        return String.join("; ", out);
    }
}
