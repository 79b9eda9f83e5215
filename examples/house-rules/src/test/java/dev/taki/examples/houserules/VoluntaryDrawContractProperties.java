package dev.taki.examples.houserules;

import dev.taki.api.VariantChoice;
import dev.taki.testkit.contract.VariantContract;

import java.util.List;

/** The variant contract for voluntary draws, with no hand limit (the default). */
class VoluntaryDrawContractProperties extends VariantContract {
    @Override
    protected List<VariantChoice> variants() {
        return List.of(VariantChoice.of(VoluntaryDraw.ID));
    }
}
