package dev.taki.it;

import org.junit.jupiter.api.Test;

import java.io.File;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The library on a module path, as a modular application would use it: the modules resolve with their
 * {@code requires}, export exactly their public packages, and the engine finds the variants through
 * {@code uses} and {@code provides} — then deals a game of the 2015 edition in that layer — and each plugin's texts
 * are found in its own module.
 */
class ModulePathTest {
    private static final Set<String> VARIANTS = Set.of("dev.taki.variants.permissiveplus", "dev.taki.variants.crazycard",
            "dev.taki.variants.plusthreecard", "dev.taki.variants.plusthreerule", "dev.taki.variants.tournamentstages",
            "dev.taki.variants.penaltyscoring", "dev.taki.variants.editions");

    @Test
    void theLibraryResolvesOnAModulePathAndFindsItsPluginsThere() throws Exception {
        ModuleLayer layer = takiLayer();

        assertEquals(Set.of("dev.taki.api", "dev.taki.api.spi", "dev.taki.api.text"), exports(layer, "dev.taki.api"));
        assertEquals(Set.of("dev.taki.core", "dev.taki.core.config", "dev.taki.core.json", "dev.taki.core.record"),
                exports(layer, "dev.taki.core"), "the engine and the base rules stay inside the module");
        for (String variant : VARIANTS) {
            ModuleDescriptor d = layer.findModule(variant).orElseThrow().getDescriptor();
            assertTrue(d.exports().isEmpty(), variant + " exports nothing: it is reached only as a service");
            assertFalse(d.provides().isEmpty(), variant + " provides a service");
            assertTrue(d.requires().stream().noneMatch(r -> r.name().equals("dev.taki.core")), variant + " needs no engine");
        }

        ClassLoader loader = layer.findLoader("dev.taki.core");
        Class<?> catalogClass = loader.loadClass("dev.taki.core.VariantCatalog");
        Object catalog = catalogClass.getMethod("discover", ClassLoader.class).invoke(null, loader);
        Map<?, ?> variants = (Map<?, ?>) catalogClass.getMethod("variants").invoke(catalog);
        Map<?, ?> editions = (Map<?, ?>) catalogClass.getMethod("editions").invoke(catalog);
        assertEquals(Set.of("crazy-card", "penalty-scoring", "permissive-plus", "plus-three-card", "plus-three-rule",
                "tournament-stages"), variants.keySet().stream().map(Object::toString).collect(Collectors.toSet()));
        assertTrue(editions.containsKey("edition-2015"), editions.toString());

        Class<?> configClass = loader.loadClass("dev.taki.api.GameConfig");
        Class<?> choiceClass = loader.loadClass("dev.taki.api.VariantChoice");
        Object config2015 = configClass.getMethod("withVariants", List.class).invoke(
                configClass.getMethod("of", int.class, long.class).invoke(null, 4, 7L),
                List.of(choiceClass.getMethod("of", String.class).invoke(null, "edition-2015")));
        Object game = catalogClass.getMethod("game", configClass).invoke(catalog, config2015);
        Method start = loader.loadClass("dev.taki.api.Game").getMethod("start");
        Object state = start.invoke(game);
        List<?> legal = (List<?>) loader.loadClass("dev.taki.api.GameState").getMethod("legalMoves").invoke(state);
        assertFalse(legal.isEmpty());
        List<?> deck = (List<?>) loader.loadClass("dev.taki.api.Game").getMethod("deck").invoke(game);
        assertEquals(116, deck.size(), "the 2015 deck: the +3 cards came from their module");
    }

