package dev.taki.it;

import dev.taki.api.Card;
import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Outcome;
import dev.taki.api.Rejection;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;
import dev.taki.api.spi.Variant;
import dev.taki.api.text.GameTexts;
import dev.taki.core.VariantCatalog;
import dev.taki.testkit.contract.TextsCheck;
import dev.taki.testkit.play.RandomGame;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every text a person sees is in their language, the plugins' included: the base game and every shipped variant,
 * edition and house rule speak English and Hebrew whole — names, descriptions, options, cards, choices, verbs, every
 * event they can emit and every refusal they can give — and whole random games with them read without a code.
 */
class TextsTest {
    private static final Locale HEBREW = Locale.forLanguageTag("he");
    private static final VariantCatalog CATALOG = VariantCatalog.discover();

    /** The events of each shipped plugin, with the details they carry in play: random games may miss the rare ones. */
    private static final Map<String, List<Event>> EVENTS = Map.ofEntries(
            Map.entry("crazy-card", List.of(event("crazy-card", "hands-passed", 0,
                    Map.of("direction", "ccw", "handSizes", List.of(5, 7, 1))))),
            Map.entry("plus-three-card", List.of(event("plus-three-card", "window-opened", 0,
                            Map.of("responders", List.of(1, 2))),
                    event("plus-three-card", "passed", 1, Map.of("owner", 0)),
                    event("plus-three-card", "all-passed", 0, Map.of()),
                    event("plus-three-card", "broken", 2, Map.of("owner", 0)),
                    event("plus-three-card", "breaker-without-plus-three", 1, Map.of()))),
            Map.entry("plus-three-rule", List.of(event("plus-three-rule", "window-opened", 0,
                            Map.of("responders", List.of(1, 2))),
                    event("plus-three-rule", "passed", 1, Map.of("owner", 0)),
                    event("plus-three-rule", "all-passed", 0, Map.of()),
                    event("plus-three-rule", "answered", 2, Map.of("owner", 0)))),
            Map.entry("tournament-stages", List.of(event("tournament-stages", "stage-reached", 1, Map.of("stage", 1)),
                    event("tournament-stages", "stage-reached", 1, Map.of("stage", 7)),
                    event("tournament-stages", "stages-reset", -1, Map.of("stage", 8)))),
            Map.entry("penalty-scoring", List.of(event("penalty-scoring", "round-scored", 1, Map.of("round", 2,
                    "roundScores", List.of(23, -100, 4), "scores", List.of(40, -150, 18))))),
            Map.entry("catch-last-card", List.of(event("catch-last-card", "catchable", 1, Map.of()),
                    event("catch-last-card", "caught", 0, Map.of("seat", 1)))),
            Map.entry("dry-piles", List.of(event("dry-piles", "piles-dry", 2, Map.of("fewest", 1)))),
            Map.entry("jump-in", List.of(event("jump-in", "jumped", 2, Map.of("over", 0)))));

    /** The refusals of the shipped plugins that have a key of their own, with their arguments. */
    private static final List<Outcome.Rejected> PLUGIN_REFUSALS = List.of(
            refusal("plus-three-rule-pair-in-run", Map.of("card", "R3")),
            refusal("seven-swap-swaps-nothing", Map.of("card", "R7", "where", "in-run")),
            refusal("seven-swap-swaps-nothing", Map.of("card", "R7", "where", "open-taki")),
            refusal("seven-swap-swaps-nothing", Map.of("card", "R7", "where", "last-card")),
            refusal("seven-swap-needs-seat", Map.of("card", "R7")),
            refusal("seven-swap-own-seat", Map.of("card", "R7")),
            refusal("seven-swap-no-such-seat", Map.of("card", "R7")),
            refusal("seven-swap-count-waiting", Map.of("card", "R7", "count", 2)),
            refusal("seven-swap-not-in-run", Map.of("card", "R7")));

    private static Event event(String variant, String name, int seat, Map<String, Object> details) {
        return new Event.VariantEvent(variant, name, seat, details);
    }

    private static Outcome.Rejected refusal(String key, Map<String, Object> arguments) {
        Map<String, Object> framed = new java.util.HashMap<>(arguments);
        framed.put("seat", 1);
        framed.put("move", "play " + arguments.get("card"));
        framed.put("legal", List.of("draw"));
        return new Outcome.Rejected(Rejection.ILLEGAL_MOVE, "its English sentence", key, framed);
    }

