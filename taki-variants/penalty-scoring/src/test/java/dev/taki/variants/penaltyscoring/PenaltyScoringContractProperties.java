package dev.taki.variants.penaltyscoring;

import dev.taki.api.VariantChoice;
import dev.taki.testkit.contract.VariantContract;

import java.util.List;
import java.util.Map;

/** The variant contract with a two-round match (a full six-round match is the same code, only longer). */
class PenaltyScoringContractProperties extends VariantContract {
    @Override
    protected List<VariantChoice> variants() {
        return List.of(new VariantChoice(PenaltyScoring.ID, Map.of(PenaltyScoring.ROUNDS, 2)));
    }
}
