package dev.taki.variants.plusthreerule;

import dev.taki.api.VariantChoice;
import dev.taki.testkit.contract.VariantContract;

import java.util.List;

/** The variant contract: random games with the 3 + Plus pair keep RULES.md § 8 and end with a winner. */
class PlusThreeRuleContractProperties extends VariantContract {
    @Override
    protected List<VariantChoice> variants() {
        return List.of(VariantChoice.of(PlusThreeRule.ID));
    }
}
