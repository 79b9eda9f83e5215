package dev.taki.cli;

import dev.taki.cli.plugins.Plugins;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static dev.taki.cli.PluginBuilder.plugin;
import static dev.taki.cli.PluginBuilder.variantSource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Every way {@code --plugins} can be refused: one line on standard error starting {@code taki:}, naming the
 * path or the plugin, the class and the cause; exit status 2; never a stack trace. The plugins are real jars.
 */
class PluginErrorsTest {
    private static final String NO_SERVICE_FILE = "it has no META-INF/services/dev.taki.api.spi.Variant"
            + " or META-INF/services/dev.taki.api.spi.Edition naming a class";

    @TempDir
    Path dir;

    @Test
    void aPathThatDoesNotExist() {
        Path none = dir.resolve("none.jar");
        Cli.run("--plugins", none.toString(), "variants").failsWith("--plugins " + none + ": no such file or folder");
    }

    @Test
    void aFileThatIsNoJar() throws IOException {
        Path notes = Files.writeString(dir.resolve("rules.jar"), "not a zip");
        Cli.run("--plugins", notes.toString(), "variants").failsWith("--plugins " + notes + ": not a jar (zip) file");
    }

    @Test
    void aJarWithoutAServiceFileIsNoPlugin() throws IOException {
        Path library = plugin().source("lib.Helper", "package lib; public class Helper { }").jar(dir.resolve("lib.jar"));
        Cli.run("--plugins", library.toString(), "variants")
                .failsWith("--plugins " + library + ": not a taki plugin: " + NO_SERVICE_FILE);
    }

    @Test
    void aFolderWithoutAPlugin() throws IOException {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        Cli.run("--plugins", empty.toString(), "variants")
                .failsWith("--plugins " + empty + ": holds no *.jar, and is no class folder: " + NO_SERVICE_FILE);
        Path libs = Files.createDirectories(dir.resolve("libs"));
        plugin().source("lib.Helper", "package lib; public class Helper { }").jar(libs.resolve("helper.jar"));
        Cli.run("--plugins", libs.toString(), "variants").failsWith("--plugins " + libs
                + ": holds no taki plugin: none of its jars (helper.jar) has META-INF/services/dev.taki.api.spi.Variant");
    }

    @Test
    void aListedClassThatIsNotThere() throws IOException {
        Path jar = plugin().variant("rules.Mine", "mine").listVariant("rules.Gone").jar(dir.resolve("rules.jar"));
        Cli.run("--plugins", jar.toString(), "variants").failsWith("the plugin " + jar + " cannot be loaded: rules.Gone:"
                + " no such class in the plugin (it is listed in META-INF/services/dev.taki.api.spi.Variant)");
    }

    @Test
    void aListedClassThatIsNoVariant() throws IOException {
        Path jar = plugin().source("rules.Odd", "package rules; public class Odd { }").listVariant("rules.Odd")
                .jar(dir.resolve("rules.jar"));
        Cli.run("--plugins", jar.toString(), "variants")
                .failsWith("the plugin " + jar + " cannot be loaded: rules.Odd: it is not a dev.taki.api.spi.Variant");
    }

    @Test
    void aClassThePluginNeedsIsMissing() throws IOException {
        Path jar = plugin()
                .source("rules.Needy", variantSource("rules.Needy", "needy", "", "private final Helper helper = new Helper();"))
                .listVariant("rules.Needy")
                .source("rules.Helper", "package rules; class Helper { }")
                .without("rules.Helper")
                .jar(dir.resolve("needy.jar"));
        Cli.run("--plugins", jar.toString(), "variants").failsWith("the plugin " + jar + " cannot be loaded: rules.Needy:"
                + " its constructor threw NoClassDefFoundError: it needs the class rules.Helper, which is in neither"
                + " the plugin nor taki (a library jar missing from --plugins?)");
    }

    @Test
    void aSuperclassThePluginNeedsIsMissing() throws IOException {
        Path jar = plugin()
                .source("rules.Base", "package rules; public abstract class Base implements dev.taki.api.spi.Variant { }")
                .source("rules.Child", """
                        package rules;
                        public final class Child extends Base {
                            public String id() { return "child"; }
                            public String description() { return "a test rule"; }
                            public dev.taki.api.spi.Rules rules(dev.taki.api.spi.Options o) { return new dev.taki.api.spi.Rules() { }; }
                        }
                        """)
                .listVariant("rules.Child")
                .without("rules.Base")
                .jar(dir.resolve("child.jar"));
        Cli.run("--plugins", jar.toString(), "variants").failsWith("the plugin " + jar + " cannot be loaded: rules.Child:"
                + " NoClassDefFoundError: it needs the class rules.Base");
    }

