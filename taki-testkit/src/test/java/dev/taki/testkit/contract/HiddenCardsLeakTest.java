package dev.taki.testkit.contract;

import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Variant;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The contract finds the acting seat's hidden cards where other seats can see them — in the public part of a
 * variant's state, in an event — and only that: every other check passes the leaky variants, as the suite did
 * before it looked at the acting seat.
 */
class HiddenCardsLeakTest {
    private static final String LEAK_CHECK = "no move shows the acting seat's hidden cards";

    private static Map<String, Optional<Throwable>> suite(Variant variant) {
        return DynamicRun.run(VariantContract.suite(variant.id())
                .catalog(VariantCatalog.of(List.of(variant), List.of())).games(40).tests());
    }

    @Test
    void aStateWhosePublicPartShowsTheCardJustDrawnFailsTheContractNamingTheLeak() {
        Map<String, Optional<Throwable>> results = suite(new ShowsLastDrawn());
        String message = DynamicRun.of(results, LEAK_CHECK)
                .orElseThrow(() -> new AssertionError("the leak was not found: " + results)).getMessage();
        assertTrue(message.contains("leak of the acting seat's hidden cards"), message);
        assertTrue(message.contains("the public part of the state of '" + ShowsLastDrawn.ID + "'"), message);
        assertTrue(message.contains("StateCodec.publicPart"), message);
        assertTrue(message.contains("reproduce it: ContractChecks.randomGameRevealsNothingHidden(new GameConfig("),
                message);
        assertOnlyTheLeakCheckFails(results);
    }

    @Test
    void anEventThatShowsOtherSeatsTheCardJustDrawnFailsTheContractNamingTheLeak() {
        Map<String, Optional<Throwable>> results = suite(new TellsDrawnCard());
        String message = DynamicRun.of(results, LEAK_CHECK)
                .orElseThrow(() -> new AssertionError("the leak was not found: " + results)).getMessage();
        assertTrue(message.contains("leak of the acting seat's hidden cards"), message);
        assertTrue(message.contains("the events as it sees them (Event.seenBy("), message);
        assertTrue(message.contains("tells-drawn-card:drew") || message.contains(TellsDrawnCard.ID), message);
        assertOnlyTheLeakCheckFails(results);
    }

    @Test
    void theChecksOfOneMoveFindTheLeakToo() {
        VariantCatalog catalog = VariantCatalog.of(List.of(new ShowsLastDrawn()), List.of());
        GameState state = Taki.newGame(new GameConfig(3, 5, 0, Direction.CW,
                List.of(VariantChoice.of(ShowsLastDrawn.ID))), catalog);
        Random random = new Random(5);
        while (!state.legalMoves().contains(Move.draw())) {          // play on until the seat to act must draw
            List<Move> legal = state.legalMoves();
            state = state.apply(legal.get(random.nextInt(legal.size())).withDeclaration()).state();
        }
        GameState before = state;
        AssertionError e = assertThrows(AssertionError.class,
                () -> ContractChecks.moveRevealsNothingHidden(before, Move.draw(), 1));
        assertTrue(e.getMessage().startsWith("leak of the acting seat's hidden cards: after " + before.toAct()
                + ": draw, a spectator learns"), e.getMessage());
    }

    private static void assertOnlyTheLeakCheckFails(Map<String, Optional<Throwable>> results) {
        results.forEach((name, failure) -> {
            if (!name.startsWith(LEAK_CHECK)) {
                assertTrue(failure.isEmpty(), () -> name + " failed: " + failure.get().getMessage());
            }
        });
    }
}
