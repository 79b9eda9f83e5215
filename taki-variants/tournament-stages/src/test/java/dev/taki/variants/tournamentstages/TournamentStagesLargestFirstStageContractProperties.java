package dev.taki.variants.tournamentstages;

import dev.taki.api.VariantChoice;
import dev.taki.testkit.contract.VariantContract;

import java.util.List;
import java.util.Map;

/** The variant contract at the largest first stage: 9 cards each, also with 10 players. */
class TournamentStagesLargestFirstStageContractProperties extends VariantContract {
    @Override
    protected List<VariantChoice> variants() {
        return List.of(new VariantChoice(TournamentStages.ID,
                Map.of(TournamentStages.FIRST_STAGE, TournamentStages.MAX_FIRST_STAGE)));
    }
}
