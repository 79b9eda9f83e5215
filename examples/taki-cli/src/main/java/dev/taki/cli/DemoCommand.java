package dev.taki.cli;

import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.VariantChoice;
import dev.taki.cli.bot.Bot;
import dev.taki.cli.bot.RandomBot;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.core.config.ConfigFiles;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

/** {@code taki demo}: bots play one whole game; every move in notation, then the winner. */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = "Bots play one game; prints every move in notation and the winner.")
final class DemoCommand implements Callable<Integer> {

    @Option(names = "--players", description = "number of players, 2 to 10 (default: ${DEFAULT-VALUE}; a --config file's value wins)",
            defaultValue = "4")
    int players;

    @Option(names = "--seed", description = "seed of the shuffles and the bots (default: ${DEFAULT-VALUE})", defaultValue = "1")
    long seed;

    @Option(names = "--config", description = "a game configuration file (JSON or YAML)")
    Path config;

    @Option(names = "--variant", description = "a variant or edition id to play with (repeatable)")
    List<String> variants = new ArrayList<>();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        VariantCatalog catalog = VariantCatalog.discover();
        GameConfig cfg;
        if (config != null) {
            cfg = ConfigFiles.read(config, catalog);
            if (spec.commandLine().getParseResult().hasMatchedOption("--seed")) {
                cfg = cfg.withSeed(seed);
            }
        } else {
            List<VariantChoice> chosen = variants.stream().map(VariantChoice::of).toList();
            cfg = new GameConfig(players, seed, 0, dev.taki.api.Direction.CW, catalog.expand(chosen));
        }
        GameState state = Taki.newGame(cfg, catalog);
        out.println("taki demo: " + cfg.players() + " players, seed " + cfg.seed() + ", variants: "
                + (cfg.variants().isEmpty() ? "none (the 2011 base game)"
                : cfg.variants().stream().map(VariantChoice::id).collect(Collectors.joining(", "))));
        out.println("leading card " + state.leading() + "; seat " + state.toAct() + " starts");
        Bot bot = new RandomBot();
        Random random = new Random(cfg.seed());
        int moves = 0;
        while (!state.isOver()) {
            int seat = state.toAct();
            Move move = bot.choose(state.view(seat), random);
            Outcome outcome = state.apply(seat, move);
            if (!(outcome instanceof Outcome.Accepted accepted)) {
                throw new IllegalStateException("the engine refused a bot's legal move: " + outcome);
            }
            moves++;
            out.println(String.format("%4d  %d: %s%s", moves, seat, move.withoutDeclaration().notation(), notes(accepted.events())));
            state = accepted.state();
        }
        out.println("winner: " + (state.winners().size() == 1 ? "seat " + state.winners().get(0)
                : "seats " + state.winners()) + " after " + moves + " moves");
        return 0;
    }

    /** The events worth a word next to a move: draws, penalties, reshuffles, stages… */
    private static String notes(List<Event> events) {
        List<String> notes = new ArrayList<>();
        for (Event e : events) {
            if (e instanceof Event.CardsDrawn d && d.cause() != Event.DrawCause.TURN) {
                notes.add("seat " + d.seat() + " draws " + d.count() + switch (d.cause()) {
                    case PLUS_TWO -> " (+2 count)";
                    case LAST_CARD_PENALTY -> " (no \"last card\")";
                    default -> "";
                });
            } else if (e instanceof Event.LastCardDeclared l) {
                notes.add("seat " + l.seat() + ": last card!");
            } else if (e instanceof Event.TakiClosed t) {
                notes.add("TAKI closed");
            } else if (e instanceof Event.DeckReshuffled r) {
                notes.add("discard pile reshuffled (" + r.cards() + " cards)");
            } else if (e instanceof Event.PlayerSkipped s) {
                notes.add("seat " + s.seat() + " skipped");
            } else if (e instanceof Event.VariantEvent v) {
                notes.add(v.name() + (v.seat() >= 0 ? " (seat " + v.seat() + ")" : ""));
            }
        }
        return notes.isEmpty() ? "" : "   — " + String.join("; ", notes);
    }
}