    @TestFactory
    Stream<DynamicNode> everyShippedVariantSpeaksEnglishAndHebrewWhole() {
        assertEquals(Set.of("catch-last-card", "crazy-card", "direction-stops-two", "draw-until-play", "dry-piles",
                "jump-in", "no-color-on-color", "penalty-scoring", "permissive-plus", "plus-four", "plus-three-card",
                "plus-three-rule", "seven-swap", "super-taki-chooses-color", "taki-continuity", "tournament-stages",
                "voluntary-draw"), CATALOG.variants().keySet(), "a variant added to the build is added here too");
        List<TextsCheck> checks = new ArrayList<>();
        checks.add(TextsCheck.forVariants().editions(CATALOG.editions().keySet().toArray(String[]::new)));
        for (String id : CATALOG.variants().keySet()) {
            checks.add(TextsCheck.forVariants(id).events(EVENTS.getOrDefault(id, List.of()).toArray(Event[]::new)));
        }
        checks.add(TextsCheck.forVariants("crazy-card", "plus-three-rule"));   // the Classic edition
        checks.add(TextsCheck.forVariants("tournament-stages", "penalty-scoring"));   // stages reset each round
        checks.add(TextsCheck.forVariants("seven-swap", "jump-in", "catch-last-card", "plus-four"));
        return checks.stream().flatMap(c -> c.languages("en", "he").games(5).tests());
    }

    @Test
    void everyRefusalWithAKeyIsSaidInBothLanguagesWithPlayersNames() {
        List<String> names = List.of("Dana", "Ben", "Noa");
        Set<String> keys = new TreeSet<>(Outcome.Rejected.keys());
        for (Locale locale : List.of(Locale.ENGLISH, HEBREW)) {
            GameTexts strict = CATALOG.texts(locale).strict();
            for (String key : keys) {
                Map<String, Object> arguments = new java.util.HashMap<>(Map.of("card", "R5", "expected", "Y",
                        "count", 4, "activeColor", "G", "leading", "G7", "phase", "turn", "choice", "B", "players", 4,
                        "toAct", 0, "variants", List.of("crazy-card", "plus-three-rule")));
                arguments.put("seat", 1);
                arguments.put("move", "play R5");
                if (key.equals("must-answer-count")) {
                    arguments.put("expected", "+2");
                }
                String text = strict.refusal(Outcome.Rejected.of(Rejection.ILLEGAL_MOVE, key, arguments), names);
                assertFalse(text.matches("(?s).*(\\{|\\}|\\bR5\\b|\\bG7\\b|seat 1|מושב|crazy-card).*"),
                        key + " in " + locale + ": " + text);
                assertTrue(text.contains("Ben"), key + " in " + locale + " names the player: " + text);
            }
            for (Outcome.Rejected r : PLUGIN_REFUSALS) {
                String text = strict.refusal(r, names);
                assertTrue(text.startsWith("Ben "), r.key() + " in " + locale + ": " + text);
                assertFalse(text.contains("its English sentence") || text.contains("R7"), r.key() + ": " + text);
            }
        }
    }

    /** A plugin that ships no texts, and says something at every turn. */
    static class Murmur implements Variant {
        @Override public String id() { return "murmur-rule"; }
        @Override public String description() { return "murmurs at every turn"; }
        @Override public Rules rules(Options options) {
            return new Rules() {
                @Override
                public void onTurnStart(Table table, int seat) {
                    table.emit(new Event.VariantEvent("murmur-rule", "turn-murmured", seat,
                            Map.of("card", table.leading().notation())));
                }
            };
        }
    }

    /** The same plugin with English texts only ({@link HalfTexts}), one of which writes a card in notation. */
    static final class HalfMurmur extends Murmur {
        @Override public java.util.ResourceBundle texts(Locale locale) {
            return java.util.ResourceBundle.getBundle("dev.taki.it.HalfTexts", locale);
        }
    }

