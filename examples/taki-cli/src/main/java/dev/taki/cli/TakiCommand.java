package dev.taki.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;

/** {@code java -jar taki.jar <command>}: the taki command line. */
@Command(name = "taki", mixinStandardHelpOptions = true, version = "taki 0.1.0",
        description = "The TAKI rules engine: bot games, rule scenarios, variants.",
        subcommands = {DemoCommand.class, CheckCommand.class, VariantsCommand.class, CommandLine.HelpCommand.class})
public final class TakiCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Runs a command line and returns its exit status, writing to the given streams. */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cl = new CommandLine(new TakiCommand());
        cl.setOut(out);
        cl.setErr(err);
        cl.setExecutionExceptionHandler((e, line, parsed) -> {
            line.getErr().println("taki: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
            return 2;
        });
        cl.setParameterExceptionHandler((e, a) -> {
            e.getCommandLine().getErr().println("taki: " + e.getMessage() + " (see 'taki help "
                    + e.getCommandLine().getCommandName() + "')");
            return 2;
        });
        int status = cl.execute(args);
        out.flush();
        err.flush();
        return status;
    }

    /** The program's entry point. */
    public static void main(String[] args) {
        int status = run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args);
        System.exit(status);
    }
}
