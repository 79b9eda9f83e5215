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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The API and the engine know only the base game: no variant or house rule is named in their sources —
 * neither its id, nor its cards, their symbols and kinds, its choices or phases, nor the operations that only
 * one of them needed. Everything a plugin adds comes through the set-up of its vocabulary.
 */
class CoreNamesNoVariantTest {
    /** The variants' own vocabulary, as the base game's code could have spelt it. */
    private static final List<String> VOCABULARY = List.of("\"+3\"", "\"+4\"", "\"BREAK\"", "\"CRAZY\"",
            "PLUS_THREE", "PLUS_FOUR", "BREAKER", "CRAZY", "Crazy Card", "+3 Breaker", "RESPONSE", "passHands",
            "stages", "scores", "seven-swap", "swap with", "@2 (seven");

    @Test
    void theApiAndTheCoreNameNoVariantCardChoiceOrRule() throws IOException {
        VariantCatalog catalog = VariantCatalog.discover();
        List<String> words = new ArrayList<>(VOCABULARY);
        catalog.variants().values().stream().map(Variant::id).forEach(words::add);
        catalog.editions().values().stream().map(Edition::id).forEach(words::add);
        assertTrue(words.size() >= VOCABULARY.size() + 9, "the six variants and the three editions are on the class path");
        words.addAll(List.of("plus-four", "draw-until-play", "voluntary-draw", "taki-continuity"));
        List<String> offences = new ArrayList<>();
        for (String module : List.of("taki-api", "taki-core")) {
            Path main = Path.of("..", module, "src", "main");
            assertTrue(Files.isDirectory(main), "the sources are at " + main.toAbsolutePath());
            try (Stream<Path> files = Files.walk(main)) {
                for (Path f : files.filter(Files::isRegularFile).toList()) {
                    String text = Files.readString(f);
                    for (String word : words) {
                        Matcher m = Pattern.compile("(?<![A-Za-z_-])" + Pattern.quote(word) + "(?![A-Za-z_-])").matcher(text);
                        if (m.find()) {
                            offences.add(main.relativize(f) + " names '" + word + "'");
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), offences);
    }
}
