package dev.taki.api.text;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.ChoiceKind;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.Event;
import dev.taki.api.Move;
import dev.taki.api.MoveVerb;
import dev.taki.api.Outcome;
import dev.taki.api.Rejection;
import dev.taki.api.Seat;
import dev.taki.api.spi.OptionSpec;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.Variant;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.MissingResourceException;
import java.util.Properties;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What people read: card names, event sentences with names and plurals, move labels, refusals with names, in English
 * and Hebrew — for the base game, for a toy plugin that ships its texts, and for one that ships none.
 */
class GameTextsTest {
    private static final Locale HEBREW = Locale.forLanguageTag("he-IL");
    private static final List<String> NAMES = List.of("Dana", "Ben", "Noa");
    private static final List<String> HEBREW_NAMES = List.of("דנה", "בן", "נועה");

    /** A plugin that ships texts in English and Hebrew (test resources dev/taki/api/text/toy*.properties). */
    static final class Toy implements Variant {
        static final CardKind ZAP = CardKind.colorless("ZAP", "ZAP").choosing(ChoiceKind.DIRECTION).define();
        static final MoveVerb POKE = MoveVerb.withSeat("poke", "poke a player");

        @Override public String id() { return "toy"; }
        @Override public String description() { return "a rule for tests"; }
        @Override public List<OptionSpec> options() { return List.of(OptionSpec.bool("loud", "whether it shouts", false)); }
        @Override public void setUp(SetupContext context) {
            context.card(ZAP, 0);
            context.verb(POKE);
        }
        @Override public ResourceBundle texts(Locale locale) {
            return ResourceBundle.getBundle("dev.taki.api.text.toy", locale);
        }
        @Override public Rules rules(Options options) { return new Rules() { }; }
    }

    /** A plugin that ships no texts at all. */
    static final class Silent implements Variant {
        static final CardKind MEGA_PLUS = CardKind.colored("MEGA_PLUS", "M+").define();
        static final MoveVerb WAVE = MoveVerb.of("wave", "wave at everyone");

        @Override public String id() { return "quiet-house"; }
        @Override public String description() { return "a rule that says nothing of itself"; }
        @Override public void setUp(SetupContext context) {
            context.card(MEGA_PLUS, 1);
            context.verb(WAVE);
        }
        @Override public Rules rules(Options options) { return new Rules() { }; }
    }

    private static GameTexts texts(Locale locale) {
        return GameTexts.of(locale, List.of(new Toy(), new Silent()), List.of());
    }

    @Test
    void cardsAreNamedAsPlayersSayThem() {
        GameTexts en = GameTexts.base(Locale.ENGLISH);
        GameTexts he = GameTexts.base(HEBREW);
        assertEquals("blue Stop", en.card(Card.parse("BSTOP")));
        assertEquals("עצור כחול", he.card(Card.parse("BSTOP")));
        assertEquals("green +2", en.card(Card.parse("G+2")));
        assertEquals("פלוס 2 ירוק", he.card(Card.parse("G+2")));
        assertEquals("Super TAKI", en.card(Card.parse("SUPERTAKI")));
        assertEquals("סופר טאקי", he.card(Card.parse("SUPERTAKI")));
        assertEquals("שנה כיוון צהוב", he.card(Card.parse("YDIR")));
        assertEquals("red 5 and red Plus", en.cards(List.of(Card.parse("R5"), Card.parse("R+"))));
        assertEquals("5 אדום ופלוס אדום", he.cards(List.of(Card.parse("R5"), Card.parse("R+"))));
        assertEquals("counter-clockwise", en.direction(Direction.CCW));
        assertEquals("נגד כיוון השעון", he.direction(Direction.CCW));
    }

