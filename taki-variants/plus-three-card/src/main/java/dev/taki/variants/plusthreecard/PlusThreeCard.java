package dev.taki.variants.plusthreecard;

import dev.taki.api.CardKind;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.ResponseWindow;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.Variant;

import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;

/**
 * {@code plus-three-card}: the 2015 deck's 2 +3 and 2 +3 Breakers (116 cards). A +3 makes every other
 * player draw 3 unless one of them breaks it; a Breaker then makes the +3's player draw 3 instead
 * (RULES.md § 9). No options.
 */
public final class PlusThreeCard implements Variant {
    /** The variant's id. */
    public static final String ID = "plus-three-card";
    /** The variant it cannot be played with. */
    public static final String CONFLICTS_WITH = "plus-three-rule";
    /** The +3: colourless and transparent; every other player draws 3 unless one of them breaks it. */
    public static final CardKind PLUS_THREE = CardKind.colorless("PLUS_THREE", "+3").transparent().define();
    /** The +3 Breaker: colourless and transparent; played on a +3, the +3's player draws 3 instead. */
    public static final CardKind BREAKER = CardKind.colorless("BREAKER", "BREAK").transparent().define();

    /** The variant, as {@link java.util.ServiceLoader} makes it: it has no state, its options go to its rules. */
    public PlusThreeCard() {
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "adds 2 +3 and 2 +3 Breakers: a +3 makes every other player draw 3 unless someone breaks it";
    }

    @Override
    public Set<String> conflicts() {
        return Set.of(CONFLICTS_WITH);
    }

    /**
     * Adds both cards to the notation with no copies ({@link Rules#adjustDeck} adds them, in the order the
     * seeded deals have always used), the response phase and the window's state.
     */
    @Override
    public void setUp(SetupContext context) {
        context.card(PLUS_THREE, 0);
        context.card(BREAKER, 0);
        context.phase(ResponseWindow.PHASE);
        context.state(PlusThreeCardRules.WINDOW.codec());
    }

    /**
     * Its texts in English and Hebrew ({@code texts.properties} and {@code texts_he.properties} beside this class),
     * loaded here: in a module, only the module's own code finds its bundles.
     */
    @Override
    public ResourceBundle texts(Locale locale) {
        return ResourceBundle.getBundle("dev.taki.variants.plusthreecard.texts", locale);
    }

    @Override
    public Rules rules(Options options) {
        return new PlusThreeCardRules();
    }
}
