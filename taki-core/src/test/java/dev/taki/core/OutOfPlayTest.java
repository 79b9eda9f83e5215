package dev.taki.core;

import dev.taki.api.Card;
import dev.taki.api.ConfigurationException;
import dev.taki.api.Direction;
import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.PlayerView;
import dev.taki.api.TableSetup;
import dev.taki.api.TableSetup.Rest;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;
import dev.taki.api.spi.Variant;
import dev.taki.core.json.TakiJson;
import dev.taki.core.json.TakiJsonException;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Cards out of play: set aside for the whole game, in no hand and no pile. They are a place of the table like the
 * piles — counted by every check, shown to everyone, kept by JSON and by a table rebuilt from a view — and no
 * draw, reshuffle or new round ever brings them back.
 */
class OutOfPlayTest {
    /** Starts a new round, with the seat that went out first, instead of ending the first round. */
    private static final Variant SECOND_ROUND = new Variant() {
        @Override public String id() { return "second-round"; }
        @Override public String description() { return "the first seat out starts a second round"; }
        @Override public Rules rules(Options options) {
            return new Rules() {
                @Override public boolean onPlayerOut(Table table, int seat) {
                    if (table.round() > 1) {
                        return false;
                    }
                    table.newRound(seat);
                    return true;
                }
            };
        }
    };
    /** Plays without Kings. */
    private static final Variant NO_KINGS = new Variant() {
        @Override public String id() { return "no-kings"; }
        @Override public String description() { return "the deck has no King"; }
        @Override public Rules rules(Options options) {
            return new Rules() {
                @Override public void adjustDeck(List<Card> deck) {
                    deck.removeIf(c -> c.kind() == dev.taki.api.CardKind.KING);
                }
            };
        }
    };
    private static final VariantCatalog CATALOG = VariantCatalog.of(List.of(SECOND_ROUND, NO_KINGS), List.of());
    private static final TakiJson JSON = TakiJson.create(CATALOG);

    @Test
    void restOutLeavesBothPilesExactlyAsListedAndEveryOtherCardAside() {
        GameState s = start(2, setup(List.of(cards("G3"), cards("B4 B6")), "R9", "Y1", "", Rest.OUT_OF_PLAY, ""));
        assertEquals(1, s.drawPileSize());
        assertEquals(cards("R9"), s.discardPile());
        assertEquals(s.game().deck().size() - 5, s.outOfPlay().size());
        assertEquals(s.outOfPlay(), s.view(0).outOfPlay(), "cards out of play lie face up");
        assertEquals(s.outOfPlay(), s.spectatorView().outOfPlay());
        assertEquals(s, TableFacts.of(s).restore(s.game()), "the facts count the cards out of play");
    }

    @Test
    void aDrawFromEmptyPilesIsForgivenAndTheCardsOutOfPlayStayAside() {
        GameState s = start(2, setup(List.of(cards("G3"), cards("B4 B6")), "R9", "", "", Rest.OUT_OF_PLAY, ""));
        assertEquals(List.of(Move.draw()), s.legalMoves());
        Outcome.Accepted drawn = (Outcome.Accepted) s.apply(0, Move.draw());
        assertTrue(drawn.events().contains(new Event.CardsDrawn(0, 0, List.of(), Event.DrawCause.TURN, 1)),
                drawn.events().toString());
        assertEquals(cards("G3"), drawn.state().hand(0));
        assertEquals(s.outOfPlay(), drawn.state().outOfPlay());
        assertEquals(1, drawn.state().toAct());
    }

    @Test
    void aReshuffleTakesTheDiscardPileOnlyNeverTheCardsOutOfPlay() {
        GameState s = start(2, setup(List.of(cards("G3 G4"), cards("B4 B6")), "R9", "", "", Rest.DISCARD_PILE,
                "KING KING R1"));
        assertEquals(0, s.drawPileSize());
        Outcome.Accepted drawn = (Outcome.Accepted) s.apply(0, Move.draw());
        int reshuffled = s.discardPile().size() - 1;
        assertTrue(drawn.events().contains(new Event.DeckReshuffled(reshuffled)), drawn.events().toString());
        assertEquals(cards("KING KING R1"), drawn.state().outOfPlay());
        assertEquals(cards("R9"), drawn.state().discardPile());
        assertEquals(reshuffled - 1, drawn.state().drawPileSize());
    }

