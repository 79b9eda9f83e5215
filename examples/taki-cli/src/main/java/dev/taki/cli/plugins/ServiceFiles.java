package dev.taki.cli.plugins;

import dev.taki.api.spi.Edition;
import dev.taki.api.spi.Variant;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

/**
 * The provider classes that a jar's or a class folder's {@code META-INF/services} files list, read in the format
 * {@link java.util.ServiceLoader} reads: one class name a line, {@code #} starting a comment.
 */
final class ServiceFiles {
    static final String VARIANTS = "META-INF/services/" + Variant.class.getName();
    static final String EDITIONS = "META-INF/services/" + Edition.class.getName();
    /** What a jar or folder must hold to be a plugin, in the words of the error messages. */
    static final String WHAT_A_PLUGIN_HOLDS = VARIANTS + " or " + EDITIONS + " naming a class";

    private ServiceFiles() {
    }

    /** What a jar lists. @throws IOException if it cannot be read; a {@link java.util.zip.ZipException} if it is no zip */
    static PluginPath inJar(Path path) throws IOException {
        try (JarFile jar = new JarFile(path.toFile())) {
            return new PluginPath(path, classNames(jar, VARIANTS), classNames(jar, EDITIONS));
        }
    }

    /** What a class folder lists (nothing, if it is no class folder). @throws IOException if a service file cannot be read */
    static PluginPath inFolder(Path folder) throws IOException {
        return new PluginPath(folder, classNames(folder.resolve(VARIANTS)), classNames(folder.resolve(EDITIONS)));
    }

    private static List<String> classNames(JarFile jar, String name) throws IOException {
        ZipEntry entry = jar.getEntry(name);
        if (entry == null) {
            return List.of();
        }
        try (InputStream in = jar.getInputStream(entry)) {
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    private static List<String> classNames(Path file) throws IOException {
        return Files.isRegularFile(file) ? parse(Files.readString(file)) : List.of();
    }

    private static List<String> parse(String text) {
        Set<String> names = new LinkedHashSet<>();
        for (String line : text.split("\\R")) {
            int comment = line.indexOf('#');
            String name = (comment < 0 ? line : line.substring(0, comment)).strip();
            if (!name.isEmpty()) {
                names.add(name);
            }
        }
        return List.copyOf(names);
    }
}
