package dev.taki.web.browser;

import dev.taki.api.GameConfig;
import dev.taki.web.WebTable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The table page in a real headless Chromium against the real server: whole games by clicking, a friend who opens
 * the invite link and takes a seat, Hebrew right to left, a reload and a server restart in the middle of a game, a
 * Seven Swap played through the seat picker, a phone-sized window. Each test saves a
 * screenshot under target/screenshots/. Skipped, with one line saying what is missing, where Chromium or its
 * driver is not installed.
 */
class BrowserTableTest {
    /**
     * A four-player table dealt from this seed gives seat 0 a Change Color in its first hand (Y+ R+ B1 R5 SUPERTAKI
     * Y7 COLOR G+2), and seat 0, playing as {@link TablePage#playOneMove} does against random bots, later plays a
     * card from a two-card hand: one game uses both the colour picker and the "last card" declaration.
     */
    private static final long CHANGE_COLOR_DEAL = 6;
    /**
     * A three-player seven-swap table dealt from this seed gives seat 0 R7 and G7 in its first hand (B9 B4 RDIR B3
     * R+ R7 G7 GSTOP), either of which it may play at once.
     */
    private static final long SEVEN_FIRST_DEAL = 16;

    /** Where the shared server's next deal comes from: a fresh seed, unless the test chose one. */
    private static volatile LongSupplier deals = GameConfig::freshSeed;
    /** The class's server, Chromium, each test's windows and the screenshot of a failed test. */
    @RegisterExtension
    static final BrowserSession session = new BrowserSession("failed-", () -> deals.getAsLong());
    private ChromeDriver driver;

    @BeforeEach
    void freshDeals() {
        deals = GameConfig::freshSeed;
    }

    private TablePage browser(int width, int height, boolean reducedMotion) throws IOException {
        driver = session.open(width, height, reducedMotion);
        return new TablePage(driver);
    }

    @Test
    void aWholeGameAgainstThreeBotsByClickingWithTheColourPickerAndALastCardDeclaration() throws IOException {
        TablePage page = browser(1280, 860, false);
        deals = () -> CHANGE_COLOR_DEAL;
        page.createTable(session.url(), "Ann", 4, "random");
        page.start();
        assertTrue(page.hand().contains("COLOR"), "the deal of seed " + CHANGE_COLOR_DEAL + " gives seat 0 a Change"
                + " Color: " + page.hand());
        screenshotOfAGameInProgress(page);
        page.playToTheEnd();
        WebElement banner = driver.findElement(By.cssSelector("[data-test=winner]"));
        assertTrue(banner.isDisplayed());
        assertFalse(banner.getAttribute("data-winners").isEmpty(), "the banner names the winner");
        assertEquals("over", page.attribute("[data-test=status]", "data-status"));
        page.screenshot("game-over");
        System.out.println("browser: a whole game by clicking, " + page.moves() + " move(s)");
        assertTrue(page.colorPicked(), "a Change Color was played through the colour picker");
        assertTrue(page.lastDeclared(), "in the game of seed " + CHANGE_COLOR_DEAL + " seat 0 never left itself one"
                + " card with the toggle on, or the declaration was not sent");
    }

    /**
     * A few moves in, at a turn where some cards of the hand may be played and some not: the picture of the
     * table in progress (game-in-progress.png), with legal and other cards.
     */
    private static void screenshotOfAGameInProgress(TablePage page) throws IOException {
        page.play(2);
        for (int move = 0; move < 8 && page.awaitReady(); move++) {
            long legal = page.driver().findElements(By.cssSelector("[data-test=hand] [data-legal=true]")).size();
            if (legal > 0 && legal < page.hand().size() && page.hand().size() >= 6) {
                page.screenshot("game-in-progress");
                return;
            }
            page.playOneMove();
        }
    }

