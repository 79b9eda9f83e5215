package dev.taki.web.browser;

import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Whole games in English and Hebrew, on a laptop's window (1366 × 768) and a phone's (390 × 844), every action a key
 * press: the hand, "Last card!" and Draw always in the window; the invite folded away once the game starts; the
 * "last card" declaration offered only where it can be due, and the reminder before a move that leaves one card;
 * opponents with one card marked; the last card played shown by the pile; the log after a reload and for a visitor
 * who came after the start; no serious or critical accessibility violation (axe-core) in the lobby or at the table.
 * Each game saves {@code layout-<lang>-<width>x<height>.png}, the pictures of docs/web-table.md.
 */
class BrowserLayoutTest {
    /**
     * A four-player table dealt from this seed, seat 0 playing as {@link TablePage#playOneMove} does against random
     * bots, sees seat 0 play a card from a two-card hand (see {@code BrowserTableTest}): the reminder comes up.
     */
    private static final long TWO_CARD_DEAL = 6;
    /** A move of the game at which the page is reloaded and watched as a visitor. */
    private static final int RELOAD_AT = 3;

    /** The class's server, Chromium, each test's windows and the screenshot of a failed test. */
    @RegisterExtension
    static final BrowserSession session = new BrowserSession("failed-layout-", () -> TWO_CARD_DEAL);
    private ChromeDriver driver;

    static Stream<Arguments> windows() {
        return Stream.of(Arguments.of("en", 1366, 768), Arguments.of("he", 1366, 768),
                Arguments.of("en", 390, 844), Arguments.of("he", 390, 844));
    }

    @ParameterizedTest(name = "{0} at {1}x{2}")
    @MethodSource("windows")
    void aWholeGameByKeyboardKeepsTheHandInTheWindowAndRemindsOfLastCard(String language, int width, int height)
            throws IOException {
        driver = session.open(width, height, true);
        TablePage page = new TablePage(driver);
        Map<String, String> texts = TablePage.texts(language);
        Accessibility axe = new Accessibility(page);
        page.language(language);
        page.useKeyboard();
        page.declareThroughTheReminder();

        driver.get(session.url() + "?lang=" + language);
        page.awaitShown("[data-test=open-tables]");
        axe.assertNoSeriousViolations("the lobby");
        // a phone's browser widens the page to what does not fit (an edition's long name in its list did)
        assertEquals(width, ((Number) page.script("return innerWidth;")).intValue(), "the lobby fits the window");
        page.createTable(session.url(), language.equals("he") ? "דנה" : "Dana", 4, "random");
        assertEquals(language, page.attribute("html", "lang"));
        assertTrue(page.shows("[data-test=invite-link]"), "the invite shows while people take seats");
        axe.assertNoSeriousViolations("the table before the start");
        assertEquals("false", page.attribute("[data-test=sound-toggle]", "aria-pressed"), "sounds are off at first");
        page.start();
        assertFalse(page.shows("[data-test=invite-link]"), "the invite folds away once the game starts");

        int move = 0;
        while (page.awaitReady()) {
            assertLaidOut(page);
            if (move == RELOAD_AT) {
                theLogSurvivesAReloadAndAVisitorWatches(page, texts);
                axe.assertNoSeriousViolations("the table in play");
                page.screenshot("layout-" + language + "-" + width + "x" + height);
            }
            page.playOneMove();
            move++;
        }
        assertTrue(page.gameOver());
        assertTrue(page.reminders() > 0, "in the game of seed " + TWO_CARD_DEAL + " seat 0 plays from a two-card hand:"
                + " the page reminds of “last card”");
        assertTrue(page.lastDeclared(), "the reminder's “Last card!” was sent with the move: the log shows it");
        assertEquals(page.attribute("#log [data-event=card-played]", "data-seat"),
                page.attribute("[data-test=last-move]", "data-seat"), "the pile names who played the last card");
        assertNotEquals("", page.attribute("[data-test=last-move]", "data-card"));

        // The same people again: the banner's rematch makes a new table where seat 0 is this page's, waiting.
        String over = page.tableUrl();
        driver.findElement(By.cssSelector("[data-test=rematch-button]")).sendKeys(org.openqa.selenium.Keys.ENTER);
        page.awaitTrue(p -> !p.tableUrl().equals(over));
        page.awaitShown("[data-test=start-button]");
        page.awaitShown("[data-test=invite-link]");
        assertTrue(page.text("#waiting-text").contains(language.equals("he") ? "דנה" : "Dana"), page.describe());
        System.out.println("browser: a whole game by keyboard in " + language + " at " + width + "x" + height + ", "
                + page.moves() + " move(s)");
    }

    /**
     * A player who only draws (the house rule {@code voluntary-draw} lets them while they could play) holds 12 cards
     * within a few turns: at each turn on the way, and with the 12, every card,
     * Draw and the page lie within the window, on a laptop's and a phone's, in both languages.
     */
    @ParameterizedTest(name = "{0} at {1}x{2}")
    @MethodSource("windows")
    void aHandOfTwelveCardsLiesInTheWindow(String language, int width, int height) throws IOException {
        driver = session.open(width, height, true);
        TablePage page = new TablePage(driver);
        page.language(language);
        page.preferDrawing();
        page.createTable(session.url(), language.equals("he") ? "דנה" : "Dana", 2, "random",
                Map.of("voluntary-draw", Map.of()));
        page.start();
        while (page.awaitReady() && page.hand().size() < 12) {
            assertLaidOut(page);
            page.playOneMove();
        }
        assertTrue(page.hand().size() >= 12, "a player who only draws reached 12 cards: " + page.describe());
        assertTrue(page.shows("[data-test=draw-button]"), "Draw is offered");
        assertLaidOut(page);
        page.screenshot("twelve-cards-" + language + "-" + width + "x" + height);
    }

