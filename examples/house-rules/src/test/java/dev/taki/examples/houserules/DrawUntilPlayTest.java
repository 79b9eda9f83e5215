package dev.taki.examples.houserules;

import dev.taki.api.Card;
import dev.taki.api.ConfigurationException;
import dev.taki.api.Event;
import dev.taki.api.GameState;
import dev.taki.api.Phase;
import dev.taki.api.PlayerView;
import dev.taki.testkit.play.ScriptedGame;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The events of a draw until a card can be played, the state that keeps the card, and what others see of it. */
class DrawUntilPlayTest {
    private static final String TABLE = "{\"players\": 3, \"variants\": [\"draw-until-play\"], \"setup\": {\"hands\":"
            + " [[\"B1\", \"G3\"], [\"Y4\", \"Y6\"], [\"B6\", \"Y8\"]], \"leading\": \"R5\","
            + " \"drawPile\": [\"G4\", \"B8\", \"R9\", \"Y9\"]}}";

    @Test
    void oneCardIsDrawnAtATimeAndTheTurnGoesOn() {
        ScriptedGame g = ScriptedGame.of(TABLE).play("0: draw");
        List<Event> events = g.lastEvents();
        assertEquals(3, events.size(), events::toString);
        List<String> drawn = List.of("G4", "B8", "R9");
        for (int i = 0; i < 3; i++) {
            Event.CardsDrawn d = (Event.CardsDrawn) events.get(i);
            assertEquals(new Event.CardsDrawn(0, 1, List.of(Card.parse(drawn.get(i))), Event.DrawCause.TURN, 0), d);
        }
        GameState s = g.state();
        assertEquals(0, s.toAct());
        assertEquals(Phase.TURN, s.phase());
        assertEquals(Optional.of(new DrawnCard(0, Card.parse("R9"))), s.state(DrawUntilPlay.ID, DrawnCard.class));
        assertEquals(Map.of("seat", 0, "card", "R9"), s.variantState(DrawUntilPlay.ID));
    }

    @Test
    void theOtherSeatsSeeHowManyCardsWereDrawnButNotWhich() {
        ScriptedGame g = ScriptedGame.of(TABLE).play("0: draw");
        for (Event e : g.lastEvents()) {
            Event.CardsDrawn seen = (Event.CardsDrawn) e.seenBy(1);
            assertEquals(1, seen.count());
            assertEquals(List.of(), seen.cards());
            assertEquals(e, e.seenBy(0));
        }
    }

    @Test
    void viewsShowWhoMustPlayTheDrawnCardButNotTheCard() {
        GameState s = ScriptedGame.of(TABLE).play("0: draw").state();
        for (int seat = 0; seat < 3; seat++) {
            PlayerView v = s.view(seat);
            assertEquals(Map.of("seat", 0), v.variantStates().get(DrawUntilPlay.ID), "seat " + seat);
            assertFalse(v.variantStates().toString().contains("R9"), v.variantStates()::toString);
        }
        assertEquals(List.of(), s.view(1).legalMoves());
        assertEquals(List.of(s.parseMove("play R9")), s.view(0).legalMoves());
    }

    @Test
    void theStateIsGoneOnceTheCardIsPlayed() {
        GameState s = ScriptedGame.of(TABLE).play("0: draw").play("0: play R9").state();
        assertEquals(Optional.empty(), s.state(DrawUntilPlay.ID, DrawnCard.class));
        assertEquals(Map.of(), s.variantState(DrawUntilPlay.ID));
        assertTrue(s.view(1).variantStates().get(DrawUntilPlay.ID) == null);
    }

    @Test
    void whenBothPilesAreEmptyNothingIsDrawnAndTheTurnPasses() {
        StringBuilder rest = new StringBuilder();
        List<String> deck = new java.util.ArrayList<>();
        for (String c : List.of("R", "G", "B", "Y")) {
            for (String s : List.of("1", "3", "4", "5", "6", "7", "8", "9", "+2", "+", "STOP", "DIR", "TAKI")) {
                deck.add(c + s);
                deck.add(c + s);
            }
        }
        deck.addAll(List.of("COLOR", "COLOR", "COLOR", "COLOR", "SUPERTAKI", "SUPERTAKI", "KING", "KING"));
        for (String used : List.of("R5", "B1", "G3")) {
            deck.remove(used);
        }
        deck.forEach(c -> rest.append(rest.length() == 0 ? "" : ", ").append('"').append(c).append('"'));
        ScriptedGame g = ScriptedGame.of("{\"players\": 2, \"variants\": [\"draw-until-play\"], \"setup\": {\"hands\":"
                + " [[\"B1\", \"G3\"], [" + rest + "]], \"leading\": \"R5\"}}").play("0: draw");
        assertEquals(List.of(new Event.CardsDrawn(0, 0, List.of(), Event.DrawCause.TURN, 1), new Event.TurnStarted(1)),
                g.lastEvents());
        assertEquals(Map.of(), g.state().variantState(DrawUntilPlay.ID));
    }

