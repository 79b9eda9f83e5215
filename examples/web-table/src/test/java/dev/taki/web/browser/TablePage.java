package dev.taki.web.browser;

import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.NoSuchElementException;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The lobby and the table page as a player uses them: by clicking. Every wait is on the page's own data
 * attributes, never a fixed sleep.
 */
final class TablePage {
    /** A game this long by clicking means the page stopped answering, not that the game was long. */
    private static final int MOST_MOVES = 400;
    private static final By HAND_CARDS = By.cssSelector("[data-test=hand] [data-test=card]");

    private final ChromeDriver driver;
    private final WebDriverWait wait;
    private boolean colorPicked;
    private boolean seatPicked;
    private boolean lastDeclared;
    private boolean drawing;
    private boolean forgetting;
    private String preferredSymbol;
    private String clock;
    private String edition;
    private String language;
    private boolean keyboard;
    private boolean viaReminder;
    private int reminders;
    private int moves;

    TablePage(ChromeDriver driver) {
        this.driver = driver;
        this.wait = new WebDriverWait(driver, Duration.ofSeconds(90), Duration.ofMillis(25));
        this.wait.withMessage(this::describe);
    }

    /** What the page shows, for a failure's message: the status, whose turn, the message, the hand, the address. */
    String describe() {
        try {
            return "the page shows " + script("""
                    const text = (css) => document.querySelector(css)?.textContent?.trim() ?? '';
                    const cards = [...document.querySelectorAll('[data-test=card]')]
                        .map((c) => c.dataset.card + (c.dataset.legal === 'true' ? '*' : ''));
                    return `status=${document.querySelector('[data-test=status]')?.dataset.status}`
                        + ` turn="${text('[data-test=turn]')}" message="${text('#message')}"`
                        + ` busy=${document.body.classList.contains('busy')} hand=[${cards}]`
                        + ` moves=[${[...document.querySelectorAll('#moves button')].map((b) => b.dataset.move)}]`
                        + ` log=[${[...document.querySelectorAll('#log li')].slice(0, 4).map((li) => [...li.childNodes]
                            .filter((n) => n.nodeType === 3).map((n) => n.textContent).join(''))}]`
                        + ` at ${location.pathname}`;""");
        } catch (RuntimeException e) {
            return "the page cannot be read: " + e.getMessage();
        }
    }

    ChromeDriver driver() {
        return driver;
    }

    /** In the lobby: a table of that many players, bots of that kind, seat 0 taken by the name; waits for its page. */
    void createTable(URI server, String name, int players, String bots) {
        createTable(server, name, players, bots, Map.of());
    }

    /**
     * In the lobby, as {@link #createTable(URI, String, int, String)}, with variants ticked in the chooser and
     * their options typed in (variant id → option name → value).
     */
    void createTable(URI server, String name, int players, String bots, Map<String, Map<String, String>> variants) {
        driver.get(server + (language == null ? "" : "?lang=" + language));
        WebElement nameInput = wait.until(d -> d.findElement(By.cssSelector("[data-test=name-input]")));
        nameInput.clear();
        nameInput.sendKeys(name);
        WebElement playersInput = driver.findElement(By.id("players"));
        playersInput.clear();
        playersInput.sendKeys(String.valueOf(players));
        wait.until(d -> !d.findElements(By.cssSelector("#bots option")).isEmpty());
        new Select(driver.findElement(By.id("bots"))).selectByValue(bots);
        if (clock != null) {
            new Select(driver.findElement(By.cssSelector("[data-test=clock-select]"))).selectByValue(clock);
        }
        if (edition != null) {
            wait.until(d -> !d.findElements(By.cssSelector("#edition option[value='" + edition + "']")).isEmpty());
            new Select(driver.findElement(By.id("edition"))).selectByValue(edition);
        }
        variants.forEach((id, options) -> {
            WebElement box = driver.findElement(By.cssSelector(".variant[data-variant='" + id + "'] [data-test=variant-checkbox]"));
            // in the middle of the window: at its bottom edge a phone's window may not take the click
            script("arguments[0].scrollIntoView({block: 'center'});", box);
            box.click();
            options.forEach((option, value) -> {
                WebElement input = driver.findElement(By.cssSelector("[data-variant='" + id + "'][data-option='" + option + "']"));
                input.clear();
                input.sendKeys(value);
            });
        });
        driver.findElement(By.cssSelector("[data-test=create-button]")).click();
        wait.until(d -> d.getCurrentUrl().contains("/t/"));
        wait.until(d -> d.findElement(By.cssSelector("[data-test=start-button]")).isDisplayed());
    }

