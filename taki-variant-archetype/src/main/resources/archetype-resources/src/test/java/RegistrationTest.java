package ${package};

import dev.taki.api.spi.Variant;
import org.junit.jupiter.api.Test;

import java.util.ServiceLoader;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The engine finds the variant where a configuration file names it: through META-INF/services. */
class RegistrationTest {
    @Test
    void theVariantIsFoundByServiceLoader() {
        assertTrue(ServiceLoader.load(Variant.class).stream().anyMatch(p -> p.type() == ${classPrefix}.class),
                "META-INF/services/dev.taki.api.spi.Variant does not list ${package}.${classPrefix}");
    }

    @Test
    void itsIdIsLowerCaseWordsJoinedByHyphensAndItSaysWhatItChanges() {
        Variant variant = new ${classPrefix}();
        assertTrue(variant.id().matches("[a-z]+(-[a-z]+)*"), () -> "not an id: '" + variant.id() + "'");
        assertFalse(variant.description().isBlank());
    }
}
