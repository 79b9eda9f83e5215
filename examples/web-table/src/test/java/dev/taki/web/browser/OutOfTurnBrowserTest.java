package dev.taki.web.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.taki.api.Event;
import dev.taki.core.VariantCatalog;
import dev.taki.web.ForgetfulBots;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Moves out of turn in a real headless Chromium: a card to jump in with is raised and marked "Jump in!" while another
 * person is to act, and clicking it plays it (in English and in Hebrew); a bot that forgets "last card" brings up a
 * "Catch Bot 1!" button that catches it; a player who forgot it gets a late "Last card!" button. The other person of
 * a table is played over the HTTP API ({@link ApiPlayer}): bots move at once, so only a person's turn stays open.
 * Skipped, as the other browser tests, where Chromium or its driver is missing.
 */
class OutOfTurnBrowserTest {
    /**
     * A two-player {@code jump-in} game dealt from this seed opens on R4 with seat 0 to act, and seat 1 holds the
     * other R4 (B4 B+2 Y5 R4 Y9 B+2 B9 GSTOP).
     */
    private static final long JUMP_DEAL = 47;
    /**
     * In a two-player {@code catch-last-card} game dealt from this seed, a person who only draws sees the bot that
     * forgets "last card" end a turn with one card.
     */
    private static final long CATCH_DEAL = 1;
    /**
     * In a two-player {@code catch-last-card} game of two cards a hand dealt from this seed, seat 0 playing as
     * {@link TablePage#playOneMove} does (never declaring) against a person who draws whenever he may ends a turn
     * with one card.
     */
    private static final long LATE_DEAL = 1;

    private static volatile long deal;
    /** The class's server, Chromium, each test's windows and the screenshot of a failed test. */
    @RegisterExtension
    static final BrowserSession session = new BrowserSession("failed-", () -> deal);
    private ChromeDriver driver;

