package dev.taki.cli;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.bots.Bot;
import dev.taki.bots.OutOfTurn;
import dev.taki.bots.SeenBy;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.core.record.RecordedMove;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.Callable;

/**
 * {@code taki demo}: bots play one whole game; every move in notation, then the winner. Where the rules let seats
 * move out of turn, the bots are asked after every move ({@link OutOfTurn}).
 */
@Command(name = "demo", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Bots play one game; prints every move in notation and the winner.")
final class DemoCommand implements Callable<Integer> {

    @Mixin
    GameOptions game;

    @Option(names = "--bots", split = Seating.BOT_LIST_SPLIT, splitSynopsisLabel = ",", paramLabel = "BOT", defaultValue = "random",
            description = "the bot of every seat, or one bot for all: random, heuristic, ismcts[:N][,threads=T] (default: ${DEFAULT-VALUE})")
    List<String> bots;

    @Option(names = "--record", paramLabel = "FILE", description = "save the game record (JSON) to this file, for 'taki replay'")
    Path record;

    @ParentCommand
    TakiCommand taki;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        VariantCatalog catalog = taki.catalog();
        GameConfig cfg = game.config(catalog, Seating.players(bots, 4));
        List<Bot> seats = Seating.bots(bots, cfg.players());
        GameState state = Taki.newGame(cfg, catalog);
        for (int seat = 0; seat < seats.size(); seat++) {
            seats.get(seat).join(state.game(), seat);
        }
        GameLog log = new GameLog(spec.commandLine().getOut());
        log.start("taki demo", cfg, state);
        Random random = new Random(cfg.seed());
        List<RecordedMove> moves = new ArrayList<>();
        while (!state.isOver()) {
            // the bots that may move out of turn first, then the seat to act (OutOfTurn says in which order)
            Optional<OutOfTurn.Interjection> out = OutOfTurn.ask(state, seats::get, random);
            int seat = out.isPresent() ? out.get().seat() : state.toAct();
            Move move = out.isPresent() ? out.get().move() : seats.get(seat).choose(state.view(seat), random);
            Outcome outcome = state.apply(seat, move);
            if (!(outcome instanceof Outcome.Accepted accepted)) {
                throw new IllegalStateException("the engine refused a bot's move " + seat + ": " + move + ": "
                        + ((Outcome.Rejected) outcome).message());
            }
            moves.add(new RecordedMove(seat, move));
            for (int s = 0; s < seats.size(); s++) {
                seats.get(s).observe(SeenBy.of(accepted.events(), s));
            }
            log.move(state, seat, move, accepted.events());
            state = accepted.state();
        }
        log.end(state);
        Records.save(record, cfg, moves, spec.commandLine().getOut());
        return 0;
    }
}
