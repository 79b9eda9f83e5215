package dev.taki.web;

import dev.taki.web.bench.LoadBenchmark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The load benchmark's client against a server in this JVM, at a size a test can afford: every game finishes, with no
 * error and no table stuck. No timing is asserted: the figures are docs/performance.md's, from scripts/load-web.
 */
class LoadTest {

    @Test
    void twentyTablesPlayedAtOnceAllFinishWithoutAnErrorOrAStuckTable(@TempDir Path data) throws IOException,
            InterruptedException {
        try (WebTable server = WebTable.start(data, "127.0.0.1", 0)) {
            ByteArrayOutputStream report = new ByteArrayOutputStream();
            LoadBenchmark.Result result = LoadBenchmark.run(URI.create("http://127.0.0.1:" + server.port()), 20, 4, 600, 120,
                    new PrintStream(report, true, StandardCharsets.UTF_8));
            String text = report.toString(StandardCharsets.UTF_8);
            assertEquals(20, result.finished(), text);
            assertEquals(0, result.errors(), text);
            assertEquals(0, result.stuck(), text);
            assertTrue(result.clean(), text);
        }
    }
}
