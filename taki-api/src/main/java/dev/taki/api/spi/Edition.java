package dev.taki.api.spi;

import dev.taki.api.VariantChoice;

import java.util.List;

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
}
