package dev.taki.variants.plusthreecard;

import dev.taki.api.VariantChoice;
import dev.taki.testkit.contract.VariantContract;

import java.util.List;

/** The variant contract: random games with +3 and Breakers keep RULES.md § 8 and end with a winner. */
class PlusThreeCardContractProperties extends VariantContract {
    @Override
    protected List<VariantChoice> variants() {
        return List.of(VariantChoice.of(PlusThreeCard.ID));
    }
}
