package dev.taki.cli;

import dev.taki.cli.plugins.Plugins;
import dev.taki.core.VariantCatalog;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** {@code java -jar taki.jar <command>}: the taki command line. */
@Command(name = "taki", mixinStandardHelpOptions = true, version = "taki 0.1.0",
        description = "The TAKI rules engine: play against bots, bot games and simulations, game records, rule scenarios, variants.",
        subcommands = {DemoCommand.class, PlayCommand.class, SimulateCommand.class, CompareCommand.class, ReplayCommand.class,
                CheckCommand.class, VariantsCommand.class, CommandLine.HelpCommand.class})
public final class TakiCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    // Every command takes it (INHERIT), before or after the command's name; pluginPaths() reads all of them.
    @Option(names = "--plugins", scope = CommandLine.ScopeType.INHERIT, paramLabel = "JAR|FOLDER",
            description = "a plugin jar, a folder of jars, or a class folder: its variants and editions join taki's (repeatable)")
    List<Path> pluginOption;

    private BufferedReader in;
    private Plugins loaded;

    /** What {@code play} reads the person's moves from. */
    BufferedReader input() {
        if (in == null) {
            in = new BufferedReader(new InputStreamReader(System.in, Charset.defaultCharset()));
        }
        return in;
    }

    /** The variants and editions the commands play with: taki's own and those of every --plugins path. */
    VariantCatalog catalog() {
        return plugins().catalog();
    }

    /**
     * Taki's own variants and editions and the plugins', with where each came from; loaded on first use, so a
     * command that needs none (help) is not refused for a broken plugin.
     *
     * @throws IllegalArgumentException with one sentence naming the path or plugin that cannot be used
     */
    Plugins plugins() {
        if (loaded == null) {
            loaded = Plugins.load(pluginPaths(), TakiCommand.class.getClassLoader());
        }
        return loaded;
    }

    /**
     * The paths given to --plugins anywhere on the line, in order. Picocli gives each command on the line its own
     * copy of an inherited option and starts its list afresh, so the field holds only the last command's paths;
     * the parse result holds them all.
     */
    private List<Path> pluginPaths() {
        List<Path> paths = new ArrayList<>();
        for (ParseResult level = spec.commandLine().getParseResult(); level != null; level = level.subcommand()) {
            CommandLine.Model.OptionSpec option = level.matchedOption("--plugins");
            if (option != null) {
                option.stringValues().forEach(value -> paths.add(Path.of(value)));
            }
        }
        return paths;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Runs a command line and returns its exit status, reading standard input and writing to the given streams. */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        return run(null, out, err, args);
    }

    /**
     * Runs a command line and returns its exit status: 0 on success, 1 when checks failed, 2 for a usage or
     * input error (reported on {@code err} as one line {@code taki: …}).
     *
     * @param in what {@code play} reads the person's moves from (null: standard input)
     */
    public static int run(BufferedReader in, PrintWriter out, PrintWriter err, String... args) {
        TakiCommand taki = new TakiCommand();
        taki.in = in;
        CommandLine cl = new CommandLine(taki);
        cl.setOut(out);
        cl.setErr(err);
        cl.setExecutionExceptionHandler((e, line, parsed) -> {
            out.flush();
            line.getErr().println("taki: " + describe(e));
            return 2;
        });
        cl.setParameterExceptionHandler((e, a) -> {
            String message = e.getMessage().replaceFirst("^Error: ", "");
            CommandLine where = e.getCommandLine();
            if (e instanceof CommandLine.UnmatchedArgumentException u && !where.getSubcommands().isEmpty()
                    && !u.getUnmatched().isEmpty() && !u.getUnmatched().get(0).startsWith("-")) {
                message = "unknown command '" + u.getUnmatched().get(0) + "'; the commands are "
                        + String.join(", ", where.getSubcommands().keySet());
            } else if (e instanceof CommandLine.UnmatchedArgumentException u) {
                java.io.StringWriter hint = new java.io.StringWriter();
                CommandLine.UnmatchedArgumentException.printSuggestions(u, new PrintWriter(hint));
                if (!hint.toString().isBlank()) {
                    message += "; " + hint.toString().trim().replaceAll("\\s+", " ").replaceFirst("^Did", "did");
                }
            }
            where.getErr().println("taki: " + message + " (see 'taki help"
                    + (where.getParent() == null ? "" : " " + where.getCommandName()) + "')");
            return 2;
        });
        cl.setExecutionStrategy(parsed -> {
            try {
                return new CommandLine.RunLast().execute(parsed);
            } catch (LinkageError e) {
                // A plugin's class that is missing, or built for another taki, met only once a game used it.
                out.flush();
                err.println("taki: a plugin failed: " + e + " (a library jar missing from --plugins,"
                        + " or a plugin built for another version of taki?)");
                return 2;
            }
        });
        try {
            return cl.execute(args);
        } finally {
            if (taki.loaded != null) {
                taki.loaded.close();
            }
            out.flush();
            err.flush();
        }
    }

    /** One line for an error: the message of an expected one, the kind and message of an unexpected one. */
    private static String describe(Exception e) {
        if (e instanceof IllegalArgumentException && e.getMessage() != null) {
            return e.getMessage();
        }
        return "unexpected " + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage())
                + " (please report this)";
    }

    /** The program's entry point. */
    public static void main(String[] args) {
        int status = run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args);
        System.exit(status);
    }
}
