package dev.taki.web;

import io.javalin.Javalin;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** A failure inside the server is a 500 with a JSON sentence; its details stay in the server's log. */
class InternalErrorTest {

    @Test
    void aFailureIsAJson500WithoutItsStackTrace(@TempDir Path data) {
        try (Tables tables = new Tables(Settings.of(data, null, "127.0.0.1", 0))) {
            Javalin app = Javalin.create(config -> {
                config.startup.showJavalinBanner = false;
                new Routes(tables).register(config.routes);
                config.routes.get("/boom", ctx -> {
                    throw new IllegalStateException("secret detail of the failure");
                });
            }).start("127.0.0.1", 0);
            try {
                Client.Reply r = new Client(app.port()).get("/boom");
                assertEquals(500, r.status());
                assertEquals("INTERNAL", r.code());
                assertFalse(r.text().contains("secret detail") || r.text().contains("IllegalStateException"), r.text());
            } finally {
                app.stop();
            }
        }
    }
}
