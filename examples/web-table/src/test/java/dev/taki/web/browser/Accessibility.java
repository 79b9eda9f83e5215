package dev.taki.web.browser;

import org.openqa.selenium.JavascriptExecutor;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * axe-core's accessibility check of the page as it is now: injected through the driver (the page's own Content
 * Security Policy is not asked), run on the whole document, and failed on any violation of serious or critical
 * impact.
 */
final class Accessibility {
    private static final String AXE = read("/axe/axe.min.js");
    private final TablePage page;

    Accessibility(TablePage page) {
        this.page = page;
        page.driver().manage().timeouts().scriptTimeout(Duration.ofSeconds(180));
    }

    /** Fails with each serious or critical violation: its rule, its help and up to three of its elements. */
    void assertNoSeriousViolations(String where) {
        JavascriptExecutor js = page.driver();
        if (!Boolean.TRUE.equals(js.executeScript("return typeof window.axe === 'object';"))) {
            js.executeScript(AXE);
        }
        String violations = (String) js.executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                axe.run(document, { resultTypes: ['violations'] }).then((results) => done(results.violations
                    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
                    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3)
                        .map((n) => n.target.join(' ') + ' ' + (n.failureSummary ?? '').replace(/\\s+/g, ' ')).join(' | ')}`)
                    .join('\\n')), (e) => done('axe failed: ' + e));""");
        assertEquals("", violations, "accessibility of " + where);
    }

    private static String read(String resource) {
        try (InputStream in = Accessibility.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is not on the test class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
