package ${package};

import dev.taki.api.VariantChoice;
import dev.taki.testkit.contract.VariantContract;

import java.util.List;

/**
 * The promises every variant keeps, inherited from the testkit: random games of 2 to 10 players keep the rules'
 * invariants after every move and end with a winner; a move is accepted exactly when it is legal and a refused
 * one changes nothing; games replay from their seed and moves; views hide what they must; states survive JSON.
 * A failure is shrunk to a short game and reported with its seed.
 *
 * <p>Name here the variants your rule is played with, as a configuration lists them; to check a combination as
 * well, add a class like this one, or a test returning {@code VariantContract.forVariants("${variantId}", …)}.
 */
class ${classPrefix}ContractProperties extends VariantContract {
    @Override
    protected List<VariantChoice> variants() {
        return List.of(VariantChoice.of(${classPrefix}.ID));
    }
}
