package dev.taki.it;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * docs/writing-a-variant.md's walk-through, done as its reader does it: the page's blocks marked
 * {@code <!-- walk-through: run -->} (shell commands) and {@code <!-- walk-through: file PATH -->} (a file to
 * write), in the page's order, as one bash script — generate a plugin from the template, build it, add the card
 * and the scenarios the page shows, build it again, list, check and play it with {@code taki --plugins}.
 *
 * <p>The reader's own setup is the build's: Maven is this build's, run offline with target/it-repo as its local
 * repository, where the build installed its taki jars and the template before the tests (the page's
 * {@code mvn install}); everything else comes from the build's local repository as a file:// remote. So nothing
 * of taki has to be in ~/.m2, and nothing goes there. {@code taki} is this build's examples/taki-cli/target/taki.jar.
 * The script and its output stay in target/walk-through/ ({@code bash target/walk-through/walk-through.sh} runs
 * it again).
 */
class VariantTemplateWalkThroughTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Path PAGE = ROOT.resolve("docs/writing-a-variant.md");
    private static final Path TEMPLATE_POM =
            ROOT.resolve("taki-variant-archetype/src/main/resources/archetype-resources/pom.xml");
    private static final Path WORK = Path.of("target", "walk-through").toAbsolutePath();
    private static final Pattern MARK = Pattern.compile("<!-- walk-through: (run|file (\\S+)) -->");

    /** A marked block of the page: commands to run, or a file to write (path set). */
    record Block(int line, String path, String text) {
    }

    @Test
    void theWalkThroughGeneratesBuildsChecksAndPlaysAPlugin() throws IOException, InterruptedException {
        List<Block> blocks = blocks(Files.readAllLines(PAGE, StandardCharsets.UTF_8));
        assertTrue(blocks.stream().anyMatch(b -> b.path() == null && b.text().contains("archetype")),
                "no marked block of " + PAGE + " generates a plugin from the template");
        assertTrue(blocks.stream().anyMatch(b -> b.path() != null), "no marked block of " + PAGE + " writes a file");

        String maven = System.getProperty("taki.walkThrough.maven");
        String repository = System.getProperty("taki.walkThrough.repository");
        String localRepository = System.getProperty("taki.walkThrough.localRepository");
        assertNotNull(repository, "run through Maven: taki-it's pom sets taki.walkThrough.* and fills the repository");
        Path takiJar = ROOT.resolve("examples/taki-cli/target/taki.jar");
        assertTrue(Files.isRegularFile(takiJar), takiJar + " is missing: examples/taki-cli is packaged before taki-it");

        deleteRecursively(WORK);
        Path folder = Files.createDirectories(WORK.resolve("folder"));
        String settings = Files.readString(ROOT.resolve("taki-variant-archetype/src/it/settings.xml"))
                .replace("@localRepositoryUrl@", Path.of(localRepository).toUri().toString());
        Files.writeString(WORK.resolve("settings.xml"), settings);
        Path script = WORK.resolve("walk-through.sh");
        Files.writeString(script, script(blocks, maven, repository, takiJar));

        Path log = WORK.resolve("walk-through.log");
        Process bash = new ProcessBuilder("bash", script.toString()).directory(WORK.toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        bash.getOutputStream().close();
        if (!bash.waitFor(8, TimeUnit.MINUTES)) {
            bash.descendants().forEach(ProcessHandle::destroyForcibly);
            bash.destroyForcibly();
            throw new AssertionError("the walk-through took more than 8 minutes\n" + tail(log));
        }
        String out = Files.readString(log);
        assertEquals(0, bash.exitValue(), () -> "the walk-through failed (" + script + ", whole output in " + log
                + ")\n" + tail(log));

        Path project;
        try (Stream<Path> generated = Files.list(folder)) {
            project = generated.filter(Files::isDirectory).findFirst().orElseThrow();
        }
        int scenarios = 0;
        try (Stream<Path> files = Files.walk(project.resolve("src/test/resources/scenarios"))) {
            for (Path f : files.filter(f -> f.toString().endsWith(".json")).toList()) {
                scenarios += Pattern.compile("\"name\"\\s*:").matcher(Files.readString(f)).results().count();
            }
        }
        assertTrue(out.contains("\n" + scenarios + " passed, 0 failed"),
                () -> "taki check did not pass the " + project.getFileName() + "'s scenario files\n" + tail(log));
        assertTrue(Pattern.compile("(?m)^\\s+kitchen-table\\b").matcher(out).find(),
                () -> "taki variants did not list the plugin's variant\n" + tail(log));
        assertTrue(out.contains("taki play: you are seat 0"), () -> "taki play did not start\n" + tail(log));
    }

    @Test
    void theTemplatePinsThePluginVersionsOfThisBuild() throws Exception {
        Map<String, String> ours = pluginVersions(xml(ROOT.resolve("pom.xml")), "pluginManagement");
        Map<String, String> template = pluginVersions(xml(TEMPLATE_POM), "build");
        assertFalse(template.isEmpty());
        template.forEach((plugin, version) -> assertEquals(ours.get(plugin), version, () -> "the template's " + plugin
                + " is " + version + ", this build's " + ours.get(plugin) + ": a generated plugin must build with what"
                + " this build has resolved (the walk-through runs offline)"));
    }

    @Test
    void thePageGeneratesWithThisBuildsTemplateAndPlugin() throws Exception {
        String page = Files.readString(PAGE);
        Document root = xml(ROOT.resolve("pom.xml"));
        String version = root.getDocumentElement().getElementsByTagName("version").item(0).getTextContent().trim();
        String archetypePlugin = xml(ROOT.resolve("taki-variant-archetype/pom.xml")).getDocumentElement()
                .getElementsByTagName("archetype.plugin.version").item(0).getTextContent().trim();
        assertTrue(page.contains("maven-archetype-plugin:" + archetypePlugin + ":generate"),
                "the page's generate command must name maven-archetype-plugin " + archetypePlugin
                        + ", the version the template is built and tested with");
        assertTrue(page.contains("-DarchetypeVersion=" + version), "the page's generate command must name -DarchetypeVersion="
                + version + ", this build's");
    }

    /** The marked blocks of the page, in order. */
    static List<Block> blocks(List<String> lines) {
        List<Block> blocks = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = MARK.matcher(lines.get(i).trim());
            if (!m.matches()) {
                continue;
            }
            int open = i + 1;
            if (open >= lines.size() || !lines.get(open).startsWith("```")) {
                throw new AssertionError("line " + (i + 1) + " of " + PAGE + ": a walk-through mark must stand right"
                        + " above a fenced block");
            }
            StringBuilder text = new StringBuilder();
            int j = open + 1;
            for (; j < lines.size() && !lines.get(j).startsWith("```"); j++) {
                text.append(lines.get(j)).append('\n');
            }
            blocks.add(new Block(i + 1, m.group(2), text.toString()));
            i = j;
        }
        return blocks;
    }

    /** The blocks as one bash script: commands as they are, files written with a quoted here-document. */
    private static String script(List<Block> blocks, String maven, String repository, Path takiJar) {
        StringBuilder s = new StringBuilder();
        s.append("#!/usr/bin/env bash\n")
                .append("# Written by VariantTemplateWalkThroughTest from docs/writing-a-variant.md: its walk-through\n")
                .append("# blocks in order, with this build's Maven (offline, local repository target/it-repo) and taki.jar.\n")
                .append("set -euo pipefail\n")
                .append("cd ").append(quote(WORK.resolve("folder").toString())).append("      # a folder of your own\n")
                .append("mvn() {\n    ").append(quote(maven == null ? "mvn" : Path.of(maven, "bin", "mvn").toString()))
                .append(" -B -ntp -o -s ").append(quote(WORK.resolve("settings.xml").toString()))
                .append(" -Dmaven.repo.local=").append(quote(repository))
                .append(" -Daether.offline.protocols=file \"$@\"\n}\n")
                .append("taki() {\n    ").append(quote(Path.of(System.getProperty("java.home"), "bin", "java").toString()))
                .append(" -jar ").append(quote(takiJar.toString())).append(" \"$@\"\n}\n");
        for (Block b : blocks) {
            s.append("\necho '>>> docs/writing-a-variant.md line ").append(b.line())
                    .append(b.path() == null ? "" : ": writes " + b.path()).append("'\n");
            if (b.path() == null) {
                s.append(b.text());
            } else {
                s.append("mkdir -p \"$(dirname ").append(quote(b.path())).append(")\"\n")
                        .append("cat > ").append(quote(b.path())).append(" <<'WALK_THROUGH_EOF'\n")
                        .append(b.text()).append("WALK_THROUGH_EOF\n");
            }
        }
        return s.toString();
    }

    private static String quote(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }

    private static Document xml(Path file) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
    }

    /** artifactId to version of the plugins under the first element of that name (build, pluginManagement). */
    private static Map<String, String> pluginVersions(Document pom, String under) {
        Map<String, String> versions = new LinkedHashMap<>();
        Element section = (Element) pom.getDocumentElement().getElementsByTagName(under).item(0);
        NodeList plugins = section.getElementsByTagName("plugin");
        for (int i = 0; i < plugins.getLength(); i++) {
            Element plugin = (Element) plugins.item(i);
            NodeList version = plugin.getElementsByTagName("version");
            if (version.getLength() > 0) {
                versions.put(plugin.getElementsByTagName("artifactId").item(0).getTextContent().trim(),
                        version.item(0).getTextContent().trim());
            }
        }
        return versions;
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 80), lines.size()));
        } catch (IOException e) {
            return "(no output: " + e.getMessage() + ")";
        }
    }

    private static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