    /** Opens a table's page (its invite link, with {@code ?lang=} if wanted), takes a seat by that name, waits. */
    void takeSeat(URI table, String name) {
        driver.get(table.toString());
        wait.until(d -> d.findElement(By.cssSelector("[data-test=join-button]")).isDisplayed());
        driver.findElement(By.cssSelector("[data-test=name-input]")).sendKeys(name);
        driver.findElement(By.cssSelector("[data-test=join-button]")).click();
        wait.until(d -> d.findElement(By.cssSelector("[data-test=start-button]")).isDisplayed());
    }

    /** Starts the game and waits until the seat may act (bots that act first have moved). */
    void start() {
        driver.findElement(By.cssSelector("[data-test=start-button]")).click();
        wait.until(d -> "playing".equals(attribute("[data-test=status]", "data-status")) || gameOver());
        awaitReady();
    }

    String tableUrl() {
        return driver.getCurrentUrl();
    }

    /** Waits until the seat can act or the game is over; true when it can act. */
    boolean awaitReady() {
        String state = wait.until(d -> (String) script("""
                if (!document.querySelector('[data-test=winner]').hidden) return 'over';
                if (document.body.classList.contains('busy')) return null;
                const legal = document.querySelectorAll('[data-test=hand] [data-legal=true]').length;
                const moves = [...document.querySelectorAll('#moves button')].filter((b) => !b.disabled).length;
                return legal + moves > 0 ? 'ready' : null;"""));
        return state.equals("ready");
    }

    boolean gameOver() {
        return !driver.findElements(By.cssSelector("[data-test=winner]")).isEmpty()
                && driver.findElement(By.cssSelector("[data-test=winner]")).isDisplayed();
    }

    /** The notation of the hand's cards, in the order shown. */
    @SuppressWarnings("unchecked")
    List<String> hand() {
        // Read in one script: the page may draw the hand anew between two reads of its elements.
        return List.copyOf((List<String>) script(
                "return [...document.querySelectorAll('[data-test=hand] [data-test=card]')].map((c) => c.dataset.card);"));
    }

    /**
     * One move by clicking, as a player who plays whenever they can: a Change Color first (through the colour
     * picker), else the first card that may be played, else the draw, pass, close or end button. With two cards
     * in hand the "last card!" toggle goes on before a card is played.
     */
    void playOneMove() {
        for (int attempt = 0; attempt < 5; attempt++) {
            try {
                clickOneMove();
                moves++;
                return;
            } catch (StaleElementReferenceException e) {
                // The board was drawn again under the click (an event arrived): look again.
                awaitReady();
            }
        }
        throw new AssertionError("the page kept redrawing the hand under every click");
    }

    private void clickOneMove() {
        List<WebElement> draw = driver.findElements(By.cssSelector("[data-test=draw-button]"));
        if (drawing && !draw.isEmpty()) {
            press(draw.get(0));
            answerReminder();
            return;
        }
        List<WebElement> legal = driver.findElements(By.cssSelector("[data-test=hand] [data-legal=true]"));
        WebElement card = legal.stream().filter(c -> "COLOR".equals(c.getAttribute("data-card"))).findFirst()
                .or(() -> legal.stream().filter(c -> preferredSymbol != null
                        && c.getAttribute("data-card").endsWith(preferredSymbol)).findFirst())
                .orElse(legal.isEmpty() ? null : legal.get(0));
        if (card == null) {
            List<WebElement> buttons = driver.findElements(By.cssSelector("#moves button"));
            WebElement button = buttons.stream().filter(b -> "draw".equals(b.getAttribute("data-move"))).findFirst()
                    .orElse(buttons.get(0));
            // Closing or ending a TAKI run with one card left ends the turn with one card: declare it.
            boolean declare = !forgetting && !"draw".equals(button.getAttribute("data-move"))
                    && driver.findElements(HAND_CARDS).size() == 1;
            int seen = declaredCount();
            if (declare && !viaReminder) {
                lastCardToggleOn();
            }
            press(button);
            declare |= answerReminder();
            if (declare) {
                awaitReady();
                lastDeclared |= declaredCount() > seen;
            }
            return;
        }
        boolean declare = !forgetting && !viaReminder && driver.findElements(HAND_CARDS).size() == 2;
        if (declare) {
            lastCardToggleOn();
        }
        String played = card.getAttribute("data-card");
        int seen = declaredCount();
        press(card);
        assertPickerClearOfTheHand();
        if (played.equals("COLOR")) {
            WebElement picker = wait.until(d -> d.findElement(By.cssSelector("[data-test=color-picker]")));
            if (!picker.isDisplayed()) {
                throw new AssertionError("a Change Color was played without the colour picker");
            }
            pressChoice(picker.findElement(By.cssSelector("[data-color]")));
            colorPicked = true;
        } else {
            for (String picker : List.of("seat-picker", "choice-picker", "color-picker")) {
                WebElement open = driver.findElement(By.cssSelector("[data-test=" + picker + "]"));
                if (open.isDisplayed()) {
                    pressChoice(open.findElement(By.cssSelector("[data-seat], [data-move], [data-color]")));
                    seatPicked |= picker.equals("seat-picker");
                }
            }
        }
        declare |= answerReminder();
        if (declare) {
            awaitReady();
            lastDeclared |= declaredCount() > seen;
        }
    }

