package dev.taki.examples.houserules;

import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Variant;

import java.util.Locale;
import java.util.ResourceBundle;

/**
 * {@code seven-swap}: a 7 played outside a TAKI run names another seat ({@code play R7 @2}), and the two seats
 * swap their whole hands; the turn then passes as after a number card (RULES.md § 9.1). A 7 in a run, joining
 * an open TAKI, or emptying its player's hand swaps nothing. See {@code docs/house-rules/seven-swap.md}.
 */
public final class SevenSwap implements Variant {
    /** The variant's id. */
    public static final String ID = "seven-swap";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "a 7 played outside a TAKI run names another seat (play R7 @2): the two swap their whole hands";
    }

    /** Its texts in English and Hebrew ({@link HouseRuleTexts}). */
    @Override
    public ResourceBundle texts(Locale locale) {
        return HouseRuleTexts.of(ID, locale);
    }

    @Override
    public Rules rules(Options options) {
        return SevenSwapRules.INSTANCE;
    }
}
