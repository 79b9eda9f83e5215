package dev.taki.examples.houserules;

import dev.taki.api.VariantChoice;
import dev.taki.testkit.contract.VariantContract;

import java.util.List;

/** The variant contract for a game that ends when both piles are dry, alone: inherited, as every variant's tests do. */
class DryPilesContractProperties extends VariantContract {
    @Override
    protected List<VariantChoice> variants() {
        return List.of(VariantChoice.of(DryPiles.ID));
    }
}