    @Test
    void aNewRoundDealsOnlyTheCardsInPlay() {
        GameState s = start(2, variants("second-round"),
                setup(List.of(cards("R5"), cards("G3 G4")), "R9", "", "", Rest.DRAW_PILE, "KING KING R1 R1"));
        GameState next = s.apply(0, Move.play(Card.parse("R5"))).state();
        assertEquals(2, next.round());
        assertEquals(cards("KING KING R1 R1"), next.outOfPlay());
        assertEquals(next.game().deck().size() - 4, cardsInPlay(next).size());
        for (Card aside : List.of(Card.parse("KING"), Card.parse("R1"))) {
            assertFalse(cardsInPlay(next).contains(aside), aside + " was dealt again");
        }
    }

    @Test
    void aNewRoundWithFewCardsInPlayDealsWhatThereIsAndTurnsUpOne() {
        GameState s = start(2, variants("second-round"),
                setup(List.of(cards("R5"), cards("G3 G4")), "R9", "", "", Rest.OUT_OF_PLAY, ""));
        GameState next = s.apply(0, Move.play(Card.parse("R5"))).state();
        assertEquals(2, next.round());
        assertEquals(3, next.handSize(0) + next.handSize(1));
        assertEquals(1, next.discardPile().size());
        assertEquals(0, next.drawPileSize());
        assertFalse(next.legalMoves().isEmpty(), "the new round can be played");
    }

    @Test
    void aStateWithCardsOutOfPlayReadsBackEqualAndADealtOneIsWrittenAsBefore() {
        GameState s = start(2, setup(List.of(cards("G3"), cards("B4 B6")), "R9", "Y1", "B1", Rest.DRAW_PILE,
                "KING R1"));
        String text = JSON.writeState(s);
        assertTrue(text.contains("\"discardPile\":[\"R9\",\"B1\"],\"outOfPlay\":[\"KING\",\"R1\"],"), text);
        assertEquals(s, JSON.readState(text));
        assertEquals(text, JSON.writeState(JSON.readState(text)));
        String dealt = JSON.writeState(Taki.newGame(GameConfig.of(3, 4), CATALOG));
        assertFalse(dealt.contains("outOfPlay"), dealt);
        assertEquals(dealt, JSON.writeState(JSON.readState(dealt)));
    }

    @Test
    void aViewShowsTheCardsOutOfPlayAndReadsBackEqual() {
        GameState s = start(2, setup(List.of(cards("G3"), cards("B4 B6")), "R9", "Y1", "", Rest.DRAW_PILE,
                "KING R1"));
        PlayerView view = s.view(1);
        String text = JSON.writeView(view);
        assertTrue(text.contains("\"outOfPlay\":[\"KING\",\"R1\"]"), text);
        assertEquals(view, JSON.readView(text));
        assertTrue(JSON.writePublicView(s).contains("\"outOfPlay\":[\"KING\",\"R1\"]"));
        String dealt = JSON.writeView(Taki.newGame(GameConfig.of(3, 4), CATALOG).view(0));
        assertFalse(dealt.contains("outOfPlay"), dealt);
        String format1 = text.replace("\"format\":2", "\"format\":1");
        TakiJsonException old = assertThrows(TakiJsonException.class, () -> JSON.readView(format1));
        assertTrue(old.getMessage().contains("outOfPlay"), old.getMessage());
    }

    @Test
    void aTableResumedFromAViewKeepsTheCardsOutOfPlayAndAGuessMayNotHoldThem() {
        GameState s = start(2, setup(List.of(cards("G3"), cards("B4 B6")), "R9", "Y1", "", Rest.DRAW_PILE,
                "KING R1"));
        TableFacts f = TableFacts.of(s);
        PlayerView view = s.view(0);
        assertEquals(s, s.game().resume(view, f.hands(), f.drawPile(), f.rng()));
        List<Card> guess = new ArrayList<>(f.drawPile());
        guess.set(guess.indexOf(Card.parse("KING")), Card.parse("R1"));
        ConfigurationException e = assertThrows(ConfigurationException.class,
                () -> s.game().resume(view, f.hands(), guess, f.rng()));
        assertTrue(e.problems().contains("cards: 1 R1 more than the deck less the view's discard pile and cards out of"
                + " play holds (the deck has 2)"), e.problems().toString());
    }

