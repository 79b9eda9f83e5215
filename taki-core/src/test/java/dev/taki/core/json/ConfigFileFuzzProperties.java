package dev.taki.core.json;

import dev.taki.api.ConfigurationException;
import dev.taki.api.GameConfig;
import dev.taki.api.spi.OptionSpec;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Variant;
import dev.taki.core.VariantCatalog;
import dev.taki.core.config.ConfigFiles;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Configuration files (JSON and YAML, as {@code --config} and the servers read them) damaged at random are read
 * or refused with a {@link ConfigurationException} that names no Java internals, never another exception; the
 * YAML reader, given the same JSON text, reads or refuses it alike.
 */
class ConfigFileFuzzProperties {
    private static final Variant OPTIONS = new Variant() {
        @Override public String id() { return "with-options"; }
        @Override public String description() { return "a test variant with one option of each type"; }
        @Override public List<OptionSpec> options() {
            return List.of(OptionSpec.integer("rounds", "rounds", 6, 1, 100), OptionSpec.bool("loud", "loud", false),
                    OptionSpec.choice("speed", "speed", "slow", List.of("slow", "fast")));
        }
        @Override public Set<String> conflicts() { return Set.of("plain"); }
        @Override public Rules rules(Options options) { return new Rules() { }; }
    };
    private static final Variant PLAIN = new Variant() {
        @Override public String id() { return "plain"; }
        @Override public String description() { return "a test variant without options"; }
        @Override public Rules rules(Options options) { return new Rules() { }; }
    };
    private static final VariantCatalog CATALOG = VariantCatalog.of(List.of(OPTIONS, PLAIN), List.of());
    private static final String VALID = """
            {"players": 3, "seed": 42, "firstPlayer": 2, "direction": "ccw",
             "variants": [{"id": "with-options", "rounds": 3, "loud": true, "speed": "fast"}]}""";
    private static final List<String> HUGE = List.of("9223372036854775808", "-9223372036854775809",
            "123456789012345678901234567890", "1e400", "-0.0");

    @Property(tries = 2000)
    void aDamagedFileIsReadOrRefusedNamingAField(@ForAll long seed) {
        Random random = new Random(seed);
        String damaged = ParserFuzzProperties.damageTree(new ObjectMapper().readTree(VALID), random).toString();
        // numbers that no int or long holds, where the tree had a number
        String json = random.nextInt(3) == 0 ? hugeNumberIn(damaged, random) : damaged;
        GameConfig fromJson = readOrRefuse(() -> ConfigFiles.parseJson(json, CATALOG));
        Statistics.collect(fromJson == null ? "refused" : "read");
        // JSON is YAML: the YAML reader must answer the same
        GameConfig fromYaml = readOrRefuse(() -> ConfigFiles.parseYaml(json, CATALOG));
        assertEquals(fromJson == null, fromYaml == null, json);
        if (fromJson != null && fromYaml != null) {
            assertEquals(fromJson.variants(), fromYaml.variants(), json);
            assertEquals(fromJson.players(), fromYaml.players(), json);
        }
    }

    /** The text with one of its whole numbers, picked at random, replaced by a number no long holds. */
    private static String hugeNumberIn(String json, Random random) {
        List<java.util.regex.MatchResult> numbers = java.util.regex.Pattern.compile("(?<![\\w.\"])-?[0-9]+(?![\\w.\"])")
                .matcher(json).results().toList();
        if (numbers.isEmpty()) {
            return json;
        }
        java.util.regex.MatchResult n = numbers.get(random.nextInt(numbers.size()));
        return json.substring(0, n.start()) + HUGE.get(random.nextInt(HUGE.size())) + json.substring(n.end());
    }

    private static GameConfig readOrRefuse(java.util.function.Supplier<GameConfig> read) {
        try {
            return read.get();
        } catch (ConfigurationException e) {
            assertFalse(e.problems().isEmpty());
            for (String problem : e.problems()) {
                assertFalse(problem.isBlank());
                assertFalse(problem.contains("Exception") || problem.contains("java."), problem);
            }
            return null;
        }
    }
}