    /** An open picker lies clear of the hand: it never covers a card. */
    void assertPickerClearOfTheHand() {
        String overlap = (String) script("""
                const hand = document.querySelector('[data-test=hand]').getBoundingClientRect();
                for (const picker of document.querySelectorAll('.picker')) {
                  if (picker.hidden) continue;
                  const r = picker.getBoundingClientRect();
                  if (r.left < hand.right && r.right > hand.left && r.top < hand.bottom && r.bottom > hand.top) {
                    return picker.dataset.test + ' ' + JSON.stringify(r) + ' covers the hand ' + JSON.stringify(hand);
                  }
                }
                return null;""");
        if (overlap != null) {
            throw new AssertionError(overlap);
        }
    }

    /** Clicks, or with {@link #useKeyboard} focuses the element and presses Enter. */
    private void press(WebElement element) {
        if (keyboard) {
            element.sendKeys(Keys.ENTER);
        } else {
            element.click();
        }
    }

    /**
     * A picker's first choice: from the keyboard, the picker gave it the focus when it opened, so Enter goes to the
     * element that has the focus, which must be that choice.
     */
    private void pressChoice(WebElement choice) {
        if (!keyboard) {
            choice.click();
            return;
        }
        WebElement focused = driver.switchTo().activeElement();
        if (!focused.equals(choice)) {
            throw new AssertionError("the picker did not give its first choice the focus: " + focused.getTagName()
                    + " " + focused.getText());
        }
        focused.sendKeys(Keys.ENTER);
    }

    /**
     * Answers the "last card" reminder when the page shows it (a move that leaves one card, the toggle off): says it,
     * unless the page {@link #forgetLastCard forgets}; true when it said it.
     */
    private boolean answerReminder() {
        if (!shows("[data-test=last-card-reminder]")) {
            return false;
        }
        reminders++;
        press(driver.findElement(By.cssSelector(forgetting ? "[data-test=remind-skip]" : "[data-test=remind-declare]")));
        return !forgetting;
    }

    private void lastCardToggleOn() {
        WebElement toggle = driver.findElement(By.cssSelector("[data-test=last-card-toggle]"));
        if (toggle.isDisplayed() && !"true".equals(toggle.getAttribute("data-on"))) {
            toggle.click();
        }
    }

    private int declaredCount() {
        return driver.findElements(By.cssSelector("#log [data-event=last-card-declared][data-seat='0']")).size();
    }

    /** Plays by clicking until the game-over banner shows. */
    void playToTheEnd() {
        int start = moves;
        while (awaitReady()) {
            if (moves - start > MOST_MOVES) {
                throw new AssertionError("no winner after " + MOST_MOVES + " moves by clicking");
            }
            playOneMove();
        }
    }

    /** Plays by clicking a number of moves, or until the game is over. */
    void play(int count) {
        for (int i = 0; i < count && awaitReady(); i++) {
            playOneMove();
        }
    }

    int moves() {
        return moves;
    }

    boolean colorPicked() {
        return colorPicked;
    }

