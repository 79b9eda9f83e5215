package dev.taki.api.spi;

import dev.taki.api.VariantChoice;

import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;

/**
 * A named preset of variants, such as the 2015 edition, found through {@link java.util.ServiceLoader}
 * ({@code META-INF/services/dev.taki.api.spi.Edition}). A configuration may name it instead of listing
 * the variants.
 */
public interface Edition {

    /** {@return the id used in configuration files} */
    String id();

    /** {@return one line for people} */
    String description();

    /** {@return the variants the edition plays with, with their options: variants, not editions} */
    List<VariantChoice> variants();

    /**
     * The edition's name and description for people, in the locale's language: the keys {@code name} and
     * {@code description} (docs/texts.md). As for {@link Variant#texts}, implement it in the edition's own module.
     *
     * @param locale the language wanted; {@link Locale#ROOT} for the root, English
     * @return the bundle, or null when the edition ships no texts (the default)
     */
    default ResourceBundle texts(Locale locale) {
        return null;
    }
}
