package dev.taki.testkit.contract;

import dev.taki.api.GameState;
import dev.taki.core.VariantCatalog;
import dev.taki.core.record.GameRecord;
import dev.taki.testkit.play.NonEndingGame;
import dev.taki.testkit.play.RandomGame;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A game that does not end is reported with what it takes to look at it and play it again: the configuration as
 * JSON, the seed, the first player, the last 30 moves with their seats, a game record under target/taki-contract,
 * the command that replays it and the Java call that reproduces it.
 */
class NonEndingGameReportTest {
    private static final VariantCatalog CATALOG = VariantCatalog.of(List.of(new EndlessRounds()), List.of());
    private static String report;
    private static NonEndingGame cause;

    @BeforeAll
    static void runTheSuiteOnAGameThatNeverEnds() {
        Map<String, Optional<Throwable>> results = DynamicRun.runOnly(VariantContract.suite(EndlessRounds.ID)
                .catalog(CATALOG).players(2, 3).games(1).tests(), "random games keep RULES.md § 8 and end");
        Throwable failure = DynamicRun.of(results, "random games keep RULES.md § 8 and end")
                .orElseThrow(() -> new AssertionError("a game that never ends passed: " + results));
        report = failure.getMessage();
        cause = (NonEndingGame) failure.getCause();
    }

    @Test
    void theReportGivesTheConfigurationAsJsonTheSeedAndTheFirstPlayer() {
        assertTrue(report.contains("the game did not end: no winner after " + RandomGame.MOVE_LIMIT + " moves"), report);
        String config = line("configuration: ");
        assertTrue(config.matches("configuration: \\{\"players\":[23],\"seed\":-?\\d+,\"firstPlayer\":\\d,"
                + "\"direction\":\"c?cw\",\"variants\":\\[\"endless-rounds\"]}"), config);
        assertTrue(report.contains("seed " + cause.config().seed() + ", first player " + cause.config().firstPlayer()),
                report);
    }

    @Test
    void theReportListsTheLast30MovesWithTheirSeats() {
        Matcher m = Pattern.compile("(?m)^ +(\\d+)  (\\d): (\\S.*)$").matcher(report);
        int count = 0;
        int first = -1;
        while (m.find()) {
            if (first < 0) {
                first = Integer.parseInt(m.group(1));
            }
            count++;
        }
        assertEquals(30, count, report);
        assertEquals(RandomGame.MOVE_LIMIT - 29, first);
        List<String> last = cause.moves().subList(cause.moves().size() - 30, cause.moves().size()).stream()
                .map(Object::toString).toList();
        for (String move : last) {
            assertTrue(report.contains("  " + move + "\n"), move);
        }
    }

    @Test
    void theGameIsSavedAsARecordUnderTheBuildsTargetFolderThatReplaysToTheStuckState() throws IOException {
        Path record = cause.record();
        assertEquals(Path.of("target", "taki-contract", "non-ending-" + cause.config().seed() + ".json")
                .toAbsolutePath().normalize(), record);
        assertTrue(Files.isRegularFile(record), record::toString);
        GameRecord read = GameRecord.read(record, CATALOG);
        assertEquals(cause.config(), read.config());
        assertEquals(RandomGame.MOVE_LIMIT, read.moves().size());
        GameState end = read.replay(CATALOG);
        assertFalse(end.isOver());
        assertEquals(cause.last(), end);
    }

    @Test
    void theReportSaysHowToReplayItWithTheCommandLineAndReproduceItInATest() {
        assertEquals("replay it (from the taki repository's root): java -jar examples/taki-cli/target/taki.jar replay "
                + cause.record(), line("replay it"));
        assertTrue(report.contains("--plugins <jar>"), report);
        String classes = line("  the plugin variants: ").substring("  the plugin variants: endless-rounds from ".length());
        assertEquals("  with them: java -jar examples/taki-cli/target/taki.jar replay --plugins " + classes + " "
                + cause.record(), line("  with them: "));
        String call = line("reproduce it in a test: ");
        assertEquals("reproduce it in a test: ContractChecks.randomGameKeepsTheInvariantsAndEnds(new GameConfig("
                + cause.config().players() + ", " + cause.config().seed() + "L, " + cause.config().firstPlayer()
                + ", Direction." + cause.config().direction().name() + ", List.of(VariantChoice.of(\"endless-rounds\"))),"
                + " catalog /* the catalog the test gave */, " + cause.config().seed() + "L);", call);
    }

    @Test
    void theJavaCallReproducesIt() {
        NonEndingGame again = org.junit.jupiter.api.Assertions.assertThrows(NonEndingGame.class,
                () -> ContractChecks.randomGameKeepsTheInvariantsAndEnds(cause.config(), CATALOG, cause.config().seed()));
        assertEquals(cause.moves(), again.moves());
    }

    private static String line(String start) {
        return report.lines().filter(l -> l.startsWith(start)).findFirst()
                .orElseThrow(() -> new AssertionError("no line starting '" + start + "' in\n" + report));
    }
}
