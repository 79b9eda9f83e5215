package dev.taki.examples.houserules;

import dev.taki.api.spi.OptionSpec;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Variant;

import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;

/**
 * {@code voluntary-draw}: at the start of a turn a player may draw one card even when they could play. Option
 * {@code handLimit} (default 0, no limit): a voluntary draw is allowed only while the hand holds fewer cards
 * than this. See {@code docs/house-rules/voluntary-draw.md}.
 */
public final class VoluntaryDraw implements Variant {
    /** The variant's id. */
    public static final String ID = "voluntary-draw";
    /** The option limiting voluntary draws to hands smaller than it; 0 for no limit. */
    public static final String HAND_LIMIT = "handLimit";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "a player may draw at the start of their turn even when they could play";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(OptionSpec.integer(HAND_LIMIT,
                "a voluntary draw is allowed only while the hand holds fewer cards than this (0: no limit)", 0, 0, 200));
    }

    /** Its texts in English and Hebrew ({@link HouseRuleTexts}). */
    @Override
    public ResourceBundle texts(Locale locale) {
        return HouseRuleTexts.of(ID, locale);
    }

    @Override
    public Rules rules(Options options) {
        return new VoluntaryDrawRules(options.integer(HAND_LIMIT));
    }
}
