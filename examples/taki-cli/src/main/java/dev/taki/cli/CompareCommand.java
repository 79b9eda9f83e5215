package dev.taki.cli;

import dev.taki.api.ConfigurationException;
import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.VariantChoice;
import dev.taki.cli.compare.Comparison;
import dev.taki.cli.compare.ComparisonJson;
import dev.taki.cli.compare.ComparisonPage;
import dev.taki.cli.compare.ComparisonTable;
import dev.taki.cli.compare.Contender;
import dev.taki.cli.simulate.ProgressBar;
import dev.taki.core.VariantCatalog;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code taki compare}: the same seeds under several configurations; a table, an HTML report with charts, JSON. */
@Command(name = "compare", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Plays the same seeds under several configurations and compares them: game lengths, first-seat"
                + " advantage, win shares by seat and bot, shared wins, cards drawn, +2 chains, reshuffles, rounds, speed,"
                + " each with its 95%% interval.",
                "Each --variant, --edition or --config is one configuration, in the order given; --players 2,3,4,6 plays"
                        + " each at every number of players."})
final class CompareCommand implements Callable<Integer> {
    /** The configurations as given: a label and either variant ids or a file. */
    private record Given(String name, List<String> ids, Path file) {
    }

    /** One configuration: exactly one of its options, so each occurrence on the line is a new one, in order. */
    static final class Entry {
        @Option(names = {"--variant", "--edition"}, required = true, paramLabel = "[NAME=]ID[+ID…]",
                description = "one configuration: a variant or edition, or several joined by '+' (named NAME, or by the ids)")
        String variant;

        @Option(names = "--config", required = true, paramLabel = "[NAME=]FILE",
                description = "one configuration: a configuration file, JSON or YAML (named NAME, or by the file's name)")
        String config;
    }

    @CommandLine.ArgGroup(exclusive = true, multiplicity = "0..*")
    List<Entry> entries = new ArrayList<>();

