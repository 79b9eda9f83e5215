package dev.taki.examples.houserules;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Event;
import dev.taki.api.Game;
import dev.taki.api.GameState;
import dev.taki.api.NotationException;
import dev.taki.api.Outcome;
import dev.taki.api.Rejection;
import dev.taki.testkit.play.ScriptedGame;
import dev.taki.testkit.scenario.TableScenario;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the +4 scenarios cannot say: the deck, the notation, the kind, the count's kind and the events. */
class PlusFourTest {
    private static final Card PLUS_FOUR = Card.of(PlusFour.PLUS_FOUR);

    private static final String TABLE = "{\"players\": 3, \"variants\": [\"plus-four\"], \"setup\": {\"hands\":"
            + " [[\"+4\", \"B3\", \"G1\"], [\"+4\", \"G5\", \"Y6\"], [\"Y1\", \"B6\"]], \"leading\": \"R7\"}}";

    @Test
    void theKindIsAColourlessOpaqueCardWrittenPlusFour() {
        CardKind kind = PlusFour.PLUS_FOUR;
        assertSame(kind, CardKind.colorless("PLUS_FOUR", "+4").define());
        assertEquals("+4", PLUS_FOUR.notation());
        assertFalse(kind.isColored());
        assertFalse(kind.isTransparent());
        assertFalse(kind.isBase());
        assertEquals(Optional.empty(), kind.choice());
    }

    @Test
    void theDeckHolds114CardsOfWhichTwoAreTheNewOnes() {
        Game game = TableScenario.players(2).variants(PlusFour.ID).hands("R1", "R3").leading("R7").start().game();
        assertEquals(114, game.deck().size());
        assertEquals(2, game.deck().stream().filter(c -> c == PLUS_FOUR).count());
        assertSame(PLUS_FOUR, game.parseCard("+4"));
        assertTrue(game.notation().cardKinds().contains(PlusFour.PLUS_FOUR));
    }

    @Test
    void withoutTheVariantTheGameHasNoPlusFour() {
        Game game = TableScenario.players(2).hands("R1", "R3").leading("R7").start().game();
        assertEquals(112, game.deck().size());
        assertThrows(NotationException.class, () -> game.parseCard("+4"));
        assertThrows(NotationException.class, () -> Card.parse("+4"));
    }

    @Test
    void aStackedCountIsAPlusFourCountOfEight() {
        GameState s = ScriptedGame.of(TABLE).play("0: play +4").play("1: play +4").state();
        assertEquals(8, s.pendingDraw());
        assertEquals(Optional.of(PlusFour.PLUS_FOUR), s.pendingDrawKind());
        assertEquals(8, s.view(2).pendingDraw());
    }

    @Test
    void theEventsOfAPlusFourAndOfTheCountTaken() {
        ScriptedGame g = ScriptedGame.of(TABLE).play("0: play +4");
        assertEquals(List.of(new Event.CardPlayed(0, PLUS_FOUR, false), new Event.DrawCountRaised(0, 4),
                new Event.TurnStarted(1)), g.lastEvents());
        g.play("1: play +4").play("2: draw");
        List<Event> events = g.lastEvents();
        Event.CardsDrawn drawn = (Event.CardsDrawn) events.get(0);
        assertEquals(8, drawn.count());
        assertEquals(new Event.DrawCountTaken(2, 8), events.get(1));
        assertEquals(new Event.TurnStarted(0), events.get(events.size() - 1));
        assertEquals(0, g.state().pendingDraw());
        assertEquals(Optional.empty(), g.state().pendingDrawKind());
    }

    @Test
    void aPlusTwoOnAPlusFourCountIsRefusedNamingTheCountToAnswer() {
        GameState s = ScriptedGame.of("{\"players\": 3, \"variants\": [\"plus-four\"], \"setup\": {\"hands\":"
                + " [[\"+4\", \"B3\", \"G1\"], [\"R+2\", \"G5\", \"Y6\"], [\"Y1\", \"B6\"]], \"leading\": \"R7\"}}")
                .play("0: play +4").state();
        Outcome.Rejected no = (Outcome.Rejected) s.apply(1, s.parseMove("play R+2"));
        assertEquals(Rejection.MUST_ANSWER_PLUS_TWO, no.reason());
        assertTrue(no.message().contains("answer with a +4 or a King"), no.message());
    }
}
