package dev.taki.cli;

import dev.taki.api.Card;
import dev.taki.api.GameState;
import dev.taki.core.VariantCatalog;
import dev.taki.core.record.GameRecord;
import dev.taki.core.record.RecordException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

/** {@code taki replay <record>}: prints a saved game move by move, exactly as it was played. */
@Command(name = "replay", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Replays a saved game record (JSON, from --record): every move in notation and the winner.")
final class ReplayCommand implements Callable<Integer> {

    @Parameters(paramLabel = "RECORD", description = "a game record file, as saved by demo, play or simulate with --record")
    Path file;

    @Option(names = "--hands", description = "after every move, print every player's hand")
    boolean hands;

    @ParentCommand
    TakiCommand taki;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        VariantCatalog catalog = taki.catalog();
        GameRecord record;
        try {
            record = GameRecord.read(file, catalog);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the record " + FileProblems.describe(file, e));
        } catch (RecordException e) {
            throw new IllegalArgumentException("the record " + file + " is broken: " + e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        GameLog log = new GameLog(out);
        GameState end;
        try {
            log.start("taki replay", record.config(), record.start(catalog));
            end = record.replay(catalog, (i, move, before, accepted) -> {
                log.move(before, move.seat(), move.move(), accepted.events());
                if (hands) {
                    GameState after = accepted.state();
                    for (int seat = 0; seat < after.players(); seat++) {
                        out.println(String.format("        seat %d: %s", seat, after.hand(seat).stream()
                                .map(Card::notation).collect(Collectors.joining(" "))));
                    }
                }
            });
        } catch (RecordException e) {
            out.flush();
            throw new IllegalArgumentException("the record " + file + " does not replay: " + e.getMessage());
        }
        log.end(end);
        return 0;
    }
}
