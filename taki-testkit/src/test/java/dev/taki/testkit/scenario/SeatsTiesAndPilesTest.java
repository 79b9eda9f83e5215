package dev.taki.testkit.scenario;

import dev.taki.api.Event;
import dev.taki.api.TableSetup;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;
import dev.taki.api.spi.Variant;
import dev.taki.core.VariantCatalog;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What scenarios say about several seats, ties and empty piles: the legal moves of any seat ({@code legalOf}), moves
 * sent by any seat, every winner of a shared win ({@code winners}), and cards out of play ({@code outOfPlay},
 * {@code "rest": "out"}).
 */
class SeatsTiesAndPilesTest {
    /** A draw that neither pile can supply ends the game: the seats holding the fewest cards share the win. */
    static final Variant EMPTY_PILES_END = new Variant() {
        @Override public String id() { return "empty-piles-end"; }
        @Override public String description() { return "a draw from empty piles ends the game; the fewest cards win"; }
        @Override public Rules rules(Options options) {
            return new Rules() {
                @Override public void onDrawShort(Table table, int seat, int owed, int forgiven, Event.DrawCause cause) {
                    int fewest = Integer.MAX_VALUE;
                    for (int s = 0; s < table.players(); s++) {
                        fewest = Math.min(fewest, table.handSize(s));
                    }
                    List<Integer> winners = new ArrayList<>();
                    for (int s = 0; s < table.players(); s++) {
                        if (table.handSize(s) == fewest) {
                            winners.add(s);
                        }
                    }
                    table.endGame(winners);
                }
            };
        }
    };
    private static final VariantCatalog CATALOG = VariantCatalog.of(List.of(EMPTY_PILES_END), List.of());

    @TestFactory
    Stream<DynamicNode> aTieInAScenarioFile() {
        return ScenarioTests.fromPath(Path.of("src/test/resources/scenarios/ties"), new ScenarioRunner(CATALOG));
    }

    private static TableScenario threeSeats() {
        return TableScenario.players(3).hands("R3 G5", "R1 Y3", "B1 B4").leading("R7");
    }

    @Test
    void legalOfGivesTheMovesOfTheSeatToActAndNoneToTheOthers() {
        threeSeats().then().legalOf(0, "play R3").legalOf(1).legalOf(2).verify();
        threeSeats().when("0: play R3").then().legalOf(1, "play Y3", "play R1").legalOf(0).verify();
    }

    @Test
    void legalOfThatDiffersNamesTheSeatAndWhatIsMissingOrUnexpected() {
        ScenarioResult r = threeSeats().then().legalOf(1, "play R1").legalOf(0, "play R3", "draw").run();
        assertEquals(List.of("legal moves of seat 1: expected [play R1], got []; missing [play R1]",
                "legal moves of seat 0: expected [draw, play R3], got [play R3]; missing [draw]"), r.differences());
    }

    @Test
    void legalOfAKeyThatIsNoSeatOrAValueThatIsNoListIsAClearError() {
        String table = "\"setup\": {\"hands\": [[\"R5\", \"B1\"], [\"G4\"]], \"leading\": \"R7\"}";
        for (String[] bad : new String[][] {
                {"{\"2\": []}", "expect.legalOf: '2' is no seat: expected a seat from 0 to 1"},
                {"{\"-1\": []}", "expect.legalOf: '-1' is no seat: expected a seat from 0 to 1"},
                {"{\"x\": []}", "expect.legalOf: 'x' is no seat: expected a seat from 0 to 1"},
                {"{\"0\": \"play R5\"}", "expect.legalOf.0: expected a list of moves, such as [\"play R5\"] ([] for"
                        + " none), got play R5"},
                {"{\"0\": [\"jump\"]}", "expect.legalOf.0: cannot be checked: "},
                {"[\"play R5\"]", "expect.legalOf: expected an object of seat → moves"}}) {
            ScenarioResult r = new ScenarioRunner().run(ScenarioReader.parse("{" + table + ", \"expect\": {\"legalOf\": "
                    + bad[0] + "}}", "s").get(0));
            assertEquals(1, r.differences().size(), r.toString());
            assertTrue(r.differences().get(0).startsWith(bad[1]), r.differences().get(0));
        }
    }

    @Test
    void aMoveSentOutOfTurnIsRefusedAndTheFailureShowsTheLegalMovesOfTheSenderAndOfTheSeatToAct() {
        threeSeats().when("2: play B1").then().rejected(0, "NOT_YOUR_TURN").current(0).handSizes(2, 2, 2).verify();
        String m = assertThrows(AssertionError.class, () -> threeSeats().when("2: play B1").then().current(2).verify())
                .getMessage();
        assertTrue(m.contains("move 0 '2: play B1' was rejected: "), m);
        assertTrue(m.contains("legal for seat 2 (moved last, out of turn): none\nlegal for seat 0 (to act): play R3"), m);
        String inTurn = assertThrows(AssertionError.class, () -> threeSeats().when("0: play R3").then().current(0)
                .verify()).getMessage();
        assertTrue(inTurn.contains("\nlegal for seat 1: "), "a move in turn shows only the seat to act: " + inTurn);
    }

