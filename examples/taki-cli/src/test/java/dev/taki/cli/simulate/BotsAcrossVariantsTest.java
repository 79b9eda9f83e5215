package dev.taki.cli.simulate;

import dev.taki.api.GameConfig;
import dev.taki.bots.Bots;
import dev.taki.api.VariantChoice;
import dev.taki.core.VariantCatalog;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every bot plays only legal moves, in every variant and edition; bots are found by name. */
class BotsAcrossVariantsTest {

    @Test
    void botsAreFoundByName() {
        assertTrue(Bots.names().containsAll(List.of("heuristic", "random")), Bots.names().toString());
        assertEquals("heuristic", Bots.create("heuristic").name());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Bots.create("x")).getMessage()
                .contains("known bots: heuristic, "));
    }

    @Test
    void everyBotFinishesGamesOfEveryVariantWithLegalMovesOnly() {
        VariantCatalog catalog = VariantCatalog.discover();
        List<String> ids = new java.util.ArrayList<>(catalog.variants().keySet());
        ids.addAll(catalog.editions().keySet());
        for (String id : ids) {
            GameConfig cfg = GameConfig.of(3, 100).withVariants(catalog.expand(List.of(VariantChoice.of(id))));
            List<String> bots = List.of("heuristic", "random", "heuristic");
            int games = id.equals("tournament-stages") || id.equals("penalty-scoring") ? 4 : 15;
            Tally t = new Simulation(catalog, cfg, bots, true, 100_000).run(games, 2, null, null);
            assertEquals(games, t.games(), id);
            assertEquals(0, t.unfinished(), id);
        }
    }
}
