package dev.taki.web;

import dev.taki.match.BotPace;
import dev.taki.match.MatchOptions;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A server's bot pause: the matches' options decide what it may be, when the settings are made. */
class SettingsTest {
    private static final Settings PLAIN = Settings.of(Path.of("data"), null, "127.0.0.1", 0);

    @Test
    void aPauseLongerThanAMatchAllowsIsRefusedWhenTheSettingsAreMade() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PLAIN.withBotPause(Duration.ofMinutes(2)));
        assertEquals("botPause: expected zero to PT1M, got PT2M", e.getMessage());
        assertEquals("botPause: expected zero to PT1M, got PT-1S",
                assertThrows(IllegalArgumentException.class, () -> PLAIN.withBotPause(Duration.ofSeconds(-1)))
                        .getMessage());
    }

    @Test
    void noPauseMeansBotsMoveAtOnceAndAPauseMeansTheyWaitForPeople() {
        Clock clock = Clock.fixed(Instant.parse("2026-12-02T12:00:00Z"), ZoneOffset.UTC);
        MatchOptions atOnce = PLAIN.withBotPause(Duration.ZERO).matchOptions(clock);
        assertEquals(BotPace.AT_ONCE, atOnce.pace());
        assertEquals(clock, atOnce.clock());
        MatchOptions waiting = PLAIN.withBotPause(Duration.ofSeconds(2)).matchOptions(clock);
        assertEquals(BotPace.WAIT_FOR_PEOPLE, waiting.pace());
        assertEquals(Duration.ofSeconds(2), waiting.botPause());
    }
}