    @Test
    void drawsSayHowManyCardsInTheLanguagesPluralForms() {
        GameTexts en = GameTexts.base(Locale.ENGLISH);
        GameTexts he = GameTexts.base(HEBREW);
        assertEquals("Dana drew a card", en.event(drawn(0, 1), NAMES));
        assertEquals("Dana drew 3 cards", en.event(drawn(0, 3), NAMES));
        assertEquals("דנה לקח/ה קלף אחד", he.event(drawn(0, 1), HEBREW_NAMES));
        assertEquals("דנה לקח/ה שני קלפים", he.event(drawn(0, 2), HEBREW_NAMES));
        assertEquals("דנה לקח/ה 3 קלפים", he.event(drawn(0, 3), HEBREW_NAMES));
        assertEquals("Ben drew the 2 waiting cards; one more was owed, but no cards are left",
                en.event(new Event.CardsDrawn(1, 2, List.of(), Event.DrawCause.PLUS_TWO, 1), NAMES));
        assertEquals("Ben drew red 5 and King", en.event(new Event.CardsDrawn(1, 2,
                List.of(Card.parse("R5"), Card.parse("KING")), Event.DrawCause.TURN, 0), NAMES));
        List<Event> countTaken = List.of(new Event.CardsDrawn(1, 4, List.of(), Event.DrawCause.PLUS_TWO, 0),
                new Event.DrawCountTaken(1, 4), new Event.TurnStarted(2));
        assertEquals(List.of("Ben drew the 4 waiting cards", "It is Noa's turn"), en.lines(countTaken, NAMES),
                "the count taken is said in the draw's line");
        assertEquals(List.of("בן לקח/ה את 4 הקלפים שחיכו", "התור של נועה"), he.lines(countTaken, HEBREW_NAMES));
        assertEquals("Dana and Noa share the win!", en.event(new Event.GameWon(List.of(0, 2)), NAMES));
        assertEquals("Noa won the game!", en.event(new Event.GameWon(List.of(2)), NAMES));
        assertEquals("דנה ונועה חולקים את הניצחון!", he.event(new Event.GameWon(List.of(0, 2)), HEBREW_NAMES));
        assertEquals("דנה ו-Noa חולקים את הניצחון!", he.event(new Event.GameWon(List.of(0, 2)),
                List.of("דנה", "Ben", "Noa")), "ו joins a name in Latin letters with a hyphen");
    }

    private static Event drawn(int seat, int count) {
        return new Event.CardsDrawn(seat, count, List.of(), Event.DrawCause.TURN, 0);
    }

    @Test
    void aSeatWithoutANameIsNumberedFromOne() {
        GameTexts en = GameTexts.base(Locale.ENGLISH);
        assertEquals("It is Player 3's turn", en.event(new Event.TurnStarted(2), List.of("Dana", "Ben")));
        assertEquals("התור של שחקן 2", GameTexts.base(HEBREW).event(new Event.TurnStarted(1), null));
        assertEquals("Ben played yellow 7 in the TAKI",
                en.event(new Event.CardPlayed(1, Card.parse("Y7"), true), NAMES));
    }

    @Test
    void movesAreLabelsWithTheCardsChoiceInItsOwnWords() {
        GameTexts en = texts(Locale.ENGLISH);
        GameTexts he = texts(HEBREW);
        Card zap = Card.of(Toy.ZAP);
        assertEquals("Play blue Stop", en.move(Move.play(Card.parse("BSTOP")), NAMES));
        assertEquals("לשים עצור כחול", he.move(Move.play(Card.parse("BSTOP")), NAMES));
        assertEquals("Play Change Color (blue)", en.move(Move.play(Card.parse("COLOR"), Color.BLUE), NAMES));
        assertEquals("Play Zap (the Zap goes clockwise)", en.move(Move.play(zap, Direction.CW), NAMES));
        assertEquals("לשים זאפ (הזאפ הולך עם כיוון השעון)", he.move(Move.play(zap, Direction.CW), NAMES));
        assertEquals("Which way does the Zap go?", en.prompt(zap, ChoiceKind.DIRECTION));
        assertEquals("Which colour should play go on in?", en.prompt(Card.parse("COLOR"), ChoiceKind.COLOR));
        assertEquals("Which player?", en.prompt(Card.parse("R7"), ChoiceKind.SEAT));
        assertEquals("Poke Ben", en.move(Toy.POKE.move(1), NAMES));
        assertEquals("לדחוף את בן", he.move(Toy.POKE.move(1), HEBREW_NAMES));
        assertEquals("Draw, saying \"last card\"", en.move(Move.draw().withDeclaration(), NAMES));
        assertEquals("Ben", en.choice(Card.parse("R7"), new Seat(1), NAMES));
    }

