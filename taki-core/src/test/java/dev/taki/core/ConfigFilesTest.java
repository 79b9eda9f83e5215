package dev.taki.core;

import dev.taki.api.ConfigurationException;
import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.OptionSpec;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Variant;
import dev.taki.core.config.ConfigFiles;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Configuration files: JSON and YAML, every problem reported at once, each naming its field. */
class ConfigFilesTest {
    private static final Variant LONG_GAME = new Variant() {
        @Override public String id() { return "long-game"; }
        @Override public String description() { return "a test variant with options"; }
        @Override public List<OptionSpec> options() {
            return List.of(OptionSpec.integer("rounds", "rounds", 6, 1, 100), OptionSpec.bool("loud", "loud", false));
        }
        @Override public Set<String> conflicts() { return Set.of("short-game"); }
        @Override public Rules rules(Options options) { return new Rules() { }; }
    };
    private static final Variant SHORT_GAME = new Variant() {
        @Override public String id() { return "short-game"; }
        @Override public String description() { return "conflicts with long-game"; }
        @Override public Rules rules(Options options) { return new Rules() { }; }
    };
    private static final VariantCatalog CATALOG = VariantCatalog.of(List.of(LONG_GAME, SHORT_GAME), List.of());

    @Test
    void aJsonFileGivesEveryField() {
        GameConfig c = ConfigFiles.parseJson("""
                {"players": 3, "seed": 42, "firstPlayer": 2, "direction": "ccw",
                 "variants": [{"id": "long-game", "rounds": 3}]}""", CATALOG);
        assertEquals(new GameConfig(3, 42, 2, Direction.CCW, List.of(new VariantChoice("long-game", Map.of("rounds", 3)))), c);
    }

    @Test
    void aYamlFileReadsTheSame() {
        GameConfig c = ConfigFiles.parseYaml("""
                players: 3
                seed: 42
                firstPlayer: 2
                direction: ccw
                variants:
                  - id: long-game
                    rounds: 3
                """, CATALOG);
        assertEquals(3, c.players());
        assertEquals(List.of(new VariantChoice("long-game", Map.of("rounds", 3))), c.variants());
    }

    @Test
    void everyProblemIsReportedAtOnceNamingItsField() {
        ConfigurationException e = assertThrows(ConfigurationException.class, () -> ConfigFiles.parseJson("""
                {"players": 11, "direction": "up", "colour": "red",
                 "variants": ["no-such", {"id": "long-game", "rounds": 0, "speed": 3, "loud": "yes"},
                              "short-game", "short-game"]}""", CATALOG));
        List<String> p = e.problems();
        assertTrue(p.contains("players: expected 2 to 10, got 11"), p.toString());
        assertTrue(p.stream().anyMatch(s -> s.startsWith("direction: expected \"cw\" or \"ccw\"")), p.toString());
        assertTrue(p.stream().anyMatch(s -> s.startsWith("colour: unknown field")), p.toString());
        assertTrue(p.stream().anyMatch(s -> s.startsWith("variants[0]: unknown variant 'no-such'; available: long-game, short-game")), p.toString());
        assertTrue(p.contains("variants[1].rounds: expected an integer from 1 to 100, got 0"), p.toString());
        assertTrue(p.stream().anyMatch(s -> s.startsWith("variants[1].speed: unknown option of 'long-game'")), p.toString());
        assertTrue(p.contains("variants[1].loud: expected true or false, got \"yes\""), p.toString());
        assertTrue(p.contains("variants[3]: variant 'short-game' is listed more than once"), p.toString());
    }

    @Test
    void anOptionPastAnyLongIsRefusedByValueNamingItsField() {
        for (String big : List.of("9223372036854775808", "-9223372036854775809", "100000000000000000000000")) {
            ConfigurationException json = assertThrows(ConfigurationException.class, () -> ConfigFiles.parseJson(
                    "{\"variants\": [{\"id\": \"long-game\", \"rounds\": " + big + "}]}", CATALOG));
            assertEquals(List.of("variants[0].rounds: expected an integer from 1 to 100, got " + big), json.problems());
            ConfigurationException yaml = assertThrows(ConfigurationException.class, () -> ConfigFiles.parseYaml(
                    "variants:\n  - id: long-game\n    rounds: " + big + "\n", CATALOG));
            assertEquals(json.problems(), yaml.problems());
        }
    }

    @Test
    void brokenYamlOrJsonIsOneLineSayingWhere() {
        ConfigurationException yaml = assertThrows(ConfigurationException.class,
                () -> ConfigFiles.parseYaml("players: 3\nseed: [1\n", CATALOG));
        assertEquals("the configuration is not valid YAML: while parsing a flow sequence;"
                + " expected ',' or ']', but got <stream end> (line 3, column 1)", yaml.problems().get(0));
        ConfigurationException tab = assertThrows(ConfigurationException.class,
                () -> ConfigFiles.parseYaml("players: 3\n\tseed: 1\n", CATALOG));
        assertTrue(tab.problems().get(0).endsWith("(line 2, column 1)"), tab.problems().toString());
        ConfigurationException json = assertThrows(ConfigurationException.class,
                () -> ConfigFiles.parseJson("{\"players\": 3,\n \"seed\": [1}", CATALOG));
        assertEquals(List.of("the configuration is not valid JSON: Unexpected close marker '}': expected ']'"
                + " (line 2, column 12)"), json.problems());
    }

