package dev.taki.examples.houserules;

import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Variant;

import java.util.Locale;
import java.util.ResourceBundle;

/**
 * {@code taki-continuity}: after the last card of their TAKI run, if it is a number card, a player may go on
 * with cards of the same number in other colours, then closes the TAKI (source [000], "continuity"). See
 * {@code docs/house-rules/taki-continuity.md} for the exact rule.
 */
public final class TakiContinuity implements Variant {
    /** The variant's id. */
    public static final String ID = "taki-continuity";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "a TAKI run ending on a number may go on with that number in other colours, then it is closed";
    }

    /** Its texts in English and Hebrew ({@link HouseRuleTexts}). */
    @Override
    public ResourceBundle texts(Locale locale) {
        return HouseRuleTexts.of(ID, locale);
    }

    @Override
    public Rules rules(Options options) {
        return new TakiContinuityRules();
    }
}
