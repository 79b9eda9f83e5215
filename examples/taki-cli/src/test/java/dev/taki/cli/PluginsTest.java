package dev.taki.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static dev.taki.cli.PluginBuilder.plugin;
import static dev.taki.cli.PluginBuilder.variantSource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --plugins}: a third party's jar or folder adds its variants and editions to every command, which play
 * with them, save and replay their games, run their scenarios and say where each came from. The plugins are real
 * jars whose classes are on no class path but theirs.
 */
class PluginsTest {
    /** A rule whose effect shows on the table: hands of five cards. */
    private static final String SHORT_HANDS = variantSource("rules.ShortHands", "short-hands", "", "").replace(
            "new dev.taki.api.spi.Rules() { }",
            "new dev.taki.api.spi.Rules() { public int handSize(int base) { return 5; } }");
    private static final String SCENARIO = """
            {"name": "a short-hands game plays as the base game", "players": 2, "variants": ["short-hands"],
             "setup": {"hands": [["R5", "B7"], ["G3", "Y4"]], "leading": "R3"},
             "moves": ["0: play R5"], "expect": {"leading": "R5", "current": 1}}""";

    @TempDir
    Path dir;

    /** The plugin: a variant, an edition of it, and a scenario file in the jar's scenarios/ folder. */
    private PluginBuilder shortHands() {
        return plugin().source("rules.ShortHands", SHORT_HANDS).listVariant("rules.ShortHands")
                .edition("rules.ShortEdition", "short-edition", "short-hands")
                .resource("scenarios/short-hands/deal.json", SCENARIO);
    }

    @Test
    void variantsSaysWhereEachVariantAndEditionCameFrom() throws IOException {
        Path jar = shortHands().jar(dir.resolve("short-hands.jar"));
        String out = Cli.run("--plugins", jar.toString(), "variants").succeeds().out();
        assertTrue(out.startsWith("built in:\n  variants:\n    crazy-card — "), out);
        assertTrue(out.contains("\n  editions:\n    classic — "), out);
        assertTrue(out.endsWith("from " + jar + ":\n"
                + "  variants:\n    short-hands — a test rule\n"
                + "  editions:\n    short-edition — a test edition [short-hands]\n"), out);
        assertEquals(1, out.lines().filter(line -> line.contains("short-hands — ")).count(), out);
    }

    @Test
    void theOptionGoesBeforeOrAfterTheCommandAndAddsUp() throws IOException {
        Path one = plugin().variant("one.First", "first").jar(dir.resolve("one.jar"));
        Path two = plugin().variant("two.Second", "second").jar(dir.resolve("two.jar"));
        String both = Cli.run("--plugins", one.toString(), "variants", "--plugins", two.toString()).succeeds().out();
        assertTrue(both.contains("from " + one + ":\n  variants:\n    first — ")
                && both.contains("from " + two + ":\n  variants:\n    second — "), both);
        assertEquals(both, Cli.run("variants", "--plugins", one.toString(), "--plugins", two.toString()).succeeds().out());
        assertEquals(both, Cli.run("--plugins", one.toString(), "--plugins", two.toString(), "variants").succeeds().out());
        assertEquals(both, Cli.run("--plugins", one.toString(), "--plugins", two.toString(), "--plugins", one.toString(),
                "variants").succeeds().out(), "a jar named twice is loaded once");
    }

