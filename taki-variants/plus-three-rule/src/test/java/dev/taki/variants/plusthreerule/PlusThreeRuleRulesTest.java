package dev.taki.variants.plusthreerule;

import dev.taki.api.Card;
import dev.taki.api.Color;
import dev.taki.api.ConfigurationException;
import dev.taki.api.Decks;
import dev.taki.api.Direction;
import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.Rejection;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.ResponseWindow;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Variant;
import dev.taki.core.Referee;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.testkit.play.ScriptedGame;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a player would notice of plus-three-rule beyond the scenario files. */
class PlusThreeRuleRulesTest {
    private static final String ID = PlusThreeRule.ID;

    private static String game(int players, String setup) {
        return "{\"players\": " + players + ", \"variants\": [\"" + ID + "\"], \"setup\": " + setup + "}";
    }

    private static List<String> types(List<Event> events) {
        return events.stream().map(Event::type).toList();
    }

    // ---- the plugin ---------------------------------------------------------------------------------

    @Test
    void isFoundOnTheClassPathWithNoOptionsAndConflictsWithPlusThreeCard() {
        Variant v = VariantCatalog.discover().variants().get(ID);
        assertTrue(v instanceof PlusThreeRule, "plus-three-rule is registered as a service");
        assertFalse(v.description().isBlank());
        assertTrue(v.options().isEmpty());
        assertEquals(Set.of("plus-three-card"), v.conflicts());
    }

    @Test
    void aConfigurationWithPlusThreeCardIsRefused() {
        Variant other = new Variant() {
            @Override public String id() { return "plus-three-card"; }
            @Override public String description() { return "stand-in"; }
            @Override public Rules rules(Options options) { return new Rules() { }; }
        };
        VariantCatalog catalog = VariantCatalog.of(List.of(new PlusThreeRule(), other), List.of());
        GameConfig config = new GameConfig(2, 0, 0, Direction.CW,
                List.of(VariantChoice.of(ID), VariantChoice.of("plus-three-card")));
        ConfigurationException e = assertThrows(ConfigurationException.class, () -> Taki.newGame(config, catalog));
        assertTrue(e.getMessage().contains("conflicts"), e.getMessage());
    }

    @Test
    void theDeckIsTheBaseDeck() {
        GameState s = Taki.newGame(new GameConfig(4, 7, 0, Direction.CW, List.of(VariantChoice.of(ID))));
        List<Card> deck = new ArrayList<>(Referee.deck(s));
        List<Card> base = new ArrayList<>(Decks.edition2011());
        deck.sort(null);
        base.sort(null);
        assertEquals(base, deck);
    }

    // ---- playing the pair ---------------------------------------------------------------------------

    @Test
    void thePairIsAnnouncedAsTwoCardsPlayedThenTheWindow() {
        ScriptedGame t = ScriptedGame.of(game(3, """
                {"hands": [["R3", "R+", "G5", "B6"], ["B4", "Y6"], ["Y8", "G8"]], "leading": "R7"}"""));
        t.play("0: play R3 R+");
        assertEquals(List.of(new Event.CardPlayed(0, Card.parse("R+"), false),
                        new Event.CardPlayed(0, Card.parse("R3"), false),
                        new Event.VariantEvent(ID, "window-opened", 0, Map.of("responders", List.of(1, 2)))),
                t.lastEvents());
        assertEquals(List.of(Card.parse("R3"), Card.parse("R+"), Card.parse("R7")), t.state().discardPile().subList(0, 3));
        t.play("1: pass");
        assertEquals(List.of(new Event.VariantEvent(ID, "passed", 1, Map.of("owner", 0))), t.lastEvents());
        t.play("2: pass");
        assertEquals(List.of(ID + ":passed", ID + ":all-passed", "cards-drawn", "cards-drawn", "turn-started"),
                types(t.lastEvents()));
    }

    @Test
    void anUndeclaredLastCardIsPenalisedAsThePairIsPlayed() {
        ScriptedGame t = ScriptedGame.of(game(2, """
                {"hands": [["R3", "R+", "G5"], ["B4", "Y6"]], "leading": "R7",
                 "drawPile": ["G1", "G3", "G4", "Y9", "B1", "B3", "B5"]}"""));
        t.play("0: play R3 R+");
        assertEquals(List.of("G5", "G1", "G3", "G4", "Y9"), t.hand(0));
        t.play("1: pass");
        assertEquals(List.of("B4", "Y6", "B1", "B3", "B5"), t.hand(1));
    }

    @Test
    void aDeclaredLastCardOnThePairIsKept() {
        ScriptedGame t = ScriptedGame.of(game(2, """
                {"hands": [["R3", "R+", "G5"], ["B4", "Y6"]], "leading": "R7",
                 "drawPile": ["G1", "G3", "G4", "Y9"]}"""));
        t.play("0: play R3 R+ last");
        assertTrue(t.lastEvents().contains(new Event.LastCardDeclared(0)));
        t.play("1: pass");
        assertEquals(List.of("G5"), t.hand(0));
        assertEquals(1, t.state().toAct());
    }

    @Test
    void thePairMayFollowAPlus() {
        ScriptedGame t = ScriptedGame.of(game(2, """
                {"hands": [["B+", "B3", "B+", "G5"], ["R4", "Y6"]], "leading": "B7"}"""));
        t.play("0: play B+");
        assertEquals(List.of("play B+", "play B3", "play B3 B+"), t.legal());
        t.play("0: play B3 B+");
        assertEquals(ResponseWindow.PHASE, t.state().phase());
        assertEquals(Card.parse("B3"), t.state().leading());
    }

