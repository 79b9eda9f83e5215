package dev.taki.variants.permissiveplus;

import dev.taki.api.spi.OptionSpec;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Variant;

import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;

/**
 * {@code permissive-plus}: a Plus may be played even when no card could follow it, also as the last
 * card; a player who cannot follow a Plus draws one card and the turn ends (RULES.md § 9).
 */
public final class PermissivePlus implements Variant {
    /** The variant's id. */
    public static final String ID = "permissive-plus";
    /** The option that lets a player draw instead of following even when able. */
    public static final String DRAW_INSTEAD_OF_FOLLOW = "drawInsteadOfFollow";

    /** The variant, as {@link java.util.ServiceLoader} makes it: it has no state, its options go to its rules. */
    public PermissivePlus() {
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "a Plus needs no follow-up: a player who cannot follow it draws one card and the turn ends";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(OptionSpec.bool(DRAW_INSTEAD_OF_FOLLOW,
                "the player may draw instead of following a Plus even when able", false));
    }

    /**
     * Its texts in English and Hebrew ({@code texts.properties} and {@code texts_he.properties} beside this class),
     * loaded here: in a module, only the module's own code finds its bundles.
     */
    @Override
    public ResourceBundle texts(Locale locale) {
        return ResourceBundle.getBundle("dev.taki.variants.permissiveplus.texts", locale);
    }

    @Override
    public Rules rules(Options options) {
        return new PermissivePlusRules(options.bool(DRAW_INSTEAD_OF_FOLLOW));
    }
}