    @Test
    void eachPluginsTextsAreFoundInItsOwnModule() throws Exception {
        ModuleLayer layer = takiLayer();
        ClassLoader loader = layer.findLoader("dev.taki.core");
        Class<?> catalogClass = loader.loadClass("dev.taki.core.VariantCatalog");
        Object catalog = catalogClass.getMethod("discover", ClassLoader.class).invoke(null, loader);
        Object hebrew = catalogClass.getMethod("texts", Locale.class).invoke(catalog, Locale.forLanguageTag("he"));
        Class<?> texts = loader.loadClass("dev.taki.api.text.GameTexts");
        assertEquals("קלף משוגע", texts.getMethod("variantName", String.class).invoke(hebrew, "crazy-card"),
                "the crazy-card module's Hebrew bundle, loaded by its own code");
        assertEquals("קלאסי (לפני 2011)", texts.getMethod("editionName", String.class).invoke(hebrew, "classic"));
        assertEquals("שנה כיוון כחול", texts.getMethod("card", loader.loadClass("dev.taki.api.Card")).invoke(hebrew,
                loader.loadClass("dev.taki.api.Card").getMethod("parse", String.class).invoke(null, "BDIR")),
                "the base game's texts, in the API's module");
        assertEquals(Map.of(), texts.getMethod("problems").invoke(hebrew), "every text is there and parses");

        // Why a variant loads its bundle itself: from another module, a named module's bundle is out of reach.
        Module crazyCard = layer.findModule("dev.taki.variants.crazycard").orElseThrow();
        assertThrows(MissingResourceException.class,
                () -> ResourceBundle.getBundle("dev.taki.variants.crazycard.texts", Locale.ROOT, crazyCard));
    }

    /** The API, the engine and the variants as modules of one layer. */
    private static ModuleLayer takiLayer() {
        Path[] path = List.of(System.getProperty("java.class.path").split(File.pathSeparator)).stream()
                .filter(e -> e.contains("taki-api") || e.contains("taki-core") || e.contains("taki-variants")
                        || e.contains("taki-variant-") || e.contains("jackson") || e.contains("vavr")
                        || e.contains("jspecify") || e.contains("snakeyaml"))
                .map(Path::of).toArray(Path[]::new);
        Set<String> roots = new TreeSet<>(VARIANTS);
        roots.add("dev.taki.core");
        Configuration config = ModuleLayer.boot().configuration().resolveAndBind(ModuleFinder.of(path),
                ModuleFinder.of(), roots);
        return ModuleLayer.boot().defineModulesWithOneLoader(config, ClassLoader.getPlatformClassLoader());
    }

    @Test
    void theBotsAndTheMatchModuleResolveOnAModulePath() {
        Path[] path = List.of(System.getProperty("java.class.path").split(File.pathSeparator)).stream()
                .filter(e -> e.contains("taki-api") || e.contains("taki-core") || e.contains("taki-bots")
                        || e.contains("taki-match") || e.contains("jackson") || e.contains("vavr")
                        || e.contains("jspecify") || e.contains("snakeyaml") || e.contains("HikariCP")
                        || e.contains("slf4j-api"))
                .map(Path::of).toArray(Path[]::new);
        Configuration config = ModuleLayer.boot().configuration().resolveAndBind(ModuleFinder.of(path), ModuleFinder.of(),
                Set.of("dev.taki.match"));
        ModuleLayer layer = ModuleLayer.boot().defineModulesWithOneLoader(config, ClassLoader.getPlatformClassLoader());
        assertEquals(Set.of("dev.taki.bots"), exports(layer, "dev.taki.bots"));
        assertEquals(Set.of("dev.taki.match"), exports(layer, "dev.taki.match"));
        ModuleDescriptor bots = layer.findModule("dev.taki.bots").orElseThrow().getDescriptor();
        assertTrue(bots.requires().stream().noneMatch(r -> r.name().equals("dev.taki.core")),
                "a bot sees what a client sees: the API, not the engine");
        assertTrue(bots.uses().contains("dev.taki.bots.BotFactory"));
    }

    private static Set<String> exports(ModuleLayer layer, String module) {
        return layer.findModule(module).orElseThrow().getDescriptor().exports().stream()
                .map(ModuleDescriptor.Exports::source).collect(Collectors.toSet());
    }
}
