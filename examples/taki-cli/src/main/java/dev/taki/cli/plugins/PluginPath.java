package dev.taki.cli.plugins;

import java.net.MalformedURLException;
import java.net.URL;
import java.nio.file.Path;
import java.util.List;

/**
 * A jar or class folder that {@code --plugins} puts on the plugins' class path, with the variant and edition
 * classes its service files list. A jar that lists none is a library that a plugin beside it in the same folder
 * may need.
 *
 * @param path     the jar or folder as the person named it (a jar found in a named folder: the folder and its name)
 * @param variants the classes listed in {@code META-INF/services/dev.taki.api.spi.Variant}, each once, in order
 * @param editions the classes listed in {@code META-INF/services/dev.taki.api.spi.Edition}, each once, in order
 */
record PluginPath(Path path, List<String> variants, List<String> editions) {

    PluginPath {
        variants = List.copyOf(variants);
        editions = List.copyOf(editions);
    }

    /** True when it lists a variant or an edition: it is a taki plugin, not a library. */
    boolean isPlugin() {
        return !variants.isEmpty() || !editions.isEmpty();
    }

    URL url() {
        try {
            return path.toAbsolutePath().toUri().toURL();
        } catch (MalformedURLException e) {
            throw new IllegalArgumentException("--plugins " + path + ": cannot be made a class-path entry: " + e.getMessage(), e);
        }
    }

    @Override
    public String toString() {
        return path.toString();
    }
}
