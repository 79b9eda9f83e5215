package dev.taki.testkit.contract;

import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.VariantChoice;
import dev.taki.core.VariantCatalog;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The pair check runs each pair in both orders, names each test after its order, and compares the orders move by
 * move: two rules that both carry out one move, each its own way, play otherwise in each order and are reported with
 * the move, the table and both event lists; so does a jump whose rule carries it out, hiding it from the rules listed
 * after it; a declared order makes both orders alike.
 */
class BothOrdersTest {
    private static final DrawsInstead TWO = new DrawsInstead("draws-two", 2);
    private static final DrawsInstead THREE = new DrawsInstead("draws-three", 3);

    @Test
    void twoRulesThatEachCarryOutTheDrawDoNotComposeAndTheReportSaysWhere() {
        VariantCatalog catalog = VariantCatalog.of(List.of(TWO, THREE), List.of());
        GameConfig config = new GameConfig(3, 5, 0, Direction.CW, List.of(VariantChoice.of(TWO.id()),
                VariantChoice.of(THREE.id())));
        String message = assertThrows(AssertionError.class,
                () -> ContractChecks.bothOrdersPlayAlike(config, catalog, 5)).getMessage();
        assertTrue(message.matches("(?s)the rules do not compose: on the same table, \\d: draw( last)? gives other"
                + " events in the order draws-two \\+ draws-three than in the order draws-three \\+ draws-two:\n"
                + "  draws-two \\+ draws-three:\n    cards-drawn seat=\\d count=2 .*\n"
                + "  draws-three \\+ draws-two:\n    cards-drawn seat=\\d count=3 .*"), message);
        assertTrue(message.contains("return false from apply"), message);
        assertTrue(message.contains("declare the order (Variant.before() / after()): 'draws-two' and 'draws-three'"),
                message);
        assertTrue(message.contains("table before the move:\nseat 0: ["), message);
    }

    @Test
    void thePairTestsAreNamedAfterTheirOrdersAndBothFail() {
        Map<String, Optional<Throwable>> results = DynamicRun.run(VariantContract.pairsOf(
                VariantCatalog.of(List.of(TWO, THREE), List.of()), 2));
        assertEquals(List.of("draws-three + draws-two (1 game)", "draws-two + draws-three (1 game)"),
                List.copyOf(results.keySet()));
        results.forEach((name, failure) -> {
            String message = failure.orElseThrow(() -> new AssertionError(name + " passed")).getMessage();
            assertTrue(message.startsWith("the pair " + name.replace(" (1 game)", "") + ", case 0 of 1: "), message);
            assertTrue(message.contains("reproduce it: ContractChecks.bothOrdersPlayAlike(new GameConfig("), message);
            assertTrue(message.contains("the rules do not compose"), message);
        });
    }

    @Test
    void aJumpCarriedOutByItsOwnRuleIsHiddenFromTheRulesAfterItAndTheOrdersDiffer() {
        Map<String, Optional<Throwable>> results = DynamicRun.run(VariantContract.pairsOf(VariantCatalog.of(
                List.of(Jump.carryingOutWithTheAction(), new CountsNumberCards()), List.of()), 16));
        assertEquals(2, results.size(), results::toString);
        results.forEach((name, failure) -> {
            String message = failure.orElseThrow(() -> new AssertionError(name + " passed")).getMessage();
            assertTrue(message.contains("reproduce it: ContractChecks.bothOrdersPlayAlike("), message);
            assertTrue(message.matches("(?s).*the rules do not compose: on the same table, \\d: play [RGBY]\\d( last)?"
                    + " leaves another table in the order .*"), message);
            assertTrue(message.contains("variantStates {"), message);
            assertTrue(message.contains("counts-number-cards={played="), message);
        });
    }

    @Test
    void aJumpHandedOnToTheRulesIsSeenByThemInBothOrders() {
        DynamicRun.run(VariantContract.pairsOf(VariantCatalog.of(List.of(Jump.handingOn(), new CountsNumberCards()),
                List.of()), 6)).forEach((name, failure) ->
                assertTrue(failure.isEmpty(), () -> name + " failed: " + failure.get().getMessage()));
    }

    @Test
    void aDeclaredOrderResolvesBothOrdersAlikeAndTheNameSaysSo() {
        DrawsInstead first = new DrawsInstead("draws-two", 2, Set.of(THREE.id()));
        Map<String, Optional<Throwable>> results = DynamicRun.run(VariantContract.pairsOf(
                VariantCatalog.of(List.of(first, THREE), List.of()), 2));
        assertEquals(List.of("draws-three + draws-two (1 game, resolved as draws-two + draws-three, which 'draws-two'"
                        + " declares)", "draws-two + draws-three (1 game, resolved as draws-two + draws-three, which"
                        + " 'draws-two' declares)"), List.copyOf(results.keySet()));
        results.forEach((name, failure) ->
                assertTrue(failure.isEmpty(), () -> name + " failed: " + failure.get().getMessage()));
    }
}
