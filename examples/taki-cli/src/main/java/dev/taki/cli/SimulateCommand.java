package dev.taki.cli;

import dev.taki.api.GameConfig;
import dev.taki.cli.simulate.ProgressBar;
import dev.taki.cli.simulate.Simulation;
import dev.taki.cli.simulate.Tally;
import dev.taki.core.VariantCatalog;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code taki simulate}: many bot games, then a statistics table (or JSON, or CSV). */
@Command(name = "simulate", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Plays many bot games quietly, then prints wins by seat and by bot, game lengths and speed.",
                "Game g (from 0) uses the seed SEED+g, so it is 'taki demo --seed SEED+g' with the same bots."})
final class SimulateCommand implements Callable<Integer> {

    @Option(names = {"-n", "--games"}, paramLabel = "N", defaultValue = "1000", description = "games to play (default: ${DEFAULT-VALUE})")
    int games;

    @Mixin
    GameOptions game;

    @Mixin
    BotGames botGames;

    @Option(names = "--threads", paramLabel = "N",
            description = "threads that play games side by side (default: the processors available, here ${DEFAULT-VALUE});"
                    + " the results are the same for any number")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--record", paramLabel = "FOLDER", description = "save every game's record in this folder (game-1.json, …)")
    Path record;

    @ArgGroup(exclusive = true)
    ReportFormat format = new ReportFormat();

    @ParentCommand
    TakiCommand taki;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (games < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--games: expected 1 or more, got " + games);
        }
        int maxDecisions = botGames.maxDecisions(spec.commandLine());
        if (threads < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--threads: expected 1 or more, got " + threads);
        }
        VariantCatalog catalog = taki.catalog();
        GameConfig cfg = game.config(catalog, Seating.players(botGames.bots(), 4));
        Simulation simulation = new Simulation(catalog, cfg, Seating.names(botGames.bots(), cfg.players()), botGames.rotate(), maxDecisions);
        Simulation.RecordSink sink = record == null ? null : recordsIn(record);
        // no bar beside JSON or CSV, which tools read
        ProgressBar bar = format.text() ? ProgressBar.ifTerminal(spec.commandLine().getErr(), games) : null;
        // the table sets the simulation's speed beside the engine's own loop, timed between its games; tools get the
        // games alone
        Tally tally = simulation.run(games, threads, bar == null ? null : bar::update, sink, format.text());
        if (bar != null) {
            bar.clear();
        }
        format.print(simulation.report(tally), spec.commandLine().getOut());
        return 0;
    }

    /** Saves each game's record as game-N.json (N from 1) in the folder, creating it if needed. */
    private static Simulation.RecordSink recordsIn(Path folder) {
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot make the record folder " + FileProblems.describe(folder, e));
        }
        return (g, r) -> Records.write(folder.resolve("game-" + (g + 1) + ".json"), r);
    }
}
