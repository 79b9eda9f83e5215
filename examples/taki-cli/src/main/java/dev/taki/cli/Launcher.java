package dev.taki.cli;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The main class of {@code taki.jar}: runs {@link TakiCommand}, but first starts {@code taki simulate} again in a
 * JVM with a small young generation when it was started with the JVM's defaults ({@code java -jar taki.jar simulate
 * …}). A simulation allocates a few hundred bytes a decision, all short-lived; the default collector lets its young
 * generation grow to hundreds of megabytes, and the first touch of each page of it is slow on some virtual machines
 * (page faults that cost tens of microseconds each), which doubled the time of a simulation there. A young generation
 * of {@link #YOUNG} stays in a few thousand pages, touched once and reused.
 *
 * <p>Nothing is started again when the JVM was given options of its own ({@code java -Xmx… -jar taki.jar}), when
 * {@code TAKI_RELAUNCH=no} is set, or for any other command; if the new JVM cannot be started the simulation runs
 * here. The relaunched JVM has the system property {@code taki.relaunched} set.
 */
public final class Launcher {
    /** The options the simulation is started again with. */
    static final List<String> OPTIONS = List.of("-XX:+UseSerialGC", "-Xmn" + Launcher.YOUNG, "-XX:-UsePerfData");
    /** The size of the young generation it is given. */
    static final String YOUNG = "32m";
    private static final String RELAUNCHED = "taki.relaunched";

    private Launcher() {
    }

    /**
     * Runs the command line, relaunching {@code simulate} as described above.
     *
     * @param args the command line
     */
    public static void main(String[] args) {
        if (wantsRelaunch(args, ManagementFactory.getRuntimeMXBean().getInputArguments(), System.getenv("TAKI_RELAUNCH"),
                System.getProperty(RELAUNCHED) != null)) {
            Integer status = relaunch(args);
            if (status != null) {
                System.exit(status);
            }
        }
        TakiCommand.main(args);
    }

    /**
     * Whether to start the command again with {@link #OPTIONS}: a simulation, in a JVM started with no option of
     * the user's, not already relaunched, and not turned off.
     */
    static boolean wantsRelaunch(String[] args, List<String> jvmOptions, String setting, boolean relaunched) {
        if (relaunched || args.length == 0 || !"simulate".equals(args[0]) || "no".equalsIgnoreCase(setting)) {
            return false;
        }
        for (String a : args) {
            if (a.equals("-h") || a.equals("--help") || a.equals("-V") || a.equals("--version")) {
                return false; // nothing to simulate
            }
        }
        for (String option : jvmOptions) {
            // the launcher's own agents and the like are no choice of the user's; any -X, -XX or -D option is
            if (option.startsWith("-X") || option.startsWith("-D")) {
                return false;
            }
        }
        return true;
    }

    /** Runs the command line in a new JVM with the same streams; its exit status, or null if it could not start. */
    private static Integer relaunch(String[] args) {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        String classPath = System.getProperty("java.class.path");
        if (!Files.isExecutable(java) || classPath == null || classPath.isEmpty()) {
            return null;
        }
        List<String> command = new ArrayList<>();
        command.add(java.toString());
        command.addAll(OPTIONS);
        command.add("-D" + RELAUNCHED + "=true");
        command.add("-cp");
        command.add(classPath);
        command.add(TakiCommand.class.getName());
        command.addAll(List.of(args));
        try {
            Process process = new ProcessBuilder(command).inheritIO().start();
            while (true) {
                try {
                    return process.waitFor();
                } catch (InterruptedException e) {
                    // keep waiting: the new JVM has the terminal and ends on its own (Ctrl-C reaches it too)
                }
            }
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
