package dev.taki.variants.crazycard;

import dev.taki.api.CardKind;
import dev.taki.api.ChoiceKind;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.Variant;

import java.util.Locale;
import java.util.ResourceBundle;

/**
 * {@code crazy-card}: the pre-2011 deck, with two Crazy Cards in place of the two Kings (RULES.md § 9).
 * A Crazy Card is colourless and transparent; its player names a direction, every hand passes to the
 * neighbour that way, and play goes on in that direction. As a last card it makes the neighbour who
 * receives the empty hand win (RULES.md § 7). The variant has no options.
 */
public final class CrazyCard implements Variant {
    /** The variant's id. */
    public static final String ID = "crazy-card";
    /** The Crazy Card: colourless, transparent, its player names a direction ({@code play CRAZY cw}). */
    public static final CardKind CRAZY = CardKind.colorless("CRAZY", "CRAZY")
            .choosing(ChoiceKind.DIRECTION).transparent().define();

    /** The variant, as {@link java.util.ServiceLoader} makes it: it has no state, its options go to its rules. */
    public CrazyCard() {
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "two Crazy Cards replace the Kings: every hand passes to the neighbour in the chosen direction";
    }

    /** Adds the Crazy Card to the notation, with no copies: {@link Rules#adjustDeck} puts them where the Kings were. */
    @Override
    public void setUp(SetupContext context) {
        context.card(CRAZY, 0);
    }

    /**
     * Its texts in English and Hebrew ({@code texts.properties} and {@code texts_he.properties} beside this class),
     * loaded here: in a module, only the module's own code finds its bundles.
     */
    @Override
    public ResourceBundle texts(Locale locale) {
        return ResourceBundle.getBundle("dev.taki.variants.crazycard.texts", locale);
    }

    @Override
    public Rules rules(Options options) {
        return new CrazyCardRules();
    }
}
