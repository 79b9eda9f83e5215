package dev.taki.cli.plugins;

import dev.taki.api.spi.Edition;
import dev.taki.api.spi.Variant;
import dev.taki.core.VariantCatalog;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;

/**
 * The variants and editions the command line plays with: taki's own, found on its class path, and those of the
 * jars and folders given to {@code --plugins}, loaded through a class loader over them (a child of taki's), each
 * with where it came from. Two that claim one id are refused, naming both.
 */
public final class Plugins implements AutoCloseable {
    /** Where taki's own variants and editions come from, in {@link #sourceOf} and {@link #sources}. */
    public static final String BUILT_IN = "built in";

    private final VariantCatalog catalog;
    private final Map<String, String> sourceById;
    private final List<Path> paths;
    private final URLClassLoader loader;

    private Plugins(VariantCatalog catalog, Map<String, String> sourceById, List<Path> paths, URLClassLoader loader) {
        this.catalog = catalog;
        this.sourceById = Map.copyOf(sourceById);
        this.paths = List.copyOf(paths);
        this.loader = loader;
    }

    /**
     * Taki's variants and editions with those of the given plugin jars and folders.
     *
     * @param given the paths given to {@code --plugins}, in order
     * @param taki  the class loader that finds taki's own variants; the plugins' loader is its child
     * @throws IllegalArgumentException with one sentence: a path that is no plugin, a plugin that cannot be
     *                                  loaded, or an id claimed twice
     */
    public static Plugins load(List<Path> given, ClassLoader taki) {
        VariantCatalog builtIn;
        try {
            builtIn = VariantCatalog.discover(taki);
        } catch (ServiceConfigurationError e) {
            // A broken jar put on taki's own class path (java -cp taki.jar:x.jar), which --plugins never loads.
            throw new IllegalArgumentException("a variant on taki's class path cannot be loaded: " + e.getMessage(), e);
        }
        List<PluginPath> plugins = PluginPaths.resolve(given);
        if (plugins.isEmpty()) {
            return new Plugins(builtIn, Map.of(), List.of(), null);
        }
        URLClassLoader loader = new URLClassLoader("taki-plugins",
                plugins.stream().map(PluginPath::url).toArray(URL[]::new), taki);
        try {
            Claims claims = new Claims();
            List<Variant> variants = new ArrayList<>(builtIn.variants().values());
            List<Edition> editions = new ArrayList<>(builtIn.editions().values());
            variants.forEach(v -> claims.claim(v.id(), "variant", v.getClass().getName(), null));
            editions.forEach(e -> claims.claim(e.id(), "edition", e.getClass().getName(), null));
            for (PluginPath plugin : plugins) {
                for (String className : plugin.variants()) {
                    Variant v = Providers.variant(plugin, className, loader);
                    claims.claim(v.id(), "variant", className, plugin);
                    variants.add(v);
                }
                for (String className : plugin.editions()) {
                    Edition e = Providers.edition(plugin, className, loader);
                    claims.claim(e.id(), "edition", className, plugin);
                    editions.add(e);
                }
            }
            VariantCatalog catalog;
            try {
                catalog = VariantCatalog.of(variants, editions);
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("the plugins cannot be used together: " + e.getMessage(), e);
            }
            return new Plugins(catalog, claims.pluginSources(), plugins.stream().map(PluginPath::path).toList(), loader);
        } catch (RuntimeException e) {
            closeQuietly(loader);
            throw e;
        }
    }

    /** Every variant and edition: taki's and the plugins'. */
    public VariantCatalog catalog() {
        return catalog;
    }

    /** Where the variant or edition with this id came from: {@link #BUILT_IN}, or the plugin's jar or folder. */
    public String sourceOf(String id) {
        return sourceById.getOrDefault(id, BUILT_IN);
    }

    /** {@link #BUILT_IN}, then each plugin's jar or folder, in the order given. */
    public List<String> sources() {
        List<String> sources = new ArrayList<>(List.of(BUILT_IN));
        paths.stream().map(Path::toString).filter(sourceById::containsValue).forEach(sources::add);
        return sources;
    }

    /** The jars and class folders on the plugins' class path, libraries included, in order. */
    public List<Path> paths() {
        return paths;
    }

    /** Lets go of the plugins' jar files; their classes cannot be loaded any more. */
    @Override
    public void close() {
        if (loader != null) {
            closeQuietly(loader);
        }
    }

    private static void closeQuietly(URLClassLoader loader) {
        try {
            loader.close();
        } catch (IOException e) {
            // Only open jar files are released here; the command has done its work, so nothing is lost.
        }
    }

    /** Who claimed which id, to refuse the second claim naming both. Variants and editions share one set of ids. */
    private static final class Claims {
        private record Claim(String kind, String className, PluginPath plugin) {
            @Override
            public String toString() {
                return "the " + kind + " " + className + " (" + (plugin == null ? BUILT_IN : plugin) + ")";
            }
        }

        private final Map<String, Claim> byId = new HashMap<>();

        void claim(String id, String kind, String className, PluginPath plugin) {
            Claim claim = new Claim(kind, className, plugin);
            Claim earlier = byId.putIfAbsent(id, claim);
            if (earlier != null) {
                throw new IllegalArgumentException("the id '" + id + "' is claimed twice: by " + earlier + " and by " + claim);
            }
        }

        Map<String, String> pluginSources() {
            Map<String, String> sources = new LinkedHashMap<>();
            byId.forEach((id, claim) -> {
                if (claim.plugin() != null) {
                    sources.put(id, claim.plugin().toString());
                }
            });
            return sources;
        }
    }
}
