package dev.taki.examples.houserules;

import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.Variant;

import java.util.Locale;
import java.util.ResourceBundle;

/**
 * {@code jump-in}: at the start of a turn, when the leading card is a number card, any other player holding a card
 * of exactly the same colour and number may play it at once, out of turn ({@code 2: play R5}). The jump is the
 * jumper's turn: the players in between lose theirs, and play goes on from the jumper (RULES.md § 9.2). Which
 * seat's turn has started without a move yet is kept as this plugin's state ({@link TurnOpening}), public. See
 * {@code docs/house-rules/jump-in.md}.
 */
public final class JumpIn implements Variant {
    /** The variant's id, which is also the id of its state. */
    public static final String ID = "jump-in";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "at the start of a turn, a player holding the very card on the pile (a number card) may play it out"
                + " of turn; play goes on from them";
    }

    /** The state: whose turn has started with no move made in it yet. */
    @Override
    public void setUp(SetupContext context) {
        context.state(TurnOpening.CODEC);
    }

    /** Its texts in English and Hebrew ({@link HouseRuleTexts}). */
    @Override
    public ResourceBundle texts(Locale locale) {
        return HouseRuleTexts.of(ID, locale);
    }

    @Override
    public Rules rules(Options options) {
        return JumpInRules.INSTANCE;
    }
}
