package dev.taki.web.browser;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The move clock and absent players in a real headless Chromium: the countdown by the name of the person to act, for
 * everyone at the table; the banner of a person whose seat a bot played while they were away, and its "I'm back"; the
 * host's "Let a bot play" by the seat of a person who is not connected. The other person of each table is played over
 * the HTTP API ({@link ApiPlayer}). Skipped, as the other browser tests, where Chromium or its driver is missing.
 */
class AbsentPlayersBrowserTest {
    /** The class's server, Chromium, each test's windows and the screenshot of a failed test. */
    @RegisterExtension
    static final BrowserSession session = new BrowserSession("failed-", () -> 5);
    private ChromeDriver driver;

    private TablePage browser() throws IOException {
        driver = session.open(1280, 860, true);
        return new TablePage(driver);
    }

    @Test
    void aCountdownByTheNameOfThePersonToActRunsDownForEveryoneAtTheTable() throws IOException {
        Map<String, String> texts = TablePage.texts("en");
        TablePage page = browser();
        page.clock(15);
        page.createTable(session.url(), "Ann", 3, "heuristic");
        ApiPlayer ben = ApiPlayer.join(session.url(), URI.create(page.tableUrl()), "Ben");
        page.awaitShown("[data-test=clock-info]");
        assertTrue(page.text("[data-test=clock-info]").startsWith("Move clock: 15 seconds a move"),
                page.text("[data-test=clock-info]"));
        page.start();

        String mine = "[data-test=seat-0] [data-test=countdown]";
        page.awaitShown(mine);
        int first = Integer.parseInt(page.attribute(mine, "data-seconds"));
        assertTrue(first >= 1 && first <= 15, "Ann has 15 s: " + first);
        assertEquals(texts.get("countdown.left").replace("{time}", String.valueOf(first)), page.text(mine));
        page.awaitTrue(p -> Integer.parseInt(p.attribute(mine, "data-seconds")) < first);
        page.screenshot("countdown");

        // Ann moves; Ben is to act: everyone sees his countdown by his name, Ann too.
        page.playOneMove();
        String his = "[data-test=seat-1] [data-test=countdown]";
        page.awaitShown(his);
        assertEquals(1, driver.findElements(org.openqa.selenium.By.cssSelector("[data-test=countdown]")).size(),
                "one countdown: the awaited person's");
        assertEquals(1, ben.view().get("toAct").asInt(), "Ben is to act");
    }

    @Test
    void aPersonWhoseSeatABotPlayedSeesTheBannerAndComesBackWithImBack() throws IOException {
        ApiPlayer ben = ApiPlayer.createTable(session.url(), "{\"players\": 3}", "Ben");
        TablePage page = browser();
        page.takeSeat(ben.tablePage(), "Ann");
        ben.start();
        page.awaitTrue(p -> "playing".equals(p.attribute("[data-test=status]", "data-status")));
        // Ann's page is closed: she is not connected, and Ben, the host, lets her seat's bot play it.
        driver.get("about:blank");
        new WebDriverWait(driver, Duration.ofSeconds(90), Duration.ofMillis(25))
                .until(d -> !ben.table().at("/seats/1/connected").asBoolean());
        ben.handToBot(1);
        assertEquals("away", ben.table().at("/seats/1/status").asString());

        driver.get(ben.tablePage().toString());
        page.awaitShown("[data-test=away-banner]");
        assertEquals("You were away; a bot played for you.", page.text("[data-test=away-banner] p"));
        page.awaitShown("[data-test=away-1]");
        assertEquals("Ann is away — Bot plays", page.text("[data-test=away-1]"));
        page.screenshot("away-banner");
        page.click("[data-test=back-button]");
        page.awaitTrue(p -> !p.shows("[data-test=away-banner]"));
        assertEquals("playing", ben.table().at("/seats/1/status").asString(), "Ann plays her seat again");
        page.awaitTrue(p -> !p.shows("[data-test=away-1]"));
    }

    @Test
    void theHostLetsABotPlayTheSeatOfAPersonWhoIsNotConnected() throws IOException {
        TablePage page = browser();
        page.createTable(session.url(), "Ann", 3, "heuristic");
        ApiPlayer ben = ApiPlayer.join(session.url(), URI.create(page.tableUrl()), "Ben");
        page.start();
        String button = "[data-test=seat-1] [data-test=bot-button]";
        page.awaitShown(button);
        assertEquals("Let a bot play", page.text(button));
        assertTrue(!page.shows("[data-test=seat-2] [data-test=bot-button]"), "no button by a bot's seat");
        page.screenshot("let-a-bot-play");
        page.click(button);
        page.awaitShown("[data-test=away-1]");
        assertEquals("Ben is away — Bot plays", page.text("[data-test=away-1]"));
        assertEquals("away", ben.table().at("/seats/1/status").asString());
        page.awaitTrue(p -> !p.shows(button));
    }
}
