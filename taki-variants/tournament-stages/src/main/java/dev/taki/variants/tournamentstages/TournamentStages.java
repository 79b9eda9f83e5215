package dev.taki.variants.tournamentstages;

import dev.taki.api.spi.OptionSpec;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.Variant;

import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;

/**
 * {@code tournament-stages}: one long game in stages (RULES.md § 9, [002]). Everyone starts at the first
 * stage with that many cards; a player who empties their hand goes down one stage and at once draws that
 * many cards; the first player to empty their hand at stage 1 wins.
 */
public final class TournamentStages implements Variant {
    /** The variant's id. */
    public static final String ID = "tournament-stages";
    /** The option naming the stage everyone starts at (and the number of cards dealt). */
    public static final String FIRST_STAGE = "firstStage";
    /** The state field holding each seat's stage, by seat. */
    public static final String STAGES = "stages";
    /** The default first stage, as in the rules [002]. */
    public static final int DEFAULT_FIRST_STAGE = 8;
    /**
     * The highest first stage: with 10 players and a 112-card deck, 10 × 9 cards dealt still leave 22 cards
     * to draw from, whatever the number of players.
     */
    public static final int MAX_FIRST_STAGE = 9;

    /** The variant, as {@link java.util.ServiceLoader} makes it: it has no state, its options go to its rules. */
    public TournamentStages() {
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "one long game in stages: empty your hand to go down a stage and draw that many cards;"
                + " empty it at stage 1 to win";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(OptionSpec.integer(FIRST_STAGE,
                "the stage everyone starts at, and the number of cards dealt", DEFAULT_FIRST_STAGE, 1, MAX_FIRST_STAGE));
    }

    /**
     * Its rules come before {@code penalty-scoring}'s, however the configuration lists them: a player who empties
     * their hand goes down a stage, and only the first to do so at stage 1 ends the round that penalty-scoring then
     * scores (asked first, penalty-scoring would end the round at the first emptied hand, against RULES.md § 9).
     */
    @Override
    public java.util.Set<String> before() {
        return java.util.Set.of("penalty-scoring");
    }

    /** Adds the state of the stages ({@code stages} and {@code finished}). */
    @Override
    public void setUp(SetupContext context) {
        context.state(Stages.CODEC);
    }

    /**
     * Its texts in English and Hebrew ({@code texts.properties} and {@code texts_he.properties} beside this class),
     * loaded here: in a module, only the module's own code finds its bundles.
     */
    @Override
    public ResourceBundle texts(Locale locale) {
        return ResourceBundle.getBundle("dev.taki.variants.tournamentstages.texts", locale);
    }

    @Override
    public Rules rules(Options options) {
        return new TournamentStagesRules(options.integer(FIRST_STAGE));
    }
}
