package dev.taki.examples.houserules;

import dev.taki.api.VariantChoice;
import dev.taki.testkit.contract.VariantContract;

import java.util.List;

/** The variant contract for the Change Color ban: inherited, as every variant's tests do. */
class NoColorOnColorContractProperties extends VariantContract {
    @Override
    protected List<VariantChoice> variants() {
        return List.of(VariantChoice.of(NoColorOnColor.ID));
    }
}
