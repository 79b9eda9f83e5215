package dev.taki.variants.penaltyscoring;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.ConfigurationException;
import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.Phase;
import dev.taki.api.TableSetup;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.Variant;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.core.record.RecordedMove;
import dev.taki.testkit.play.Invariants;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a player notices of a match beyond the scenario files. */
class PenaltyScoringTest {

    private static GameConfig config(int players, long seed, Map<String, Object> options) {
        return GameConfig.of(players, seed).withVariants(List.of(new VariantChoice(PenaltyScoring.ID, options)));
    }

    static GameState setup(GameConfig config, List<List<Card>> hands, String leading, List<Card> drawPile,
                           Map<String, Object> fields) {
        return Taki.fromSetup(config, new TableSetup(hands, Card.parse(leading), null, drawPile, List.of(), 0, null,
                false, 0, fields));
    }

    static List<Card> cards(String... notation) {
        return Arrays.stream(notation).map(Card::parse).toList();
    }

    static Outcome.Accepted play(GameState state, String line) {
        RecordedMove m = RecordedMove.parse(line, state.game().notation());
        Outcome o = state.apply(m.seat(), m.move());
        assertTrue(o.isAccepted(), () -> line + " was rejected: " + o + "\n" + state);
        return (Outcome.Accepted) o;
    }

    static Object scores(GameState s) {
        return s.variantState(PenaltyScoring.ID).get(PenaltyScoring.SCORES);
    }

    static Object round(GameState s) {
        return s.variantState(PenaltyScoring.ID).get(PenaltyScoring.ROUND);
    }

    /** A match played by random legal moves, with the "round-scored" events it produced. */
    private record Match(GameState end, List<Event.VariantEvent> rounds) {
    }

    private static Match playMatch(GameConfig config, long seed) {
        GameState s = Taki.newGame(config);
        Random random = new Random(seed);
        List<Event.VariantEvent> rounds = new ArrayList<>();
        for (int moves = 0; !s.isOver(); moves++) {
            assertTrue(moves < 100_000, "the match does not end");
            List<Move> legal = s.legalMoves();
            Outcome.Accepted o = (Outcome.Accepted) s.apply(legal.get(random.nextInt(legal.size())).withDeclaration());
            for (Event e : o.events()) {
                if (e instanceof Event.VariantEvent v && v.type().equals("penalty-scoring:round-scored")) {
                    rounds.add(v);
                }
            }
            s = o.state();
            Invariants.cardsAreConserved(s);
        }
        return new Match(s, rounds);
    }

    @Test
    void aFullMatchEndsAfterItsRoundsAndTheLowestTotalWins() {
        for (int players = 2; players <= 5; players++) {
            GameConfig config = config(players, 100 + players, Map.of());
            Match m = playMatch(config, players);
            assertEquals(6, m.rounds().size(), "the default match has 6 rounds");
            List<Integer> totals = new ArrayList<>(Collections.nCopies(players, 0));
            for (int r = 0; r < m.rounds().size(); r++) {
                Event.VariantEvent e = m.rounds().get(r);
                assertEquals(r + 1, e.details().get("round"));
                @SuppressWarnings("unchecked")
                List<Integer> roundScores = (List<Integer>) e.details().get("roundScores");
                assertEquals(-100, roundScores.get(e.seat()), "the round's winner scores -100");
                for (int seat = 0; seat < players; seat++) {
                    totals.set(seat, totals.get(seat) + roundScores.get(seat));
                }
                assertEquals(totals, e.details().get("scores"));
            }
            assertEquals(totals, scores(m.end()));
            assertEquals(6, round(m.end()));
            int min = Collections.min(totals);
            List<Integer> lowest = new ArrayList<>();
            for (int seat = 0; seat < players; seat++) {
                if (totals.get(seat) == min) {
                    lowest.add(seat);
                }
            }
            assertEquals(lowest, m.end().winners());
        }
    }

    @Test
    void theNumberOfRoundsIsAnOption() {
        Match m = playMatch(config(3, 5, Map.of("rounds", 3)), 9);
        assertEquals(3, m.rounds().size());
        assertTrue(m.end().isOver());
    }

