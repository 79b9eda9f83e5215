package dev.taki.variants.tournamentstages;

import dev.taki.api.Card;
import dev.taki.api.ConfigurationException;
import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Outcome;
import dev.taki.api.PlayerView;
import dev.taki.api.TableSetup;
import dev.taki.api.VariantChoice;
import dev.taki.core.TableFacts;
import dev.taki.core.Taki;
import dev.taki.core.json.TakiJson;
import dev.taki.core.json.TakiJsonException;
import dev.taki.core.record.RecordedMove;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a player notices of the stages beyond the scenario files. */
class TournamentStagesTest {

    private static GameConfig config(int players, Map<String, Object> options) {
        return GameConfig.of(players, 11).withVariants(List.of(new VariantChoice(TournamentStages.ID, options)));
    }

    private static GameState setup(List<List<Card>> hands, String leading, List<Card> drawPile, Object stages) {
        Map<String, Object> fields = stages == null ? Map.of() : Map.of("stages", stages);
        return Taki.fromSetup(config(hands.size(), Map.of()), new TableSetup(hands, Card.parse(leading), null,
                drawPile, List.of(), 0, null, false, 0, fields));
    }

    private static List<Card> cards(String... notation) {
        return Arrays.stream(notation).map(Card::parse).toList();
    }

    private static Outcome.Accepted play(GameState state, String line) {
        RecordedMove m = RecordedMove.parse(line);
        Outcome o = state.apply(m.seat(), m.move());
        assertTrue(o.isAccepted(), () -> line + " was rejected: " + o + "\n" + state);
        return (Outcome.Accepted) o;
    }

    private static Object stages(GameState s) {
        return s.variantState(TournamentStages.ID).get("stages");
    }

    @Test
    void aNewGameDealsTheFirstStageAndStartsEveryoneThere() {
        GameState s = Taki.newGame(config(5, Map.of("firstStage", 5)));
        for (int seat = 0; seat < 5; seat++) {
            assertEquals(5, s.handSize(seat));
        }
        assertEquals(List.of(5, 5, 5, 5, 5), stages(s));
        assertEquals(List.of(8, 8, 8), stages(Taki.newGame(config(3, Map.of()))));
    }

    @Test
    void theLargestFirstStageCanBeDealtToTenPlayers() {
        for (long seed = 0; seed < 50; seed++) {
            GameState s = Taki.newGame(new GameConfig(10, seed, 0, null,
                    List.of(new VariantChoice(TournamentStages.ID, Map.of("firstStage", TournamentStages.MAX_FIRST_STAGE)))));
            assertEquals(TournamentStages.MAX_FIRST_STAGE, s.handSize(9));
            assertTrue(s.leading().kind().isNumber());
        }
    }

    @Test
    void aFirstStageAboveTheLargestIsRefusedNamingTheOption() {
        ConfigurationException e = assertThrows(ConfigurationException.class,
                () -> Taki.newGame(config(2, Map.of("firstStage", TournamentStages.MAX_FIRST_STAGE + 1))));
        assertTrue(e.getMessage().contains("firstStage"), e.getMessage());
    }

    @Test
    void badSetupStagesAreRefusedNamingTheField() {
        List<List<Card>> hands = List.of(cards("R5"), cards("B4"));
        ConfigurationException zero = assertThrows(ConfigurationException.class,
                () -> setup(hands, "R7", List.of(), List.of(0, 8)));
        assertTrue(zero.getMessage().contains("stages[0]"), zero.getMessage());
        ConfigurationException high = assertThrows(ConfigurationException.class,
                () -> setup(hands, "R7", List.of(), List.of(8, 9)));
        assertTrue(high.getMessage().contains("stages[1]"), high.getMessage());
        ConfigurationException text = assertThrows(ConfigurationException.class,
                () -> setup(hands, "R7", List.of(), "eight"));
        assertTrue(text.getMessage().contains("stages"), text.getMessage());
    }

    @Test
    void aSavedStateWithImpossibleStagesIsRefusedOnRestoreNamingTheStage() {
        TakiJson json = TakiJson.create();
        GameState s = Taki.newGame(config(3, Map.of()));
        String saved = json.writeState(s);
        assertEquals(s, json.readState(saved), "the state as saved is restored");
        String stages = "\"stages\":[8,8,8]";
        assertTrue(saved.contains(stages), saved);
        TakiJsonException e = assertThrows(TakiJsonException.class,
                () -> json.readState(saved.replace(stages, "\"stages\":[0,99,-1]")));
        assertTrue(e.getMessage().contains("stages[0]: expected a stage from 1 to "
                + TournamentStages.DEFAULT_FIRST_STAGE + ", got 0"), e.getMessage());
        TakiJsonException seats = assertThrows(TakiJsonException.class,
                () -> json.readState(saved.replace(stages, "\"stages\":[8,8]")));
        assertTrue(seats.getMessage().contains("stages: expected 3 stages, one per seat"), seats.getMessage());
    }