    @Test
    void thePairMayFollowAKingWithoutMatching() {
        ScriptedGame t = ScriptedGame.of(game(2, """
                {"hands": [["KING", "G3", "G+", "B5"], ["R4", "Y6"]], "leading": "R7"}"""));
        assertFalse(t.legal().contains("play G3 G+"));
        t.play("0: play KING");
        assertTrue(t.legal().contains("play G3 G+"), t.legal().toString());
        t.play("0: play G3 G+");
        assertEquals(Card.parse("G3"), t.state().leading());
        assertEquals(Color.GREEN, t.state().activeColor());
    }

    @Test
    void thePairClosesATakiLeftOpenInAnotherColour() {
        ScriptedGame t = ScriptedGame.of(game(2, """
                {"hands": [["RTAKI", "R3", "Y9", "Y1"], ["G3", "G+", "B4", "B5"]], "leading": "R7"}"""));
        t.play("0: play RTAKI").play("0: play R3").play("0: end");
        assertTrue(t.state().taki().map(r -> r.isLeftOpen()).orElse(false));
        assertTrue(t.legal().contains("play G3 G+"), t.legal().toString());
        t.play("1: play G3 G+");
        assertEquals(List.of("card-played", "taki-closed", "card-played", ID + ":window-opened"),
                types(t.lastEvents()));
        assertEquals(new Event.TakiClosed(1, Color.RED), t.lastEvents().get(1));
        assertTrue(t.state().taki().isEmpty());
        assertEquals(Card.parse("G3"), t.state().leading());
        assertEquals(Color.GREEN, t.state().activeColor());
    }

    @Test
    void thePairIsNotOfferedOnATakiLeftOpenInItsOwnColour() {
        // A pair is never part of a run (see docs/variants/plus-three-rule.md): the 3 alone still joins it.
        ScriptedGame t = ScriptedGame.of(game(2, """
                {"hands": [["RTAKI", "R5", "Y9", "Y1"], ["R3", "R+", "B4"]], "leading": "R7"}"""));
        t.play("0: play RTAKI").play("0: play R5").play("0: end");
        assertFalse(t.legal().contains("play R3 R+"), t.legal().toString());
        assertTrue(t.legal().contains("play R3"));
        Outcome.Rejected refused = (Outcome.Rejected) t.state().apply(1, Move.parse("play R3 R+"));
        assertEquals(Rejection.ILLEGAL_MOVE, refused.reason());
        assertEquals("plus-three-rule-pair-in-run", refused.key());
        assertTrue(refused.message().contains("a 3 and a Plus are never played as a pair in a TAKI run"),
                refused.message());
    }

    @Test
    void thePairIsWrittenThreeFirst() {
        ScriptedGame t = ScriptedGame.of(game(2, """
                {"hands": [["R3", "R+", "G5"], ["B4", "Y6"]], "leading": "R7"}"""));
        assertFalse(t.state().apply(0, t.state().parseMove("play R+ R3")).isAccepted());
    }

    // ---- answering ----------------------------------------------------------------------------------

    @Test
    void anAnsweringPairLeadsAndSetsTheColour() {
        ScriptedGame t = ScriptedGame.of(game(2, """
                {"hands": [["R3", "R+", "G5", "B6"], ["Y3", "Y+", "B4", "Y6"]], "leading": "R7",
                 "drawPile": ["G1", "G4", "G7", "Y9"]}"""));
        t.play("0: play R3 R+").play("1: play Y3 Y+");
        assertEquals(List.of("card-played", "card-played", ID + ":answered", "cards-drawn", "turn-started"),
                types(t.lastEvents()));
        assertEquals(List.of("Y3", "Y+", "R3", "R+", "R7"),
                t.state().discardPile().subList(0, 5).stream().map(Card::notation).toList());
        assertEquals(Card.parse("Y3"), t.state().leading());
        assertEquals(Color.YELLOW, t.state().activeColor());
        assertEquals(List.of("G5", "B6", "G1", "G4", "G7"), t.hand(0));
        assertEquals(1, t.state().toAct());
        assertEquals(List.of("play Y6"), t.legal());
    }

    @Test
    void aResponderWhoAnswersWithTheirLastCardsWins() {
        ScriptedGame t = ScriptedGame.of(game(3, """
                {"hands": [["R3", "R+", "G5"], ["G3", "G+"], ["B4", "Y6"]], "leading": "R7"}"""));
        t.play("0: play R3 R+ last").play("1: play G3 G+");
        assertEquals(Optional.of(1), t.state().winner());
        assertEquals(4, t.state().handSize(0), "the first player drew 3 before the game ended");
    }

    @Test
    void thePublicWindowDoesNotTellWhoHoldsAPair() {
        GameState a = ScriptedGame.of(game(3, """
                {"hands": [["R3", "R+", "G5"], ["G3", "G+", "Y8"], ["B4", "Y6"]], "leading": "R7"}"""))
                .play("0: play R3 R+ last").state();
        GameState b = ScriptedGame.of(game(3, """
                {"hands": [["R3", "R+", "G5"], ["B4", "Y6"], ["G3", "G+", "Y8"]], "leading": "R7"}"""))
                .play("0: play R3 R+ last").state();
        Map<String, Object> expected = Map.of("owner", 0, "waiting", List.of(1, 2));
        for (int seat : List.of(0, 2)) {
            assertEquals(expected, a.view(seat).variantStates().get(ID));
            assertEquals(a.view(seat).variantStates(), b.view(seat).variantStates());
            assertEquals(a.view(seat).toAct(), b.view(seat).toAct());
        }
        assertTrue(a.legalMoves(2).isEmpty() && b.legalMoves(2).isEmpty(), "only the seat asked now may act");
    }
}
