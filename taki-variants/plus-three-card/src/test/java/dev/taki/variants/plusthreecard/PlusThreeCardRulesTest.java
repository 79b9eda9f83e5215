package dev.taki.variants.plusthreecard;

import dev.taki.api.Card;
import dev.taki.api.Color;
import dev.taki.api.ConfigurationException;
import dev.taki.api.Direction;
import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.Game;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.NotationException;
import dev.taki.api.Phase;
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

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a player would notice of plus-three-card beyond the scenario files. */
class PlusThreeCardRulesTest {
    private static final String ID = PlusThreeCard.ID;

    private static String game(int players, String setup) {
        return "{\"players\": " + players + ", \"variants\": [\"" + ID + "\"], \"setup\": " + setup + "}";
    }

    // ---- the plugin ---------------------------------------------------------------------------------

    @Test
    void isFoundOnTheClassPathWithNoOptionsAndConflictsWithPlusThreeRule() {
        Variant v = VariantCatalog.discover().variants().get(ID);
        assertTrue(v instanceof PlusThreeCard, "plus-three-card is registered as a service");
        assertFalse(v.description().isBlank());
        assertTrue(v.options().isEmpty());
        assertEquals(Set.of("plus-three-rule"), v.conflicts());
    }

    @Test
    void aConfigurationWithPlusThreeRuleIsRefused() {
        Variant other = new Variant() {
            @Override public String id() { return "plus-three-rule"; }
            @Override public String description() { return "stand-in"; }
            @Override public Rules rules(Options options) { return new Rules() { }; }
        };
        VariantCatalog catalog = VariantCatalog.of(List.of(new PlusThreeCard(), other), List.of());
        GameConfig config = new GameConfig(2, 0, 0, Direction.CW,
                List.of(VariantChoice.of("plus-three-rule"), VariantChoice.of(ID)));
        ConfigurationException e = assertThrows(ConfigurationException.class, () -> Taki.newGame(config, catalog));
        assertTrue(e.getMessage().contains("conflicts"), e.getMessage());
    }

    @Test
    void theDeckHas116CardsWithTwoPlusThreesAndTwoBreakers() {
        GameState s = Taki.newGame(new GameConfig(4, 7, 0, Direction.CW, List.of(VariantChoice.of(ID))));
        List<Card> deck = Referee.deck(s);
        assertEquals(116, deck.size());
        assertEquals(2, Collections.frequency(deck, Card.of(PlusThreeCard.PLUS_THREE)));
        assertEquals(2, Collections.frequency(deck, Card.of(PlusThreeCard.BREAKER)));
    }

    @Test
    void onlyTheGameWithTheVariantReadsItsCards() {
        assertThrows(NotationException.class, () -> Card.parse("+3"), "the base notation has no +3");
        assertThrows(NotationException.class, () -> Card.parse("BREAK"), "the base notation has no Breaker");
        Game game = Taki.game(new GameConfig(2, 0, 0, Direction.CW, List.of(VariantChoice.of(ID))));
        assertEquals(Card.of(PlusThreeCard.PLUS_THREE), game.parseCard("+3"));
        assertEquals(Card.of(PlusThreeCard.BREAKER), game.parseCard("break"));
        assertEquals(Move.play(Card.of(PlusThreeCard.BREAKER)), game.parseMove("play BREAK"));
    }

    // ---- last card ----------------------------------------------------------------------------------

    @Test
    void anUndeclaredLastCardIsPenalisedAsTheThreeIsPlayedBeforeAnyoneElseDraws() {
        ScriptedGame t = ScriptedGame.of(game(2, """
                {"hands": [["+3", "R9"], ["B4", "Y6"]], "leading": "R7",
                 "drawPile": ["G1", "G3", "G4", "Y9", "B1", "B3", "B5", "B6"]}"""));
        t.play("0: play +3");
        assertEquals(List.of("R9", "G1", "G3", "G4", "Y9"), t.hand(0), "the penalty is drawn at once");
        assertEquals(ResponseWindow.PHASE, t.state().phase());
        t.play("1: pass");
        assertEquals(List.of("B4", "Y6", "B1", "B3", "B5"), t.hand(1));
        assertEquals(5, t.state().handSize(0), "no second penalty when the window ends");
    }

