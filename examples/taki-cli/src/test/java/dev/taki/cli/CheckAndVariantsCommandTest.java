package dev.taki.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code taki check} and {@code taki variants}, as they were: statuses 0, 1 and 2. */
class CheckAndVariantsCommandTest {
    private static final String PASSING = """
            {"name": "a matching card is played", "players": 2,
             "setup": {"hands": [["R5", "B7"], ["G3", "Y4"]], "leading": "R3"},
             "moves": ["0: play R5"], "expect": {"leading": "R5", "current": 1}}""";

    @Test
    void passingScenariosExitWith0AndFailingOnesWith1(@TempDir Path dir) throws IOException {
        Path good = dir.resolve("good.json");
        Files.writeString(good, PASSING);
        Cli check = Cli.run("check", good.toString()).succeeds();
        assertTrue(check.out().endsWith("1 passed, 0 failed\n"), check.out());
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, PASSING.replace("\"current\": 1", "\"current\": 0"));
        Cli failing = Cli.run("check", good.toString(), bad.toString());
        assertEquals(1, failing.status());
        assertTrue(failing.out().endsWith("1 passed, 1 failed\n"), failing.out());
    }

    @Test
    void anUnreadablePathIsAnInputError(@TempDir Path dir) {
        Cli.run("check", dir.resolve("none.json").toString()).failsWith("cannot read " + dir.resolve("none.json"));
        Cli.run("check").failsWith("no scenario files to check: name files or folders");
    }

    @Test
    void aBrokenFileInAFolderIsNamedAndTheOtherFilesStillRun(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("a.json"), PASSING);
        Files.writeString(dir.resolve("b.json"), PASSING.replace("\"moves\"", "\"movez\""));
        Files.writeString(dir.resolve("c.json"), PASSING);
        Cli check = Cli.run("check", dir.toString(), dir.resolve("none.json").toString());
        assertEquals(2, check.status());
        assertTrue(check.out().endsWith("2 passed, 0 failed\n"), check.out());
        assertTrue(check.err().contains("taki: cannot read " + dir.resolve("b.json") + ": unknown field 'movez'"), check.err());
        assertTrue(check.err().contains("taki: cannot read " + dir.resolve("none.json") + ": no such file or folder"),
                check.err());
    }

    @Test
    void variantsListsEveryVariantWithItsOptionsAndTheEditions() {
        Cli variants = Cli.run("variants").succeeds();
        for (String id : new String[] {"crazy-card", "penalty-scoring", "permissive-plus", "plus-three-card",
                "plus-three-rule", "tournament-stages", "classic", "edition-2011", "edition-2015"}) {
            assertTrue(variants.out().contains("\n    " + id + " — "), id);
        }
        assertTrue(variants.out().contains("option rounds"), variants.out());
    }
}
