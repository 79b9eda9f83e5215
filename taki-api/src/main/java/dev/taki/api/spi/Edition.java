package dev.taki.api.spi;

import dev.taki.api.VariantChoice;

import java.util.List;

/**
 * A named preset of variants, such as the 2015 edition, found through {@link java.util.ServiceLoader}
 * ({@code META-INF/services/dev.taki.api.spi.Edition}). A configuration may name it instead of listing
 * the variants.
 */
public interface Edition {

    /** The id used in configuration files. */
    String id();

    /** One line for people. */
    String description();

    /** The variants the edition plays with, with their options. */
    List<VariantChoice> variants();
}
