package dev.taki.testkit.contract;

import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.VariantChoice;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The contract deals every seat's cards again, not only the acting seat's: a window that asks only the seats holding
 * a card tells everyone who holds it, and fails the every-seat check — and only that check, as it passed the whole
 * suite before — while the same window asking every seat keeps the whole contract.
 */
class EverySeatSecretsTest {
    private static final String EVERY_SEAT_CHECK = ContractTests.EVERY_SEAT_TEST;

    private static Map<String, Optional<Throwable>> suite(NumberWindow window) {
        return DynamicRun.run(VariantContract.suite(window.id())
                .catalog(VariantCatalog.of(List.of(window), List.of())).games(24).tests());
    }

    @Test
    void aWindowThatAsksOnlyTheHoldersFailsTheEverySeatCheckAndNoOther() {
        Map<String, Optional<Throwable>> results = suite(NumberWindow.asksOnlyHolders());
        String message = DynamicRun.of(results, EVERY_SEAT_CHECK)
                .orElseThrow(() -> new AssertionError("the leak was not found: " + results)).getMessage();
        assertTrue(message.contains("leak of other seats' cards: after "), message);
        assertTrue(message.contains("which it cannot see and which have no part in the move"), message);
        assertTrue(message.contains("Window.open asks every other seat"), message);
        assertTrue(message.contains("reproduce it: ContractChecks.randomGameHidesEverySeatsCards(new GameConfig("),
                message);
        results.forEach((name, failure) -> {
            if (!name.startsWith(EVERY_SEAT_CHECK)) {
                assertTrue(failure.isEmpty(), () -> name + " failed: " + failure.get().getMessage());
            }
        });
    }

    @Test
    void aWindowThatAsksEverySeatKeepsTheWholeContract() {
        suite(NumberWindow.asksEveryone()).forEach((name, failure) ->
                assertTrue(failure.isEmpty(), () -> name + " failed: " + failure.get().getMessage()));
    }

    @Test
    void theCheckOfOneMoveSaysWhoLearnsWhatAfterTheCardThatOpensTheWindow() {
        NumberWindow leaky = NumberWindow.asksOnlyHolders();
        VariantCatalog catalog = VariantCatalog.of(List.of(leaky), List.of());
        GameState state = Taki.newGame(new GameConfig(4, 3, 0, Direction.CW, List.of(VariantChoice.of(leaky.id()))),
                catalog);
        Random random = new Random(3);
        AssertionError found = null;
        for (int move = 0; move < 200 && found == null && !state.isOver(); move++) {
            List<Move> legal = state.legalMoves();
            Move m = legal.get(random.nextInt(legal.size()));
            try {
                ContractChecks.noSeatLearnsAnotherSeatsCards(state, state.toAct(), m, move);
            } catch (AssertionError e) {
                found = e;
            }
            state = state.apply(state.toAct(), m.withDeclaration()).state();
        }
        assertTrue(found != null, "no move of the game was found to tell who holds a card");
        String message = found.getMessage();
        assertTrue(message.matches("(?s)leak of other seats' cards: after \\d: play [RGBY]\\d.*"), message);
        assertTrue(message.contains("its view: variantStates {asks-only-holders={owner=") || message.contains(
                "its view: toAct "), message);
        assertTrue(message.contains("window-opened"), message);
    }
}
