package dev.taki.cli;

import dev.taki.api.spi.Variant;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Builds real plugins for tests: compiles Java sources with the JDK's compiler against taki's API, then packs the
 * classes and resources into a jar or a class folder. The classes are on no class path but the plugin's, so the
 * command line loads them from it exactly as it loads a third party's.
 */
final class PluginBuilder {
    private final Map<String, String> sources = new LinkedHashMap<>();
    private final Map<String, String> resources = new LinkedHashMap<>();
    private final List<String> variants = new ArrayList<>();
    private final List<String> editions = new ArrayList<>();
    private final Set<String> leftOut = new HashSet<>();

    static PluginBuilder plugin() {
        return new PluginBuilder();
    }

    /** A class of the plugin, by its full name, with its source. */
    PluginBuilder source(String className, String code) {
        sources.put(className, code);
        return this;
    }

    /** A variant of the base game's rules with this id, listed in the plugin's service file. */
    PluginBuilder variant(String className, String id) {
        return source(className, variantSource(className, id, "", "")).listVariant(className);
    }

    /** An edition standing for the given variant, listed in the plugin's service file. */
    PluginBuilder edition(String className, String id, String variantId) {
        return source(className, header(className) + """
                public final class %s implements dev.taki.api.spi.Edition {
                    public String id() { return "%s"; }
                    public String description() { return "a test edition"; }
                    public java.util.List<dev.taki.api.VariantChoice> variants() {
                        return java.util.List.of(dev.taki.api.VariantChoice.of("%s"));
                    }
                }
                """.formatted(simpleName(className), id, variantId)).listEdition(className);
    }

    /** Lists a class in {@code META-INF/services/dev.taki.api.spi.Variant}, whether or not the plugin has it. */
    PluginBuilder listVariant(String className) {
        variants.add(className);
        return this;
    }

    PluginBuilder listEdition(String className) {
        editions.add(className);
        return this;
    }

    PluginBuilder resource(String path, String text) {
        resources.put(path, text);
        return this;
    }

    /** Compiles the class but leaves it out of the plugin, as a library jar missing beside it would. */
    PluginBuilder without(String className) {
        leftOut.add(className);
        return this;
    }

    /** The source of a variant; {@code members} are added to its body, {@code constructorBody} runs when it is made. */
    static String variantSource(String className, String id, String constructorBody, String members) {
        return header(className) + """
                public final class %s implements dev.taki.api.spi.Variant {
                    public %s() { %s }
                    public String id() { return "%s"; }
                    public String description() { return "a test rule"; }
                    public dev.taki.api.spi.Rules rules(dev.taki.api.spi.Options options) {
                        return new dev.taki.api.spi.Rules() { };
                    }
                    %s
                }
                """.formatted(simpleName(className), simpleName(className), constructorBody, id, members);
    }

    Path jar(Path file) throws IOException {
        Files.createDirectories(file.getParent());
        Map<String, byte[]> contents = contents();
        Set<String> folders = new HashSet<>();
        try (OutputStream out = Files.newOutputStream(file); JarOutputStream jar = new JarOutputStream(out)) {
            for (Map.Entry<String, byte[]> e : contents.entrySet()) {
                addWithFolders(jar, e.getKey(), e.getValue(), folders);
            }
        }
        return file;
    }

    Path classFolder(Path folder) throws IOException {
        for (Map.Entry<String, byte[]> e : contents().entrySet()) {
            Path file = folder.resolve(e.getKey());
            Files.createDirectories(file.getParent());
            Files.write(file, e.getValue());
        }
        return folder;
    }

    /** Every file of the plugin by its path inside it: the compiled classes, the service files, the resources. */
    private Map<String, byte[]> contents() throws IOException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        Path work = Files.createTempDirectory("taki-test-plugin");
        try {
            Path classes = compile(work);
            try (Stream<Path> walk = Files.walk(classes)) {
                for (Path f : walk.filter(Files::isRegularFile).sorted().toList()) {
                    String name = classes.relativize(f).toString().replace('\\', '/');
                    String outer = name.replaceFirst("(\\$.*)?\\.class$", "").replace('/', '.');
                    if (!leftOut.contains(outer)) {
                        files.put(name, Files.readAllBytes(f));
                    }
                }
            }
        } finally {
            deleteAll(work);
        }
        if (!variants.isEmpty()) {
            files.put("META-INF/services/dev.taki.api.spi.Variant", lines(variants));
        }
        if (!editions.isEmpty()) {
            files.put("META-INF/services/dev.taki.api.spi.Edition", lines(editions));
        }
        resources.forEach((path, text) -> files.put(path, text.getBytes(StandardCharsets.UTF_8)));
        return files;
    }

    private Path compile(Path work) throws IOException {
        Path classes = Files.createDirectories(work.resolve("classes"));
        if (sources.isEmpty()) {
            return classes;
        }
        List<String> args = new ArrayList<>(List.of("-d", classes.toString(), "-classpath", apiLocation(), "--release", "17"));
        for (Map.Entry<String, String> s : sources.entrySet()) {
            Path file = work.resolve("src").resolve(s.getKey().replace('.', '/') + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, s.getValue());
            args.add(file.toString());
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        int status = javac.run(null, diagnostics, diagnostics, args.toArray(String[]::new));
        assertEquals(0, status, () -> "the test plugin does not compile: " + diagnostics);
        return classes;
    }

    /** Where taki's API is, to compile against: a jar in the local repository, or a module's target/classes. */
    private static String apiLocation() {
        try {
            return Path.of(Variant.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void deleteAll(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    /** Adds a file and, first, the folder entries above it, as the jar tool and Maven do. */
    private static void addWithFolders(JarOutputStream jar, String name, byte[] bytes, Set<String> added) throws IOException {
        for (int slash = name.indexOf('/'); slash >= 0; slash = name.indexOf('/', slash + 1)) {
            String folder = name.substring(0, slash + 1);
            if (added.add(folder)) {
                jar.putNextEntry(new JarEntry(folder));
                jar.closeEntry();
            }
        }
        jar.putNextEntry(new JarEntry(name));
        jar.write(bytes);
        jar.closeEntry();
    }

    private static byte[] lines(List<String> names) {
        return (String.join("\n", names) + "\n").getBytes(StandardCharsets.UTF_8);
    }

    private static String header(String className) {
        int dot = className.lastIndexOf('.');
        return dot < 0 ? "" : "package " + className.substring(0, dot) + ";\n\n";
    }

    private static String simpleName(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }
}