    @Test
    void winnersAreCheckedInAnyOrderAndATieHasNoOneWinner() {
        TableScenario dry = TableScenario.players(3).catalog(CATALOG).variants("empty-piles-end")
                .hands("G4 Y6", "B3 R1", "B4 B5 B6").leading("R7").restOutOfPlay()
                .when("0: draw");
        dry.then().winners(1, 0).current(0).phase("over").verify();
        assertEquals(List.of("winners: expected [1], got [0, 1]"), dry.then().winners(1).run().differences());
        assertEquals(List.of("winner: expected 0, but the game has several winners [0, 1]; check them with \"winners\""),
                dry.then().winner(0).run().differences());
        dry.then().noWinner().verify();
        threeSeats().then().winners().noWinner().verify();
        TableScenario.players(2).hands("R5", "G4").leading("R7").when("0: play R5").then().winners(0).winner(0).verify();
        assertEquals(List.of("expect.winners: expected a list of seats, such as [0, 2] ([] for a game not over), got 0"),
                new ScenarioRunner().run(ScenarioReader.parse("{\"setup\": {\"hands\": [[\"R5\"], [\"G4\"]],"
                        + " \"leading\": \"R7\"}, \"expect\": {\"winners\": 0}}", "s").get(0)).differences());
    }

    @Test
    void restOutEmptiesBothPilesButTheListedCardsAndADrawFromThemIsForgiven() {
        TableScenario.players(2).hands("G4 Y6", "B3 R1").leading("R7").restOutOfPlay()
                .then().drawPileSize(0).discardPile("R7").legalOf(0, "draw").verify();
        TableScenario.players(2).hands("G4 Y6", "B3 R1").leading("R7").restOutOfPlay()
                .when("0: draw")
                .then().hand(0, "G4 Y6").current(1)
                .events("cards-drawn seat=0 count=0 cards=[] cause=turn forgiven=1", "turn-started seat=1")
                .verify();
    }

    @Test
    void cardsOutOfPlayStayAsideThroughAReshuffle() {
        TableScenario.players(2).hands("G4 Y6", "B3 R1").leading("R7").discardPile("B5").restUnderDiscard()
                .outOfPlay("KING SUPERTAKI")
                .when("0: draw")
                .then().outOfPlay("SUPERTAKI KING").drawPileSize(104).discardPile("R7").handSizes(3, 2)
                .verify();
        assertEquals(List.of("out of play: expected [KING], got [KING, SUPERTAKI]"),
                TableScenario.players(2).hands("G4", "B3").leading("R7").outOfPlay("KING SUPERTAKI")
                        .then().outOfPlay("KING").run().differences());
    }

    @Test
    void theBuilderWritesCardsOutOfPlayAndTheRestAsAFileThatReadsBackTheSame() {
        TableExpectations then = TableScenario.players(2).hands("G4 Y6", "B3 R1").leading("R7").drawPile("B9")
                .outOfPlay("KING").restOutOfPlay()
                .when("0: draw")
                .then().legalOf(1, "play R1").winners().drawPileSize(0);
        String file = then.toJson();
        assertTrue(file.contains("\"outOfPlay\" : [ \"KING\" ]"), file);
        assertTrue(file.contains("\"rest\" : \"out\""), file);
        Scenario read = ScenarioReader.parse(file, "built").get(0);
        assertEquals(then.scenario().setup(), read.setup());
        assertEquals(TableSetup.Rest.OUT_OF_PLAY, read.setup().rest());
        assertEquals(then.scenario().expect(), read.expect());
        assertTrue(new ScenarioRunner().run(read).passed(), file);
    }

    @Test
    void aBadOutOfPlayOrRestIsRefusedNamingTheField() {
        String start = "{\"setup\": {\"hands\": [[\"R5\"], [\"G4\"]], \"leading\": \"R7\", ";
        for (String[] bad : new String[][] {
                {"\"outOfPlay\": \"KING\"}}", "setup.outOfPlay: expected a list, got \"KING\""},
                {"\"outOfPlay\": [\"R2\"]}}", "setup.outOfPlay: 'R2' is not a card"},
                {"\"outOfPlay\": [\"KING\", \"KING\", \"KING\"]}}",
                        "setup.outOfPlay: sets aside 3 copies of KING, the deck holds 2"},
                {"\"rest\": \"away\"}}", "setup.rest: expected \"draw\", \"discard\" or \"out\", got \"away\""}}) {
            ScenarioResult r = new ScenarioRunner().run(ScenarioReader.parse(start + bad[0], "s").get(0));
            assertFalse(r.passed(), bad[0]);
            assertTrue(r.differences().get(0).contains(bad[1]), r.differences().toString());
        }
    }
}
