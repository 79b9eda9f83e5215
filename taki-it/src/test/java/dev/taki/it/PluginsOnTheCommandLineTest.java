package dev.taki.it;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The house-rule pack given to {@code taki.jar} with {@code --plugins}, in a JVM of its own, where the pack is not
 * on the class path (this module's tests have it there, so only a child JVM shows that {@code --plugins} loads it):
 * {@code variants} lists it with its jar, {@code check} runs its scenarios, {@code play} starts a game of
 * {@code seven-swap}, and without {@code --plugins} a configuration naming {@code seven-swap} is refused.
 */
class PluginsOnTheCommandLineTest {
    private static final Path TAKI_JAR = Path.of("..", "examples", "taki-cli", "target", "taki.jar");
    private static final Path PACK_TARGET = Path.of("..", "examples", "house-rules", "target");
    private static final Path PACK_SCENARIOS = Path.of("..", "examples", "house-rules", "src", "test", "resources", "scenarios");
    private static final List<String> PACK = List.of("direction-stops-two", "draw-until-play", "no-color-on-color",
            "plus-four", "seven-swap", "super-taki-chooses-color", "taki-continuity", "voluntary-draw");

    private static Path pack;

    @TempDir
    Path dir;

    /** What the child JVM printed and its exit status. */
    private record Run(int status, String out, String err) {
        List<String> lines() {
            return out.lines().toList();
        }
    }

    @BeforeAll
    static void findTheJars() throws IOException {
        assertTrue(Files.isRegularFile(TAKI_JAR), TAKI_JAR + " is missing: build examples/taki-cli first (mvn package)");
        try (Stream<Path> files = Files.list(PACK_TARGET)) {
            pack = files.filter(f -> f.getFileName().toString().matches("taki-example-house-rules-[^-]+(-SNAPSHOT)?\\.jar"))
                    .max(Comparator.comparing(f -> f.toFile().lastModified()))
                    .orElseThrow(() -> new AssertionError("no house-rules jar in " + PACK_TARGET
                            + ": build examples/house-rules first (mvn package)"));
        }
    }

    @Test
    void variantsListsThePackWithItsJar() throws Exception {
        Run variants = taki("", "--plugins", pack.toString(), "variants");
        assertEquals(0, variants.status(), variants.err());
        String out = variants.out();
        assertTrue(out.startsWith("built in:\n  variants:\n    crazy-card — "), out);
        int fromPack = out.indexOf("\nfrom " + pack + ":\n  variants:\n");
        assertTrue(fromPack > 0, out);
        for (String id : PACK) {
            assertTrue(out.indexOf("\n    " + id + " — ") > fromPack, id + " is listed under the pack's jar: " + out);
        }
        Run without = taki("", "variants");
        assertTrue(without.status() == 0 && !without.out().contains("seven-swap") && !without.out().contains("\nfrom "),
                "without --plugins the pack is not on taki's class path: " + without.out());
    }

    @Test
    void checkRunsThePacksScenariosNamedOrCarriedInTheJar() throws Exception {
        Run named = taki("", "--plugins", pack.toString(), "check", PACK_SCENARIOS.toString());
        assertEquals(0, named.status(), named.out() + named.err());
        String totals = named.lines().get(named.lines().size() - 1);
        assertTrue(totals.matches("[1-9][0-9]* passed, 0 failed"), totals);

        Run unknown = taki("", "check", PACK_SCENARIOS.toString());
        assertEquals(1, unknown.status(), "without the pack its variants are unknown: " + unknown.out());

        Path carrying = packWithItsScenarios(dir.resolve("house-rules-with-scenarios.jar"));
        Run carried = taki("", "check", "--plugins", carrying.toString());
        assertEquals(0, carried.status(), carried.out() + carried.err());
        assertEquals(sorted(named.lines()), sorted(carried.lines()), "the same scenarios, read from inside the jar");
    }

    @Test
    void playStartsAGameOfSevenSwapAndEndsWhenThePersonQuits() throws Exception {
        Path record = dir.resolve("game.json");
        Run play = taki("1 last\n1 last\ntable\nquit\n", "play", "--plugins", pack.toString(), "--variant", "seven-swap",
                "--seed", "5", "--record", record.toString());
        assertEquals(0, play.status(), play.out() + play.err());
        assertEquals("", play.err());
        assertTrue(play.out().startsWith("taki play: you are seat 0 of 4, against seat 1 heuristic, seat 2 heuristic,"
                + " seat 3 heuristic; seed 5, variants seven-swap\n"), play.out());
        assertTrue(play.out().contains("\nyour move> "), play.out());
        assertTrue(play.out().contains("game left unfinished.\n"), play.out());

        Run replay = taki("", "--plugins", pack.toString(), "replay", record.toString());
        assertEquals(0, replay.status(), replay.err());
        assertTrue(replay.out().startsWith("taki replay: 4 players, seed 5, variants seven-swap\n"), replay.out());
    }

    @Test
    void aConfigurationNamingSevenSwapNeedsThePlugin() throws Exception {
        Path config = Files.writeString(dir.resolve("swap.json"), "{\"players\": 3, \"seed\": 9, \"variants\": [\"seven-swap\"]}");
        Run refused = taki("", "demo", "--config", config.toString());
        assertEquals(2, refused.status(), refused.out());
        assertEquals("", refused.out());
        assertEquals(1, refused.err().lines().count(), refused.err());
        assertTrue(refused.err().startsWith("taki: the configuration file " + config + " cannot be played: variants[0]:"
                + " unknown variant 'seven-swap'; available: "), refused.err());

        Run played = taki("", "--plugins", pack.toString(), "demo", "--config", config.toString());
        assertEquals(0, played.status(), played.err());
        assertTrue(played.out().startsWith("taki demo: 3 players, seed 9, variants seven-swap\n"), played.out());
    }

    /** Runs {@code java -jar taki.jar ARGS} with the current JVM's java, typing the input. */
    private Run taki(String input, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", TAKI_JAR.toString()));
        command.addAll(Arrays.asList(args));
        Path out = Files.createTempFile(dir, "out", ".txt");
        Path err = Files.createTempFile(dir, "err", ".txt");
        Process taki = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        try (OutputStream in = taki.getOutputStream()) {
            in.write(input.getBytes(StandardCharsets.UTF_8));
        }
        if (!taki.waitFor(2, TimeUnit.MINUTES)) {
            taki.destroyForcibly();
            throw new AssertionError("taki " + String.join(" ", args) + " did not end within 2 minutes");
        }
        return new Run(taki.exitValue(), Files.readString(out), Files.readString(err));
    }

    /** The pack's jar with its scenario files added under scenarios/, as a pack may ship them. */
    private static Path packWithItsScenarios(Path target) throws IOException {
        try (JarFile original = new JarFile(pack.toFile());
             JarOutputStream jar = new JarOutputStream(Files.newOutputStream(target))) {
            for (Enumeration<JarEntry> entries = original.entries(); entries.hasMoreElements(); ) {
                JarEntry entry = entries.nextElement();
                jar.putNextEntry(new JarEntry(entry.getName()));
                try (InputStream in = original.getInputStream(entry)) {
                    in.transferTo(jar);
                }
                jar.closeEntry();
            }
            try (Stream<Path> walk = Files.walk(PACK_SCENARIOS)) {
                for (Path file : walk.sorted().toList()) {
                    String name = "scenarios/" + PACK_SCENARIOS.relativize(file).toString().replace('\\', '/');
                    jar.putNextEntry(new JarEntry(Files.isDirectory(file) ? name.replaceFirst("/?$", "/") : name));
                    if (Files.isRegularFile(file)) {
                        jar.write(Files.readAllBytes(file));
                    }
                    jar.closeEntry();
                }
            }
        }
        return target;
    }

    private static List<String> sorted(List<String> lines) {
        return lines.stream().sorted().toList();
    }
}
