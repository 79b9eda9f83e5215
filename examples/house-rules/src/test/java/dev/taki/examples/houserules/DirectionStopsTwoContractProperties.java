package dev.taki.examples.houserules;

import dev.taki.api.VariantChoice;
import dev.taki.testkit.contract.VariantContract;

import java.util.List;

/** The variant contract for Change Direction as Stop with two players: inherited, as every variant's tests do. */
class DirectionStopsTwoContractProperties extends VariantContract {
    @Override
    protected List<VariantChoice> variants() {
        return List.of(VariantChoice.of(DirectionStopsTwo.ID));
    }
}
