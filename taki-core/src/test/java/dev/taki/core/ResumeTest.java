package dev.taki.core;

import dev.taki.api.Card;
import dev.taki.api.ConfigurationException;
import dev.taki.api.Direction;
import dev.taki.api.Event;
import dev.taki.api.Game;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.Phase;
import dev.taki.api.PlayerView;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.StateCodec;
import dev.taki.api.spi.Table;
import dev.taki.api.spi.Variant;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.UnaryOperator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link Game#resume}: a whole table from a seat's view and a guess of the cards hidden from it. With the real
 * hidden cards it is the very state the view came from; with any other guess it shows the seat the same view; a
 * guess that does not fit the view is refused, naming what is wrong.
 */
class ResumeTest {
    private static final VariantCatalog CATALOG = VariantCatalog.of(
            List.of(new MarksLastDraw(true), new HidesLastDraw()), List.of());

    @Property(tries = 40)
    void theRealHiddenCardsGiveBackTheStateItself(@ForAll @IntRange(min = 2, max = 10) int players,
                                                 @ForAll long seed, @ForAll boolean marksDraws) {
        GameConfig config = config(players, seed, marksDraws ? List.of(MarksLastDraw.ID) : List.of());
        int checked = 0;
        for (GameState state : game(config, seed)) {
            TableFacts facts = TableFacts.of(state);
            for (int seat = -1; seat < players; seat++) {
                PlayerView view = seat < 0 ? state.spectatorView() : state.view(seat);
                GameState resumed = state.game().resume(view, facts.hands(), facts.drawPile(), facts.rng());
                assertEquals(state, resumed, "seat " + seat);
                assertEquals(view, seat < 0 ? resumed.spectatorView() : resumed.view(seat));
                checked++;
            }
        }
        assertTrue(checked > players, "states checked: " + checked);
    }

    /**
     * Two seats emptied their hands on one +2 count, the later one first in seat order: resumed, the first to empty it
     * must stay first (it is the winner), though the view shows no order.
     */
    @Test
    void seatsThatEmptiedTheirHandsOnACountKeepTheirOrder() {
        theRealHiddenCardsGiveBackTheStateItself(2, -133, true);
    }

    @Property(tries = 30)
    void anyGuessOfTheHiddenCardsShowsTheSeatTheSameView(@ForAll @IntRange(min = 2, max = 6) int players,
                                                        @ForAll long seed) {
        GameConfig config = config(players, seed, List.of(MarksLastDraw.ID));
        Random random = new Random(seed);
        int differ = 0;
        int guessedStates = 0;
        for (GameState state : game(config, seed)) {
            int seat = state.toAct();
            PlayerView view = state.view(seat);
            TableFacts facts = TableFacts.of(state);
            List<Card> hidden = new ArrayList<>(facts.drawPile());
            for (int s = 0; s < players; s++) {
                if (s != seat) {
                    hidden.addAll(facts.hands().get(s));
                }
            }
            Collections.shuffle(hidden, random);
            List<List<Card>> hands = new ArrayList<>();
            int next = 0;
            for (int s = 0; s < players; s++) {
                int size = view.handSizes().get(s);
                hands.add(s == seat ? view.hand() : hidden.subList(next, next += size));
            }
            GameState guessed = state.game().resume(view, hands, hidden.subList(next, hidden.size()), random.nextLong());
            assertEquals(view, guessed.view(seat));
            differ += guessed.equals(state) ? 0 : 1;
            if (!view.variantStates().isEmpty() && ((int) view.variantStates().get(MarksLastDraw.ID).get("seat")) != seat) {
                guessedStates++;
                LastDraw mark = guessed.state(MarksLastDraw.ID, LastDraw.class).orElseThrow();
                assertEquals(guessed.hand(mark.seat()).get(guessed.handSize(mark.seat()) - 1), mark.card(),
                        "the plugin guessed the card last received by the seat that drew it");
            }
        }
        assertTrue(differ > 0, "the guesses should differ from the real table");
        // A game may pass without a draw for a turn while another seat acts: most games have one, not all.
        Statistics.collect(guessedStates > 0 ? "a hidden part guessed" : "no hidden part to guess");
        Statistics.coverage(c -> c.check("a hidden part guessed").percentage(p -> p >= 50));
    }

