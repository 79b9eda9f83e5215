package dev.taki.web.browser;

import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Debian's headless Chromium, driven through the system's chromedriver: never a browser or driver that
 * Selenium Manager would download. The paths can be changed with the system properties {@code taki.chromium}
 * and {@code taki.chromedriver}.
 */
final class Chromium {
    static final Path BROWSER = Path.of(System.getProperty("taki.chromium", "/usr/bin/chromium"));
    static final Path DRIVER = Path.of(System.getProperty("taki.chromedriver", "/usr/bin/chromedriver"));
    /**
     * Selenium looks for a DevTools binding of Debian's Chromium version and warns at every start when it has
     * none; the tests use no DevTools API but the driver's own commands, so the warning is only noise. Kept in a
     * field, since java.util.logging holds its loggers weakly.
     */
    private static final Logger CDP_VERSION_FINDER = Logger.getLogger("org.openqa.selenium.devtools.CdpVersionFinder");
    private static boolean told;

    static {
        CDP_VERSION_FINDER.setLevel(Level.SEVERE);
    }

    private Chromium() {
    }

    /** What is missing for the browser tests, or null when both the browser and its driver are there. */
    static String missing() {
        List<String> missing = new ArrayList<>();
        if (!Files.isExecutable(BROWSER)) {
            missing.add(BROWSER + " (Debian package chromium)");
        }
        if (!Files.isExecutable(DRIVER)) {
            missing.add(DRIVER + " (Debian package chromium-driver)");
        }
        return missing.isEmpty() ? null : String.join(" and ", missing);
    }

    /** Skips the calling tests, saying so once on standard error, when the browser or its driver is missing. */
    static void assumeInstalled() {
        String missing = missing();
        String line = "browser tests skipped: no " + missing + "; scripts/test installs them";
        if (missing != null && !told) {
            told = true;
            System.err.println(line);
        }
        assumeTrue(missing == null, line);
    }

    /**
     * Starts a headless Chromium with a fresh profile.
     *
     * @param profile       an empty folder for the browser's profile
     * @param width         the window's width in CSS pixels
     * @param height        the window's height in CSS pixels
     * @param reducedMotion whether the page is asked to leave its animations out
     * @return the driver
     * @throws IOException if the profile folder cannot be made
     */
    static ChromeDriver start(Path profile, int width, int height, boolean reducedMotion) throws IOException {
        Files.createDirectories(profile);
        System.setProperty("webdriver.chrome.driver", DRIVER.toString());
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort()
                .build();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BROWSER.toFile());
        // As root (CI) Chromium needs --no-sandbox; the network beyond loopback is closed, so every background
        // connection Chromium would make is turned off.
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--disable-default-apps", "--disable-extensions", "--hide-scrollbars",
                "--user-data-dir=" + profile.toAbsolutePath(), "--window-size=" + width + "," + height);
        if (reducedMotion) {
            options.addArguments("--force-prefers-reduced-motion");
        }
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
        // The window's size includes no page area exactly; the page gets exactly width × height CSS pixels.
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", width, "height", height,
                "deviceScaleFactor", 1, "mobile", width < 600));
        return driver;
    }
}
