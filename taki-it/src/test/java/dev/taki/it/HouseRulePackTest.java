package dev.taki.it;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.taki.api.GameConfig;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Variant;
import dev.taki.cli.TakiCommand;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.core.config.ConfigFiles;
import dev.taki.testkit.play.RandomGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The third-party house-rule pack ({@code examples/house-rules}) as a user meets it: its jar on the class
 * path, its rules chosen by id in a configuration file, games played with them — by the library and by the
 * command line.
 */
class HouseRulePackTest {
    private static final List<String> IDS = List.of("no-color-on-color", "taki-continuity", "super-taki-chooses-color",
            "voluntary-draw", "direction-stops-two");
    private static final String CONFIG = """
            {
              "players": 3,
              "seed": 42,
              "direction": "ccw",
              "variants": ["no-color-on-color", "taki-continuity", "super-taki-chooses-color",
                           {"id": "voluntary-draw", "handLimit": 6}, "direction-stops-two"]
            }
            """;

    @TempDir
    Path dir;

    @Test
    void thePackIsFoundOnTheClassPathThroughServiceLoader() {
        Map<String, Variant> variants = VariantCatalog.discover().variants();
        for (String id : java.util.stream.Stream.concat(IDS.stream(),
                java.util.stream.Stream.of("plus-four", "seven-swap", "draw-until-play")).toList()) {
            Variant v = variants.get(id);
            assertTrue(v != null, id + " is not on the class path; found " + variants.keySet());
            assertEquals("dev.taki.examples.houserules", v.getClass().getPackageName(), id);
        }
    }

    @Test
    void aConfigurationFileSelectsTheRulesByIdAndGamesWithThemEnd() throws IOException {
        Path file = Files.writeString(dir.resolve("house-rules.json"), CONFIG);
        VariantCatalog catalog = VariantCatalog.discover();
        GameConfig config = ConfigFiles.read(file, catalog);
        assertEquals(IDS, config.variants().stream().map(VariantChoice::id).toList());
        assertEquals(6, config.variants().get(3).options().get("handLimit"));
        for (int game = 0; game < 40; game++) {
            GameConfig c = config.withSeed(config.seed() + game);
            RandomGame.Played played = RandomGame.play(Taki.newGame(c, catalog), new Random(game), 0.1, 1);
            assertFalse(played.end().winners().isEmpty(), () -> "game " + c + " ended without a winner");
        }
    }

    @Test
    void aYamlConfigurationWorksTheSameWayForEveryPlayerCount() throws IOException {
        VariantCatalog catalog = VariantCatalog.discover();
        for (int players = 2; players <= 10; players++) {
            Path file = Files.writeString(dir.resolve("game-" + players + ".yaml"), "players: " + players + "\n"
                    + "seed: " + (7 * players) + "\n"
                    + "variants: [" + String.join(", ", IDS) + "]\n");
            GameConfig config = ConfigFiles.read(file, catalog);
            for (int game = 0; game < 5; game++) {
                RandomGame.Played played = RandomGame.play(Taki.newGame(config.withSeed(config.seed() + game), catalog),
                        new Random(game), 0.1, 1);
                assertFalse(played.end().winners().isEmpty());
            }
        }
    }

    @Test
    void theHouseRulesPlayWithOurVariantsToo() {
        VariantCatalog catalog = VariantCatalog.discover();
        List<List<VariantChoice>> mixes = List.of(
                choices("taki-continuity", "tournament-stages", "super-taki-chooses-color"),
                choices("no-color-on-color", "crazy-card", "voluntary-draw"),
                choices("direction-stops-two", "plus-three-card", "permissive-plus"),
                choices("voluntary-draw", "plus-three-rule", "taki-continuity", "direction-stops-two"),
                List.of(VariantChoice.of("super-taki-chooses-color"), new VariantChoice("penalty-scoring", Map.of("rounds", 2))),
                choices("plus-four", "crazy-card", "seven-swap"),
                choices("draw-until-play", "plus-three-card", "tournament-stages"),
                choices("seven-swap", "plus-four", "plus-three-rule", "permissive-plus", "taki-continuity"),
                List.of(VariantChoice.of("plus-four"), VariantChoice.of("draw-until-play"),
                        new VariantChoice("penalty-scoring", Map.of("rounds", 2))));
        for (List<VariantChoice> mix : mixes) {
            for (int game = 0; game < 25; game++) {
                GameConfig config = new GameConfig(2 + game % 5, 1000L * game + mix.hashCode(), 0,
                        dev.taki.api.Direction.CW, mix);
                RandomGame.Played played = RandomGame.play(Taki.newGame(config, catalog), new Random(game), 0.1, 1);
                assertFalse(played.end().winners().isEmpty(), () -> mix + " ended without a winner");
            }
        }
    }

    @Test
    void theCommandLineChecksThePacksScenarioFilesAndPlaysAGameFromTheConfiguration() throws IOException {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Path scenarios = Path.of("..", "examples", "house-rules", "src", "test", "resources", "scenarios");
        int status = TakiCommand.run(new PrintWriter(out), new PrintWriter(err), "check", scenarios.toString());
        assertEquals(0, status, () -> out + "\n" + err);
        assertTrue(out.toString().matches("(?s).*\\n[1-9][0-9]* passed, 0 failed\\s*"), out::toString);

        Path file = Files.writeString(dir.resolve("house-rules.json"), CONFIG);
        StringWriter demo = new StringWriter();
        int played = TakiCommand.run(new PrintWriter(demo), new PrintWriter(err), "demo", "--config", file.toString());
        assertEquals(0, played, () -> demo + "\n" + err);
    }

    @Test
    void thePackDependsOnTheApiAndSpiOnly() {
        JavaClasses pack = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.taki.examples.houserules");
        assertFalse(pack.isEmpty());
        classes().should().onlyDependOnClassesThat()
                .resideInAnyPackage("dev.taki.api..", "dev.taki.examples.houserules..", "java..")
                .because("a third-party plugin is built against the public API and SPI, never the engine")
                .check(pack);
    }

    private static List<VariantChoice> choices(String... ids) {
        return java.util.Arrays.stream(ids).map(VariantChoice::of).toList();
    }
}