    private Given given(Entry e) {
        if (e.variant != null) {
            String value = e.variant;
            int eq = value.indexOf('=');
            String ids = eq < 0 ? value : value.substring(eq + 1);
            List<String> list = Arrays.stream(ids.split("\\+", -1)).map(String::trim).toList();
            String name = eq < 0 ? String.join("+", list) : value.substring(0, eq).trim();
            if (list.stream().anyMatch(String::isEmpty) || name.isEmpty()) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--variant: expected [NAME=]ID[+ID…], got '" + value + "'");
            }
            return new Given(name, list, null);
        }
        String value = e.config;
        int eq = value.indexOf('=');
        Path file = Path.of(eq < 0 ? value : value.substring(eq + 1));
        String name = eq < 0 ? file.getFileName().toString().replaceFirst("\\.[^.]*$", "") : value.substring(0, eq).trim();
        if (name.isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--config: expected [NAME=]FILE, got '" + value + "'");
        }
        return new Given(name, List.of(), file);
    }

    @Option(names = {"-n", "--games"}, paramLabel = "N", defaultValue = "2000",
            description = "games for each configuration (default: ${DEFAULT-VALUE})")
    int games;

    @Option(names = "--players", paramLabel = "N", split = ",", splitSynopsisLabel = ",",
            description = "number of players, or several: each configuration is played at each (default: the first"
                    + " --config file's, else the number of --bots, else 4)")
    List<Integer> players;

    @Option(names = "--seed", paramLabel = "SEED", defaultValue = "1",
            description = "seed of game 0 in every configuration; game g has SEED+g (default: ${DEFAULT-VALUE}; the files' seeds are not used)")
    long seed;

    @Mixin
    BotGames botGames;

    @Option(names = "--threads", paramLabel = "N",
            description = "threads that play games side by side (default: the processors available, here ${DEFAULT-VALUE})")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--batch", paramLabel = "N", defaultValue = "200",
            description = "games each configuration plays in turn before the next one's; its speed is the median over"
                    + " its batches (default: ${DEFAULT-VALUE})")
    int batch;

    @Option(names = "--no-timing", description = "leave the speed out: no warm-up, and the same output on every run")
    boolean noTiming;

    @Option(names = "--out", paramLabel = "FILE", description = "write the HTML report (charts as inline SVG) to this file")
    Path out;

    @Option(names = "--json", paramLabel = "FILE", description = "write the numbers as JSON to this file")
    Path json;

    @ParentCommand
    TakiCommand taki;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (games < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--games: expected 1 or more, got " + games);
        }
        if (threads < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--threads: expected 1 or more, got " + threads);
        }
        if (batch < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--batch: expected 1 or more, got " + batch);
        }
        int maxDecisions = botGames.maxDecisions(spec.commandLine());
        List<Given> given = entries.stream().map(this::given).toList();
        if (given.isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "nothing to compare: give two or more configurations, e.g. --edition classic --edition edition-2015");
        }
        VariantCatalog catalog = taki.catalog();
        Map<Given, GameConfig> files = new IdentityHashMap<>(); // each file read once, when first needed
        List<Integer> counts = playerCounts(catalog, given, files);
        List<String> bots = botGames.bots().stream().map(String::trim).toList();
        counts.forEach(n -> Seating.names(bots, n)); // every number of players fits the bots, checked before any game
        List<Contender> contenders = new ArrayList<>();
        for (int n : counts) {
            contenders.addAll(contenders(catalog, given, files, n));
        }
        Comparison.Settings settings = new Comparison.Settings(games, seed, counts, bots, botGames.rotate(), maxDecisions, batch, !noTiming);
        long total = Comparison.progressTotal(contenders.size(), settings);
        ProgressBar bar = total > Integer.MAX_VALUE ? null : ProgressBar.ifTerminal(spec.commandLine().getErr(), (int) total);
        Comparison comparison = Comparison.run(catalog, contenders, settings, threads, bar == null ? null : bar::update);
        if (bar != null) {
            bar.clear();
        }
        String command = commandLine();
        ObjectNode numbers = ComparisonJson.of(comparison, command);
        PrintWriter stdout = spec.commandLine().getOut();
        ComparisonTable.print(numbers, stdout);
        if (json != null) {
            write(json, JsonMapper.builder().build().writerWithDefaultPrettyPrinter().writeValueAsString(numbers) + "\n");
            stdout.println("numbers written to " + json);
        }
        if (out != null) {
            write(out, ComparisonPage.html(numbers, command));
            stdout.println("report written to " + out);
        }
        return 0;
    }

    /** The numbers of players: as given, else the first file's, else the number of bots named, else 4. */
    private List<Integer> playerCounts(VariantCatalog catalog, List<Given> given, Map<Given, GameConfig> files) {
        if (players != null && !players.isEmpty()) {
            for (int n : players) {
                if (n < 2 || n > 10) {
                    throw new CommandLine.ParameterException(spec.commandLine(), "--players: expected 2 to 10, got " + n);
                }
            }
            if (players.stream().distinct().count() < players.size()) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--players: each number once, got " + players);
            }
            return List.copyOf(players);
        }
        return List.of(given.stream().filter(g -> g.file() != null).findFirst().map(g -> file(g, catalog, files).players())
                .orElse(Seating.players(botGames.bots(), 4)));
    }

    /** The configurations for one number of players, with the comparison's seed. */
    private List<Contender> contenders(VariantCatalog catalog, List<Given> given, Map<Given, GameConfig> files, int seats) {
        List<Contender> out = new ArrayList<>();
        for (Given g : given) {
            GameConfig cfg;
            if (g.file() != null) {
                GameConfig read = file(g, catalog, files);
                cfg = new GameConfig(seats, seed, read.firstPlayer(), read.direction(), read.variants());
            } else {
                // Checked as given (ID+ID…), so a problem names the ID's place there, not in the expanded list.
                cfg = new GameConfig(seats, seed, 0, Direction.CW, g.ids().stream().map(VariantChoice::of).toList());
            }
            try {
                catalog.check(cfg);
            } catch (ConfigurationException e) {
                throw new IllegalArgumentException("configuration '" + g.name() + "' cannot be played"
                        + (players != null && players.size() > 1 ? " by " + seats + " players" : "") + ": " + e.getMessage());
            }
            // A file's list comes expanded already; expanding it again changes nothing.
            out.add(new Contender(g.name(), cfg.withVariants(catalog.expand(cfg.variants()))));
        }
        return out;
    }

    /** The configuration of a --config file, read the first time it is asked for. */
    private static GameConfig file(Given g, VariantCatalog catalog, Map<Given, GameConfig> files) {
        return files.computeIfAbsent(g, f -> GameOptions.readFile(f.file(), catalog));
    }

    private static void write(Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot write " + FileProblems.describe(file, e));
        }
    }

    /** This command line as typed, for the report to say how it was made. */
    private String commandLine() {
        List<String> args = spec.commandLine().getParseResult().originalArgs();
        return "taki " + String.join(" ", args.stream().map(a -> a.matches("[-\\w.,:=+/]+") ? a : "'" + a + "'").toList());
    }
}
