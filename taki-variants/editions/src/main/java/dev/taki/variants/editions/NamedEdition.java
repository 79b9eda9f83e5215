package dev.taki.variants.editions;

import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Edition;

import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;

/** An edition defined by an id, a description and its variants. */
abstract class NamedEdition implements Edition {
    private final String id;
    private final String description;
    private final List<VariantChoice> variants;

    NamedEdition(String id, String description, List<String> variantIds) {
        this.id = id;
        this.description = description;
        this.variants = variantIds.stream().map(VariantChoice::of).toList();
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public List<VariantChoice> variants() {
        return variants;
    }

    /**
     * Its name and description in English and Hebrew ({@code <id>.properties} and {@code <id>_he.properties} beside
     * this class), loaded here: in a module, only the module's own code finds its bundles.
     */
    @Override
    public ResourceBundle texts(Locale locale) {
        return ResourceBundle.getBundle("dev.taki.variants.editions." + id, locale);
    }
}
