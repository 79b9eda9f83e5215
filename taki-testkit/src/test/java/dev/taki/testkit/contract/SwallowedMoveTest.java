package dev.taki.testkit.contract;

import dev.taki.api.spi.Variant;
import dev.taki.core.VariantCatalog;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A jump whose rule carries the play out itself swallows what another rule does with the card — the hand swap of a
 * 7 — and the pair check fails on it, in both orders, saying how to hand the move on; the jump that hands the play on
 * to the rules passes with the same rule. The two orders alone would not tell: the swap's action is asked for only by
 * the rules that play the card, which this jump never asks in either order. What finds it is the check that a move
 * out of turn taking the turn is carried out as that move in the jumper's own turn, which the pair check runs on
 * every such move.
 */
class SwallowedMoveTest {
    private static Map<String, Optional<Throwable>> pairs(Variant jump, int games) {
        return DynamicRun.run(VariantContract.pairsOf(VariantCatalog.of(List.of(jump, new SevenSwapsWithNext()),
                List.of()), games));
    }

    @Test
    void aJumpThatCarriesThePlayOutItselfFailsThePairCheckInBothOrders() {
        Map<String, Optional<Throwable>> results = pairs(Jump.carryingOut(), 16);
        assertEquals(List.of("jump-carrying-out + seven-swaps-with-next (8 games)",
                "seven-swaps-with-next + jump-carrying-out (8 games)"), List.copyOf(results.keySet()));
        results.forEach((name, failure) -> {
            String message = failure.orElseThrow(() -> new AssertionError(name + " passed: the swap was swallowed"))
                    .getMessage();
            assertTrue(message.startsWith("the pair " + name.substring(0, name.indexOf(" (")) + ", case "), message);
            assertTrue(message.contains("a move out of turn that takes the turn is not carried out as that turn: "),
                    message);
            assertTrue(message.matches("(?s).*: play [RGBY]7 @\\d( last)?, which seat \\d's own turn would allow"
                    + " now.*"), message);
            assertTrue(message.matches("(?s).*\\n  hands: seat \\d holds .* out of turn, .* as a turn\\n.*"), message);
            assertTrue(message.contains("hands-swapped"), message);
            assertTrue(message.contains("Make the move a turn in beforeMove (Table.startTurn) and let apply return"
                    + " false"), message);
            assertTrue(message.contains("reproduce it: ContractChecks.randomGameKeepsTheContract("), message);
        });
    }

    @Test
    void aJumpThatHandsThePlayOnPassesWithTheSwap() {
        pairs(Jump.handingOn(), 8).forEach((name, failure) ->
                assertTrue(failure.isEmpty(), () -> name + " failed: " + failure.get().getMessage()));
    }

    @Test
    void eachJumpAloneKeepsTheContract() {
        for (Jump jump : List.of(Jump.handingOn(), Jump.carryingOut())) {
            DynamicRun.run(VariantContract.suite(jump.id()).catalog(VariantCatalog.of(List.of(jump), List.of()))
                    .games(12).tests()).forEach((name, failure) ->
                    assertTrue(failure.isEmpty(), () -> jump.id() + ": " + name + " failed: "
                            + failure.get().getMessage()));
        }
    }
}