    @Test
    void aGuessThatDoesNotFitTheViewIsRefusedNamingTheField() {
        GameState state = Taki.newGame(GameConfig.of(3, 11));
        PlayerView view = state.view(0);
        TableFacts f = TableFacts.of(state);
        Game game = state.game();
        List<List<Card>> hands = f.hands();

        assertRefused("hands: expected 3 hands (one per player), got 2",
                () -> game.resume(view, hands.subList(0, 2), f.drawPile(), 1));
        assertRefused("hands[1]: expected 8 cards (the view's handSizes[1]), got 7",
                () -> game.resume(view, replace(hands, 1, h -> h.subList(1, 8)), f.drawPile(), 1));
        assertRefused("hands[0]: expected the view's own hand",
                () -> game.resume(view, replace(hands, 0, ResumeTest::reversed), f.drawPile(), 1));
        assertRefused("drawPile: expected " + view.drawPileSize() + " cards (the view's drawPileSize), got 3",
                () -> game.resume(view, hands, f.drawPile().subList(0, 3), 1));
        Card first = hands.get(1).get(0);
        Card stranger = f.hands().get(2).get(0).equals(first) ? hands.get(2).get(1) : hands.get(2).get(0);
        List<List<Card>> twice = replace(hands, 1, h -> replaceCard(h, 0, stranger));
        assertRefused("of the deck are in no hand or pile", () -> game.resume(view, twice, f.drawPile(), 1));
        assertRefused("more than the deck less the view's discard pile holds",
                () -> game.resume(view, twice, f.drawPile(), 1));
        PlayerView ofFour = Taki.newGame(GameConfig.of(4, 11)).view(0);
        assertRefused("view.handSizes: expected 3 seats (the players of this game), got 4",
                () -> game.resume(ofFour, hands, f.drawPile(), 1));
        assertRefused("view: required", () -> game.resume(null, hands, f.drawPile(), 1));
    }

    @Test
    void aViewTheRebuiltTableWouldNotShowIsRefusedNamingTheField() {
        GameState state = Taki.newGame(GameConfig.of(3, 12));
        PlayerView v = state.view(state.toAct());
        TableFacts f = TableFacts.of(state);
        PlayerView wrongMoves = new PlayerView(v.seat(), v.hand(), v.handSizes(), v.leading(), v.activeColor(),
                v.direction(), v.drawPileSize(), v.discardPile(), v.turnOwner(), v.toAct(), v.phase(), v.pendingDraw(),
                v.taki(), v.winners(), List.of(Move.draw()), v.variantStates(), v.round(), v.version());
        assertRefused("view.legalMoves: the table rebuilt shows",
                () -> state.game().resume(wrongMoves, f.hands(), f.drawPile(), f.rng()));
        PlayerView wrongSeat = new PlayerView(7, v.hand(), v.handSizes(), v.leading(), v.activeColor(),
                v.direction(), v.drawPileSize(), v.discardPile(), v.turnOwner(), v.toAct(), v.phase(), v.pendingDraw(),
                v.taki(), v.winners(), v.legalMoves(), v.variantStates(), v.round(), v.version());
        assertRefused("view.seat: expected -1 (a spectator) to 2, got 7",
                () -> state.game().resume(wrongSeat, f.hands(), f.drawPile(), f.rng()));
    }

    @Test
    void aStateWithAHiddenPartItsPluginCannotGuessIsRefusedNamingThePlugin() {
        GameState state = Taki.newGame(config(3, 5, List.of(HidesLastDraw.ID)), CATALOG);
        while (state.view(0).variantStates().isEmpty()) {
            state = ((Outcome.Accepted) state.apply(state.toAct(), state.legalMoves().get(state.legalMoves().size() - 1)
                    .withDeclaration())).state();
        }
        TableFacts f = TableFacts.of(state);
        GameState marked = state;
        assertRefused("variantStates." + HidesLastDraw.ID + ": its plugin shows only part of this state and gives no"
                + " way to guess the rest", () -> marked.game().resume(marked.view(0), f.hands(), f.drawPile(), f.rng()));
        assertNotEquals(Map.of(), state.variantState(HidesLastDraw.ID));
    }

    // ---- helpers ----------------------------------------------------------------------------------------

