package dev.taki.testkit.scenario;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The fluent scenario builder says what a scenario file says, and fails showing the table. */
class TableScenarioTest {

    private static TableExpectations notationExample() {
        return TableScenario.players(3).named("a stacked +2 is drawn by the first player who cannot answer")
                .rule("RULES.md 4.2")
                .hands("R+2 B5", "G+2 Y7", "R4 G9").leading("R7").activeColor("R").drawPile("B3 Y4 G1 R9")
                .when("0: play R+2 last", "1: play G+2 last", "2: draw")
                .then().hand(2, "R4 G9 B3 Y4 G1 R9").handSizes(1, 1, 6).current(0).leading("G+2").activeColor("G")
                .direction("cw").noWinner().legal("draw");
    }

    @Test
    void itBuildsTheScenarioTheFileGives() throws IOException {
        Scenario fromFile = ScenarioReader.readFile(Path.of("src/test/resources/scenarios/base/00-notation-example.json")).get(0);
        Scenario built = notationExample().scenario();
        assertEquals(fromFile.name(), built.name());
        assertEquals(fromFile.rule(), built.rule());
        assertEquals(fromFile.config(), built.config());
        assertEquals(fromFile.setup(), built.setup());
        assertEquals(fromFile.moves(), built.moves());
        Map<String, Object> expected = new LinkedHashMap<>(fromFile.expect());
        expected.remove("rejected");
        assertEquals(expected, built.expect());
    }

    @Test
    void aScenarioThatHoldsVerifies() {
        notationExample().verify();
    }

    @Test
    void itWritesAScenarioFileThatReadsBackAndPasses() {
        TableExpectations then = TableScenario.players(2).variants().hands("RTAKI R5 G5", "Y1").leading("Y7")
                .current(1).direction("ccw").seed(5).drawPile("B1")
                .when("1: play Y1 last")
                .then().winner(1);
        List<Scenario> read = ScenarioReader.parse(then.toJson(), "built");
        assertEquals(1, read.size());
        assertEquals(then.scenario().config(), read.get(0).config());
        assertEquals(then.scenario().setup(), read.get(0).setup());
        assertTrue(new ScenarioRunner().run(read.get(0)).passed(), then.toJson());
    }

    @Test
    void aFailureListsTheDifferencesAndShowsTheTableAndTheFile() {
        AssertionError e = assertThrows(AssertionError.class, () -> TableScenario.players(2)
                .hands("R5 B3", "G7 G1").leading("R7")
                .when("0: play R5")
                .then().current(0).handSizes(1, 1).legal("play G1")
                .verify());
        String m = e.getMessage();
        assertTrue(m.contains("current: expected 0, got 1"), m);
        assertTrue(m.contains("handSizes: expected [1, 1], got [5, 2]"), m);
        assertTrue(m.contains("legal moves: expected [play G1]"), m);
        assertTrue(m.contains("table:\nseat 0: [B3, "), m);
        assertTrue(m.contains("legal for seat 1: draw"), m);
        assertTrue(m.contains("\"moves\" : [ \"0: play R5\" ]"), m);
    }

    @Test
    void theEventsOfTheMovesAreCheckedLineByLine() {
        TableExpectations stacked = TableScenario.players(3).hands("R+2 B5", "G+2 Y7", "R4 G9").leading("R7")
                .drawPile("B3 Y4 G1 R9")
                .when("0: play R+2 last", "1: play G+2 last", "2: draw")
                .then();
        String m = assertThrows(AssertionError.class, () -> stacked.events("card-played seat=0 card=R+2 inRun=false").verify())
                .getMessage();
        assertTrue(m.contains("events: 10 more than expected, from event 1: draw-count-raised seat=0 count=2"), m);
        assertTrue(m.contains("\n    9: \"draw-count-taken seat=2 count=4\""), m);
        stacked.events("card-played seat=0 card=R+2 inRun=false", "draw-count-raised seat=0 count=2",
                        "last-card-declared seat=0", "turn-started seat=1",
                        "card-played seat=1 card=G+2 inRun=false", "draw-count-raised seat=1 count=4",
                        "last-card-declared seat=1", "turn-started seat=2",
                        "cards-drawn seat=2 count=4 cards=[B3,Y4,G1,R9] cause=plus-two forgiven=0",
                        "draw-count-taken seat=2 count=4", "turn-started seat=0")
                .pendingDraw(0).discardPile("G+2 R+2 R7").phase("turn")
                .verify();
    }

