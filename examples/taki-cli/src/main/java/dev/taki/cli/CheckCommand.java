package dev.taki.cli;

import dev.taki.testkit.scenario.Scenario;
import dev.taki.testkit.scenario.ScenarioReader;
import dev.taki.testkit.scenario.ScenarioResult;
import dev.taki.testkit.scenario.ScenarioRunner;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code taki check <files or folders…>}: runs scenario files, one line per scenario, then the totals. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Runs scenario files (NOTATION.md): one line per scenario, then 'N passed, N failed'.",
                "Exit status: 0 if all passed, 1 if any failed, 2 if a file could not be read."})
final class CheckCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "scenario files (.json) or folders holding them")
    List<Path> paths;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ScenarioRunner runner = new ScenarioRunner();
        int passed = 0;
        int failed = 0;
        boolean unreadable = false;
        for (Path path : paths) {
            List<Scenario> scenarios;
            try {
                scenarios = ScenarioReader.read(List.of(path));
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