    @Test
    void aRoundsWinnerStartsTheNextRoundWithFreshHandsAndTheTotalsKept() {
        GameState s = setup(config(3, 0, Map.of()), List.of(cards("R4", "G6"), cards("R5"), cards("Y9", "B3")), "R7",
                List.of(), Map.of());
        GameState after = play(play(s, "0: play R4 last").state(), "1: play R5").state();
        assertEquals(List.of(6, -100, 12), scores(after));
        assertEquals(2, round(after));
        assertEquals(1, after.toAct());
        assertEquals(1, after.turnOwner());
        assertEquals(Phase.TURN, after.phase());
        for (int seat = 0; seat < 3; seat++) {
            assertEquals(8, after.handSize(seat));
        }
        assertTrue(after.leading().kind().isNumber());
        assertFalse(after.isOver());
        Invariants.check(after);
    }

    @Test
    void equalLowestTotalsShareTheMatch() {
        GameConfig config = config(3, 0, Map.of("rounds", 4));
        GameState s = setup(config, List.of(cards("R5"), cards("B4", "Y6"), cards("G1")), "R7", List.of(),
                Map.of("scores", List.of(-50, -150, 200), "round", 4));
        GameState after = play(s, "0: play R5").state();
        assertTrue(after.isOver());
        assertEquals(List.of(-150, -140, 201), scores(after));
        assertEquals(List.of(0), after.winners());
        GameState tie = play(setup(config, List.of(cards("R5"), cards("B4", "Y6"), cards("G1")), "R7", List.of(),
                Map.of("scores", List.of(-50, -160, 200), "round", 4)), "0: play R5").state();
        assertEquals(List.of(-150, -150, 201), scores(tie));
        assertEquals(List.of(0, 1), tie.winners());
        assertTrue(tie.legalMoves().isEmpty());
    }

    @Test
    void theRoundIsAnnouncedWithItsScoresAndTheTotals() {
        GameState s = setup(config(2, 0, Map.of()), List.of(cards("R5"), cards("B1", "Y9", "KING")), "R7", List.of(),
                Map.of());
        Outcome.Accepted o = play(s, "0: play R5");
        Event.VariantEvent scored = o.events().stream().filter(e -> e instanceof Event.VariantEvent)
                .map(e -> (Event.VariantEvent) e).findFirst().orElseThrow();
        assertEquals("penalty-scoring:round-scored", scored.type());
        assertEquals(0, scored.seat());
        assertEquals(Map.of("round", 1, "roundScores", List.of(-100, 20), "scores", List.of(-100, 20)),
                scored.details());
    }

    @Test
    void theScoresAreConfigurable() {
        GameConfig config = config(2, 0, Map.of("winnerScore", 0, "otherCardScore", 20, "numberCardScore", "flat"));
        GameState s = setup(config, List.of(cards("R5"), cards("B1", "Y9", "KING")), "R7", List.of(), Map.of());
        assertEquals(List.of(0, 60), scores(play(s, "0: play R5").state()));
    }

    @Test
    void eachKindOfCardCanHaveItsOwnScore() {
        GameConfig config = config(2, 0, Map.of("kingScore", 50, "plusTwoScore", 25, "otherCardScore", 15));
        GameState s = setup(config, List.of(cards("R5"), cards("B1", "KING", "G+2", "YSTOP")), "R7", List.of(), Map.of());
        assertEquals(List.of(-100, 1 + 50 + 25 + 15), scores(play(s, "0: play R5").state()));
    }

    @Test
    void aCardOfAnyOtherPluginScoresOtherCardScore() {
        CardKind plusFour = CardKind.colorless("PLUS_FOUR", "+4").define();
        Variant plugin = new Variant() {
            @Override public String id() { return "plus-four"; }
            @Override public String description() { return "adds a +4 card, for this test"; }
            @Override public void setUp(SetupContext context) { context.card(plusFour, 1); }
            @Override public Rules rules(Options options) { return new Rules() { }; }
        };
        VariantCatalog catalog = VariantCatalog.of(List.of(new PenaltyScoring(), plugin), List.of());
        GameConfig config = GameConfig.of(2, 0).withVariants(List.of(VariantChoice.of("plus-four"),
                new VariantChoice(PenaltyScoring.ID, Map.of("otherCardScore", 15, "kingScore", 50))));
        GameState s = Taki.fromSetup(config, new TableSetup(List.of(cards("R5"), List.of(Card.of(plusFour),
                Card.parse("KING"))), Card.parse("R7"), null, List.of(), List.of(), 0, null, false, 0, Map.of()), catalog);
        assertEquals(List.of(-100, 15 + 50), scores(play(s, "0: play R5").state()));
    }

