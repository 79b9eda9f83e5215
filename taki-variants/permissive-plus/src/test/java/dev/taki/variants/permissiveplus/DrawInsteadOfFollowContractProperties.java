package dev.taki.variants.permissiveplus;

import dev.taki.api.VariantChoice;
import dev.taki.testkit.contract.VariantContract;

import java.util.List;
import java.util.Map;

/** The variant contract with {@code drawInsteadOfFollow} on. */
class DrawInsteadOfFollowContractProperties extends VariantContract {
    @Override
    protected List<VariantChoice> variants() {
        return List.of(new VariantChoice(PermissivePlus.ID, Map.of(PermissivePlus.DRAW_INSTEAD_OF_FOLLOW, true)));
    }
}
