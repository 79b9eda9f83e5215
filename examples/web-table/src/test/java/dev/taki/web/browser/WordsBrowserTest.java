package dev.taki.web.browser;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.taki.api.Card;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.chrome.ChromeDriver;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Every word a person reads is in the page's language, never a code: a whole game of each edition and each variant
 * the project ships, in English and in Hebrew, clicked through in Chromium from the lobby to the winner. Everything
 * the page shows on the way — each text, accessible name and title the page puts in, however briefly — is kept by a
 * watcher in the page and read at the end; it must hold no event type ({@code crazy-card:hands-passed}), no card code
 * ({@code BSTOP}), no unfilled placeholder or {@code undefined}, no "1 cards", and, in Hebrew, no Latin letter (the
 * players are named in Hebrew there), in English no Hebrew one. The language switch, which names the other language,
 * is left out. The lobby is read the same way, with every edition chosen and every variant ticked. Skipped, as the
 * other browser tests, where Chromium or its driver is missing.
 */
class WordsBrowserTest {
    private static final long DEAL = 11;
    /** Keeps every text the page shows from now on, and what it shows now, in window.__texts. */
    private static final String WATCH = """
            window.__texts = new Set();
            const keep = (text) => { text = (text ?? '').trim(); if (text) window.__texts.add(text); };
            const skipped = (el) => !el || el.closest('svg, script, style, [data-test=lang-switch]');
            const visit = (node) => {
              if (node.nodeType === Node.TEXT_NODE) { if (!skipped(node.parentElement)) keep(node.data); return; }
              if (node.nodeType !== Node.ELEMENT_NODE || skipped(node)) return;
              for (const name of ['aria-label', 'title', 'placeholder']) keep(node.getAttribute(name));
              node.childNodes.forEach(visit);
            };
            visit(document.body);
            keep(document.title);
            new MutationObserver((records) => {
              for (const r of records) {
                if (r.type === 'attributes') { if (!skipped(r.target)) keep(r.target.getAttribute(r.attributeName)); }
                else if (r.type === 'characterData') visit(r.target);
                else r.addedNodes.forEach(visit);
              }
              keep(document.title);
            }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true,
                attributeFilter: ['aria-label', 'title', 'placeholder'] });
            """;
    private static final Pattern EVENT_TYPE = Pattern.compile("\\b[a-z0-9]+(?:-[a-z0-9]+)+:[a-z]");
    private static final Pattern PLACEHOLDER = Pattern.compile("[{}]|\\bundefined\\b|\\bNaN\\b|\\[object|\\bnull\\b");
    private static final Pattern ONE_PLURAL = Pattern.compile("(?<![0-9])1 (?:cards|players|seats|points)\\b");
    private static final Pattern CODE_LIKE = Pattern.compile("(?<![\\p{L}0-9+])[A-Z0-9+]{2,}(?![\\p{L}0-9+])");
    private static final Pattern LATIN = Pattern.compile("\\p{IsLatin}");
    /** What a Hebrew description of the search bot writes as it is typed: its spec, the spec's N, the method's name. */
    private static final Pattern SPEC_WORDS = Pattern.compile("ismcts:N|ISMCTS|(?<!\\p{L})N(?!\\p{L})");
    private static final Pattern HEBREW = Pattern.compile("\\p{IsHebrew}");

    /** The class's server, Chromium, each test's windows and the screenshot of a failed test. */
    @RegisterExtension
    static final BrowserSession session = new BrowserSession("failed-words-", () -> DEAL);
    private ChromeDriver driver;

