package dev.taki.examples.houserules;

import dev.taki.api.VariantChoice;
import dev.taki.testkit.contract.VariantContract;

import java.util.List;

/** The variant contract for Super TAKI colours named by their players: inherited, as every variant's tests do. */
class SuperTakiChoosesColorContractProperties extends VariantContract {
    @Override
    protected List<VariantChoice> variants() {
        return List.of(VariantChoice.of(SuperTakiChoosesColor.ID));
    }
}