    @Test
    void aVariantsEventIsItsSentenceAndTheEventsItFoldsHaveNoLineOfTheirOwn() {
        GameTexts en = texts(Locale.ENGLISH);
        List<Event> move = List.of(new Event.CardPlayed(0, Card.of(Toy.ZAP), false), new Event.HandsSwapped(0, 1),
                new Event.HandsSwapped(0, 2), new Event.VariantEvent("toy", "zapped", 0,
                        Map.of("direction", "ccw", "handSizes", List.of(5, 7, 3))),
                new Event.DirectionChanged(Direction.CCW), new Event.TurnStarted(2));
        assertEquals(List.of("Dana played Zap",
                "Dana zapped everyone counter-clockwise; hands now: Dana: 5, Ben: 7, Noa: 3",
                "It is Noa's turn"), en.lines(move, NAMES));
        assertEquals(List.of("דנה שם/ה זאפ",
                "דנה זיפ/ה את כולם נגד כיוון השעון; בידיים עכשיו: דנה: 5, בן: 7, נועה: 3",
                "התור של נועה"), texts(HEBREW).lines(move, HEBREW_NAMES));
        assertEquals("Dana and Ben swapped hands", en.event(move.get(1), NAMES), "alone, an event has its own sentence");
        assertEquals(List.of(Optional.of("Dana played Zap"), Optional.empty(), Optional.empty(),
                Optional.of("Dana zapped everyone counter-clockwise; hands now: Dana: 5, Ben: 7, Noa: 3"),
                Optional.empty(), Optional.of("It is Noa's turn")), en.linesByEvent(move, NAMES),
                "by event: the folded events have no line, the others theirs");
    }

    @Test
    void aPluginThatShipsNoTextsIsReadInWordsNeverInCodes() {
        for (Locale locale : List.of(Locale.ENGLISH, HEBREW)) {
            GameTexts texts = texts(locale);
            String event = texts.event(new Event.VariantEvent("quiet-house", "hands-shuffled", 1, Map.of()), NAMES);
            assertEquals("Quiet house: hands shuffled (Ben)", event);
            assertEquals("Quiet house", texts.variantName("quiet-house"));
            assertEquals("a rule that says nothing of itself", texts.variantDescription("quiet-house"));
            assertEquals("Wave at everyone", Words.capitalized(texts.move(Silent.WAVE.move(), NAMES)));
            assertEquals("Unknown thing: it happened", texts.event(
                    new Event.VariantEvent("unknown-thing", "it-happened", -1, Map.of()), NAMES));
        }
        assertEquals("red Mega plus", texts(Locale.ENGLISH).card(Card.of(Silent.MEGA_PLUS, Color.RED)));
        assertEquals("Mega plus אדום", texts(HEBREW).card(Card.of(Silent.MEGA_PLUS, Color.RED)));
    }

    @Test
    void aTextTheLanguageLacksIsEnglishAndStrictTextsRefuseIt() {
        GameTexts he = texts(HEBREW);
        Event englishOnly = new Event.VariantEvent("toy", "english-only", 0, Map.of());
        assertEquals("דנה did something only English can say", he.event(englishOnly, HEBREW_NAMES),
                "the plugin's English sentence, the names as given");
        MissingResourceException missing = assertThrows(MissingResourceException.class,
                () -> he.strict().event(englishOnly, HEBREW_NAMES));
        assertTrue(missing.getMessage().contains("event.english-only"), missing.getMessage());
        assertEquals("Toy rule: broken (Dana)", texts(Locale.ENGLISH).event(
                new Event.VariantEvent("toy", "broken", 0, Map.of()), NAMES), "a text that does not parse is none");
        assertEquals("Toy rule: needs more (Dana)", texts(Locale.ENGLISH).event(
                new Event.VariantEvent("toy", "needs-more", 0, Map.of()), NAMES),
                "a text that names an argument the event lacks is none");
        Map<String, List<String>> problems = he.problems();
        assertEquals(List.of("event.english-only: not translated"), problems.get("toy").subList(0, 1));
        assertTrue(problems.get("toy").stream().anyMatch(p -> p.startsWith("event.broken: ")), problems.toString());
        assertFalse(problems.containsKey("taki"), "the base game speaks Hebrew whole: " + problems.get("taki"));
        assertFalse(problems.containsKey("taki-refusals"), problems.toString());
    }