    @Test
    void aFriendOpensTheInviteLinkTakesASeatAndFollowsTheGameLive() throws IOException {
        TablePage host = browser(1280, 860, true);
        host.createTable(session.url(), "Gil", 3, "heuristic");
        String invite = driver.findElement(By.cssSelector("[data-test=invite-link]")).getAttribute("value");
        assertTrue(invite.startsWith(session.url().toString() + "t/"), invite);
        ChromeDriver friendDriver = session.open(1280, 860, true); // closed after the test, as the host's
        TablePage friend = new TablePage(friendDriver);
        WebDriverWait friendWait = new WebDriverWait(friendDriver, Duration.ofSeconds(90));
        friendDriver.get(invite);
        friendWait.until(d -> d.findElement(By.cssSelector("[data-test=join-button]")).isDisplayed());
        friendDriver.findElement(By.cssSelector("[data-test=name-input]")).sendKeys("Hila");
        friendDriver.findElement(By.cssSelector("[data-test=join-button]")).click();
        friendWait.until(d -> d.findElement(By.cssSelector("[data-test=start-button]")).isDisplayed());
        new WebDriverWait(driver, Duration.ofSeconds(90))
                .until(d -> d.findElement(By.id("waiting-text")).getText().contains("Hila"));

        host.start();
        friendWait.until(d -> "playing".equals(friend.attribute("[data-test=status]", "data-status"))
                && d.findElements(By.cssSelector("[data-test=hand] [data-test=card]")).size() == 8);
        assertTrue(friendDriver.findElement(By.cssSelector("[data-test=seat-1]")).getAttribute("class").contains("me"),
                "the friend has seat 1");
        host.playOneMove();
        // The friend's page follows the host's move through the WebSocket, as it happens.
        friendWait.until(d -> !d.findElements(By.cssSelector(
                "#log [data-event=card-played][data-seat='0'], #log [data-event=cards-drawn][data-seat='0']")).isEmpty());
        friend.screenshot("friend");
    }

    @Test
    void hebrewIsRightToLeftWithTheTextsOfHeJson() throws IOException {
        TablePage page = browser(1280, 860, true);
        page.createTable(session.url(), "Dana", 3, "heuristic");
        page.start();
        driver.findElement(By.cssSelector("[data-test=lang-switch]")).click();
        WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(90));
        wait.until(d -> "rtl".equals(d.findElement(By.tagName("html")).getAttribute("dir")));
        assertEquals("he", driver.findElement(By.tagName("html")).getAttribute("lang"));
        Map<String, String> hebrew = TablePage.texts("he");
        wait.until(d -> hebrew.get("status.playing").equals(d.findElement(By.cssSelector("[data-test=status]")).getText()));
        // The toggle is offered only where the declaration can be due: its words are read whether it shows or not.
        assertEquals(hebrew.get("table.lastCard"), page.text("[data-test=last-card-toggle]"));
        assertEquals(hebrew.get("turn.you"), driver.findElement(By.cssSelector("[data-test=turn]")).getText());
        assertEquals(hebrew.get("lang.other"), driver.findElement(By.cssSelector("[data-test=lang-switch]")).getText());

        List<WebElement> cards = driver.findElements(By.cssSelector("[data-test=hand] [data-test=card]"));
        assertTrue(cards.size() >= 2, "a dealt hand has several cards");
        List<Integer> rowOne = new ArrayList<>();
        int top = cards.get(0).getLocation().getY();
        for (WebElement card : cards) {
            if (Math.abs(card.getLocation().getY() - top) < 20) {
                rowOne.add(card.getLocation().getX());
            }
        }
        for (int i = 1; i < rowOne.size(); i++) {
            assertTrue(rowOne.get(i) < rowOne.get(i - 1), "right to left: card " + i + " of the hand lies left of card "
                    + (i - 1) + ", x = " + rowOne);
        }
        page.screenshot("hebrew");