    @Test
    void everyCommandPlaysWithThePluginsVariants() throws IOException {
        String jar = shortHands().jar(dir.resolve("short-hands.jar")).toString();
        Path record = dir.resolve("game.json");
        Cli demo = Cli.run("--plugins", jar, "demo", "--variant", "short-hands", "--seed", "3", "--record", record.toString())
                .succeeds();
        assertTrue(demo.out().startsWith("taki demo: 4 players, seed 3, variants short-hands\n"), demo.out());
        Cli replay = Cli.run("replay", "--hands", "--plugins", jar, record.toString()).succeeds();
        assertTrue(replay.lines().get(3).matches(" {8}seat 0: (\\S+ ){3,4}\\S+"), "hands of five: " + replay.lines().get(3));

        Cli play = Cli.withInput("quit\n", "--plugins", jar, "play", "--variant", "short-hands", "--seed", "4").succeeds();
        assertTrue(play.out().contains("\nhands         you: 5 · seat 1: 5 · seat 2: 5 · seat 3: 5\n"), play.out());

        Cli simulate = Cli.run("simulate", "--plugins", jar, "-n", "5", "--variant", "short-edition").succeeds();
        assertTrue(simulate.out().startsWith("taki simulate: 5 games of 4 players, seeds 1 to 5, variants short-hands\n"),
                simulate.out());

        Path config = Files.writeString(dir.resolve("short.json"), "{\"players\": 3, \"variants\": [\"short-hands\"]}");
        Cli.run("--plugins", jar, "demo", "--config", config.toString()).succeeds();
    }

    @Test
    void withoutThePluginItsRecordsAndConfigurationsNameTheUnknownVariant() throws IOException {
        String jar = shortHands().jar(dir.resolve("short-hands.jar")).toString();
        Path record = dir.resolve("game.json");
        Cli.run("--plugins", jar, "demo", "--variant", "short-hands", "--record", record.toString()).succeeds();
        Cli.run("replay", record.toString()).failsWith("the record " + record + " is broken: ");
        assertTrue(Cli.run("replay", record.toString()).err().contains("unknown variant 'short-hands'"));
        Path config = Files.writeString(dir.resolve("short.json"), "{\"players\": 3, \"variants\": [\"short-hands\"]}");
        Cli.run("demo", "--config", config.toString()).failsWith("the configuration file " + config
                + " cannot be played: variants[0]: unknown variant 'short-hands'; available: crazy-card");
    }

    @Test
    void aFolderOfJarsLoadsEachPluginWithTheLibrariesBesideIt() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("plugins"));
        plugin().source("lib.Names", "package lib; public final class Names { public static String id() { return \"from-library\"; } }")
                .jar(folder.resolve("library.jar"));
        plugin().source("lib.Names", "package lib; public final class Names { public static String id() { return \"\"; } }")
                .without("lib.Names")
                .source("rules.Borrowed", variantSource("rules.Borrowed", "x", "", "").replace("\"x\"", "lib.Names.id()"))
                .listVariant("rules.Borrowed")
                .jar(folder.resolve("rules.jar"));
        String out = Cli.run("--plugins", folder.toString(), "variants").succeeds().out();
        assertTrue(out.endsWith("from " + folder.resolve("rules.jar") + ":\n  variants:\n    from-library — a test rule\n"), out);
    }

    @Test
    void aClassFolderIsAPlugin() throws IOException {
        Path classes = shortHands().classFolder(dir.resolve("target").resolve("classes"));
        String out = Cli.run("--plugins", classes.toString(), "variants").succeeds().out();
        assertTrue(out.contains("from " + classes + ":\n  variants:\n    short-hands — "), out);
    }

    @Test
    void checkRunsTheScenariosAPluginCarriesOrThoseNamed() throws IOException {
        String jar = shortHands().jar(dir.resolve("short-hands.jar")).toString();
        Cli carried = Cli.run("--plugins", jar, "check").succeeds();
        assertEquals(List.of("a short-hands game plays as the base game: pass", "1 passed, 0 failed"), carried.lines());
        Cli.run("check").failsWith("no scenario files to check: name files or folders, or give --plugins a plugin"
                + " that carries scenarios/*.json (see 'taki help check')");

        Path file = Files.writeString(dir.resolve("deal.json"), SCENARIO);
        assertEquals(carried.out(), Cli.run("check", file.toString(), "--plugins", jar).succeeds().out());
        Cli unknown = Cli.run("check", file.toString());
        assertEquals(1, unknown.status(), "without the plugin the scenario's variant is unknown: " + unknown.out());
    }
}