    @Test
    void aRefusedMoveNamesItsReasonAndABadSetupItsWords() {
        TableScenario.players(2).hands("R5 B3", "G7").leading("R7")
                .when("0: play B3")
                .then().rejected(0, "CARD_DOES_NOT_MATCH").current(0)
                .verify();
        assertFalse(TableScenario.players(2).hands("R5 B3", "G7").leading("R7")
                .when("0: play B3").then().rejected(0, "NOT_YOUR_TURN").run().passed());
        TableScenario.players(2).hands("CRAZY B3", "G7").leading("R7").then().invalid("CRAZY").verify();
        assertFalse(TableScenario.players(2).hands("CRAZY B3", "G7").leading("R7").then().invalid("no such words").run()
                .passed());
    }

    @Test
    void aRefusedMoveAndARefusedSetupAreExpectations() {
        TableScenario.players(2).hands("R5 B3", "G7").leading("R7")
                .when("0: play B3")
                .then().lastMoveRejected().current(0).handSizes(2, 1)
                .verify();
        TableScenario.players(2).hands("CRAZY B3", "G7").leading("R7")
                .then().invalid()
                .verify();
        assertFalse(TableScenario.players(2).hands("R5", "G7").leading("R7").then().invalid().run().passed());
    }

    @Test
    void theStartingTableIsAvailableForChecksBeyondTheExpectations() {
        var start = TableScenario.players(3).hands("R5", "G7", "B1 B3").leading("R7").current(2).direction("ccw").start();
        assertEquals(2, start.toAct());
        assertEquals(List.of(dev.taki.api.Move.draw()), start.legalMoves());
    }

    @Test
    void aFieldOfTheWrongTypeIsRefusedNamingItNeverTakenForSomethingElse() {
        String table = "\"setup\": {\"hands\": [[\"R5\", \"B5\"], [\"G4\"]], \"leading\": \"R7\"}";
        IllegalArgumentException expect = assertThrows(IllegalArgumentException.class,
                () -> ScenarioReader.parse("{" + table + ", \"expect\": [{\"current\": 1}]}", "s"));
        assertTrue(expect.getMessage().contains("expect: expected an object"), expect.getMessage());
        IllegalArgumentException moves = assertThrows(IllegalArgumentException.class,
                () -> ScenarioReader.parse("{" + table + ", \"moves\": \"0: play R5\"}", "s"));
        assertTrue(moves.getMessage().contains("moves: expected a list"), moves.getMessage());
        for (String[] bad : new String[][] {
                {"{\"setup\": {\"hands\": [[\"R5\"], [\"G4\"]], \"leading\": \"R7\", \"current\": \"1\"}}",
                        "setup.current: expected a whole number"},
                {"{\"setup\": {\"hands\": [[\"R5\"], [\"G4\"]], \"leading\": \"R7\", \"drawPile\": \"B1\"}}",
                        "setup.drawPile: expected a list"},
                {"{\"setup\": {\"hands\": [\"R5\", \"G4\"], \"leading\": \"R7\"}}",
                        "setup.hands: expected one list of cards per seat"},
                {"{\"setup\": {\"hands\": [[\"R5\"], [\"G4\"]], \"leading\": [\"R7\"]}}",
                        "setup.leading: expected a card in notation, such as \"R5\", got [\"R7\"]"},
                {"{\"setup\": {\"hands\": [[\"R5\", {}], [\"G4\"]], \"leading\": \"R7\"}}",
                        "setup.hands: expected a card in notation, such as \"R5\", got {}"},
                {"{\"setup\": {\"hands\": [[\"R5\"], [\"G4\"]], \"leading\": \"R7\", \"stages\": null}}",
                        "setup.stages: expected a value, got null"},
                {"{\"variants\": [{\"id\": \"x\", \"rounds\": null}],"
                        + " \"setup\": {\"hands\": [[\"R5\"], [\"G4\"]], \"leading\": \"R7\"}}",
                        "variants[0].rounds: expected a value, got null"}}) {
            ScenarioResult r = new ScenarioRunner().run(ScenarioReader.parse(bad[0], "s").get(0));
            assertFalse(r.passed(), bad[0]);
            assertTrue(r.toString().contains(bad[1]), r.toString());
        }
    }