    @Test
    void aConstructorThatThrows() throws IOException {
        Path jar = plugin()
                .source("rules.Locked", variantSource("rules.Locked", "locked", "throw new IllegalStateException(\"no licence\");", ""))
                .listVariant("rules.Locked")
                .jar(dir.resolve("locked.jar"));
        Cli.run("--plugins", jar.toString(), "variants").failsWith("the plugin " + jar + " cannot be loaded: rules.Locked:"
                + " its constructor threw IllegalStateException: no licence");
    }

    @Test
    void anIdOrSetUpThatThrows() throws IOException {
        Path noId = plugin()
                .source("rules.NoId", variantSource("rules.NoId", "x", "", "").replace("return \"x\";",
                        "throw new UnsupportedOperationException(\"not yet\");"))
                .listVariant("rules.NoId")
                .jar(dir.resolve("no-id.jar"));
        Cli.run("--plugins", noId.toString(), "variants").failsWith("the plugin " + noId + " cannot be loaded: rules.NoId:"
                + " id() threw UnsupportedOperationException: not yet");
        Path badSetUp = plugin()
                .source("rules.BadSetUp", variantSource("rules.BadSetUp", "bad-set-up", "",
                        "public void setUp(dev.taki.api.spi.SetupContext c) { throw new IllegalArgumentException(\"no cards\"); }"))
                .listVariant("rules.BadSetUp")
                .jar(dir.resolve("bad-set-up.jar"));
        Cli.run("--plugins", badSetUp.toString(), "demo").failsWith("the plugin " + badSetUp + " cannot be loaded:"
                + " rules.BadSetUp: setUp threw IllegalArgumentException: no cards");
    }

    @Test
    void anIdThatABuiltInVariantHas() throws IOException {
        Path jar = plugin().variant("rules.Crazy", "crazy-card").jar(dir.resolve("crazy.jar"));
        Cli.run("--plugins", jar.toString(), "variants").failsWith("the id 'crazy-card' is claimed twice:"
                + " by the variant dev.taki.variants.crazycard.CrazyCard (built in) and by the variant rules.Crazy (" + jar + ")");
    }

    @Test
    void anIdThatTwoPluginsClaim() throws IOException {
        Path first = plugin().variant("one.Swap", "swap").jar(dir.resolve("one.jar"));
        Path second = plugin().edition("two.Swap", "swap", "crazy-card").jar(dir.resolve("two.jar"));
        Cli.run("--plugins", first.toString(), "check", "--plugins", second.toString()).failsWith(
                "the id 'swap' is claimed twice: by the variant one.Swap (" + first + ") and by the edition two.Swap (" + second + ")");
    }

    @Test
    void aClassMissingOnlyOnceAGameUsesItIsOneLineToo() throws IOException {
        Path jar = plugin()
                .source("rules.Late", variantSource("rules.Late", "late", "", "").replace(
                        "new dev.taki.api.spi.Rules() { }", "new LateRules()"))
                .listVariant("rules.Late")
                .source("rules.LateRules", "package rules; class LateRules implements dev.taki.api.spi.Rules { }")
                .without("rules.LateRules")
                .jar(dir.resolve("late.jar"));
        Cli demo = Cli.run("--plugins", jar.toString(), "demo", "--variant", "late");
        demo.failsWith("a plugin failed: java.lang.NoClassDefFoundError: rules/LateRules (a library jar missing from"
                + " --plugins, or a plugin built for another version of taki?)");
        assertEquals("", demo.out());
    }

    @Test
    void aBrokenJarOnTakisOwnClassPath() throws IOException {
        Path jar = plugin().listVariant("rules.Gone").jar(dir.resolve("gone.jar"));
        try (URLClassLoader classPath = new URLClassLoader(new URL[] {jar.toUri().toURL()}, getClass().getClassLoader())) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Plugins.load(List.of(), classPath));
            assertEquals("a variant on taki's class path cannot be loaded: dev.taki.api.spi.Variant: Provider rules.Gone not found",
                    e.getMessage());
        }
    }

    @Test
    void helpNeedsNoPlugin() {
        Cli.run("--plugins", dir.resolve("none.jar").toString(), "help", "variants").succeeds();
    }
}
