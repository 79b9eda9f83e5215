package dev.taki.examples.houserules;

import dev.taki.api.MoveVerb;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.Variant;

import java.util.Locale;
import java.util.ResourceBundle;

/**
 * {@code catch-last-card}: the penalty for a missing "last card" declaration is not automatic. The player becomes
 * catchable ({@link Catchable}); until any other move is accepted they may declare late ({@code 1: declare}) and
 * any other player may catch them ({@code 2: catch 1}), who then draws 4 (RULES.md § 9.2). Neither move is a turn.
 * See {@code docs/house-rules/catch-last-card.md}.
 */
public final class CatchLastCard implements Variant {
    /** The variant's id, which is also the id of its state. */
    public static final String ID = "catch-last-card";
    /** {@code declare}: say "last card" late, out of turn. */
    public static final MoveVerb DECLARE = MoveVerb.of("declare", "say \"last card\" late");
    /** {@code catch 1}: catch a player who did not say "last card". */
    public static final MoveVerb CATCH = MoveVerb.withSeat("catch", "catch a player who did not say \"last card\"");

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "a missing \"last card\" costs nothing until another player catches it (catch 1) before the next move;"
                + " the player may still declare late (declare)";
    }

    /** Its two verbs and its state: who is catchable. */
    @Override
    public void setUp(SetupContext context) {
        context.verb(DECLARE);
        context.verb(CATCH);
        context.state(Catchable.CODEC);
    }

    /** Its texts in English and Hebrew ({@link HouseRuleTexts}). */
    @Override
    public ResourceBundle texts(Locale locale) {
        return HouseRuleTexts.of(ID, locale);
    }

    @Override
    public Rules rules(Options options) {
        return CatchLastCardRules.INSTANCE;
    }
}
