package dev.taki.core;

import dev.taki.api.Card;
import dev.taki.api.ConfigurationException;
import dev.taki.api.GameConfig;
import dev.taki.api.TableSetup;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Variant;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A set-up field that no variant in play reads is refused, naming it: a misspelt field never passes silently. */
class SetupFieldsTest {
    /** Reads the set-up field {@code counts} (and keeps no state). */
    private static final Variant COUNTING = variant("counting", (players, setup) -> setup.get("counts"));
    /** Looks at every set-up field it is given. */
    private static final Variant WALKING = variant("walking", (players, setup) -> setup.forEach((name, value) -> { }));
    /** Reads {@code counts}, refusing any, then {@code limit}. */
    private static final Variant REFUSING = variant("refusing", (players, setup) -> {
        if (setup.get("counts") != null) {
            throw new IllegalArgumentException("counts: expected none");
        }
        setup.get("limit");
    });
    private static final VariantCatalog CATALOG = VariantCatalog.of(List.of(COUNTING, WALKING, REFUSING), List.of());

    @Test
    void aFieldOfNoVariantIsRefusedNamingTheTablesOwnFields() {
        ConfigurationException e = assertThrows(ConfigurationException.class,
                () -> start(List.of(), Map.of("drawpile", List.of("R5"))));
        assertEquals(List.of("setup.drawpile: no such field: it is not one of the table's, and no variant in play"
                + " reads a field of its own"), e.problems());
    }

    @Test
    void aFieldAVariantInPlayReadsIsTakenAndAnotherIsRefusedNamingWhatTheVariantsRead() {
        start(List.of("counting"), Map.of("counts", List.of(1, 2)));
        ConfigurationException e = assertThrows(ConfigurationException.class,
                () -> start(List.of("counting"), Map.of("counts", List.of(1, 2), "stages", List.of(3, 3))));
        assertEquals(List.of("setup.stages: no such field: it is not one of the table's, and the variants in play"
                + " read counts"), e.problems());
    }

    @Test
    void aVariantThatRefusesAFieldIsNotTakenToIgnoreTheFieldsItWouldHaveReadNext() {
        ConfigurationException e = assertThrows(ConfigurationException.class,
                () -> start(List.of("refusing"), Map.of("counts", 1, "limit", 2)));
        assertEquals(List.of("refusing: counts: expected none"), e.problems());
    }

    @Test
    void aVariantThatLooksAtEveryFieldHasReadThemAll() {
        start(List.of("walking"), Map.of("anything", 1, "else", "x"));
    }

    private static void start(List<String> variants, Map<String, Object> fields) {
        GameConfig config = GameConfig.of(2, 1).withVariants(variants.stream().map(VariantChoice::of).toList());
        Taki.fromSetup(config, new TableSetup(List.of(List.of(Card.parse("R5")), List.of(Card.parse("G7"))),
                Card.parse("R7"), null, null, null, 0, null, false, 0, fields), CATALOG);
    }

    private static Variant variant(String id, java.util.function.BiConsumer<Integer, Map<String, Object>> reads) {
        return new Variant() {
            @Override public String id() { return id; }
            @Override public String description() { return "a test variant"; }
            @Override public Rules rules(Options options) {
                return new Rules() {
                    @Override public Object initialState(int players, Map<String, Object> setup) {
                        reads.accept(players, setup);
                        return null;
                    }
                };
            }
        };
    }
}