    private static GameConfig config(int players, long seed, List<String> variants) {
        Random random = new Random(seed);
        return new GameConfig(players, seed, random.nextInt(players), random.nextBoolean() ? Direction.CW : Direction.CCW,
                variants.stream().map(VariantChoice::of).toList());
    }

    /** Every state of a random game with these rules, at most 400 moves. */
    private static List<GameState> game(GameConfig config, long seed) {
        Random random = new Random(~seed);
        GameState state = Taki.newGame(config, CATALOG);
        List<GameState> states = new ArrayList<>(List.of(state));
        while (!state.isOver() && states.size() < 400) {
            List<Move> legal = state.legalMoves();
            Move move = legal.get(random.nextInt(legal.size()));
            state = ((Outcome.Accepted) state.apply(state.toAct(), random.nextInt(8) > 0 ? move.withDeclaration() : move))
                    .state();
            states.add(state);
        }
        return states;
    }

    private static void assertRefused(String expected, org.junit.jupiter.api.function.Executable resume) {
        ConfigurationException e = assertThrows(ConfigurationException.class, resume);
        assertTrue(e.getMessage().contains(expected), () -> "expected '" + expected + "' in: " + e.getMessage());
    }

    private static List<List<Card>> replace(List<List<Card>> hands, int seat, UnaryOperator<List<Card>> change) {
        List<List<Card>> out = new ArrayList<>(hands);
        out.set(seat, change.apply(hands.get(seat)));
        return out;
    }

    private static List<Card> reversed(List<Card> cards) {
        List<Card> out = new ArrayList<>(cards);
        Collections.reverse(out);
        return out;
    }

    private static List<Card> replaceCard(List<Card> cards, int index, Card card) {
        List<Card> out = new ArrayList<>(cards);
        out.set(index, card);
        return out;
    }

    // ---- plugins whose state hides a card ---------------------------------------------------------------

    /** The card a seat drew for its turn, kept until the next move; every player sees the seat, not the card. */
    record LastDraw(int seat, Card card) {
        Map<String, Object> json() {
            return Map.of("seat", seat, "card", card.notation());
        }

        Map<String, Object> publicJson() {
            return Map.of("seat", seat);
        }

        static LastDraw read(Map<String, Object> json, Game game) {
            return new LastDraw((Integer) json.get("seat"), game.parseCard((String) json.get("card")));
        }

        /** The card a seat drew last is the last card it received: the state lasts only until the next move. */
        static Map<String, ?> guess(Map<String, Object> publicPart, dev.taki.api.TableView table) {
            int seat = (Integer) publicPart.get("seat");
            List<Card> hand = table.hand(seat);
            return Map.of("seat", seat, "card", hand.get(hand.size() - 1).notation());
        }
    }

    /** Marks the seat that drew for its turn; its codec can guess the hidden card, or not. */
    static class MarksLastDraw implements Variant {
        static final String ID = "marks-last-draw";
        private final String id;
        private final boolean guesses;

        MarksLastDraw(boolean guesses) {
            this(ID, guesses);
        }

        MarksLastDraw(String id, boolean guesses) {
            this.id = id;
            this.guesses = guesses;
        }

        @Override public String id() { return id; }
        @Override public String description() { return "marks the seat that drew for its turn, and the card"; }

        @Override public void setUp(SetupContext context) {
            StateCodec<LastDraw> codec = new StateCodec<>(id, LastDraw.class, LastDraw::json, LastDraw::read,
                    LastDraw::publicJson);
            context.state(guesses ? codec.withGuessHidden(LastDraw::guess) : codec);
        }

        @Override public Rules rules(Options options) {
            return new Rules() {
                @Override public boolean apply(Table table, int seat, Move move) {
                    table.setState(id, null);
                    if (!(move instanceof Move.Draw) || table.phase() != Phase.TURN || table.pendingDraw() > 0) {
                        return false;
                    }
                    List<Card> drawn = table.draw(seat, 1, Event.DrawCause.TURN);
                    if (!drawn.isEmpty()) {
                        table.setState(id, new LastDraw(seat, drawn.get(0)));
                    }
                    table.endTurn(0);
                    return true;
                }
            };
        }
    }

    /** The same mark, whose codec gives no way to guess the card. */
    static final class HidesLastDraw extends MarksLastDraw {
        static final String ID = "hides-last-draw";

        HidesLastDraw() {
            super(ID, false);
        }
    }
}
