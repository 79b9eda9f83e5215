package dev.taki.variants.crazycard;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Direction;
import dev.taki.api.Event;
import dev.taki.api.Game;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.NotationException;
import dev.taki.api.Outcome;
import dev.taki.api.TableSetup;
import dev.taki.api.VariantChoice;
import dev.taki.core.Referee;
import dev.taki.core.Taki;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a player notices of the Crazy Card beyond the scenario files. */
class CrazyCardTest {
    private static final Card CRAZY = Card.of(CrazyCard.CRAZY);
    private static final Card KING = Card.of(CardKind.KING);

    private static GameConfig config(int players) {
        return GameConfig.of(players, 7).withVariants(List.of(VariantChoice.of(CrazyCard.ID)));
    }

    private static GameState setup(int players, List<List<String>> hands, String leading, String... drawPile) {
        Game game = Taki.game(config(players));
        TableSetup s = new TableSetup(hands.stream().map(h -> h.stream().map(game::parseCard).toList()).toList(),
                game.parseCard(leading), null, Arrays.stream(drawPile).map(game::parseCard).toList(), List.of(), 0,
                null, false, 0, Map.of());
        return game.start(s);
    }

    private static Outcome.Accepted play(GameState state, String move) {
        Outcome o = state.apply(state.parseMove(move));
        assertTrue(o.isAccepted(), () -> move + " was rejected: " + o);
        return (Outcome.Accepted) o;
    }

    @Test
    void theDeckHasTwoCrazyCardsAndNoKingAnd112Cards() {
        List<Card> deck = Referee.deck(Taki.newGame(config(4)));
        assertEquals(112, deck.size());
        assertEquals(2, deck.stream().filter(c -> c == CRAZY).count());
        assertEquals(0, deck.stream().filter(c -> c == KING).count());
    }

    @Test
    void onlyTheGameWithTheVariantReadsTheCrazyCard() {
        assertThrows(NotationException.class, () -> Card.parse("CRAZY"), "the base notation has no Crazy Card");
        Game game = Taki.game(config(4));
        assertEquals(CRAZY, game.parseCard("crazy"));
        Move.Play play = (Move.Play) game.parseMove("play CRAZY ccw");
        assertEquals(List.of(CRAZY), play.cards());
        assertEquals(Direction.CCW, play.direction());
    }

    @Test
    void theVariantDescribesItselfAndHasNoOptions() {
        CrazyCard v = new CrazyCard();
        assertEquals("crazy-card", v.id());
        assertFalse(v.description().isBlank());
        assertTrue(v.options().isEmpty());
        assertTrue(v.conflicts().isEmpty());
    }

    @Test
    void passingTheHandsIsAnnouncedWithTheDirectionAndTheNewHandSizes() {
        GameState s = setup(3, List.of(List.of("CRAZY", "B7", "G5"), List.of("B4", "Y6"), List.of("R1", "R3", "Y8")), "R7");
        Outcome.Accepted o = play(s, "play CRAZY ccw");
        Event.VariantEvent passed = o.events().stream().filter(e -> e instanceof Event.VariantEvent)
                .map(e -> (Event.VariantEvent) e).findFirst().orElseThrow();
        assertEquals("crazy-card:hands-passed", passed.type());
        assertEquals(0, passed.seat());
        assertEquals("ccw", passed.details().get("direction"));
        assertEquals(List.of(2, 3, 2), passed.details().get("handSizes"));
    }

    @Test
    void withTwoPlayersTheHandsAreSwappedAndTheOtherPlayerPlaysNextEitherWay() {
        for (String dir : List.of("cw", "ccw")) {
            GameState s = setup(2, List.of(List.of("CRAZY", "B7", "G5"), List.of("B4", "Y6")), "R7");
            GameState after = play(s, "play CRAZY " + dir).state();
            assertEquals(List.of(Card.parse("B4"), Card.parse("Y6")), after.hand(0));
            assertEquals(List.of(Card.parse("B7"), Card.parse("G5")), after.hand(1));
            assertEquals(1, after.toAct());
        }
    }

    @Test
    void thePlayerOwesLastCardForTheOneCardHandTheyReceive() {
        List<List<String>> hands = List.of(List.of("CRAZY", "B7", "G5"), List.of("B4", "Y6"), List.of("R1"));
        GameState undeclared = play(setup(3, hands, "R7", "G1", "G3", "G4", "G6"), "play CRAZY cw").state();
        assertEquals(5, undeclared.handSize(0), "seat 0 received one card without declaring: draws 4");
        GameState declared = play(setup(3, hands, "R7", "G1", "G3", "G4", "G6"), "play CRAZY cw last").state();
        assertEquals(List.of(Card.parse("R1")), declared.hand(0));
    }

    @Test
    void aPlayerWhoPassesOnTheirLastButOneCardOwesNothingForIt() {
        // Seat 0 keeps one card after the Crazy Card but passes it on and receives two.
        GameState s = setup(3, List.of(List.of("CRAZY", "B7"), List.of("B4", "Y6"), List.of("R1", "R3")), "R7", "G1");
        GameState after = play(s, "play CRAZY cw").state();
        assertEquals(List.of(Card.parse("R1"), Card.parse("R3")), after.hand(0));
        assertEquals(List.of(Card.parse("B7")), after.hand(1), "the receiver of one card owes nothing: it is not their turn");
    }

    @Test
    void aReshuffleLeavesTheCrazyCardAndTheLeadingCardBeneathItOnThePile() {
        TableSetup setup = new TableSetup(List.of(List.of(CRAZY, Card.parse("B8"), Card.parse("G5")),
                cards("Y4", "Y6")), Card.parse("R7"), null, List.of(), List.of(), 0, null, true, 0, Map.of());
        GameState s = Taki.fromSetup(config(2), setup);
        GameState afterCrazy = play(s, "play CRAZY cw").state();
        assertEquals(0, afterCrazy.drawPileSize());
        GameState afterDraw = play(afterCrazy, "draw").state();
        assertEquals(List.of(CRAZY, Card.parse("R7")), afterDraw.discardPile());
        assertEquals(Card.parse("R7"), afterDraw.leading());
        assertEquals(3, afterDraw.handSize(1));
    }

    private static List<Card> cards(String... notation) {
        return Arrays.stream(notation).map(Card::parse).toList();
    }
}
