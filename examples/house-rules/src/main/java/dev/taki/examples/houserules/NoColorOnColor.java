package dev.taki.examples.houserules;

import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Variant;

import java.util.Locale;
import java.util.ResourceBundle;

/**
 * {@code no-color-on-color}: a Change Color cannot be played on a Change Color (the house rule of source
 * [000]). While a Change Color is the leading card, the players after it must follow the colour it named
 * — or draw — until someone does. See {@code docs/house-rules/no-color-on-color.md}.
 */
public final class NoColorOnColor implements Variant {
    /** The variant's id. */
    public static final String ID = "no-color-on-color";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "a Change Color cannot be played on a Change Color: the colour it named must be followed";
    }

    /** Its texts in English and Hebrew ({@link HouseRuleTexts}). */
    @Override
    public ResourceBundle texts(Locale locale) {
        return HouseRuleTexts.of(ID, locale);
    }

    @Override
    public Rules rules(Options options) {
        return new NoColorOnColorRules();
    }
}
