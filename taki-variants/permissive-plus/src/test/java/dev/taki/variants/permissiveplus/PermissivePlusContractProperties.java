package dev.taki.variants.permissiveplus;

import dev.taki.api.VariantChoice;
import dev.taki.testkit.contract.VariantContract;

import java.util.List;
import java.util.Map;

/** The variant contract, with the option off and on. */
class PermissivePlusContractProperties {

    static class Default extends VariantContract {
        @Override
        protected List<VariantChoice> variants() {
            return List.of(VariantChoice.of(PermissivePlus.ID));
        }
    }

    static class DrawInsteadOfFollow extends VariantContract {
        @Override
        protected List<VariantChoice> variants() {
            return List.of(new VariantChoice(PermissivePlus.ID, Map.of(PermissivePlus.DRAW_INSTEAD_OF_FOLLOW, true)));
        }
    }
}