    private TablePage browser() throws IOException {
        driver = session.open(1280, 860, true);
        return new TablePage(driver);
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "he"})
    void whileAnotherPersonIsToActTheCardToJumpInWithIsRaisedAndClickingItPlaysIt(String language) throws IOException {
        deal = JUMP_DEAL;
        Map<String, String> texts = TablePage.texts(language);
        ApiPlayer ann = ApiPlayer.createTable(session.url(), "{\"players\": 2, \"variants\": [\"jump-in\"]}", "Ann");
        TablePage page = browser();
        page.takeSeat(URI.create(ann.tablePage() + "?lang=" + language), "Dana");
        ann.start();

        String jump = "[data-test=hand] [data-card=R4][data-jump=true]";
        page.awaitShown(jump);
        assertEquals("R4", ann.view().get("leading").asString(), "the deal of seed " + JUMP_DEAL + " opens on R4");
        assertEquals(texts.get("hand.jumpIn"), page.text(jump + " .jump-label"));
        assertEquals(1, driver.findElements(By.cssSelector("[data-test=hand] [data-legal=true]")).size(),
                "only the R4 may be played: " + page.hand());
        assertEquals(texts.get("turn.other").replace("{name}", "Ann"), page.text("[data-test=turn]"),
                "it is Ann's turn, not Dana's");
        page.screenshot("jump-in-" + language);

        page.click(jump);
        page.awaitTrue(p -> p.logLine("[data-event='jump-in:jumped'][data-seat='1']") != null);
        // the house rule's own sentence, in the page's language
        String jumped = VariantCatalog.discover().texts(Locale.forLanguageTag(language)).event(
                new Event.VariantEvent("jump-in", "jumped", 1, Map.of("over", 0)), List.of("Ann", "Dana"));
        assertEquals(jumped, page.logLine("[data-event='jump-in:jumped'][data-seat='1']"));
        JsonNode annView = ann.view();
        assertEquals(1, annView.get("version").asInt(), "Dana's jump was accepted");
        assertEquals("R4", annView.get("leading").asString());
        assertEquals(0, annView.get("toAct").asInt(), "play goes on from Dana: Ann is to act");
        page.awaitTrue(p -> !p.shows("[data-test=hand] [data-jump=true]") && !p.hand().contains("R4"));
    }

    @Test
    void aBotThatForgetsLastCardBringsUpTheCatchButtonAndClickingItMakesTheBotDrawFour() throws IOException {
        deal = CATCH_DEAL;
        TablePage page = browser();
        page.createTable(session.url(), "Ann", 2, ForgetfulBots.NAME, Map.of("catch-last-card", Map.of()));
        page.start();
        page.preferDrawing();
        for (int move = 0; move < 200 && page.awaitReady() && !page.shows("[data-test=catch-button]"); move++) {
            page.playOneMove();
        }
        assertTrue(page.shows("[data-test=catch-button]"), "in the game of seed " + CATCH_DEAL + " the bot never ended"
                + " a turn with one card while Ann drew");
        assertEquals("Catch Bot 1", page.text("[data-test=catch-button]"), "the house rule's own label");
        assertEquals("catch 1", page.attribute("[data-test=catch-button]", "data-move"));
        assertEquals("1", page.attribute("[data-test=seat-1]", "data-hand-size"));
        assertEquals("Bot 1 did not say \"last card\": anyone may catch them before the next move",
                page.logLine("[data-event='catch-last-card:catchable'][data-seat='1']"));
        page.screenshot("catch-button");

        page.click("[data-test=catch-button]");
        page.awaitTrue(p -> p.logLine("[data-event='catch-last-card:caught'][data-seat='0']") != null);
        assertEquals("Ann caught Bot 1!", page.logLine("[data-event='catch-last-card:caught'][data-seat='0']"));
        page.awaitTrue(p -> "5".equals(p.attribute("[data-test=seat-1]", "data-hand-size")));
        assertFalse(page.shows("[data-test=catch-button]"), "a bot is caught once");
        assertTrue(page.awaitReady(), "Ann's turn goes on: a catch is no turn");
    }

    @Test
    void aPlayerWhoForgotLastCardSaysItLateWithItsButtonWhileTheOtherPersonIsToAct() throws IOException {
        deal = LATE_DEAL;
        TablePage page = browser();
        // Dealt two cards each (tournament-stages' first stage), Ann is down to one card on her first play.
        page.createTable(session.url(), "Ann", 2, "heuristic", Map.of("catch-last-card", Map.of(),
                "tournament-stages", Map.of("firstStage", "2")));
        // The lobby seated Ann at seat 0; Ben takes seat 1 over the API before the game starts.
        ApiPlayer ben = ApiPlayer.join(session.url(), URI.create(page.tableUrl()), "Ben");
        page.start();
        page.forgetLastCard();
        for (int move = 0; move < 300; move++) {
            JsonNode view = ben.view();
            if (view.get("legalMoves").toString().contains("catch 0")) {
                break;  // Ann ended a turn with one card and said nothing: Ben could catch her, but waits
            }
            if (view.get("toAct").asInt() == 1) {
                // Ben draws when he may, else plays his first legal move.
                String bens = view.get("legalMoves").toString().contains("\"draw\"") ? "draw"
                        : view.get("legalMoves").get(0).asString();
                ben.move(bens, view.get("version").asInt());
                continue;
            }
            assertTrue(page.awaitReady(), "in the game of seed " + LATE_DEAL + " Ann won before she forgot \"last card\"");
            page.playOneMove();
        }
        page.awaitShown("[data-test=declare-button]");
        assertEquals("Say \"last card\" late", page.text("[data-test=declare-button]"), "the house rule's label");
        assertEquals("1", page.attribute("[data-test=seat-0]", "data-hand-size"));
        page.click("[data-test=declare-button]");
        page.awaitTrue(p -> p.logLine("[data-event=last-card-declared][data-late=true]") != null);
        assertEquals("Ann said “last card” late", page.logLine("[data-event=last-card-declared][data-late=true]"));
        assertFalse(page.shows("[data-test=declare-button]"), "declared once");
        assertFalse(ben.view().get("legalMoves").toString().contains("catch"), "Ann is safe: Ben cannot catch her");
    }
}
