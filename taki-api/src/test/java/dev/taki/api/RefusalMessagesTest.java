package dev.taki.api;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The library's refusal sentences: every key in English and Hebrew, rendered from its arguments, and the
 * fall-backs — English for other languages, the message itself for a refusal without a key.
 */
class RefusalMessagesTest {
    private static final Locale HEBREW = Locale.forLanguageTag("he-IL");

    /** Every argument any sentence speaks of, with a value of its kind. */
    private static Map<String, Object> sample(boolean framed) {
        Map<String, Object> a = new HashMap<>(Map.of("card", "R5", "expected", "Y", "count", 4, "activeColor", "G",
                "leading", "G7", "phase", "turn", "choice", "B", "players", 4, "toAct", 0,
                "variants", List.of("no-kings", "plus-three")));
        a.put("seat", 2);
        a.put("move", "play R5");
        if (framed) {
            a.put("legal", List.of("draw", "play G5"));
        }
        return a;
    }

    private static Properties bundle(String file) throws IOException {
        Properties p = new Properties();
        try (InputStream in = RefusalText.class.getResourceAsStream(file)) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    @Test
    void theHebrewBundleHasEveryKeyOfTheEnglishOneAndNoOther() throws IOException {
        assertEquals(bundle("refusals.properties").stringPropertyNames(),
                bundle("refusals_he.properties").stringPropertyNames());
        assertTrue(Outcome.Rejected.keys().contains("card-does-not-match"));
        assertFalse(Outcome.Rejected.keys().contains("frame.move"));
    }

    @Test
    void everyKeyHasAHebrewSentenceWithEveryPlaceholderFilledThatIsNotTheEnglishOne() {
        for (boolean framed : new boolean[] {false, true}) {
            for (String key : Outcome.Rejected.keys()) {
                Outcome.Rejected r = Outcome.Rejected.of(Rejection.ILLEGAL_MOVE, key, sample(framed));
                String hebrew = r.message(HEBREW);
                assertFalse(hebrew.contains("{") || hebrew.contains("}"), key + ": " + hebrew);
                assertFalse(r.message().contains("{") || r.message().contains("}"), key + ": " + r.message());
                assertNotEquals(r.message(), hebrew, key);
                assertTrue(hebrew.chars().anyMatch(c -> c >= 0x05D0 && c <= 0x05EA), key + ": " + hebrew);
                assertEquals(r.message(), r.message(Locale.ENGLISH), key);
                assertEquals(framed, r.message().startsWith("seat 2 cannot play R5: "), key + ": " + r.message());
            }
        }
    }

    @Test
    void sentencesPutInTheirArgumentsTranslatingColoursButNotNotation() {
        Outcome.Rejected r = Outcome.Rejected.of(Rejection.CARD_DOES_NOT_MATCH, "card-does-not-match",
                Map.of("card", "R5", "activeColor", "G", "leading", "G7", "seat", 0, "move", "play R5",
                        "legal", List.of("draw")));
        assertEquals("seat 0 cannot play R5: it matches neither the active colour G nor the leading card G7;"
                + " legal now: draw", r.message());
        assertEquals("מושב 0 אינו יכול לבצע play R5: הקלף אינו תואם את הצבע הפעיל (ירוק) ולא את הקלף המוביל G7;"
                + " מהלכים חוקיים כעת: draw", r.message(HEBREW));
        Outcome.Rejected run = Outcome.Rejected.of(Rejection.NOT_IN_RUN_COLOR, "not-in-run-color",
                Map.of("expected", "R"));
        assertEquals("in a TAKI run only red cards or a Change Color may be played", run.message());
        assertEquals("ברצף טאקי אפשר לשחק רק קלפים בצבע אדום או שנה צבע", run.message(HEBREW));
    }

    @Test
    void theLegacyCodeIwIsHebrew() {
        Outcome.Rejected r = Outcome.Rejected.of(Rejection.NO_MOVE, "no-move", Map.of());
        assertEquals("לא התקבל מהלך", r.message(new Locale("iw")));
        assertEquals("לא התקבל מהלך", r.message(new Locale("he")));
        assertEquals("לא התקבל מהלך", r.message(Locale.forLanguageTag("iw-IL")));
    }

    @Test
    void anotherLanguageGetsTheEnglishMessageEvenWhenTheDefaultLocaleIsHebrew() {
        Outcome.Rejected r = Outcome.Rejected.of(Rejection.NOT_YOUR_TURN, "not-your-turn",
                Map.of("seat", 2, "toAct", 0));
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(HEBREW);
            for (Locale l : List.of(Locale.FRENCH, Locale.ENGLISH, Locale.ROOT, Locale.forLanguageTag("ar-EG"))) {
                assertEquals("seat 2 cannot act now: it is seat 0's move", r.message(l), l.toString());
            }
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void aBundleOfTheSameNameAddsALanguageWithItsMissingKeysInEnglish() {
        Locale esperanto = Locale.forLanguageTag("eo");
        assertEquals("neniu movo estis donita", Outcome.Rejected.of(Rejection.NO_MOVE, "no-move", Map.of())
                .message(esperanto));
        Outcome.Rejected turn = Outcome.Rejected.of(Rejection.NOT_YOUR_TURN, "not-your-turn",
                Map.of("seat", 2, "toAct", 0));
        assertEquals(turn.message(), turn.message(esperanto));
    }

    @Test
    void aRefusalWithoutAKeyIsItsOwnMessageInEveryLanguage() {
        Outcome.Rejected r = new Outcome.Rejected(Rejection.BAD_CHOICE, "a 7 names a seat");
        assertNull(r.key());
        assertEquals(Map.of(), r.arguments());
        for (Locale l : List.of(HEBREW, Locale.ENGLISH, Locale.FRENCH, Locale.ROOT)) {
            assertEquals("a 7 names a seat", r.message(l));
        }
        Outcome.Rejected own = new Outcome.Rejected(Rejection.BAD_CHOICE, "a 7 names a seat", "seven-swap-seat",
                Map.of("seat", 1));
        assertEquals("a 7 names a seat", own.message(HEBREW), "a key the bundles do not have");
    }

    @Test
    void aTranslationMissingAnArgumentFallsBackOnTheMessage() {
        Outcome.Rejected r = new Outcome.Rejected(Rejection.NO_SUCH_SEAT, "seat 9 is not a seat", "no-such-seat",
                Map.of("seat", 9));
        assertEquals("seat 9 is not a seat", r.message(HEBREW));
    }

    @Test
    void argumentsAreJsonLikeCopiedAndInTheOrderOfTheirNames() {
        Map<String, Object> given = new HashMap<>(Map.of("seat", 1, "move", "draw", "legal", List.of("play R5")));
        Outcome.Rejected r = new Outcome.Rejected(Rejection.DRAW_NOT_ALLOWED, "m", "draw-while-playable", given);
        given.put("seat", 3);
        assertEquals(List.of("legal", "move", "seat"), List.copyOf(r.arguments().keySet()));
        assertEquals(1, r.arguments().get("seat"));
        assertThrows(UnsupportedOperationException.class, () -> r.arguments().put("x", 1));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () ->
                new Outcome.Rejected(Rejection.ILLEGAL_MOVE, "m", "k", Map.of("card", Card.parse("R5"))));
        assertTrue(e.getMessage().contains("'card'"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Outcome.Rejected.of(Rejection.ILLEGAL_MOVE, "no-such-key",
                Map.of()));
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class, () ->
                Outcome.Rejected.of(Rejection.GAME_OVER, "game-over", Map.of()));
        assertTrue(missing.getMessage().contains("'move'"), missing.getMessage());
        assertEquals(Map.of(), new Outcome.Rejected(Rejection.NO_MOVE, "m", null, null).arguments());
    }
}
