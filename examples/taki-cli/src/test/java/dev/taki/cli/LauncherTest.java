package dev.taki.cli;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Only a simulation started with the JVM's defaults is started again with a small young generation. */
class LauncherTest {
    private static final List<String> NO_OPTIONS = List.of();

    @Test
    void aSimulationWithTheDefaultsIsStartedAgain() {
        assertTrue(Launcher.wantsRelaunch(new String[] {"simulate", "--games", "200000"}, NO_OPTIONS, null, false));
        assertTrue(Launcher.wantsRelaunch(new String[] {"simulate"}, NO_OPTIONS, "yes", false));
    }

    @Test
    void anythingElseRunsWhereItWasStarted() {
        assertFalse(Launcher.wantsRelaunch(new String[] {"demo"}, NO_OPTIONS, null, false), "another command");
        assertFalse(Launcher.wantsRelaunch(new String[0], NO_OPTIONS, null, false), "no command");
        assertFalse(Launcher.wantsRelaunch(new String[] {"simulate"}, NO_OPTIONS, null, true), "already started again");
        assertFalse(Launcher.wantsRelaunch(new String[] {"simulate"}, NO_OPTIONS, "no", false), "TAKI_RELAUNCH=no");
        assertFalse(Launcher.wantsRelaunch(new String[] {"simulate"}, List.of("-Xmx4g"), null, false), "the user's heap");
        assertFalse(Launcher.wantsRelaunch(new String[] {"simulate"}, List.of("-XX:+UseParallelGC"), null, false));
        assertFalse(Launcher.wantsRelaunch(new String[] {"simulate"}, List.of("-Dfile.encoding=UTF-8"), null, false));
        assertFalse(Launcher.wantsRelaunch(new String[] {"simulate", "--help"}, NO_OPTIONS, null, false), "nothing to play");
    }
}
