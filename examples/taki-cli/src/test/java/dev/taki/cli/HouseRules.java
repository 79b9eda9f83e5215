package dev.taki.cli;

import dev.taki.core.VariantCatalog;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * The house-rule pack of examples/house-rules as a plugin, the way a user adds it to taki: not on the tests' class
 * path (the build keeps it off, so taki's own variants stay what taki.jar ships), but loaded from the pack's build
 * folder, which the build makes before this module's tests.
 */
public final class HouseRules {
    private static final Path TARGET = Path.of("..", "house-rules", "target");

    private HouseRules() {
    }

    /**
     * {@return the pack for {@code --plugins}: its class folder when it has been compiled (the freshest), else its
     * jar}
     *
     * @throws AssertionError if the pack has not been built
     */
    public static Path path() {
        Path classes = TARGET.resolve("classes");
        if (Files.isRegularFile(classes.resolve("META-INF/services/dev.taki.api.spi.Variant"))) {
            return classes.toAbsolutePath();
        }
        try (Stream<Path> files = Files.list(TARGET)) {
            return files.filter(f -> f.getFileName().toString().matches("taki-example-house-rules-[^-]+(-SNAPSHOT)?\\.jar"))
                    .max(Comparator.comparing(f -> f.toFile().lastModified()))
                    .map(Path::toAbsolutePath)
                    .orElseThrow(() -> new AssertionError("no house rules in " + TARGET + ": build examples/house-rules first"));
        } catch (IOException e) {
            throw new UncheckedIOException("no house rules in " + TARGET + ": build examples/house-rules first", e);
        }
    }

    /** {@return taki's variants and the pack's, as a game set up in a test finds them (one catalog for all tests)} */
    public static VariantCatalog catalog() {
        return Loaded.CATALOG;
    }

    /** The pack's class loader and catalog, made once, when first asked for. */
    private static final class Loaded {
        static final VariantCatalog CATALOG = load();

        private static VariantCatalog load() {
            try {
                URL pack = path().toUri().toURL();
                return VariantCatalog.discover(new URLClassLoader(new URL[] {pack}, HouseRules.class.getClassLoader()));
            } catch (MalformedURLException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
