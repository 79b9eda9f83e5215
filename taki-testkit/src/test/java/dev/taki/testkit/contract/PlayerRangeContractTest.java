package dev.taki.testkit.contract;

import dev.taki.api.ConfigurationException;
import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.VariantChoice;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The contract deals only the numbers of players the variants support: a two-player rule passes it, where a
 * suite dealing 2–10 players would have failed on its first deal of three.
 */
class PlayerRangeContractTest {
    static final VariantCatalog CATALOG = VariantCatalog.of(List.of(new TwoPlayerDuel()), List.of());

    @TestFactory
    Stream<DynamicNode> aTwoPlayerRulePassesTheContract() {
        return VariantContract.suite(TwoPlayerDuel.ID).catalog(CATALOG).games(60).tests();
    }

    @Test
    void theEngineRefusesTheRuleForThreePlayersWhichIsWhatTheSuiteUsedToDeal() {
        ConfigurationException e = assertThrows(ConfigurationException.class, () -> Taki.newGame(new GameConfig(3, 1, 0,
                Direction.CW, List.of(VariantChoice.of(TwoPlayerDuel.ID))), CATALOG));
        assertTrue(e.getMessage().contains("is played by 2 players, got 3"), e.getMessage());
    }

    @Test
    void theSuiteNamesTheCountsItDeals() {
        assertEquals("variant contract: two-player-duel, 2 players",
                VariantContract.suite(TwoPlayerDuel.ID).catalog(CATALOG).games(1).tests().findFirst().orElseThrow()
                        .getDisplayName());
        assertEquals("variant contract: base game, 3 to 5 players",
                VariantContract.suite().players(3, 5).games(1).tests().findFirst().orElseThrow().getDisplayName());
    }

    @Test
    void aNarrowerRangeIsDealtAndNothingElse() {
        Map<String, Optional<Throwable>> results = DynamicRun.run(VariantContract.suite().players(4, 4).games(8)
                .tests());
        results.forEach((name, failure) -> assertTrue(failure.isEmpty(), name));
        for (long seed = 0; seed < 100; seed++) {
            assertEquals(4, ContractTests.config(List.of(), seed, VariantContract.suite().players(4, 4)
                    .playerCounts()).players());
        }
    }

    @Test
    void aRangeOutsideWhatTheVariantsSupportIsRefusedNamingThem() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> VariantContract.suite(TwoPlayerDuel.ID).catalog(CATALOG).players(2, 4).tests());
        assertEquals("players(2, 4): the variants are played by 2 players ('two-player-duel' is played by 2 players);"
                + " choose a range within 2 to 2", e.getMessage());
        IllegalArgumentException empty = assertThrows(IllegalArgumentException.class,
                () -> VariantContract.suite().players(5, 3).tests());
        assertEquals("players(5, 3): expected the fewest first", empty.getMessage());
    }

    @Test
    void theInheritedContractRefusesARangeOutsideWhatTheVariantsSupport() {
        VariantContract tooWide = new TwoPlayerDuelContractProperties() {
            @Override
            protected dev.taki.testkit.arbitraries.PlayerCounts players() {
                return dev.taki.testkit.arbitraries.PlayerCounts.between(2, 3);
            }
        };
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, tooWide::playerCounts);
        assertTrue(e.getMessage().startsWith("players(2, 3): the variants are played by 2 players"), e.getMessage());
        assertEquals(List.of(2), new TwoPlayerDuelContractProperties().playerCounts().allValues().orElseThrow().toList());
    }
}
