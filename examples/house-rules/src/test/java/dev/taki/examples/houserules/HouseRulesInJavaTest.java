package dev.taki.examples.houserules;

import dev.taki.api.Color;
import dev.taki.api.Event;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.testkit.scenario.TableScenario;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Rules checked with the fluent scenario builder, and what a scenario file cannot say (events), through the
 * public API only.
 */
class HouseRulesInJavaTest {

    @Test
    void aSuperTakiNamesItsColourBeforeItsRunOpens() {
        GameState start = TableScenario.players(2).variants(SuperTakiChoosesColor.ID)
                .hands("SUPERTAKI G4 B1", "Y6 Y7").leading("R7").start();
        Outcome.Accepted played = (Outcome.Accepted) start.apply(0, Move.parse("play SUPERTAKI G"));
        List<Event> events = played.events();
        assertTrue(events.get(0) instanceof Event.CardPlayed, events::toString);
        assertEquals(new Event.ColorChosen(0, Color.GREEN), events.get(1));
        assertEquals(new Event.TakiOpened(0, Color.GREEN), events.get(2));
    }

    @Test
    void aChangeDirectionWithTwoPlayersIsAnnouncedAsASkip() {
        GameState start = TableScenario.players(2).variants(DirectionStopsTwo.ID)
                .hands("RDIR R5 B1", "Y6 Y7").leading("R7").start();
        List<Event> events = ((Outcome.Accepted) start.apply(0, Move.parse("play RDIR"))).events();
        assertTrue(events.contains(new Event.PlayerSkipped(1)), events::toString);
        assertEquals(new Event.TurnStarted(0), events.get(events.size() - 1));
    }

    @Test
    void continuityWithAllFourColoursOfANumber() {
        TableScenario.players(3).variants(TakiContinuity.ID)
                .hands("BTAKI B4 R4 G4 Y4 G9", "R1 G3", "Y8 R9").leading("B1")
                .when("0: play BTAKI", "0: play B4", "0: play R4", "0: play G4", "0: play Y4", "0: close last")
                .then().current(1).leading("Y4").activeColor("Y").hand(0, "G9").legal("draw")
                .verify();
    }

    @Test
    void noChangeColorOnAChangeColorEvenWhenItComesBackRound() {
        TableScenario.players(2).variants(NoColorOnColor.ID)
                .hands("COLOR R3 COLOR", "COLOR B1").leading("R7").drawPile("Y1")
                .when("0: play COLOR G", "1: draw", "0: play COLOR Y")
                .then().lastMoveRejected().current(0).activeColor("G").hand(1, "COLOR B1 Y1").legal("draw")
                .verify();
    }

    @Test
    void theHouseRulesPlayTogether() {
        TableScenario.players(2)
                .variants(SuperTakiChoosesColor.ID, TakiContinuity.ID, DirectionStopsTwo.ID, VoluntaryDraw.ID)
                .hands("SUPERTAKI Y5 R5 RDIR G1", "B6 B7").leading("COLOR").activeColor("B")
                .when("0: play SUPERTAKI Y", "0: play Y5", "0: play R5", "0: close")
                .then().current(1).activeColor("R").legal("draw")
                .verify();
        TableScenario.players(2).variants(DirectionStopsTwo.ID, VoluntaryDraw.ID)
                .hands("RDIR R5 B1", "Y6 Y7").leading("R7")
                .when("0: play RDIR")
                .then().current(0).legal("play R5", "draw")
                .verify();
    }
}
