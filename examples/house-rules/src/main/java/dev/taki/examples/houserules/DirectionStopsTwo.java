package dev.taki.examples.houserules;

import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Variant;

import java.util.Locale;
import java.util.ResourceBundle;

/**
 * {@code direction-stops-two}: with two players a Change Direction also acts as a Stop — the other player
 * loses their turn and its player plays again (the common UNO house rule that source [001] calls a mistake
 * in TAKI). With three or more players it is the base game's card. See
 * {@code docs/house-rules/direction-stops-two.md}.
 */
public final class DirectionStopsTwo implements Variant {
    /** The variant's id. */
    public static final String ID = "direction-stops-two";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "with two players a Change Direction also skips the other player: its player plays again";
    }

    /** Its texts in English and Hebrew ({@link HouseRuleTexts}). */
    @Override
    public ResourceBundle texts(Locale locale) {
        return HouseRuleTexts.of(ID, locale);
    }

    @Override
    public Rules rules(Options options) {
        return new DirectionStopsTwoRules();
    }
}
