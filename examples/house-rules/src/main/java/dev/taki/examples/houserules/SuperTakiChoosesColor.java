package dev.taki.examples.houserules;

import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Variant;

import java.util.Locale;
import java.util.ResourceBundle;

/**
 * {@code super-taki-chooses-color}: the player of a Super TAKI names the colour of its run
 * ({@code play SUPERTAKI G}) instead of taking the active colour (source [003]). See
 * {@code docs/house-rules/super-taki-chooses-color.md}.
 */
public final class SuperTakiChoosesColor implements Variant {
    /** The variant's id. */
    public static final String ID = "super-taki-chooses-color";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "the player of a Super TAKI names its colour (play SUPERTAKI G) and runs in that colour";
    }

    /** Its texts in English and Hebrew ({@link HouseRuleTexts}). */
    @Override
    public ResourceBundle texts(Locale locale) {
        return HouseRuleTexts.of(ID, locale);
    }

    @Override
    public Rules rules(Options options) {
        return new SuperTakiChoosesColorRules();
    }
}
