package dev.taki.variants.crazycard;

import dev.taki.api.VariantChoice;
import dev.taki.testkit.contract.VariantContract;

import java.util.List;

/** The variant contract: random games with Crazy Cards keep the invariants, replay, and end with a winner. */
class CrazyCardContractProperties extends VariantContract {
    @Override
    protected List<VariantChoice> variants() {
        return List.of(VariantChoice.of(CrazyCard.ID));
    }
}