    /** From now on, plays a legal card of this symbol (after a Change Color) when it has one: {@code "7"}. */
    void prefer(String symbol) {
        preferredSymbol = symbol;
    }

    /** From now on, draws whenever the draw button is there, and else plays as {@link #playOneMove} says. */
    void preferDrawing() {
        drawing = true;
    }

    /** The move clock the next table made in the lobby gets, in seconds (one of the lobby's choices). */
    void clock(int seconds) {
        clock = String.valueOf(seconds);
    }

    /** The edition the next table made in the lobby plays (its id), or null for the base game. */
    void edition(String id) {
        edition = id;
    }

    /** The language the lobby is opened in ({@code ?lang=}): "en" or "he". */
    void language(String code) {
        language = code;
    }

    /** From now on, every action is a key press (Enter on the focused card or button), never a click. */
    void useKeyboard() {
        keyboard = true;
    }

    /** From now on, never turns the toggle on before a move: the page's reminder asks, and is answered. */
    void declareThroughTheReminder() {
        viaReminder = true;
    }

    /** {@return how many times the page reminded the player of "last card"} */
    int reminders() {
        return reminders;
    }

    /** From now on, never turns the "Last card!" toggle on. */
    void forgetLastCard() {
        forgetting = true;
    }

    /** {@return true while an element of the page that matches is shown} */
    boolean shows(String css) {
        return (Boolean) script("return [...document.querySelectorAll(arguments[0])].some((e) => e.getClientRects().length > 0);",
                css);
    }

    /** Waits until an element that matches is shown. */
    void awaitShown(String css) {
        wait.until(d -> shows(css));
    }

    /** {@return the text of the first element that matches, as the page has it now} */
    String text(String css) {
        return (String) script("return document.querySelector(arguments[0])?.textContent ?? null;", css);
    }

    /** Clicks the first element that matches, finding it again if the page drew it anew under the click. */
    void click(String css) {
        for (int attempt = 0; attempt < 5; attempt++) {
            try {
                driver.findElement(By.cssSelector(css)).click();
                return;
            } catch (StaleElementReferenceException e) {
                // drawn again (a view or an event arrived): look again
            }
        }
        throw new AssertionError("the page kept drawing " + css + " anew under every click");
    }

    /** Waits until the page's condition holds. */
    void awaitTrue(Predicate<TablePage> condition) {
        wait.until(d -> condition.test(this));
    }

    /** {@return the words of the newest line of the "What happened" list that matches, without its card picture} */
    String logLine(String css) {
        return (String) script("""
                const line = document.querySelector('#log ' + arguments[0]);
                return line ? [...line.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('')
                    : null;""", css);
    }

    /** {@return true once a card was played through the seat picker} */
    boolean seatPicked() {
        return seatPicked;
    }

    boolean lastDeclared() {
        return lastDeclared;
    }

    /**
     * {@return an attribute of the first element that matches, or null if it has none}, read in one script: an element
     * found, then asked, may have been drawn anew in between (a stale element).
     *
     * @throws NoSuchElementException if nothing matches (a wait tries again)
     */
    String attribute(String css, String name) {
        @SuppressWarnings("unchecked")
        List<String> found = (List<String>) script("""
                const el = document.querySelector(arguments[0]);
                return el ? [el.getAttribute(arguments[1])] : [];""", css, name);
        if (found.isEmpty()) {
            throw new NoSuchElementException("nothing matches " + css);
        }
        return found.get(0);
    }

    Object script(String body, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(body, args);
    }

    /** {@return the page's texts in a language, from its i18n file, by key} */
    static Map<String, String> texts(String language) throws IOException {
        try (InputStream in = TablePage.class.getResourceAsStream("/web/i18n/" + language + ".json")) {
            JsonNode tree = JsonMapper.builder().build().readTree(in);
            Map<String, String> texts = new HashMap<>();
            tree.properties().forEach(e -> texts.put(e.getKey(), e.getValue().asString()));
            return texts;
        }
    }

    /** Saves a screenshot of the window under target/screenshots/. */
    Path screenshot(String name) throws IOException {
        Path folder = Path.of("target", "screenshots");
        Files.createDirectories(folder);
        Path file = folder.resolve(name + ".png");
        Files.copy(driver.getScreenshotAs(OutputType.FILE).toPath(), file, StandardCopyOption.REPLACE_EXISTING);
        return file;
    }
}