    @Test
    void theCheckFindsTextsMissingInALanguageAndTextsThatShowACode() {
        VariantCatalog silent = VariantCatalog.of(List.of(new Murmur()), List.of());
        List<String> none = TextsCheck.forVariants("murmur-rule").catalog(silent).languages("en", "he").games(2)
                .problems();
        assertTrue(none.stream().anyMatch(p -> p.startsWith("en: murmur-rule's name: no en text [name]")), none.toString());
        assertTrue(none.stream().anyMatch(p -> p.startsWith("he: murmur-rule's description: no he text")), none.toString());
        assertTrue(none.stream().anyMatch(p -> p.contains("event.turn-murmured")), none.toString());

        VariantCatalog half = VariantCatalog.of(List.of(new HalfMurmur()), List.of());
        List<String> english = TextsCheck.forVariants("murmur-rule").catalog(half).games(2).problems();
        assertFalse(english.isEmpty());
        assertTrue(english.stream().allMatch(p -> p.startsWith("en: the events of ") && p.contains(" shows '")),
                "in English only the card written in notation is wrong: " + english);
        List<String> hebrew = TextsCheck.forVariants("murmur-rule").catalog(half).languages("he").games(2).problems();
        assertTrue(hebrew.contains("he: the texts of murmur-rule: name: not translated"), hebrew.toString());
        assertTrue(hebrew.stream().anyMatch(p -> p.startsWith("he: murmur-rule's name: no he text [name]")),
                hebrew.toString());
    }

    @Test
    void aPluginWithoutTextsIsReadInWordsWhileTheGameAroundItIsInTheReadersLanguage() {
        List<Variant> variants = new ArrayList<>(CATALOG.variants().values());
        variants.add(new Murmur());
        VariantCatalog catalog = VariantCatalog.of(variants, CATALOG.editions().values());
        GameState start = catalog.game(GameConfig.of(3, 5).withVariants(List.of(VariantChoice.of("murmur-rule"),
                VariantChoice.of("crazy-card")))).start();
        List<String> english = new ArrayList<>();
        List<String> hebrew = new ArrayList<>();
        List<String> names = List.of("Dana", "Ben", "Noa");
        RandomGame.play(start, new Random(3), 0.1, 0, (before, seat, move, after) -> {
            english.addAll(catalog.texts(Locale.ENGLISH).lines(after.events(), names));
            hebrew.addAll(catalog.texts(HEBREW).lines(after.events(), List.of("דנה", "בן", "נועה")));
        });
        assertTrue(english.stream().anyMatch(l -> l.matches("Murmur rule: turn murmured \\((Dana|Ben|Noa)\\)")),
                english.toString());
        assertTrue(hebrew.stream().anyMatch(l -> l.matches("Murmur rule: turn murmured \\((דנה|בן|נועה)\\)")),
                hebrew.toString());
        for (String line : english) {
            assertFalse(line.contains("murmur-rule") || line.contains(":turn") || line.contains("{"), line);
        }
        assertTrue(hebrew.stream().anyMatch(l -> l.startsWith("התור של ")), "the base game is Hebrew around it");
        assertTrue(english.stream().noneMatch(l -> l.contains("swapped hands")),
                "a Crazy Card's swaps are folded into its one line: " + english);
    }

    @Test
    void aCrazyCardIsOneLineSayingWhatHappenedToEveryHand() {
        List<String> names = List.of("Dana", "Ben", "Noa");
        Event.VariantEvent passed = new Event.VariantEvent("crazy-card", "hands-passed", 0,
                Map.of("direction", "cw", "handSizes", List.of(6, 1, 4)));
        List<Event> move = List.of(new Event.CardPlayed(0, Card.of(dev.taki.api.CardKind.colorless("CRAZY", "CRAZY")
                        .choosing(dev.taki.api.ChoiceKind.DIRECTION).transparent().define()), false),
                new Event.HandsSwapped(0, 1), new Event.HandsSwapped(0, 2), passed, new Event.TurnStarted(1));
        assertEquals(List.of("Dana played Crazy Card",
                "Every player passed their hand to the next player clockwise, and play goes on that way;"
                        + " cards in hand now: Dana: 6, Ben: 1, Noa: 4",
                "It is Ben's turn"), CATALOG.texts(Locale.ENGLISH).lines(move, names));
        assertEquals(List.of("דנה שם/ה קלף משוגע",
                "כל שחקן העביר את הקלפים שבידו לשחקן הבא עם כיוון השעון, והמשחק ממשיך בכיוון הזה;"
                        + " כמה קלפים יש עכשיו לכל אחד: דנה: 6, בן: 1, נועה: 4",
                "התור של בן"), CATALOG.texts(HEBREW).lines(move, List.of("דנה", "בן", "נועה")));
        assertEquals("לאיזה כיוון מעבירים את הקלפים?", CATALOG.texts(HEBREW).prompt(
                CATALOG.game(GameConfig.of(3, 1).withVariants(List.of(VariantChoice.of("crazy-card")))).parseCard("CRAZY"),
                dev.taki.api.ChoiceKind.DIRECTION));
    }
}
