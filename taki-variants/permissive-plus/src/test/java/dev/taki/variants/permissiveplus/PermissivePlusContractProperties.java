package dev.taki.variants.permissiveplus;

import dev.taki.api.VariantChoice;
import dev.taki.testkit.contract.VariantContract;

import java.util.List;

/** The variant contract with the option at its default. */
class PermissivePlusContractProperties extends VariantContract {
    @Override
    protected List<VariantChoice> variants() {
        return List.of(VariantChoice.of(PermissivePlus.ID));
    }
}