    @Test
    void aTableRebuiltFromAViewGuessesTheCardToPlayAsTheLastCardTheSeatReceived() {
        GameState s = ScriptedGame.of(TABLE).play("0: draw").state();
        PlayerView own = s.view(0);
        List<List<Card>> hands = List.of(s.hand(0), s.hand(1), s.hand(2));
        GameState mine = s.game().resume(own, hands, rest(s, hands), 7);
        assertEquals(Optional.of(new DrawnCard(0, Card.parse("R9"))), mine.state(DrawUntilPlay.ID, DrawnCard.class));
        assertEquals(own, mine.view(0));

        PlayerView other = s.view(1);
        List<List<Card>> guessed = List.of(cards("B1 G3 G4 B8 B5"), s.hand(1), s.hand(2));
        GameState theirs = s.game().resume(other, guessed, rest(s, guessed), 7);
        assertEquals(Optional.of(new DrawnCard(0, Card.parse("B5"))), theirs.state(DrawUntilPlay.ID, DrawnCard.class));
        assertEquals(List.of(s.parseMove("play B5")), theirs.legalMoves());
        assertEquals(other, theirs.view(1));

    }

    private static List<Card> cards(String notation) {
        return java.util.Arrays.stream(notation.split(" ")).map(Card::parse).toList();
    }

    /** The deck less these hands and the discard pile: the draw pile of a table with these hands, in some order. */
    private static List<Card> rest(GameState s, List<List<Card>> hands) {
        List<Card> rest = new java.util.ArrayList<>(s.game().deck());
        hands.forEach(h -> h.forEach(rest::remove));
        s.discardPile().forEach(rest::remove);
        return rest;
    }

    @Test
    void aConfigurationWithVoluntaryDrawIsRefusedNamingBoth() {
        ConfigurationException e = assertThrows(ConfigurationException.class, () -> ScriptedGame.of("{\"players\": 2,"
                + " \"variants\": [\"voluntary-draw\", \"draw-until-play\"], \"setup\": {\"hands\": [[\"B1\"],"
                + " [\"G3\"]], \"leading\": \"R5\"}}"));
        assertTrue(e.getMessage().contains("'draw-until-play' conflicts with 'voluntary-draw'; choose one"), e.getMessage());
    }

    /** A 10-player game with this pack's +4 (its notation reads the +4; its seats are 0 to 9). */
    private static final dev.taki.api.Game GAME = ScriptedGame.of("{\"players\": 10, \"variants\": [\"plus-four\","
            + " \"draw-until-play\"], \"setup\": {\"hands\": [[\"R1\"], [\"R3\"], [\"R4\"], [\"R5\"], [\"R6\"],"
            + " [\"R8\"], [\"R9\"], [\"G1\"], [\"G3\"], [\"G4\"]], \"leading\": \"Y5\"}}").state().game();

    @Test
    void theStateIsWrittenWithTheCardInNotationAndReadBack() {
        for (DrawnCard state : List.of(new DrawnCard(2, Card.parse("G+2")), new DrawnCard(0, Card.of(PlusFour.PLUS_FOUR)),
                new DrawnCard(9, Card.parse("COLOR")))) {
            Map<String, ?> json = DrawnCard.CODEC.writeValue(state);
            assertEquals(Map.of("seat", state.seat(), "card", state.card().notation()), json);
            assertEquals(state, DrawnCard.CODEC.read().apply(Map.copyOf(json), GAME));
            assertEquals(Map.of("seat", state.seat()), DrawnCard.CODEC.publicValue(state));
        }
    }

    @Test
    void aSavedStateIsCheckedFieldByField() {
        assertRefused(Map.of("seat", 12, "card", "R5"), "seat: ");
        assertRefused(Map.of("seat", "0", "card", "R5"), "seat: ");
        assertRefused(Map.of("seat", 0, "card", "R2"), "card: ");
        assertRefused(Map.of("seat", 0, "card", "CRAZY"), "card: expected a card of this game");
        assertRefused(Map.of("seat", 12, "card", "R5"), "seat: ");
        assertRefused(Map.of("seat", 0, "card", 5), "card: ");
        assertRefused(Map.of("seat", 0), "expected the fields seat and card");
        assertRefused(Map.of("seat", 0, "card", "R5", "cards", "R6"), "expected the fields seat and card");
    }

    private static void assertRefused(Map<String, Object> json, String start) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DrawnCard.CODEC.read().apply(json, GAME));
        assertTrue(e.getMessage().startsWith(start), e.getMessage());
    }
}