    @Test
    void aSavedStateOrViewWithoutTheStagesIsRefusedOnRestoreNotWhenAPlayerGoesOut() {
        TakiJson json = TakiJson.create();
        GameState s = Taki.newGame(config(3, Map.of()));
        String saved = json.writeState(s);
        String states = "\"variantStates\":{\"" + TournamentStages.ID + "\":{\"finished\":false,\"stages\":[8,8,8]}}";
        assertTrue(saved.contains(states), saved);
        for (String without : List.of("\"variantStates\":{}",
                "\"variantStates\":{\"" + TournamentStages.ID + "\":{}}")) {
            TakiJsonException e = assertThrows(TakiJsonException.class, () -> json.readState(saved.replace(states, without)));
            assertTrue(e.getMessage().contains("variantStates." + TournamentStages.ID
                    + ": missing: the rules in play keep it from the start of every game"), e.getMessage());
        }
        PlayerView view = s.view(0);
        PlayerView noStages = new PlayerView(view.seat(), view.hand(), view.handSizes(),
                view.leading(), view.activeColor(), view.direction(), view.drawPileSize(), view.discardPile(),
                view.turnOwner(), view.toAct(), view.phase(), view.pendingDraw(), view.taki(), view.winners(),
                view.legalMoves(), Map.of(), view.round(), view.version());
        ConfigurationException resumed = assertThrows(ConfigurationException.class,
                () -> s.game().resume(noStages, List.of(s.hand(0), s.hand(1), s.hand(2)), TableFacts.of(s).drawPile(), 1));
        assertTrue(resumed.getMessage().contains("view.variantStates." + TournamentStages.ID + ": missing"),
                resumed.getMessage());
    }

    @Test
    void aPlayerGoesDownStageByStageAndWinsOnEmptyingTheHandAtStageOne() {
        GameState s = setup(List.of(cards("R5"), cards("B3", "Y8")), "R7",
                cards("R6", "R4", "G1", "G9", "R9", "G3", "Y1", "Y3"), List.of(3, 8));
        List<Integer> stageEvents = new ArrayList<>();
        String[] moves = {"0: play R5", "1: draw", "0: play R6 last", "1: draw", "0: play R4 last", "1: draw",
            "0: play R9"};
        for (String m : moves) {
            Outcome.Accepted o = play(s, m);
            o.events().stream().filter(e -> e instanceof Event.VariantEvent v && v.name().equals("stage-reached"))
                    .forEach(e -> stageEvents.add((Integer) ((Event.VariantEvent) e).details().get("stage")));
            s = o.state();
            if (m.equals("0: play R5")) {
                assertEquals(List.of(2, 8), stages(s));
                assertEquals(cards("R6", "R4"), s.hand(0));
            }
            if (m.equals("0: play R4 last")) {
                assertEquals(List.of(1, 8), stages(s));
                assertEquals(cards("R9"), s.hand(0), "the declared last card: no penalty");
                assertFalse(s.isOver());
            }
        }
        assertEquals(List.of(2, 1), stageEvents);
        assertEquals(List.of(0), s.winners());
        assertTrue(s.isOver());
    }

    @Test
    void goingDownToStageOneOnOnesOwnTurnOwesTheLastCardDeclaration() {
        GameState s = setup(List.of(cards("R5"), cards("B3", "Y8")), "R7",
                cards("G1", "G3", "G4", "G5", "G6", "G7"), List.of(2, 8));
        GameState after = play(s, "0: play R5").state();
        assertEquals(List.of(1, 8), stages(after));
        assertEquals(cards("G1", "G3", "G4", "G5", "G6"), after.hand(0), "one card and no declaration: draws 4");
    }

    @Test
    void goingOutOnALastPlusTwoWhenTheCountIsDrawnOwesNoDeclaration() {
        GameState s = setup(List.of(cards("R+2"), cards("B3", "Y8")), "R7",
                cards("G1", "G4", "R9", "G5", "G6", "G7", "G8"), List.of(2, 8));
        GameState pending = play(s, "0: play R+2").state();
        assertEquals(List.of(2, 8), stages(pending));
        GameState after = play(pending, "1: draw").state();
        assertEquals(List.of(1, 8), stages(after));
        assertEquals(cards("R9"), after.hand(0), "it was not seat 0's turn: no declaration owed");
        assertEquals(cards("B3", "Y8", "G1", "G4"), after.hand(1));
        assertEquals(0, after.toAct());
    }

    @Test
    void theVariantDescribesItsOption() {
        TournamentStages v = new TournamentStages();
        assertEquals("tournament-stages", v.id());
        assertEquals(1, v.options().size());
        assertEquals("firstStage", v.options().get(0).name());
        assertEquals(8, v.options().get(0).defaultValue());
        assertEquals(1, v.options().get(0).min());
    }
}