    @Test
    void aKingThatCancelsTheCountEndsTheRoundForThePlayerWaitingOnIt() {
        GameState s = setup(config(3, 0, Map.of()), List.of(cards("R+2"), cards("KING", "B4", "G3"), cards("Y9", "B3")),
                "R7", List.of(), Map.of());
        GameState pending = play(s, "0: play R+2").state();
        Outcome.Accepted o = play(pending, "1: play KING");
        GameState after = o.state();
        assertEquals(List.of(-100, 7, 12), scores(after));
        assertEquals(2, round(after));
        assertEquals(0, after.toAct(), "the round's winner starts the next round");
        assertEquals(Phase.TURN, after.phase(), "the King's follow-up belonged to the old round");
        assertEquals(0, after.pendingDraw());
        List<String> types = o.events().stream().map(Event::type).toList();
        assertTrue(types.indexOf("draw-count-cancelled") >= 0
                && types.indexOf("draw-count-cancelled") < types.indexOf("penalty-scoring:round-scored"), types.toString());
        Invariants.check(after);
    }

    @Test
    void aKingThatCancelsTheCountInTheLastRoundEndsTheMatch() {
        GameState s = setup(config(2, 0, Map.of("rounds", 1)), List.of(cards("R+2"), cards("KING", "B4")), "R7",
                List.of(), Map.of());
        GameState after = play(play(s, "0: play R+2").state(), "1: play KING").state();
        assertTrue(after.isOver());
        assertEquals(List.of(-100, 4), scores(after));
        assertEquals(List.of(0), after.winners());
    }

    @Test
    void whenTwoPlayersEmptiedTheirHandsOnTheSameCountTheFirstWinsTheRound() {
        GameState s = setup(config(3, 0, Map.of()), List.of(cards("R+2"), cards("G+2"), cards("Y9", "B3")), "R7",
                cards("G1", "G3", "G4", "G5"), Map.of());
        GameState after = play(play(play(s, "0: play R+2").state(), "1: play G+2").state(), "2: draw").state();
        assertEquals(List.of(-100, 0, 25), scores(after));
        assertEquals(0, after.toAct());
        assertEquals(List.of(8, 8, 8), List.of(after.handSize(0), after.handSize(1), after.handSize(2)));
    }

    @Test
    void badSetupFieldsAreRefusedNamingTheField() {
        GameConfig config = config(2, 0, Map.of());
        List<List<Card>> hands = List.of(cards("R5"), cards("B4"));
        ConfigurationException round = assertThrows(ConfigurationException.class,
                () -> setup(config, hands, "R7", List.of(), Map.of("round", 7)));
        assertTrue(round.getMessage().contains("round"), round.getMessage());
        ConfigurationException scores = assertThrows(ConfigurationException.class,
                () -> setup(config, hands, "R7", List.of(), Map.of("scores", List.of(1, 2, 3))));
        assertTrue(scores.getMessage().contains("scores"), scores.getMessage());
    }

    @Test
    void theVariantDescribesItsOptions() {
        Map<String, Object> defaults = new HashMap<>();
        new PenaltyScoring().options().forEach(o -> defaults.put(o.name(), o.defaultValue()));
        assertEquals(6, defaults.get("rounds"));
        assertEquals(-100, defaults.get("winnerScore"));
        assertEquals(10, defaults.get("otherCardScore"));
        assertEquals("face", defaults.get("numberCardScore"));
        for (String kind : List.of("plusTwoScore", "plusScore", "stopScore", "changeDirectionScore", "takiScore",
                "changeColorScore", "superTakiScore", "kingScore", "plusThreeScore", "breakerScore", "crazyScore")) {
            assertEquals(-1, defaults.get(kind), kind + ": by default a kind scores as otherCardScore");
        }
        assertEquals(15, defaults.size());
    }
}
