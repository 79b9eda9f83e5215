package dev.taki.it;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The library as Maven Central gets it (docs/releasing.md). Every module of the build is either published or
 * says {@code taki.publish.skip}, so a new module has to choose; every published pom has what Central asks for —
 * a name of its own, and a description, site, licence, developers and source repository of its own or from its
 * parent (the BOM, which has no parent, states them all); and after {@code mvn verify} every published jar has
 * its {@code -sources.jar} and {@code -javadoc.jar} beside it. The poms are read from the working tree, so this
 * checks what a release would deploy.
 */
class PackagingTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    /** The published modules that are jars (the archetype's is the template), by folder. */
    private static final List<String> JARS = List.of("taki-api", "taki-core", "taki-testkit", "taki-bots",
            "taki-match", "taki-variants/permissive-plus", "taki-variants/crazy-card", "taki-variants/plus-three-card",
            "taki-variants/plus-three-rule", "taki-variants/tournament-stages", "taki-variants/penalty-scoring",
            "taki-variants/editions", "taki-variant-archetype");

    /**
     * The published modules that are a pom only: the BOM, the all-variants dependency, and the parents that the
     * published poms name (a consumer's Maven reads them to build those poms).
     */
    private static final List<String> POMS = List.of(".", "taki-variants", "taki-all-variants", "taki-bom");

    /** When this Maven build started (surefire passes it): a jar older than that was not built by it. */
    private static final String BUILD_STARTED = "taki.build.started";

    @Test
    void everyModuleIsPublishedOrSaysItIsNot() throws Exception {
        Set<String> published = new TreeSet<>();
        Set<String> skipped = new TreeSet<>();
        for (String module : modules(".")) {
            ("true".equals(inheritedProperty(module, "taki.publish.skip").orElse("false")) ? skipped : published)
                    .add(module);
        }
        Set<String> expected = new TreeSet<>(JARS);
        expected.addAll(POMS);
        assertEquals(expected, published, "the published modules; a module that is not a library sets "
                + "<taki.publish.skip>true</taki.publish.skip> (examples, tests, benchmarks: " + skipped + ")");
        assertTrue(skipped.containsAll(List.of("examples", "examples/taki-cli", "taki-it", "taki-benchmarks")),
                "not published: " + skipped);
    }

    @Test
    void theJarModulesAreInTheBuild() throws Exception {
        List<String> all = modules(".");
        for (String module : JARS) {
            assertTrue(all.contains(module), module + " is a module of the build");
            assertFalse(text(pom(module), "packaging").map("pom"::equals).orElse(false), module + " makes a jar");
        }
        for (String module : POMS) {
            assertEquals(Optional.of("pom"), text(pom(module), "packaging"), module + " is a pom only");
        }
    }

    @Test
    void everyPublishedPomHasWhatCentralAsksFor() throws Exception {
        List<String> problems = new ArrayList<>();
        for (String module : published()) {
            Element pom = pom(module);
            String artifactId = text(pom, "artifactId").orElse("?");
            if (text(pom, "name").isEmpty()) {
                // Maven does not inherit <name>: each module states its own.
                problems.add(module + " (" + artifactId + "): no <name>");
            }
            for (String field : List.of("description", "url", "licenses", "developers", "scm")) {
                if (inherited(module, field).isEmpty()) {
                    problems.add(module + " (" + artifactId + "): no <" + field + ">, neither its own nor a parent's");
                }
            }
            inherited(module, "scm").ifPresent(scm -> {
                if (text(scm, "url").isEmpty() || text(scm, "connection").isEmpty()) {
                    problems.add(module + ": <scm> needs <url> and <connection>");
                }
            });
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void everyModuleNamesTheSiteAndRepositoryAsTheyAre() throws Exception {
        // Maven's default would add the module's artifactId to an inherited <url> and <scm> addresses
        // (https://taki.dev/taki-api), which lead nowhere; the root pom turns that off for every module below it.
        Element root = pom(".");
        assertEquals("false", root.getAttribute("child.project.url.inherit.append.path"));
        Element scm = child(root, "scm").orElseThrow();
        for (String attribute : List.of("child.scm.url.inherit.append.path", "child.scm.connection.inherit.append.path",
                "child.scm.developerConnection.inherit.append.path")) {
            assertEquals("false", scm.getAttribute(attribute), attribute);
        }
    }

    @Test
    void theBomIsSignedAndPublishedWithTheModules() throws Exception {
        // The BOM has no parent, so it repeats the root's release profile: the same plugins at the same versions,
        // the deployment waiting in the Portal until someone publishes it.
        for (String module : List.of(".", "taki-bom")) {
            Element pom = pom(module);
            Element release = children(child(pom, "profiles").orElseThrow(), "profile").stream()
                    .filter(p -> text(p, "id").orElse("").equals("release")).findFirst()
                    .orElseThrow(() -> new AssertionError(module + " has no release profile"));
            Map<String, Element> plugins = plugins(child(release, "build").orElseThrow());
            assertTrue(plugins.containsKey("maven-gpg-plugin"), module + ": the release profile signs");
            Element central = plugins.get("central-publishing-maven-plugin");
            assertTrue(central != null, module + ": the release profile uploads to the Central Portal");
            assertEquals(Optional.of("false"), child(central, "configuration").flatMap(c -> text(c, "autoPublish")),
                    module + ": a deployment is published by hand, after it was checked");
        }
        Map<String, Element> ours = plugins(child(pom("."), "build").flatMap(b -> child(b, "pluginManagement"))
                .orElseThrow());
        Map<String, Element> bom = plugins(child(pom("taki-bom"), "build").flatMap(b -> child(b, "pluginManagement"))
                .orElseThrow());
        for (String plugin : List.of("maven-gpg-plugin", "central-publishing-maven-plugin")) {
            assertEquals(text(ours.get(plugin), "version"), text(bom.get(plugin), "version"), plugin);
        }
    }

    /**
     * A jar packaged by this build has its sources and Javadoc jars beside it. A module this build did not
     * package (taki-it run alone, or {@code mvn test}) is skipped, saying so; a jar left as it was because nothing
     * changed counts as not packaged, but passes if its two jars are there (in CI, a fresh clone, every jar is new).
     */
    @TestFactory
    Stream<DynamicTest> everyPublishedJarHasItsSourcesAndJavadocAfterVerify() {
        Instant started = buildStarted();
        return JARS.stream().map(module -> DynamicTest.dynamicTest(module, () -> {
            String name = text(pom(module), "artifactId").orElseThrow() + "-" + version(module);
            Path target = ROOT.resolve(module).resolve("target");
            Path jar = target.resolve(name + ".jar");
            assumeTrue(Files.isRegularFile(jar), module + " is not packaged (no " + jar.getFileName() + "): its "
                    + "-sources.jar and -javadoc.jar are checked after mvn verify from the root");
            List<String> missing = new ArrayList<>();
            for (String classifier : List.of("sources", "javadoc")) {
                Path attached = target.resolve(name + "-" + classifier + ".jar");
                if (!Files.isRegularFile(attached) || Files.size(attached) == 0) {
                    missing.add(attached.getFileName().toString());
                }
            }
            if (missing.isEmpty()) {
                return;
            }
            assumeTrue(started != null && builtSince(jar, started), module + " lacks " + missing + ", but this build"
                    + " did not package it (" + jar.getFileName() + " is older than the build): mvn verify from the"
                    + " root makes them");
            fail(module + " was packaged by this build without " + missing + ": every published jar needs both"
                    + " (the root pom's maven-source-plugin and maven-javadoc-plugin; taki.publish.skip must be false)");
        }));
    }

    // --- the poms, read from the working tree ---

    private static List<String> published() {
        List<String> out = new ArrayList<>(JARS);
        out.addAll(POMS);
        return out;
    }

    /** The module and every module under it, by folder relative to the root ("." for the root). */
    private static List<String> modules(String module) throws Exception {
        List<String> out = new ArrayList<>(List.of(module));
        Optional<Element> modules = child(pom(module), "modules");
        if (modules.isPresent()) {
            for (Element m : children(modules.get(), "module")) {
                String sub = module.equals(".") ? m.getTextContent().trim() : module + "/" + m.getTextContent().trim();
                out.addAll(modules(sub));
            }
        }
        return out;
    }

    /** The pom of a module, then its parent's, and so on up the folders that {@code <parent>} names. */
    private static List<String> lineage(String module) throws Exception {
        List<String> out = new ArrayList<>();
        String at = module;
        while (at != null) {
            out.add(at);
            Optional<Element> parent = child(pom(at), "parent");
            if (parent.isEmpty()) {
                break;
            }
            String relative = text(parent.get(), "relativePath").orElse("../pom.xml");
            Path folder = ROOT.resolve(at).resolve(relative).normalize().getParent();
            String next = ROOT.relativize(folder).toString().replace('\\', '/');
            at = next.isEmpty() ? "." : next;
            assertEquals(text(parent.get(), "artifactId").orElse(null), text(pom(at), "artifactId").orElse(null),
                    module + ": the parent named is the pom at " + relative);
        }
        return out;
    }

    private static Optional<Element> inherited(String module, String field) throws Exception {
        for (String at : lineage(module)) {
            Optional<Element> found = child(pom(at), field);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> inheritedProperty(String module, String name) throws Exception {
        for (String at : lineage(module)) {
            Optional<String> value = child(pom(at), "properties").flatMap(p -> text(p, name));
            if (value.isPresent()) {
                return value;
            }
        }
        return Optional.empty();
    }

    private static String version(String module) throws Exception {
        Element pom = pom(module);
        return text(pom, "version").or(() -> child(pom, "parent").flatMap(p -> text(p, "version"))).orElseThrow();
    }

    private static final Map<String, Element> POMS_READ = new LinkedHashMap<>();

    private static synchronized Element pom(String module) throws Exception {
        Element cached = POMS_READ.get(module);
        if (cached != null) {
            return cached;
        }
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        DocumentBuilder builder = factory.newDocumentBuilder();
        Path file = ROOT.resolve(module).resolve("pom.xml");
        assertTrue(Files.isRegularFile(file), "no pom at " + file);
        Element project = builder.parse(file.toFile()).getDocumentElement();
        POMS_READ.put(module, project);
        return project;
    }

    /** The plugins under {@code <plugins>} of a build or pluginManagement, by artifactId. */
    private static Map<String, Element> plugins(Element build) {
        Map<String, Element> out = new LinkedHashMap<>();
        child(build, "plugins").ifPresent(list -> children(list, "plugin")
                .forEach(p -> out.put(text(p, "artifactId").orElse("?"), p)));
        return out;
    }

    private static Optional<Element> child(Element parent, String name) {
        List<Element> found = children(parent, name);
        return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> out = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(name)) {
                out.add(e);
            }
        }
        return out;
    }

    private static Optional<String> text(Element parent, String name) {
        return child(parent, name).map(e -> e.getTextContent().trim()).filter(t -> !t.isEmpty());
    }

    // --- the jars ---

    private static Instant buildStarted() {
        String value = System.getProperty(BUILD_STARTED);
        if (value == null || value.isBlank() || value.startsWith("${")) {
            return null;
        }
        try {
            return Instant.parse(value);
        } catch (DateTimeParseException e) {
            throw new AssertionError(BUILD_STARTED + " is not an instant: " + value, e);
        }
    }

    private static boolean builtSince(Path file, Instant started) throws Exception {
        return Files.isRegularFile(file) && !Files.getLastModifiedTime(file).toInstant().isBefore(started);
    }
}
