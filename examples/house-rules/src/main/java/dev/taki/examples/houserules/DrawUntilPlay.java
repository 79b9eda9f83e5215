package dev.taki.examples.houserules;

import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.Variant;

import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;

/**
 * {@code draw-until-play}: a player who draws at the start of a turn with no count waiting draws one card at a
 * time until a drawn card can be played, and must then play that card at once; if both piles run out first,
 * the turn ends (RULES.md § 9.1). The card to play is kept in the game as this plugin's state
 * ({@link DrawnCard}), hidden from the other players. See {@code docs/house-rules/draw-until-play.md}.
 */
public final class DrawUntilPlay implements Variant {
    /** The variant's id, which is also the id of its state. */
    public static final String ID = "draw-until-play";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "a player who must draw draws until a drawn card can be played, then plays that card at once";
    }

    /** A voluntary draw would let the player draw until a card of their choice: the two do not mix. */
    @Override
    public Set<String> conflicts() {
        return Set.of(VoluntaryDraw.ID);
    }

    /** The state: which seat must play which drawn card. */
    @Override
    public void setUp(SetupContext context) {
        context.state(DrawnCard.CODEC);
    }

    /** Its texts in English and Hebrew ({@link HouseRuleTexts}). */
    @Override
    public ResourceBundle texts(Locale locale) {
        return HouseRuleTexts.of(ID, locale);
    }

    @Override
    public Rules rules(Options options) {
        return DrawUntilPlayRules.INSTANCE;
    }
}
