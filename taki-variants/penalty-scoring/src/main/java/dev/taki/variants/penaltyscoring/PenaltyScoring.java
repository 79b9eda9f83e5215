package dev.taki.variants.penaltyscoring;

import dev.taki.api.CardKind;
import dev.taki.api.spi.OptionSpec;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.Variant;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;

/**
 * {@code penalty-scoring}: a match of several rounds (RULES.md § 9, [000] [001] [003]). At a round's end the
 * winner scores −100 and every other player the face value of each number card left in hand plus 10 for
 * every other card; the winner starts the next round; after the last round the lowest total wins, and equal
 * lowest totals share the win.
 */
public final class PenaltyScoring implements Variant {
    /** The variant's id. */
    public static final String ID = "penalty-scoring";
    /** Option: the number of rounds in the match. */
    public static final String ROUNDS = "rounds";
    /** Option: what the winner of a round scores. */
    public static final String WINNER_SCORE = "winnerScore";
    /** Option: what every card that is not a number card scores. */
    public static final String OTHER_CARD_SCORE = "otherCardScore";
    /** Option: how number cards score, {@link #FACE} or {@link #FLAT}. */
    public static final String NUMBER_CARD_SCORE = "numberCardScore";
    /** A number card scores its face value (1, 3–9). */
    public static final String FACE = "face";
    /** A number card scores like any other card ({@code otherCardScore}). */
    public static final String FLAT = "flat";
    /** State: the match totals, by seat. */
    public static final String SCORES = "scores";
    /** State: the round being played, from 1. */
    public static final String ROUND = "round";
    /** The most rounds a match may have. */
    public static final int MAX_ROUNDS = 100;

    /**
     * Cards of other variants that have their own score option, known by their symbol, since a variant may
     * not depend on another's module: the options were made when every card kind was in the API, and
     * configurations use them.
     */
    private static final List<OtherCard> OTHER_VARIANTS_CARDS = List.of(new OtherCard("PLUS_THREE", "+3"),
            new OtherCard("BREAKER", "BREAK"), new OtherCard("CRAZY", "CRAZY"));

    /** A card of another variant: its kind's name (for the option's name) and its symbol. */
    private record OtherCard(String name, String symbol) {
    }

    /** The variant, as {@link java.util.ServiceLoader} makes it: it has no state, its options go to its rules. */
    public PenaltyScoring() {
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "a match of several rounds scored with penalty points: the round's winner -100, the others"
                + " what is left in hand; the lowest total wins";
    }

    @Override
    public List<OptionSpec> options() {
        List<OptionSpec> options = new ArrayList<>(List.of(
                OptionSpec.integer(ROUNDS, "the number of rounds in the match", 6, 1, MAX_ROUNDS),
                OptionSpec.integer(WINNER_SCORE, "what the winner of a round scores", -100, -1000, 0),
                OptionSpec.integer(OTHER_CARD_SCORE, "what each card left in hand that is not a number card scores,"
                        + " unless its kind's own option says otherwise; every card a plugin adds, but the +3, the"
                        + " Breaker and the Crazy Card, always scores this", 10, 0, 1000),
                OptionSpec.choice(NUMBER_CARD_SCORE, "how each number card left in hand scores: face (its value)"
                        + " or flat (like any other card)", FACE, List.of(FACE, FLAT))));
        for (CardKind kind : CardKind.base()) {
            if (!kind.isNumber()) {
                options.add(kindScoreOption(kindScore(kind), kind.symbol()));
            }
        }
        for (OtherCard card : OTHER_VARIANTS_CARDS) {
            options.add(kindScoreOption(kindScore(card.name()), card.symbol()));
        }
        return List.copyOf(options);
    }

    private static OptionSpec kindScoreOption(String name, String symbol) {
        return OptionSpec.integer(name, "what each " + symbol + " left in hand scores; -1: as otherCardScore",
                -1, -1, 1000);
    }

    /**
     * The option that sets the score of one kind of card: {@code plusTwoScore}, {@code kingScore}…
     *
     * @param kind a kind of card
     * @return the option's name
     */
    public static String kindScore(CardKind kind) {
        return kindScore(kind.name());
    }

    private static String kindScore(String kindName) {
        StringBuilder name = new StringBuilder();
        for (String word : kindName.toLowerCase(Locale.ROOT).split("_")) {
            name.append(name.length() == 0 ? word : Character.toUpperCase(word.charAt(0)) + word.substring(1));
        }
        return name + "Score";
    }

    /** Adds the state of the match ({@code scores} and {@code round}). */
    @Override
    public void setUp(SetupContext context) {
        context.state(Scoreboard.CODEC);
    }

    /**
     * Its texts in English and Hebrew ({@code texts.properties} and {@code texts_he.properties} beside this class),
     * loaded here: in a module, only the module's own code finds its bundles.
     */
    @Override
    public ResourceBundle texts(Locale locale) {
        return ResourceBundle.getBundle("dev.taki.variants.penaltyscoring.texts", locale);
    }

    @Override
    public Rules rules(Options options) {
        int other = options.integer(OTHER_CARD_SCORE);
        Map<CardKind, Integer> perKind = new HashMap<>();
        for (CardKind kind : CardKind.base()) {
            if (!kind.isNumber()) {
                perKind.put(kind, score(options, kindScore(kind), other));
            }
        }
        Map<String, Integer> perSymbol = new HashMap<>();
        for (OtherCard card : OTHER_VARIANTS_CARDS) {
            perSymbol.put(card.symbol(), score(options, kindScore(card.name()), other));
        }
        return new PenaltyScoringRules(options.integer(ROUNDS), options.integer(WINNER_SCORE), other, perKind,
                perSymbol, options.choice(NUMBER_CARD_SCORE).equals(FACE));
    }

    /** A kind's own score, or -1 for {@code otherCardScore}. */
    private static int score(Options options, String option, int other) {
        int given = options.integer(option);
        return given < 0 ? other : given;
    }
}