    @Test
    void aDeclaredLastCardOnTheThreeIsKeptThroughTheWindow() {
        ScriptedGame t = ScriptedGame.of(game(2, """
                {"hands": [["+3", "R9"], ["B4", "Y6"]], "leading": "R7",
                 "drawPile": ["G1", "G3", "G4", "Y9"]}"""));
        t.play("0: play +3 last");
        assertTrue(t.lastEvents().contains(new Event.LastCardDeclared(0)));
        t.play("1: pass");
        assertEquals(List.of("R9"), t.hand(0));
        assertEquals(List.of("B4", "Y6", "G1", "G3", "G4"), t.hand(1));
        assertEquals(1, t.state().toAct());
    }

    // ---- the window ---------------------------------------------------------------------------------

    @Test
    void everyOtherPlayerDrawsInTurnOrderFromTheThreesNextPlayer() {
        ScriptedGame t = ScriptedGame.of(game(4, """
                {"hands": [["+3", "R9"], ["B4", "Y6"], ["G5", "Y5"], ["B8", "Y8"]], "leading": "R7", "current": 0,
                 "drawPile": ["G1", "G3", "G4", "Y9", "B1", "B3", "B5", "B6", "B7"]}"""));
        t.play("0: play +3 last").play("1: pass").play("2: pass").play("3: pass");
        assertEquals(List.of("B4", "Y6", "G1", "G3", "G4"), t.hand(1));
        assertEquals(List.of("G5", "Y5", "Y9", "B1", "B3"), t.hand(2));
        assertEquals(List.of("B8", "Y8", "B5", "B6", "B7"), t.hand(3));
        assertEquals(1, t.state().toAct());
        assertEquals(Phase.TURN, t.state().phase());
    }

    @Test
    void theWindowIsAnnouncedStepByStep() {
        ScriptedGame t = ScriptedGame.of(game(3, """
                {"hands": [["+3", "R9", "G5"], ["B4", "Y6"], ["Y8", "G8"]], "leading": "R7"}"""));
        t.play("0: play +3");
        assertTrue(t.lastEvents().contains(new Event.VariantEvent(ID, "window-opened", 0, Map.of("responders", List.of(1, 2)))),
                t.lastEvents().toString());
        t.play("1: pass");
        assertTrue(t.lastEvents().contains(new Event.VariantEvent(ID, "passed", 1, Map.of("owner", 0))));
        t.play("2: pass");
        assertEquals(List.of(ID + ":passed", ID + ":all-passed", "cards-drawn", "cards-drawn", "turn-started"),
                t.lastEvents().stream().map(Event::type).toList());
    }

    @Test
    void aBreakIsAnnouncedAsACardPlayedAndABreak() {
        ScriptedGame t = ScriptedGame.of(game(3, """
                {"hands": [["+3", "R9", "G5"], ["B4", "Y6"], ["BREAK", "Y8", "G8"]], "leading": "R7"}"""));
        t.play("0: play +3").play("1: pass").play("2: play BREAK");
        assertEquals(List.of("card-played", ID + ":broken", "cards-drawn", "turn-started"),
                t.lastEvents().stream().map(Event::type).toList());
        assertEquals(new Event.CardPlayed(2, Card.of(PlusThreeCard.BREAKER), false), t.lastEvents().get(0));
        assertEquals(List.of(Card.of(PlusThreeCard.BREAKER), Card.of(PlusThreeCard.PLUS_THREE), Card.parse("R7")),
                t.state().discardPile().subList(0, 3), "the Breaker lies on the +3");
    }

    @Test
    void thePublicWindowDoesNotTellWhoHoldsABreaker() {
        String withBreakerAt1 = game(3, """
                {"hands": [["+3", "R9"], ["BREAK", "Y8"], ["B4", "Y6"]], "leading": "R7"}""");
        String withBreakerAt2 = game(3, """
                {"hands": [["+3", "R9"], ["B4", "Y6"], ["BREAK", "Y8"]], "leading": "R7"}""");
        GameState a = ScriptedGame.of(withBreakerAt1).play("0: play +3 last").state();
        GameState b = ScriptedGame.of(withBreakerAt2).play("0: play +3 last").state();
        Map<String, Object> expected = Map.of("owner", 0, "waiting", List.of(1, 2));
        for (int seat : List.of(0, 2)) {
            assertEquals(expected, a.view(seat).variantStates().get(ID));
            assertEquals(a.view(seat).variantStates(), b.view(seat).variantStates());
            assertEquals(a.view(seat).toAct(), b.view(seat).toAct());
            assertEquals(a.view(seat).phase(), b.view(seat).phase());
        }
        assertTrue(a.legalMoves(2).isEmpty() && b.legalMoves(2).isEmpty(), "only the seat asked now may act");
    }