    @Test
    void theJvmsDefaultLanguageNeverStandsInForAnother() {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(HEBREW);
            GameTexts french = texts(Locale.FRENCH);
            assertEquals("blue Stop", french.card(Card.parse("BSTOP")));
            assertEquals("Toy rule", french.variantName("toy"));
            assertEquals("Zap", texts(Locale.ENGLISH).card(Card.of(Toy.ZAP)));
        } finally {
            Locale.setDefault(before);
        }
        assertEquals("עצור כחול", GameTexts.base(new Locale("iw")).card(Card.parse("BSTOP")), "iw is Hebrew");
    }

    @Test
    void refusalsNamePlayersAndCardsAsPeopleSayThem() {
        Outcome.Rejected mismatch = Outcome.Rejected.of(Rejection.CARD_DOES_NOT_MATCH, "card-does-not-match",
                Map.of("card", "G+", "activeColor", "R", "leading", "R9", "seat", 0, "move", "play G+",
                        "legal", List.of("play R5", "draw")));
        assertEquals("Dana cannot play green Plus: it matches neither the active colour, red, nor the leading card,"
                + " red 9", texts(Locale.ENGLISH).refusal(mismatch, NAMES));
        assertEquals("דנה לא יכול/ה לשים פלוס ירוק: הקלף לא מתאים לצבע הפעיל (אדום) וגם לא לקלף שבראש הערימה"
                + " (9 אדום)", texts(HEBREW).refusal(mismatch, HEBREW_NAMES));

        Outcome.Rejected notYours = Outcome.Rejected.of(Rejection.NOT_YOUR_TURN, "not-your-turn",
                Map.of("seat", 2, "toAct", 1));
        assertEquals("עכשיו התור של בן, לא של נועה", texts(HEBREW).refusal(notYours, HEBREW_NAMES));
        assertFalse(texts(HEBREW).refusal(notYours, HEBREW_NAMES).contains("מושב"));

        Outcome.Rejected count = Outcome.Rejected.of(Rejection.MUST_ANSWER_PLUS_TWO, "must-answer-count",
                Map.of("count", 4, "expected", "+2", "card", "R5", "seat", 1, "move", "play R5", "legal", List.of()));
        assertEquals("בן לא יכול/ה לשים 5 אדום: 4 קלפים מחכים: אפשר לענות בפלוס 2 או במלך, או לקחת אותם",
                texts(HEBREW).refusal(count, HEBREW_NAMES));

        Outcome.Rejected plugins = new Outcome.Rejected(Rejection.ILLEGAL_MOVE, "too early", "toy-too-early",
                Map.of("seat", 1, "move", "play ZAP cw"));
        assertEquals("Ben cannot play Zap (the Zap goes clockwise): it is too early for a Zap, Ben",
                texts(Locale.ENGLISH).refusal(plugins, NAMES));
        assertEquals("בן לא יכול/ה לשים זאפ (הזאפ הולך עם כיוון השעון): מוקדם מדי לזאפ, בן",
                texts(HEBREW).refusal(plugins, HEBREW_NAMES));

        Outcome.Rejected keyless = new Outcome.Rejected(Rejection.ILLEGAL_MOVE, "a plugin's own English sentence");
        assertEquals("a plugin's own English sentence", texts(HEBREW).refusal(keyless, HEBREW_NAMES));
        assertThrows(MissingResourceException.class, () -> texts(HEBREW).strict().refusal(keyless, HEBREW_NAMES));
    }

    @Test
    void variantsOptionsAndBotsHaveNamesInBothLanguages() {
        GameTexts en = texts(Locale.ENGLISH);
        GameTexts he = texts(HEBREW);
        assertEquals("כלל צעצוע", he.variantName("toy"));
        assertEquals("האם הצעצוע צועק", he.option("toy", "loud"));
        assertEquals("whether the toy shouts", en.option("toy", "loud"));
        assertThrows(IllegalArgumentException.class, () -> en.option("toy", "quiet"));
        assertThrows(IllegalArgumentException.class, () -> en.variantDescription("no-such-rule"));
        assertEquals("Heuristic bot", en.botName("heuristic"));
        assertEquals("בוט חיפוש (500)", he.botName("ismcts:500"));
        assertEquals("Alpha beta bot", en.botName("alpha-beta"));
        assertTrue(he.botDescription("random").orElseThrow().contains("אקראי"));
        assertTrue(en.botDescription("alpha-beta").isEmpty());
    }

    @Test
    void aKindOfBotNamesAndDescribesItselfFromItsOwnTexts() {
        Map<String, Function<Locale, ResourceBundle>> bots = Map.of(
                "alpha-beta", l -> ResourceBundle.getBundle("dev.taki.api.text.alphabeta", l),
                "silent", l -> null,
                "heuristic", l -> null);
        GameTexts en = texts(Locale.ENGLISH).withBots(bots);
        GameTexts he = texts(HEBREW).withBots(bots);
        assertEquals("Alpha-beta bot", en.botName("alpha-beta"));
        assertEquals("בוט אלפא-בטא", he.botName("alpha-beta"));
        assertEquals(he.botName("ismcts:500").replace(he.botName("ismcts"), "בוט אלפא-בטא").replace("500", "3"),
                he.botName("alpha-beta:3"), "an argument is written as the base game writes it");
        assertEquals(Optional.of("searches the game tree to a fixed depth"), en.botDescription("alpha-beta"));
        assertEquals(Optional.of("searches the game tree to a fixed depth"), he.botDescription("alpha-beta"),
                "a text the kind has only in English is said in English");
        assertEquals(List.of("description: not translated"), he.problems().get("alpha-beta"));
        assertThrows(MissingResourceException.class, () -> he.strict().botDescription("alpha-beta"));
        assertEquals("Silent bot", en.botName("silent"), "a kind without texts is named as before");
        assertEquals("Heuristic bot", en.botName("heuristic"), "the project's kinds keep the base game's texts");
        assertTrue(he.botDescription("heuristic").isPresent());
        assertSame(en, en.withBots(Map.of()));
        assertThrows(NullPointerException.class, () -> en.withBots(java.util.Collections.singletonMap("x", null)));
    }

    @Test
    void theBaseGamesHebrewHasEveryEnglishKeyAndNoOther() throws IOException {
        Set<String> english = new TreeSet<>(properties("texts.properties").stringPropertyNames());
        english.removeIf(key -> key.startsWith("fold."));   // how events are written, read from English alone
        assertEquals(english, new TreeSet<>(properties("texts_he.properties").stringPropertyNames()));
        assertEquals(Map.of(), GameTexts.base(HEBREW).problems());
    }

    private static Properties properties(String file) throws IOException {
        Properties p = new Properties();
        try (InputStream in = GameTexts.class.getResourceAsStream(file)) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    @Test
    void templatesSayWhereTheyBreak() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Template.parse("{n, plural, one {a card}}"));
        assertTrue(e.getMessage().contains("'other'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Template.parse("a } b"));
        assertTrue(e.getMessage().contains("column 3"), e.getMessage());
        TextScope scope = new TextScope() {
            @Override public String language() { return "en"; }
            @Override public String format(Object value, String format) { return String.valueOf(value); }
        };
        Template t = Template.parse("{n, plural, =0 {none} one {one {what}} other {# {what}s}}");
        assertEquals("none", t.render(Map.<String, Object>of("n", 0, "what", "card")::get, scope));
        assertEquals("one card", t.render(Map.<String, Object>of("n", 1, "what", "card")::get, scope));
        assertEquals("12 cards", t.render(Map.<String, Object>of("n", 12, "what", "card")::get, scope));
        assertEquals("it's #1", Template.parse("it's #1").render(name -> null, scope), "# and ' are plain text outside");
    }
}
