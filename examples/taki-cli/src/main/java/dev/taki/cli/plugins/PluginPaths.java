package dev.taki.cli.plugins;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.ZipException;

/**
 * The jars and class folders that the paths given to {@code --plugins} stand for. A jar stands for itself; a
 * folder for itself when it is a class folder (it holds a service file, as {@code target/classes} does), else for
 * the {@code *.jar} files directly in it, of which at least one must be a plugin (the others are its libraries).
 * Anything else is refused with one sentence naming the path and what it lacks.
 */
final class PluginPaths {
    private PluginPaths() {
    }

    /**
     * The jars and class folders to load, in the order given, each once.
     *
     * @throws IllegalArgumentException for a path that does not exist, a file that is no jar, or a jar or folder
     *                                  that holds no taki plugin
     */
    static List<PluginPath> resolve(List<Path> given) {
        Map<Path, PluginPath> byLocation = new LinkedHashMap<>();
        for (Path path : given) {
            for (PluginPath entry : entries(path)) {
                byLocation.putIfAbsent(location(entry.path()), entry);
            }
        }
        return List.copyOf(byLocation.values());
    }

    private static List<PluginPath> entries(Path given) {
        if (!Files.exists(given)) {
            throw problem(given, "no such file or folder");
        }
        if (Files.isDirectory(given)) {
            return folder(given);
        }
        PluginPath jar = jar(given);
        if (!jar.isPlugin()) {
            throw problem(given, "not a taki plugin: it has no " + ServiceFiles.WHAT_A_PLUGIN_HOLDS);
        }
        return List.of(jar);
    }

    private static List<PluginPath> folder(Path folder) {
        PluginPath classes;
        List<Path> jars;
        try {
            classes = ServiceFiles.inFolder(folder);
            try (Stream<Path> files = Files.list(folder)) {
                jars = files.filter(f -> f.getFileName().toString().endsWith(".jar") && Files.isRegularFile(f))
                        .sorted().toList();
            }
        } catch (IOException e) {
            throw unreadable(folder, e);
        }
        if (classes.isPlugin()) {
            return List.of(classes);
        }
        if (jars.isEmpty()) {
            throw problem(folder, "holds no *.jar, and is no class folder: it has no " + ServiceFiles.WHAT_A_PLUGIN_HOLDS);
        }
        List<PluginPath> entries = new ArrayList<>();
        for (Path jar : jars) {
            entries.add(jar(jar));
        }
        if (entries.stream().noneMatch(PluginPath::isPlugin)) {
            throw problem(folder, "holds no taki plugin: none of its jars ("
                    + jars.stream().map(j -> j.getFileName().toString()).collect(Collectors.joining(", "))
                    + ") has " + ServiceFiles.WHAT_A_PLUGIN_HOLDS);
        }
        return entries;
    }

    private static PluginPath jar(Path path) {
        try {
            return ServiceFiles.inJar(path);
        } catch (ZipException e) {
            throw problem(path, "not a jar (zip) file");
        } catch (IOException e) {
            throw unreadable(path, e);
        }
    }

    /** Where a path really is, so that a jar named twice (or through a link) is loaded once. */
    private static Path location(Path path) {
        try {
            return path.toRealPath();
        } catch (IOException e) {
            return path.toAbsolutePath().normalize();
        }
    }

    private static IllegalArgumentException unreadable(Path path, IOException e) {
        String why = e instanceof AccessDeniedException ? "permission denied"
                : e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return new IllegalArgumentException("--plugins " + path + ": cannot be read: " + why, e);
    }

    private static IllegalArgumentException problem(Path path, String what) {
        return new IllegalArgumentException("--plugins " + path + ": " + what);
    }
}
