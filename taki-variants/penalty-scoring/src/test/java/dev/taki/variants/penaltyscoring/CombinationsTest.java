package dev.taki.variants.penaltyscoring;

import dev.taki.api.Card;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.VariantChoice;
import dev.taki.core.Taki;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static dev.taki.variants.penaltyscoring.PenaltyScoringTest.cards;
import static dev.taki.variants.penaltyscoring.PenaltyScoringTest.play;
import static dev.taki.variants.penaltyscoring.PenaltyScoringTest.round;
import static dev.taki.variants.penaltyscoring.PenaltyScoringTest.scores;
import static dev.taki.variants.penaltyscoring.PenaltyScoringTest.setup;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** penalty-scoring with tournament-stages and crazy-card: the order of the variants decides who sees an out first. */
class CombinationsTest {
    private static final VariantChoice STAGES = new VariantChoice("tournament-stages", Map.of("firstStage", 3));
    private static final VariantChoice SCORING = new VariantChoice(PenaltyScoring.ID, Map.of("rounds", 3));

    private static GameConfig config(int players, VariantChoice... variants) {
        return GameConfig.of(players, 0).withVariants(List.of(variants));
    }

    /** Cards in the notation of the configuration's game, which reads the Crazy Card where it is in play. */
    private static List<Card> gameCards(GameConfig config, String... notation) {
        return Arrays.stream(notation).map(Taki.game(config)::parseCard).toList();
    }

    private static Object stages(GameState s) {
        return s.variantState("tournament-stages").get("stages");
    }

    @Test
    void stagesFirstARoundEndsOnlyWhenAPlayerEmptiesTheHandAtStageOne() {
        List<List<Card>> hands = List.of(cards("R5"), cards("B4", "Y6"));
        GameConfig config = config(2, STAGES, SCORING);
        GameState down = play(setup(config, hands, "R7", cards("G1", "G3", "G4"), Map.of("stages", List.of(3, 3))),
                "0: play R5").state();
        assertEquals(List.of(2, 3), stages(down));
        assertEquals(List.of(0, 0), scores(down), "going down a stage scores nothing");
        assertEquals(1, round(down));

        GameState out = play(setup(config, hands, "R7", List.of(), Map.of("stages", List.of(1, 2))),
                "0: play R5").state();
        assertEquals(List.of(-100, 10), scores(out));
        assertEquals(2, round(out));
        assertEquals(0, out.toAct());
        assertEquals(3, out.handSize(0), "the new round deals the first stage");
        assertEquals(3, out.handSize(1));

        GameState next = play(out, "0: " + out.legalMoves().get(0).notation()).state();
        assertEquals(List.of(3, 3), stages(next), "the stages start again with the new round");
    }

    @Test
    void listedFirstScoringStillLetsTheStagesPlayOutEachRound() {
        GameConfig listed = config(2, SCORING, STAGES);
        GameState down = play(setup(listed, List.of(cards("R5"), cards("B4", "Y6")), "R7", cards("G1", "G3", "G4"),
                Map.of("stages", List.of(3, 3))), "0: play R5").state();
        assertEquals(List.of("tournament-stages", "penalty-scoring"),
                down.config().variants().stream().map(VariantChoice::id).toList(),
                "tournament-stages says its rules come first, so the configuration resolves so");
        assertEquals(List.of(2, 3), stages(down), "an emptied hand goes down a stage");
        assertEquals(List.of(0, 0), scores(down), "and scores nothing: the round goes on");
        assertEquals(1, round(down));
    }

    @Test
    void aLastCrazyCardSendsTheReceiverDownAStageAndTheTurnGoesOn() {
        GameConfig config = config(3, STAGES, VariantChoice.of("crazy-card"));
        GameState s = setup(config, List.of(gameCards(config, "CRAZY"), cards("B4", "Y6"), cards("R1", "R3")), "R7",
                cards("G1", "G3", "G4"), Map.of("stages", List.of(3, 3, 3)));
        GameState after = play(s, "0: play CRAZY cw").state();
        assertFalse(after.isOver());
        assertEquals(List.of(3, 2, 3), stages(after));
        assertEquals(cards("G1", "G3"), after.hand(1));
        assertEquals(cards("R1", "R3"), after.hand(0));
        assertEquals(1, after.toAct());
    }

    @Test
    void aCrazyCardLeftInHandScoresCrazyScore() {
        GameConfig config = config(2, new VariantChoice(PenaltyScoring.ID, Map.of("crazyScore", 40, "otherCardScore", 15)),
                VariantChoice.of("crazy-card"));
        GameState s = setup(config, List.of(cards("R5"), gameCards(config, "CRAZY", "B4", "G+2")),
                "R7", List.of(), Map.of());
        assertEquals(List.of(-100, 40 + 4 + 15), scores(play(s, "0: play R5").state()));
    }

    @Test
    void aLastCrazyCardInTheLastRoundGivesTheMatchToTheReceiverWithTheLowestTotal() {
        GameConfig config = config(3, SCORING, VariantChoice.of("crazy-card"));
        GameState s = setup(config, List.of(gameCards(config, "CRAZY"), cards("B4", "Y6"), cards("R1", "R3")), "R7",
                List.of(), Map.of("round", 3, "scores", List.of(0, 0, 0)));
        GameState after = play(s, "0: play CRAZY cw").state();
        assertTrue(after.isOver());
        assertEquals(List.of(4, -100, 10), scores(after));
        assertEquals(List.of(1), after.winners());
    }
}
