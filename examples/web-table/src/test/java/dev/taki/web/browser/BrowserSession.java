package dev.taki.web.browser;

import dev.taki.web.SeededWebTable;
import dev.taki.web.WebTable;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.AfterTestExecutionCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.openqa.selenium.chrome.ChromeDriver;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.LongSupplier;
import java.util.stream.Stream;

/**
 * What every browser test class needs, in one place: a web table server of its own, on a folder of its own, started
 * once for the class where Chromium is installed; each test skipped where Chromium or its driver is missing; the
 * Chromium windows a test opens, every one of them closed after it; and, when a test fails, a screenshot of the first
 * window as it was, before it closes. Register it as a static field:
 * {@code @RegisterExtension static final BrowserSession browser = new BrowserSession("failed-", () -> 5);}
 */
final class BrowserSession implements BeforeAllCallback, AfterAllCallback, BeforeEachCallback,
        AfterTestExecutionCallback, AfterEachCallback {
    private final String failurePrefix;
    private final LongSupplier deals;
    private final List<ChromeDriver> windows = new ArrayList<>();
    private Path folder;
    private WebTable server;
    private int made;

    /**
     * @param failurePrefix how the screenshot of a failed test is named, before the test's name
     * @param deals         the seeds of the server's games, one a new game
     */
    BrowserSession(String failurePrefix, LongSupplier deals) {
        this.failurePrefix = failurePrefix;
        this.deals = deals;
    }

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        if (Chromium.missing() == null) {
            folder = Files.createTempDirectory("taki-browser-");
            server = SeededWebTable.start(folder.resolve("data"), 0, deals);
        }
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        Chromium.assumeInstalled();
    }

    @Override
    public void afterTestExecution(ExtensionContext context) throws IOException {
        if (context.getExecutionException().isPresent() && !windows.isEmpty()) {
            new TablePage(windows.get(0)).screenshot(failurePrefix + context.getDisplayName().replaceAll("\\W+", "-"));
        }
    }

    @Override
    public void afterEach(ExtensionContext context) {
        windows.forEach(ChromeDriver::quit);
        windows.clear();
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        if (server != null) {
            server.close();
        }
        if (folder != null) {
            try (Stream<Path> files = Files.walk(folder)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }

    /** {@return the address of the class's server} */
    URI url() {
        return server.url();
    }

    /** {@return a new, empty folder for the test's own use} @throws IOException if it cannot be made */
    Path folder(String name) throws IOException {
        return Files.createDirectories(folder.resolve(name + "-" + made++));
    }

    /**
     * Opens a Chromium window for the running test, closed after it.
     *
     * @param width         the window's width, in CSS pixels
     * @param height        its height
     * @param reducedMotion whether the page is asked to leave out its animations
     * @return the window's driver
     * @throws IOException if its profile folder cannot be made
     */
    ChromeDriver open(int width, int height, boolean reducedMotion) throws IOException {
        ChromeDriver window = Chromium.start(folder.resolve("profile-" + made++), width, height, reducedMotion);
        windows.add(window);
        return window;
    }
}
