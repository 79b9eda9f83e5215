package dev.taki.cli;

import dev.taki.api.GameConfig;
import dev.taki.core.record.GameRecord;
import dev.taki.core.record.RecordedMove;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/** Saving game records for {@code --record}. */
final class Records {
    private Records() {
    }

    /** Writes the record if a file was asked for, and says where. */
    static void save(Path file, GameConfig cfg, List<RecordedMove> moves, PrintWriter out) {
        if (file == null) {
            return;
        }
        write(file, new GameRecord(cfg, moves));
        out.println("record saved to " + file + " (taki replay " + file + ")");
    }

    /** Writes a record. @throws IllegalArgumentException saying why the file could not be written */
    static void write(Path file, GameRecord record) {
        try {
            record.write(file);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot write the record " + FileProblems.describe(file, e));
        }
    }
}
