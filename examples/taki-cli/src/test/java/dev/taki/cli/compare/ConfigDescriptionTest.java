package dev.taki.cli.compare;

import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.VariantChoice;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A configuration in one line: everything that makes two columns differ. */
class ConfigDescriptionTest {

    @Test
    void namesPlayersFirstSeatDirectionAndEveryVariantWithItsOptions() {
        GameConfig config = new GameConfig(3, 7, 2, Direction.CCW, List.of(VariantChoice.of("permissive-plus"),
                new VariantChoice("penalty-scoring", Map.of("winnerScore", 0, "rounds", 2, "numberCardScore", "flat"))));
        assertEquals("3 players, seat 2 first, counter-clockwise; variants: permissive-plus, penalty-scoring"
                + " (numberCardScore=flat, rounds=2, winnerScore=0, other options default)", ConfigDescription.of(config));
    }

    @Test
    void theBaseGameSaysItHasNoVariants() {
        assertEquals("4 players, seat 0 first, clockwise; no variants (the 2011 base game)", ConfigDescription.of(GameConfig.of(4, 1)));
    }
}
