package dev.taki.examples.houserules;

import dev.taki.api.VariantChoice;
import dev.taki.testkit.contract.VariantContract;

import java.util.List;

/** The variant contract for continuity in TAKI runs: inherited, as every variant's tests do. */
class TakiContinuityContractProperties extends VariantContract {
    @Override
    protected List<VariantChoice> variants() {
        return List.of(VariantChoice.of(TakiContinuity.ID));
    }
}