    @Test
    void aRejectedMoveIsNamedByAWholeIndexOfAMoveOfTheScenario() {
        String start = "{\"setup\": {\"hands\": [[\"R5\", \"B5\"], [\"G4\"]], \"leading\": \"R7\"},"
                + " \"moves\": [\"0: play B5\"], \"expect\": {\"rejected\": {\"move\": ";
        assertTrue(new ScenarioRunner().run(ScenarioReader.parse(start + "0}}}", "s").get(0)).passed());
        for (String index : List.of("0.5", "-1", "1", "\"0\"", "4294967296")) {
            assertFalse(new ScenarioRunner().run(ScenarioReader.parse(start + index + "}}}", "s").get(0)).passed(), index);
        }
        ScenarioResult outside = new ScenarioRunner().run(ScenarioReader.parse(start + "-1}}}", "s").get(0));
        assertTrue(outside.report().contains("expect.rejected names move -1"), outside.report());
    }

    @Test
    void anExpectationThatCannotBeReadFailsItsScenarioOnlyNamingTheField() {
        String table = "\"setup\": {\"hands\": [[\"R5\", \"B1\"], [\"G4\"]], \"leading\": \"R7\"}";
        List<Scenario> read = ScenarioReader.parse("[{" + table + ", \"expect\": {\"leading\": \"R2\"}},"
                + " {" + table + ", \"expect\": {\"phase\": \"TURN\", \"current\": 0}},"
                + " {" + table + ", \"moves\": [\"0: play B1\"],"
                + " \"expect\": {\"rejected\": {\"move\": 0, \"resaon\": \"NOT_YOUR_TURN\"}}}]", "s");
        ScenarioResult unreadable = new ScenarioRunner().run(read.get(0));
        assertFalse(unreadable.passed());
        assertTrue(unreadable.differences().get(0).startsWith("expect.leading: cannot be checked: 'R2' is not a card"),
                unreadable.toString());
        assertTrue(new ScenarioRunner().run(read.get(1)).passed(), "a phase is named in any case");
        ScenarioResult misspelt = new ScenarioRunner().run(read.get(2));
        for (String[] bad : new String[][] {
                {"\"hands\": {\"0\": \"R5 B1\"}", "expect.hands.0: expected a list of cards, got R5 B1"},
                {"\"hands\": {\"2\": []}", "expect.hands: '2' is no seat: expected a seat from 0 to 1"},
                {"\"hands\": {\"x\": []}", "expect.hands: 'x' is no seat: expected a seat from 0 to 1"},
                {"\"legal\": \"play R5\"", "expect.legal: expected a list of moves"},
                {"\"legal\": null", "expect.legal: expected a list of moves"},
                {"\"handSizes\": [2, 9223372036854775808]", "handSizes: expected [2, 9223372036854775808], got [2, 1]"}}) {
            ScenarioResult r = new ScenarioRunner().run(ScenarioReader.parse("{" + table + ", \"expect\": {" + bad[0] + "}}", "s").get(0));
            assertEquals(List.of(bad[1]), r.differences().stream().map(d -> d.length() > bad[1].length()
                    && d.startsWith(bad[1]) ? bad[1] : d).toList(), bad[0]);
        }
        assertEquals(List.of("expect.rejected: unknown field 'resaon'; the fields are move, reason"),
                misspelt.differences());
    }
}
