package dev.taki.examples.houserules;

import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Variant;

import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;

/**
 * {@code dry-piles}: when a player must draw a card that neither pile has (RULES.md § 6), the game ends at once and
 * the players holding the fewest cards win — several of them share the win. It watches every draw, whoever caused
 * it: a turn's, a count's, a penalty's or another rule's ({@code Rules.onDrawShort}). See
 * {@code docs/house-rules/dry-piles.md}.
 */
public final class DryPiles implements Variant {
    /** The variant's id. */
    public static final String ID = "dry-piles";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "when a draw finds both piles empty, the game ends: the fewest cards in hand win, ties share the win";
    }

    /** Both decide how a game ends otherwise: a match of rounds, and stages. */
    @Override
    public Set<String> conflicts() {
        return Set.of("penalty-scoring", "tournament-stages");
    }

    /** Its texts in English and Hebrew ({@link HouseRuleTexts}). */
    @Override
    public ResourceBundle texts(Locale locale) {
        return HouseRuleTexts.of(ID, locale);
    }

    @Override
    public Rules rules(Options options) {
        return DryPilesRules.INSTANCE;
    }
}
