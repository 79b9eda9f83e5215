package dev.taki.testkit.contract;

import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.PlayerView;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.core.TableFacts;
import dev.taki.core.json.TakiJson;
import dev.taki.core.record.RecordedMove;
import dev.taki.testkit.arbitraries.Attempt;
import dev.taki.testkit.play.RandomGame;

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
    private ContractChecks() {
    }

    /**
     * Plays a whole random game: RULES.md § 8 holds after every move, random moves by random seats are
     * accepted exactly when legal and a refused one changes nothing, and the game ends with a winner.
     */
    public static void randomGameKeepsTheInvariantsAndEnds(GameConfig config, VariantCatalog catalog, long seed) {
        RandomGame.Played game = RandomGame.play(Taki.newGame(config, catalog), new Random(seed), 0.1, 2);
        if (game.end().winners().isEmpty()) {
            throw new AssertionError("the game ended without a winner\n" + game.end());
        }
    }

    /** The same configuration and moves, in notation, replay to an equal state. */
    public static void replayGivesAnEqualState(GameConfig config, VariantCatalog catalog, long seed) {
        RandomGame.Played game = RandomGame.play(Taki.newGame(config, catalog), new Random(seed), 0.1, 0);
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
     * A legal move is accepted; a refused move leaves the state as it was — every fact of it, the draw pile, the
     * random state, the discard pile and the variants' states included; acceptance agrees with legality.
     */
    public static void attemptIsAcceptedExactlyWhenLegal(Attempt attempt) {
        TableFacts before = TableFacts.of(attempt.state());
        Outcome o = attempt.apply();
        if (o.isAccepted() != attempt.isLegal()) {
            throw new AssertionError(attempt.seat() + ": " + attempt.move().notation() + (attempt.isLegal()
                    ? " is legal but was refused: " + ((Outcome.Rejected) o).message()
                    : " is not legal but was accepted") + "\n" + attempt.state());
        }
        if (!before.equals(TableFacts.of(attempt.state()))) {
            throw new AssertionError("applying a move changed the state it was applied to\nbefore:\n" + before
                    + "\nafter:\n" + attempt.state());
        }
    }

    /**
     * RULES.md § 8, "no player's view shows another player's hand or the order of the draw pile": each
     * seat's view holds that seat's hand and the public table, and is the same when the cards the seat
     * cannot see are rearranged (so neither the view, nor the seat's legal moves, nor a variant's public
     * state depend on them); the events of a move seen by another seat carry no drawn cards.
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
