package dev.taki.testkit.contract;

import dev.taki.api.VariantChoice;
import dev.taki.core.VariantCatalog;

import java.util.List;

/** The inherited contract for a two-player rule: its properties deal two players only. */
class TwoPlayerDuelContractProperties extends VariantContract {
    @Override
    protected List<VariantChoice> variants() {
        return List.of(VariantChoice.of(TwoPlayerDuel.ID));
    }

    @Override
    protected VariantCatalog catalog() {
        return PlayerRangeContractTest.CATALOG;
    }
}