        driver.navigate().refresh();
        wait.until(d -> "rtl".equals(d.findElement(By.tagName("html")).getAttribute("dir")));
        page.awaitReady();
        assertEquals(hebrew.get("turn.you"), driver.findElement(By.cssSelector("[data-test=turn]")).getText(),
                "the language is kept across a reload");
    }

    @Test
    void reloadingMidGameRejoinsTheSameSeatWithTheSameHandAndTheGameFinishes() throws IOException {
        TablePage page = browser(1280, 860, true);
        page.createTable(session.url(), "Ben", 4, "heuristic");
        page.start();
        page.play(3);
        page.awaitReady();
        List<String> hand = page.hand();
        String url = page.tableUrl();
        driver.navigate().refresh();
        assertTrue(page.awaitReady() || page.gameOver());
        assertEquals(url, page.tableUrl());
        assertEquals(hand, page.hand(), "the same hand after the reload");
        assertTrue(driver.findElement(By.cssSelector("[data-test=seat-0]")).getAttribute("class").contains("me"),
                "the page is seat 0's again");
        page.playToTheEnd();
        page.screenshot("after-reload");
    }

    @Test
    void aServerRestartMidGameIsSurvivedAndTheGameFinishes() throws IOException {
        Path data = session.folder("restart-data");
        WebTable own = WebTable.start(data, "127.0.0.1", 0);
        int port = own.port();
        try {
            TablePage page = browser(1280, 860, true);
            page.createTable(own.url(), "Cai", 4, "heuristic");
            page.start();
            page.play(3);
            page.awaitReady();
            List<String> hand = page.hand();
            own.close();
            new WebDriverWait(driver, Duration.ofSeconds(90))
                    .until(d -> d.findElement(By.id("connection")).isDisplayed());
            own = WebTable.start(data, "127.0.0.1", port);
            new WebDriverWait(driver, Duration.ofSeconds(90))
                    .until(d -> !d.findElement(By.id("connection")).isDisplayed());
            page.awaitReady();
            assertEquals(hand, page.hand(), "the same hand from the restarted server");
            page.playToTheEnd();
            page.screenshot("after-restart");
        } finally {
            own.close();
        }
    }

    @Test
    void aSevenOfTheSevenSwapPluginIsPlayedThroughTheSeatPickerAndTheHandsAreSwapped() throws IOException {
        TablePage page = browser(1280, 860, true);
        page.prefer("7");
        deals = () -> SEVEN_FIRST_DEAL;
        page.createTable(session.url(), "Noa", 3, "random", Map.of("seven-swap", Map.of()));
        page.start();
        assertTrue(page.hand().containsAll(List.of("R7", "G7")), "the deal of seed " + SEVEN_FIRST_DEAL + " gives"
                + " seat 0 two sevens: " + page.hand());
        while (!page.seatPicked() && page.awaitReady()) {
            page.playOneMove();
        }
        assertTrue(page.seatPicked(), "in the game of seed " + SEVEN_FIRST_DEAL + " seat 0 never played a 7 through"
                + " the seat picker");
        page.awaitReady();
        assertFalse(driver.findElements(By.cssSelector("#log [data-event=hands-swapped][data-seat='0']")).isEmpty(),
                "the swap that the seat picker named is in the log");
        page.screenshot("seat-picker");
    }

    @Test
    void onAPhoneSizedScreenTheHandAndTheButtonsFitTheWidthWithScoresAndStages() throws IOException {
        TablePage page = browser(375, 667, true);
        page.createTable(session.url(), "Eli", 4, "heuristic", Map.of(
                "penalty-scoring", Map.of("rounds", "2"), "tournament-stages", Map.of("firstStage", "9")));
        page.start();
        page.play(2);
        page.awaitReady();
        assertTrue(driver.findElement(By.cssSelector("[data-test=scores]")).isDisplayed(), "penalty-scoring's scores");
        assertEquals(4, driver.findElements(By.cssSelector("[data-test=scores] tr")).size(), "a total for every seat");
        assertTrue(driver.findElement(By.cssSelector("[data-test=scores] h3")).getText().contains("2"),
                "the round of the two the option asked for: " + driver.findElement(By.cssSelector("[data-test=scores] h3")).getText());
        assertTrue(driver.findElement(By.cssSelector("[data-test=stages]")).isDisplayed(), "tournament-stages' stages");
        assertEquals(4, driver.findElements(By.cssSelector("[data-test=stages] li")).size(), "a stage for every seat");
        long width = (Long) page.script("return window.innerWidth;");
        assertEquals(375, width, "the window is phone-sized");
        long scrollWidth = (Long) page.script("return document.documentElement.scrollWidth;");
        assertTrue(scrollWidth <= width, "nothing sticks out sideways: the page is " + scrollWidth + " px wide");
        List<WebElement> parts = new ArrayList<>(driver.findElements(By.cssSelector("[data-test=hand] [data-test=card]")));
        parts.addAll(driver.findElements(By.cssSelector("#actions button")));
        assertFalse(parts.isEmpty());
        for (WebElement part : parts) {
            if (!part.isDisplayed()) {
                continue;
            }
            int left = part.getRect().getX();
            int right = left + part.getRect().getWidth();
            assertTrue(left >= 0 && right <= width, part.getAttribute("data-test") + " " + part.getText()
                    + part.getAttribute("data-card") + " lies from x=" + left + " to " + right + ", outside 0.." + width);
        }
        page.screenshot("phone");
    }

}
