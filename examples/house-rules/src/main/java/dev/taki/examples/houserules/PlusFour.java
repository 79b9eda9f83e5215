package dev.taki.examples.houserules;

import dev.taki.api.CardKind;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.Variant;

import java.util.Locale;
import java.util.ResourceBundle;

/**
 * {@code plus-four}: two colourless +4 cards join the deck (114 cards with the base deck). A +4 makes the next
 * player draw 4 or answer with another +4, which adds 4 to the count; a King cancels the count (RULES.md
 * § 9.1). See {@code docs/house-rules/plus-four.md}.
 */
public final class PlusFour implements Variant {
    /** The variant's id. */
    public static final String ID = "plus-four";
    /** The card kind this plugin adds: colourless, written {@code +4}. */
    public static final CardKind PLUS_FOUR = CardKind.colorless("PLUS_FOUR", "+4").define();
    /** How many +4 cards the deck holds. */
    public static final int COPIES = 2;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "adds two +4 cards: the next player draws 4 or answers with a +4, which adds 4 to the count";
    }

    /** The +4 kind, with its two copies: the game's notation reads {@code +4} from now on. */
    @Override
    public void setUp(SetupContext context) {
        context.card(PLUS_FOUR, COPIES);
    }

    /** Its texts in English and Hebrew ({@link HouseRuleTexts}). */
    @Override
    public ResourceBundle texts(Locale locale) {
        return HouseRuleTexts.of(ID, locale);
    }

    @Override
    public Rules rules(Options options) {
        return PlusFourRules.INSTANCE;
    }
}