    /**
     * At every turn: with up to 12 cards each card lies within the window and the hand does not scroll; "Last card!"
     * (when offered) and Draw lie within the window; nothing is wider than the window; the toggle is offered exactly
     * when a card may be played from two cards (or a turn ended with one); a player with one card is marked.
     */
    private static void assertLaidOut(TablePage page) {
        String problems = (String) page.script("""
                const inside = (el) => { const r = el.getBoundingClientRect();
                  return r.left >= -1 && r.top >= -1 && r.right <= innerWidth + 1 && r.bottom <= innerHeight + 1; };
                const shown = (el) => el && el.getClientRects().length > 0;
                const out = [];
                const hand = document.querySelector('[data-test=hand]');
                const cards = [...hand.querySelectorAll('[data-test=card]')];
                if (cards.length <= 12) {
                  cards.filter((c) => !inside(c)).forEach((c) => out.push('card ' + c.dataset.card + ' is outside the window'));
                  if (hand.scrollWidth > hand.clientWidth + 1) out.push('the hand of ' + cards.length + ' scrolls');
                }
                for (const css of ['[data-test=last-card-toggle]', '[data-test=draw-button]']) {
                  const el = document.querySelector(css);
                  if (shown(el) && !inside(el)) out.push(css + ' is outside the window');
                }
                if (document.documentElement.scrollWidth > innerWidth) out.push('the page is wider than the window');
                const toggle = shown(document.querySelector('[data-test=last-card-toggle]'));
                const legalCards = hand.querySelectorAll('[data-legal=true]').length;
                if (toggle && cards.length > 2) out.push('"Last card!" is offered with ' + cards.length + ' cards');
                if (!toggle && cards.length === 2 && legalCards > 0) out.push('"Last card!" is not offered with 2 cards');
                for (const seat of document.querySelectorAll('#opponents .seat')) {
                  if (seat.dataset.handSize === '1' && seat.dataset.oneCard !== 'true') {
                    out.push(seat.dataset.test + ' holds one card but is not marked');
                  }
                }
                return out.join('; ');""");
        assertEquals("", problems, page.describe());
    }

    /**
     * The page reloaded shows the same "What happened" list, told from the game's history; without its seat's token it
     * is a visitor's page: it says the game has started and that a new table is the way to play, and shows the list
     * too. With the token back, the seat is the page's again.
     */
    private static void theLogSurvivesAReloadAndAVisitorWatches(TablePage page, Map<String, String> texts) {
        List<String> before = logLines(page);
        String lastMove = page.attribute("[data-test=last-move]", "data-card");
        assertFalse(before.isEmpty(), "the log tells the game so far");
        List<String> hand = page.hand();
        page.driver().findElement(By.cssSelector("[data-test=sound-toggle]")).sendKeys(org.openqa.selenium.Keys.ENTER);
        page.driver().navigate().refresh();
        page.awaitReady();
        page.awaitTrue(p -> logLines(p).equals(before));
        assertEquals("true", page.attribute("[data-test=sound-toggle]", "aria-pressed"), "the sound choice is kept");
        assertEquals(lastMove, page.attribute("[data-test=last-move]", "data-card"), "the last card played, after a reload");

        String id = page.tableUrl().replaceAll(".*/t/([^/?#]+).*", "$1");
        String token = (String) page.script("const k = 'taki.token.' + arguments[0]; const t = localStorage.getItem(k);"
                + " localStorage.removeItem(k); return t;", id);
        page.driver().navigate().refresh();
        page.awaitShown("[data-test=late-notice]");
        assertEquals(texts.get("late.started"), page.text("#late-text"));
        assertTrue(page.shows("[data-test=late-notice] a[href='/']"), "a link to make a new table");
        assertFalse(page.shows("[data-test=join-button]"), "no seat to take after the start");
        page.awaitTrue(p -> !logLines(p).isEmpty());

        page.script("localStorage.setItem('taki.token.' + arguments[0], arguments[1]);", id, token);
        page.driver().navigate().refresh();
        page.awaitReady();
        assertEquals(hand, page.hand(), "the seat's own hand again");
        assertFalse(page.shows("[data-test=late-notice]"));
    }

    private static List<String> logLines(TablePage page) {
        @SuppressWarnings("unchecked")
        List<String> lines = (List<String>) page.script(
                "return [...document.querySelectorAll('#log li')].map((li) => li.dataset.event + ':' + li.textContent);");
        return lines;
    }

    /** A name the table refuses is answered in the page's words: a bot's name in the lobby. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("languages")
    void aBotsNameIsRefusedInTheLobby(String language) throws IOException {
        driver = session.open(1366, 768, true);
        TablePage page = new TablePage(driver);
        driver.get(session.url() + "?lang=" + language);
        page.awaitShown("[data-test=name-input]");
        driver.findElement(By.cssSelector("[data-test=name-input]")).clear();
        driver.findElement(By.cssSelector("[data-test=name-input]")).sendKeys("bot 2");
        driver.findElement(By.cssSelector("[data-test=create-button]")).click();
        page.awaitShown("#lobby-message");
        assertEquals(TablePage.texts(language).get("error.RESERVED_NAME"), page.text("#lobby-message"));
        assertTrue(driver.getCurrentUrl().endsWith("/?lang=" + language), "no table was made");
    }

    static Stream<String> languages() {
        return Stream.of("en", "he");
    }
}
