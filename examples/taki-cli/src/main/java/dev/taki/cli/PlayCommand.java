package dev.taki.cli;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.bots.Bot;
import dev.taki.cli.play.PlaySession;
import dev.taki.cli.simulate.Simulation;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;

/** {@code taki play}: a person against bots, in the terminal. */
@Command(name = "play", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Play against bots in the terminal: type moves in notation (play R5, draw, close…) or their number.",
                "Type 'help' during the game for the moves and commands."})
final class PlayCommand implements Callable<Integer> {

    @Mixin
    GameOptions game;

    @Option(names = "--seat", paramLabel = "SEAT", defaultValue = "0", description = "your seat, from 0 (default: ${DEFAULT-VALUE}; seat 0 starts)")
    int seat;

    @Option(names = "--bots", split = Seating.BOT_LIST_SPLIT, splitSynopsisLabel = ",", paramLabel = "BOT", defaultValue = "heuristic",
            description = "the bots of the other seats in seat order, or one bot for all: random, heuristic, ismcts[:N][,threads=T] (default: ${DEFAULT-VALUE})")
    List<String> bots;

    @Option(names = "--record", paramLabel = "FILE", description = "save the game record (JSON) to this file when the game ends or you quit")
    Path record;

    @ParentCommand
    TakiCommand taki;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        VariantCatalog catalog = taki.catalog();
        int fallbackPlayers = bots.size() > 1 ? bots.size() + 1 : 4;
        GameConfig cfg = game.config(catalog, fallbackPlayers, new Random().nextInt(1_000_000));
        if (seat < 0 || seat >= cfg.players()) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--seat: expected a seat from 0 to " + (cfg.players() - 1) + ", got " + seat);
        }
        List<String> names = new ArrayList<>(bots);
        if (names.size() == cfg.players() - 1 && names.size() > 1) {
            names.add(seat, names.get(0)); // a stand-in at your own seat, never asked to move
        } else if (names.size() != 1) {
            throw new IllegalArgumentException("--bots names " + names.size() + " bots for the " + (cfg.players() - 1)
                    + " other seats: name one bot for each, or one bot for all");
        }
        List<Bot> seats = Seating.bots(names, cfg.players());
        PrintWriter out = spec.commandLine().getOut();
        out.println("taki play: you are seat " + seat + " of " + cfg.players() + ", against " + describe(seats)
                + "; seed " + cfg.seed() + ", " + Simulation.describeVariants(cfg));
        GameState start = Taki.newGame(cfg, catalog);
        PlaySession.Result result = new PlaySession(taki.input(), out, seat, seats, new Random(cfg.seed())).play(start);
        Records.save(record, cfg, result.moves(), out);
        return 0;
    }

    private String describe(List<Bot> seats) {
        List<String> others = new ArrayList<>();
        for (int s = 0; s < seats.size(); s++) {
            if (s != seat) {
                others.add("seat " + s + " " + seats.get(s).name());
            }
        }
        return String.join(", ", others);
    }
}
