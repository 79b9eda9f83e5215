package dev.taki.testkit.contract;

import dev.taki.core.VariantCatalog;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

import java.util.List;
import java.util.stream.Stream;

/**
 * The variant contract, run by naming no variant at all: the base game keeps it too (its random games are
 * also {@code RandomGameProperties}', so a few here suffice).
 */
class BaseGameContractTest {

    @TestFactory
    Stream<DynamicNode> baseGame() {
        return VariantContract.forVariants(List.of(), VariantCatalog.discover(), 60);
    }
}
