package dev.taki.cli;

import dev.taki.core.VariantCatalog;
import dev.taki.testkit.scenario.Scenario;
import dev.taki.testkit.scenario.ScenarioReader;
import dev.taki.testkit.scenario.ScenarioResult;
import dev.taki.testkit.scenario.ScenarioRunner;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code taki check [files or folders…]}: runs scenario files, one line per scenario, then the totals. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Runs scenario files (docs/notation.md): one line per scenario, then 'N passed, N failed'.",
                "Without PATH: the scenarios/*.json that taki's class path and the --plugins jars and folders carry.",
                "Exit status: 0 if all passed, 1 if any failed, 2 if a file could not be read (the other files still run)."})
final class CheckCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", paramLabel = "PATH", description = "scenario files (.json) or folders holding them")
    List<Path> paths = new ArrayList<>();

    @ParentCommand
    TakiCommand taki;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        VariantCatalog catalog = taki.catalog();
        if (!paths.isEmpty()) {
            return check(paths, catalog);
        }
        try (ShippedScenarios shipped = ShippedScenarios.find(TakiCommand.class.getClassLoader(), taki.plugins().paths())) {
            if (shipped.folders().isEmpty()) {
                throw new IllegalArgumentException("no scenario files to check: name files or folders, or give --plugins"
                        + " a plugin that carries " + ShippedScenarios.FOLDER + "/*.json (see 'taki help check')");
            }
            return check(shipped.folders(), catalog);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the scenarios shipped in " + e.getMessage(), e);
        }
    }

    private int check(List<Path> paths, VariantCatalog catalog) {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ScenarioRunner runner = new ScenarioRunner(catalog);
        int passed = 0;
        int failed = 0;
        boolean unreadable = false;
        // File by file: a missing path or a broken file is reported, and the other files still run.
        List<Path> files = new ArrayList<>();
        for (Path path : paths) {
            try {
                files.addAll(ScenarioReader.files(List.of(path)));
            } catch (IOException e) {
                err.println("taki: cannot read " + e.getMessage());
                unreadable = true;
            }
        }
        for (Path file : files) {
            List<Scenario> scenarios;
            try {
                scenarios = ScenarioReader.readFile(file, catalog);
            } catch (IOException e) {
                err.println("taki: cannot read " + e.getMessage());
                unreadable = true;
                continue;
            }
            for (Scenario s : scenarios) {
                ScenarioResult r = runner.run(s);
                out.println(r.line());
                if (r.passed()) {
                    passed++;
                } else {
                    failed++;
                }
            }
        }
        out.println(passed + " passed, " + failed + " failed");
        return unreadable ? 2 : failed > 0 ? 1 : 0;
    }
}
