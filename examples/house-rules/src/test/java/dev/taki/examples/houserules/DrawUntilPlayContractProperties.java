package dev.taki.examples.houserules;

import dev.taki.api.VariantChoice;
import dev.taki.testkit.contract.VariantContract;

import java.util.List;

/** The variant contract for drawing until a card can be played, alone: inherited, as every variant's tests do. */
class DrawUntilPlayContractProperties extends VariantContract {
    @Override
    protected List<VariantChoice> variants() {
        return List.of(VariantChoice.of(DrawUntilPlay.ID));
    }
}
