package dev.taki.variants.penaltyscoring;

import dev.taki.api.VariantChoice;
import dev.taki.testkit.contract.VariantContract;

import java.util.List;
import java.util.Map;

/**
 * The variant contract for a match of stage games with Crazy Cards: tournament-stages first (a round ends
 * when a player empties their hand at stage 1), crazy-card, then penalty-scoring over two rounds.
 */
class CombinedContractProperties extends VariantContract {
    @Override
    protected List<VariantChoice> variants() {
        return List.of(new VariantChoice("tournament-stages", Map.of("firstStage", 3)),
                VariantChoice.of("crazy-card"),
                new VariantChoice(PenaltyScoring.ID, Map.of(PenaltyScoring.ROUNDS, 2)));
    }
}
