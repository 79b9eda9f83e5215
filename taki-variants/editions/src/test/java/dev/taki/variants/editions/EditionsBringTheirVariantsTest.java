package dev.taki.variants.editions;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.core.config.ConfigFiles;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** The editions jar brings the variants its editions name: each edition plays with this jar's dependencies alone. */
class EditionsBringTheirVariantsTest {

    @Test
    void everyEditionPlaysWithTheVariantsItNames() {
        VariantCatalog catalog = VariantCatalog.discover();
        assertEquals(java.util.Set.of("classic", "edition-2011", "edition-2015"), catalog.editions().keySet());
        for (String edition : catalog.editions().keySet()) {
            GameConfig config = ConfigFiles.parseJson("{\"players\": 3, \"seed\": 5, \"edition\": \"" + edition + "\"}",
                    catalog);
            GameState game = Taki.newGame(config, catalog);
            assertFalse(game.legalMoves().isEmpty(), edition);
            assertEquals(catalog.editions().get(edition).variants().size(), config.variants().size(), edition);
        }
    }
}
