package dev.taki.variants.tournamentstages;

import dev.taki.api.VariantChoice;
import dev.taki.testkit.contract.VariantContract;

import java.util.List;
import java.util.Map;

/** The variant contract with firstStage 1: one card each, the first to empty their hand wins. */
class TournamentStagesFirstStageOneContractProperties extends VariantContract {
    @Override
    protected List<VariantChoice> variants() {
        return List.of(new VariantChoice(TournamentStages.ID, Map.of(TournamentStages.FIRST_STAGE, 1)));
    }
}
