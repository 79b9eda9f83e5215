package dev.taki.variants.plusthreerule;

import dev.taki.api.spi.Options;
import dev.taki.api.spi.ResponseWindow;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.Variant;

import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;

/**
 * {@code plus-three-rule}: no +3 cards; a 3 and a Plus of one colour played together ({@code play R3 R+})
 * make a +3 — every other player draws 3 unless another player answers with a pair of their own, and then
 * the first player draws 3 (RULES.md § 9). No options.
 */
public final class PlusThreeRule implements Variant {
    /** The variant's id. */
    public static final String ID = "plus-three-rule";
    /** The variant it cannot be played with. */
    public static final String CONFLICTS_WITH = "plus-three-card";

    /** The variant, as {@link java.util.ServiceLoader} makes it: it has no state, its options go to its rules. */
    public PlusThreeRule() {
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "a 3 and a Plus of one colour played together make a +3: every other player draws 3"
                + " unless someone answers with a pair of their own";
    }

    @Override
    public Set<String> conflicts() {
        return Set.of(CONFLICTS_WITH);
    }

    /** Adds the response phase and the window's state; the pair is made of base cards, so no card kind. */
    @Override
    public void setUp(SetupContext context) {
        context.phase(ResponseWindow.PHASE);
        context.state(PlusThreeRuleRules.WINDOW.codec());
    }

    /**
     * Its texts in English and Hebrew ({@code texts.properties} and {@code texts_he.properties} beside this class),
     * loaded here: in a module, only the module's own code finds its bundles.
     */
    @Override
    public ResourceBundle texts(Locale locale) {
        return ResourceBundle.getBundle("dev.taki.variants.plusthreerule.texts", locale);
    }

    @Override
    public Rules rules(Options options) {
        return new PlusThreeRuleRules();
    }
}