    @Test
    void aDocumentOfTheCallersAllowsItsOwnFieldsAndNamesThemWhenOneIsUnknown() {
        Set<String> allowed = Set.of("players", "variants", "bots");
        GameConfig c = ConfigFiles.parseJson("{\"players\": 3, \"bots\": \"random\"}", CATALOG, allowed);
        assertEquals(3, c.players());
        ConfigurationException e = assertThrows(ConfigurationException.class,
                () -> ConfigFiles.parseJson("{\"players\": 3, \"seed\": 4}", CATALOG, allowed));
        assertEquals(List.of("seed: unknown field; the fields are bots, players, variants"), e.problems());
    }

    @Test
    void conflictingVariantsAreRefused() {
        ConfigurationException e = assertThrows(ConfigurationException.class,
                () -> ConfigFiles.parseJson("{\"variants\": [\"short-game\", \"long-game\"]}", CATALOG));
        assertEquals(List.of("variants: 'long-game' conflicts with 'short-game'; choose one"), e.problems());
    }

    @Test
    void aVariantWhoseJarIsAbsentIsNamed() {
        ConfigurationException e = assertThrows(ConfigurationException.class,
                () -> ConfigFiles.parseJson("{\"variants\": [\"crazy-card\"]}", VariantCatalog.of(List.of(), List.of())));
        assertTrue(e.getMessage().contains("unknown variant 'crazy-card'"), e.getMessage());
        assertTrue(e.getMessage().contains("no variant jar is on the class path"), e.getMessage());
    }

    @Test
    void brokenJsonIsAClearError() {
        ConfigurationException e = assertThrows(ConfigurationException.class,
                () -> ConfigFiles.parseJson("{\"players\": 4,", CATALOG));
        assertTrue(e.getMessage().startsWith("the configuration is not valid JSON"), e.getMessage());
    }

    @Test
    void aFieldGivenTwiceIsRefusedAsEveryReaderOfTheLibraryRefusesIt() {
        ConfigurationException json = assertThrows(ConfigurationException.class,
                () -> ConfigFiles.parseJson("{\"players\": 3, \"players\": 4}", CATALOG));
        assertTrue(json.getMessage().contains("players"), json.getMessage());
        ConfigurationException yaml = assertThrows(ConfigurationException.class,
                () -> ConfigFiles.parseYaml("players: 3\nplayers: 4\n", CATALOG));
        assertTrue(yaml.getMessage().contains("players"), yaml.getMessage());
        dev.taki.core.json.TakiJsonException viaJson = assertThrows(dev.taki.core.json.TakiJsonException.class,
                () -> dev.taki.core.json.TakiJson.create(CATALOG).readConfig("{\"players\": 3, \"players\": 4}"));
        assertTrue(viaJson.getMessage().contains("players"), viaJson.getMessage());
        assertTrue(json instanceof dev.taki.api.BadInputException && viaJson instanceof dev.taki.api.BadInputException,
                "one family of bad-input exceptions");
    }

    @Test
    void problemsNameTheFieldsAsWrittenWhenAnEditionBringsVariants() {
        dev.taki.api.spi.Edition marathon = new dev.taki.api.spi.Edition() {
            @Override public String id() { return "marathon"; }
            @Override public String description() { return "a long game"; }
            @Override public List<VariantChoice> variants() { return List.of(new VariantChoice("long-game", Map.of())); }
        };
        VariantCatalog catalog = VariantCatalog.of(List.of(LONG_GAME, SHORT_GAME), List.of(marathon));
        assertEquals(List.of(new VariantChoice("long-game", Map.of())),
                ConfigFiles.parseJson("{\"players\": 2, \"edition\": \"marathon\"}", catalog).variants());
        ConfigurationException e = assertThrows(ConfigurationException.class, () -> ConfigFiles.parseJson(
                "{\"players\": 2, \"edition\": \"marathon\", \"variants\": [{\"id\": \"long-game\", \"rounds\": 0}]}",
                catalog));
        assertEquals(List.of("variants[0]: variant 'long-game' is listed more than once"), e.problems());
        ConfigurationException inList = assertThrows(ConfigurationException.class, () -> ConfigFiles.parseJson(
                "{\"players\": 2, \"variants\": [\"marathon\", \"short-game\"]}", catalog));
        assertEquals(List.of("variants: 'long-game' conflicts with 'short-game'; choose one"), inList.problems());
        ConfigurationException bad = assertThrows(ConfigurationException.class, () -> ConfigFiles.parseJson(
                "{\"players\": 2, \"edition\": \"marathon\", \"variants\": [\"short-game\", \"nope\"]}",
                catalog));
        assertTrue(bad.problems().get(0).startsWith("variants[1]: unknown variant 'nope'"), bad.problems().toString());
    }
}
