package dev.taki.cli;

import java.io.IOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The scenario files that jars and class folders carry: every {@code *.json} under their {@code scenarios/}
 * folder, the layout a plugin's own tests read with {@code ScenarioTests.fromClasspath("scenarios/…")}.
 * {@code taki check} without paths runs those of taki's class path and of the plugins. A jar's folder is read
 * through a zip file system, which stays open until this is closed.
 */
final class ShippedScenarios implements AutoCloseable {
    static final String FOLDER = "scenarios";

    private final List<FileSystem> jars = new ArrayList<>();
    private final List<Path> folders = new ArrayList<>();

    private ShippedScenarios() {
    }

    /**
     * The {@code scenarios/} folders on a class path and in the given jars and class folders.
     *
     * @throws IOException naming the jar or folder that cannot be read
     */
    static ShippedScenarios find(ClassLoader classPath, List<Path> plugins) throws IOException {
        Set<Path> places = new LinkedHashSet<>();
        for (URL url : Collections.list(classPath.getResources(FOLDER))) {
            places.add(place(url));
        }
        places.addAll(plugins);
        ShippedScenarios shipped = new ShippedScenarios();
        try {
            for (Path place : places) {
                shipped.addFolderIn(place);
            }
        } catch (IOException | RuntimeException e) {
            shipped.close();
            throw e;
        }
        return shipped;
    }

    /** The folders found, in class-path order, then the plugins' in the order given. */
    List<Path> folders() {
        return folders;
    }

    /** The jar or class folder that a class-path resource {@code scenarios} is in. */
    private static Path place(URL url) throws IOException {
        try {
            if (url.getProtocol().equals("jar")) {
                return Path.of(((JarURLConnection) url.openConnection()).getJarFileURL().toURI());
            }
            return Path.of(url.toURI()).getParent();
        } catch (URISyntaxException | IllegalArgumentException e) {
            throw new IOException(url + ": " + e.getMessage(), e);
        }
    }

    private void addFolderIn(Path jarOrFolder) throws IOException {
        if (Files.isDirectory(jarOrFolder)) {
            addIfFolder(jarOrFolder.resolve(FOLDER));
            return;
        }
        FileSystem jar;
        try {
            jar = FileSystems.newFileSystem(jarOrFolder);
        } catch (IOException e) {
            throw new IOException(FileProblems.describe(jarOrFolder, e), e);
        }
        jars.add(jar);
        addIfFolder(jar.getPath("/" + FOLDER));
    }

    private void addIfFolder(Path folder) {
        if (Files.isDirectory(folder)) {
            folders.add(folder);
        }
    }

    @Override
    public void close() {
        for (FileSystem jar : jars) {
            try {
                jar.close();
            } catch (IOException e) {
                // Closing a read-only zip file system only releases the file; the scenarios were read.
            }
        }
    }
}
