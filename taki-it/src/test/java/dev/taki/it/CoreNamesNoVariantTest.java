package dev.taki.it;

import dev.taki.api.spi.Edition;
import dev.taki.api.spi.Variant;
import dev.taki.core.VariantCatalog;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The engine must not special-case any variant: no variant or edition id appears in its sources. */
class CoreNamesNoVariantTest {

    @Test
    void coreSourcesNameNoVariantOrEditionId() throws IOException {
        VariantCatalog catalog = VariantCatalog.discover();
        List<String> ids = new ArrayList<>();
        catalog.variants().values().stream().map(Variant::id).forEach(ids::add);
        catalog.editions().values().stream().map(Edition::id).forEach(ids::add);
        assertTrue(ids.size() >= 9, "all six variants and three editions are on the class path: " + ids);
        Path core = Path.of("..", "taki-core", "src", "main");
        assertTrue(Files.isDirectory(core), "the core sources are at " + core.toAbsolutePath());
        List<String> offences = new ArrayList<>();
        try (Stream<Path> files = Files.walk(core)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                String text = Files.readString(f);
                for (String id : ids) {
                    if (text.contains("\"" + id + "\"")) {
                        offences.add(f + " names '" + id + "'");
                    }
                }
            }
        }
        assertEquals(List.of(), offences);
    }
}