    /**
     * Three games a language hold every edition and every variant the project ships: the Classic edition (Crazy Card,
     * the +3 rule) with permissive Plus and two rounds of penalty scoring, the 2011 edition with tournament stages
     * from stage 3, the 2015 edition (the +3 card).
     */
    static Stream<Arguments> games() {
        List<Arguments> games = new ArrayList<>();
        for (String language : List.of("en", "he")) {
            games.add(Arguments.of(language, "classic", Map.of("permissive-plus", Map.of(),
                    "penalty-scoring", Map.of("rounds", "2"))));
            games.add(Arguments.of(language, "edition-2011", Map.of("tournament-stages", Map.of("firstStage", "3"))));
            games.add(Arguments.of(language, "edition-2015", Map.of()));
        }
        return games.stream();
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("games")
    void aWholeGameShowsOnlyWordsOfThePagesLanguage(String language, String edition,
            Map<String, Map<String, String>> variants) throws IOException {
        driver = session.open(1366, 768, true);
        TablePage page = new TablePage(driver);
        page.language(language);
        page.edition(edition);
        page.preferDrawing();
        String name = language.equals("he") ? "דנה" : "Dana";
        page.createTable(session.url(), name, 3, "heuristic", variants);
        driver.executeScript(WATCH);
        page.start();
        page.playToTheEnd();
        assertTrue(page.gameOver(), "the game was played to its end");

        @SuppressWarnings("unchecked")
        List<String> shown = List.copyOf((List<String>) driver.executeScript("return [...window.__texts];"));
        assertTrue(shown.size() > 30, "the watcher saw the game: " + shown);
        List<String> wrong = new ArrayList<>();
        for (String text : shown) {
            String problem = problem(text, language);
            if (problem != null) {
                wrong.add(problem + ": \"" + text + "\"");
            }
        }
        assertTrue(wrong.isEmpty(), "texts of a " + edition + " game with " + variants.keySet() + " in " + language
                + " that are not words of the page's language:\n" + String.join("\n", wrong));
    }

    /**
     * The lobby with every edition chosen in turn and every variant ticked (each option showing): every text,
     * option, accessible name and title it shows is in the page's language.
     */
    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"en", "he"})
    void theLobbyShowsOnlyWordsOfThePagesLanguage(String language) throws IOException {
        driver = session.open(1366, 768, true);
        TablePage page = new TablePage(driver);
        driver.get(session.url() + "?lang=" + language);
        page.awaitShown("[data-test=variant-checkbox]");
        driver.executeScript(WATCH);
        page.script("""
                for (const box of document.querySelectorAll('[data-test=variant-checkbox]')) box.click();
                const edition = document.getElementById('edition');
                for (const option of [...edition.options].reverse()) {
                  edition.value = option.value;
                  edition.dispatchEvent(new Event('change'));
                }
                for (const select of document.querySelectorAll('select')) {
                  for (const option of select.options) window.__texts.add(option.textContent.trim());
                }""");
        @SuppressWarnings("unchecked")
        List<String> shown = List.copyOf((List<String>) driver.executeScript("return [...window.__texts];"));
        assertTrue(shown.size() > 20, "the watcher saw the lobby: " + shown);
        List<String> wrong = new ArrayList<>();
        for (String text : shown) {
            // the tests' own kind of bot (ForgetfulBots) ships its name in both languages, as a plugin's kind may
            String problem = problem(text, language);
            if (problem != null) {
                wrong.add(problem + ": \"" + text + "\"");
            }
        }
        assertTrue(wrong.isEmpty(), "texts of the lobby in " + language + " that are not words of the page's"
                + " language:\n" + String.join("\n", wrong));
    }

    /** {@return what is wrong with a text shown on a page in that language, or null} */
    static String problem(String text, String language) {
        if (EVENT_TYPE.matcher(text).find()) {
            return "an event's type";
        }
        if (PLACEHOLDER.matcher(text).find()) {
            return "a placeholder or a missing value";
        }
        if (ONE_PLURAL.matcher(text).find()) {
            return "a plural for one";
        }
        Matcher code = CODE_LIKE.matcher(text);
        while (code.find()) {
            if (isCardCode(code.group())) {
                return "a card's code " + code.group();
            }
        }
        // a bot spec is typed as it is written in every language ("ismcts:N", its N), and ISMCTS is the search's name
        if (language.equals("he") && LATIN.matcher(SPEC_WORDS.matcher(text).replaceAll("")).find()) {
            return "a Latin letter on a Hebrew page";
        }
        if (language.equals("en") && HEBREW.matcher(text).find()) {
            return "a Hebrew letter on an English page";
        }
        return null;
    }

    /** Whether a word is a card in notation ("R5", "BSTOP", "CRAZY"); TAKI, as people say it, is a word. */
    private static boolean isCardCode(String word) {
        if (word.equals("TAKI") || word.matches("[0-9+]+")) {
            return false;
        }
        try {
            Card.parse(word);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