    @Test
    void aCardOutOfPlayThatIsAlsoInAPlaceIsRefusedWhenATableIsRestored() {
        GameState s = start(2, setup(List.of(cards("G3"), cards("B4 B6")), "R9", "", "", Rest.OUT_OF_PLAY, ""));
        TableFacts f = TableFacts.of(s);
        List<Card> aside = new ArrayList<>(f.outOfPlay());
        aside.add(Card.parse("G3"));
        aside.remove(Card.parse("KING"));
        ConfigurationException e = assertThrows(ConfigurationException.class, () -> new TableFacts(f.hands(),
                f.drawPile(), f.discardPile(), aside, f.transparentOnTop(), f.activeColor(), f.direction(),
                f.turnOwner(), f.toAct(), f.phase(), f.pendingDraw(), f.pendingDrawKind(), f.taki(), f.pendingWinners(),
                f.winners(), f.rng(), f.round(), f.moveCount(), f.variantStates()).restore(s.game()));
        assertEquals(List.of("cards: 1 G3 more than the configured deck holds (2)",
                "cards: 1 KING of the deck are in no hand or pile, nor out of play"), e.problems());
    }

    @Test
    void aSetupThatSetsAsideCardsTheDeckLacksIsRefusedNamingTheField() {
        List<List<Card>> hands = List.of(cards("R5"), cards("G3"));
        assertEquals(List.of("setup.outOfPlay: sets aside 3 copies of R1, the deck holds 2"),
                refused(setup(hands, "R9", "", "", Rest.DRAW_PILE, "R1 R1 R1")));
        assertEquals(List.of("setup: places 3 copies of R5, the deck holds 2 (2 of them in setup.outOfPlay)"),
                refused(setup(hands, "R9", "", "", Rest.DRAW_PILE, "R5 R5")));
        assertEquals(List.of("setup.outOfPlay: the configured deck has no KING"), assertThrows(
                ConfigurationException.class, () -> start(2, variants("no-kings"),
                        setup(hands, "R9", "", "", Rest.DRAW_PILE, "KING"))).problems());
    }

    @Test
    void theFormsBeforeCardsOutOfPlayStillBuildTablesWithoutThem() {
        TableSetup old = new TableSetup(List.of(cards("R5"), cards("G3")), Card.parse("R9"), null, null, null, 0,
                Direction.CW, true, 0, Map.of());
        assertEquals(Rest.DISCARD_PILE, old.rest());
        assertTrue(old.restUnderDiscard());
        assertEquals(List.of(), old.outOfPlay());
        GameState s = start(2, old);
        assertEquals(List.of(), s.outOfPlay());
        PlayerView v = s.view(0);
        assertEquals(v, new PlayerView(v.seat(), v.hand(), v.handSizes(), v.leading(), v.activeColor(), v.direction(),
                v.drawPileSize(), v.discardPile(), v.turnOwner(), v.toAct(), v.phase(), v.pendingDraw(), v.taki(),
                v.winners(), v.legalMoves(), v.variantStates(), v.round(), v.version()));
    }

    private static List<String> refused(TableSetup setup) {
        return assertThrows(ConfigurationException.class, () -> start(2, setup)).problems();
    }

    private static GameState start(int players, TableSetup setup) {
        return start(players, List.of(), setup);
    }

    private static GameState start(int players, List<VariantChoice> variants, TableSetup setup) {
        return Taki.fromSetup(GameConfig.of(players, 1).withVariants(variants), setup, CATALOG);
    }

    private static List<VariantChoice> variants(String... ids) {
        return Arrays.stream(ids).map(VariantChoice::of).toList();
    }

    private static TableSetup setup(List<List<Card>> hands, String leading, String drawPile, String discardPile,
                                    Rest rest, String outOfPlay) {
        return new TableSetup(hands, Card.parse(leading), null, cards(drawPile), cards(discardPile), 0, Direction.CW,
                rest, 7, Map.of(), cards(outOfPlay));
    }

    /** Every card in a hand or a pile. */
    private static List<Card> cardsInPlay(GameState s) {
        List<Card> all = new ArrayList<>(Referee.drawPile(s));
        all.addAll(s.discardPile());
        for (int seat = 0; seat < s.players(); seat++) {
            all.addAll(s.hand(seat));
        }
        return all;
    }

    private static List<Card> cards(String text) {
        return text.isBlank() ? List.of() : Arrays.stream(text.trim().split(" ")).map(Card::parse).toList();
    }
}
