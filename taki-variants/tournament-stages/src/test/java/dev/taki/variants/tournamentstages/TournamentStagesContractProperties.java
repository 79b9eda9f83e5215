package dev.taki.variants.tournamentstages;

import dev.taki.api.VariantChoice;
import dev.taki.testkit.contract.VariantContract;

import java.util.List;

/** The variant contract at the default first stage (8). */
class TournamentStagesContractProperties extends VariantContract {
    @Override
    protected List<VariantChoice> variants() {
        return List.of(VariantChoice.of(TournamentStages.ID));
    }
}
