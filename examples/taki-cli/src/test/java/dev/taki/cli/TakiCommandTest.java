package dev.taki.cli;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The command line as a whole: the list of commands, help, and what a mistyped command gets. */
class TakiCommandTest {

    @Test
    void withoutACommandItListsTheCommands() {
        Cli taki = Cli.run().succeeds();
        for (String command : new String[] {"demo", "play", "simulate", "replay", "check", "variants"}) {
            assertTrue(taki.out().contains("\n  " + command + " "), command + " in " + taki.out());
        }
    }

    @Test
    void everyCommandHasHelp() {
        for (String command : new String[] {"demo", "play", "simulate", "replay", "check", "variants"}) {
            Cli help = Cli.run("help", command).succeeds();
            assertTrue(help.out().startsWith("Usage: taki " + command), help.out());
            assertEquals(help.out(), Cli.run(command, "--help").out());
        }
    }

    @Test
    void aMistypedCommandOrOptionIsOneLineNamingWhatExists() {
        Cli.run("dmeo").failsWith("unknown command 'dmeo'; the commands are demo, play, simulate, compare, replay, check, variants, help (see 'taki help')");
        Cli.run("simulate", "--jsn").failsWith("Unknown option: '--jsn'; Possible solutions: --json (see 'taki help simulate')");
        Cli.run("demo", "extra").failsWith("Unmatched argument at index 1: 'extra' (see 'taki help demo')");
    }

    @Test
    void theVersionIsPrinted() {
        assertEquals("taki 0.1.0", Cli.run("--version").succeeds().out().strip());
    }
}