    @Test
    void aResponderWhoBreaksWithTheirLastCardWins() {
        ScriptedGame t = ScriptedGame.of(game(3, """
                {"hands": [["+3", "R9"], ["BREAK"], ["B4", "Y6"]], "leading": "R7"}"""));
        t.play("0: play +3 last").play("1: play BREAK");
        assertEquals(Optional.of(1), t.state().winner());
        assertEquals(4, t.state().handSize(0), "the +3's player drew 3 before the game ended");
    }

    @Test
    void aLastThreeOfThreePlayersWinsOnlyWhenEveryonePassed() {
        ScriptedGame t = ScriptedGame.of(game(3, """
                {"hands": [["+3"], ["B4", "Y6"], ["BREAK", "Y8"]], "leading": "R7"}"""));
        t.play("0: play +3");
        assertTrue(t.lastEvents().contains(new Event.WinPending(0)));
        t.play("1: pass");
        assertTrue(t.state().winners().isEmpty());
        t.play("2: pass");
        assertEquals(Optional.of(0), t.state().winner());
        assertEquals(List.of(0, 5, 5), List.of(t.state().handSize(0), t.state().handSize(1), t.state().handSize(2)));
    }

    // ---- where the cards may go ---------------------------------------------------------------------

    @Test
    void aBreakerAsTheLastCardOnOnesOwnTurnDoesNotWin() {
        ScriptedGame t = ScriptedGame.of(game(2, """
                {"hands": [["BREAK"], ["B4", "Y6"]], "leading": "R7"}"""));
        t.play("0: play BREAK");
        assertTrue(t.state().winners().isEmpty());
        assertEquals(3, t.state().handSize(0));
        assertEquals(1, t.state().toAct());
        assertTrue(t.eventTypes().contains(ID + ":breaker-without-plus-three"));
    }

    @Test
    void aPlusThreeMayFollowAKingAndAPlus() {
        ScriptedGame king = ScriptedGame.of(game(2, """
                {"hands": [["KING", "+3", "R5"], ["B4", "Y6"]], "leading": "G7"}"""));
        king.play("0: play KING");
        assertTrue(king.legal().contains("play +3"), king.legal().toString());
        king.play("0: play +3");
        assertEquals(ResponseWindow.PHASE, king.state().phase());

        ScriptedGame plus = ScriptedGame.of(game(2, """
                {"hands": [["R+", "+3", "G5"], ["B4", "Y6"]], "leading": "R7"}"""));
        plus.play("0: play R+");
        assertEquals(List.of("play +3"), plus.legal());
        plus.play("0: play +3");
        assertEquals(ResponseWindow.PHASE, plus.state().phase());
        assertEquals(Card.parse("R+"), plus.state().leading());
    }

    @Test
    void aPlusThreeClosesATakiLeftOpen() {
        ScriptedGame t = ScriptedGame.of(game(2, """
                {"hands": [["RTAKI", "R5", "G1"], ["+3", "B4", "Y6"]], "leading": "R7"}"""));
        t.play("0: play RTAKI").play("0: play R5").play("0: end");
        assertTrue(t.state().taki().map(r -> r.isLeftOpen()).orElse(false));
        t.play("1: play +3");
        assertTrue(t.lastEvents().contains(new Event.TakiClosed(1, Color.RED)), t.lastEvents().toString());
        assertTrue(t.state().taki().isEmpty());
        assertEquals(Card.parse("R5"), t.state().leading());
    }

    @Test
    void aBreakerAfterThePlusThreesWindowHasClosedTurnsOnItsPlayer() {
        ScriptedGame t = ScriptedGame.of(game(2, """
                {"hands": [["+3", "R9", "G5"], ["BREAK", "Y6"]], "leading": "R7",
                 "drawPile": ["G1", "G3", "G4", "Y9", "B1", "B3"]}"""));
        t.play("0: play +3").play("1: pass");
        assertEquals(List.of("BREAK", "Y6", "G1", "G3", "G4"), t.hand(1));
        assertTrue(t.legal().contains("play BREAK"));
        t.play("1: play BREAK");
        assertEquals(List.of("Y6", "G1", "G3", "G4", "Y9", "B1", "B3"), t.hand(1), "the Breaker's player draws 3");
        assertEquals(List.of("R9", "G5"), t.hand(0));
        assertEquals(0, t.state().toAct());
    }
}
