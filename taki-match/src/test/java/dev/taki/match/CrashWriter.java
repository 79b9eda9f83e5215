package dev.taki.match;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.core.Taki;
import dev.taki.core.record.RecordedMove;

import java.nio.file.Path;
import java.time.Instant;

/**
 * The writer that {@link DurableMatchStoreContract} kills: in its own JVM, it plays seeded games ({@code crash-0},
 * {@code crash-1}, …) as fast as it can, appending every move to the store, until it is killed. A match it finds
 * stored it plays on from where the store has it. It prints {@code ready} once the store is open, then
 * {@code <id> <version>} after each append returned. Arguments: {@code file <folder>} or {@code jdbc <url>}.
 */
public final class CrashWriter {
    private CrashWriter() {
    }

    /** The game of a match this writer plays. */
    static GameConfig config(String id) {
        return SeededGames.config(1000 + Long.parseLong(id.substring("crash-".length())));
    }

    /** A store of the kind named, on the medium named. */
    static MatchStore open(String kind, String where) {
        return switch (kind) {
            case "file" -> new FileMatchStore(Path.of(where), SeededGames.CATALOG);
            case "jdbc" -> new JdbcMatchStore(where, null, null, SeededGames.CATALOG);
            default -> throw new IllegalArgumentException("unknown store kind " + kind + "; expected file or jdbc");
        };
    }

    public static void main(String[] args) throws Exception {
        try (MatchStore store = open(args[0], args[1])) {
            System.out.println("ready");
            System.out.flush();
            for (int k = 0; k < 1000; k++) {
                String id = "crash-" + k;
                GameConfig config = config(id);
                GameState state = Taki.newGame(config, SeededGames.CATALOG);
                MatchRecord stored = store.load(id).orElse(null);
                if (stored == null) {
                    store.create(SeededGames.match(id, config));
                } else {
                    for (RecordedMove m : stored.moves()) {
                        state = SeededGames.apply(state, m);
                    }
                }
                int version = stored == null ? 0 : stored.version();
                while (!state.isOver()) {
                    RecordedMove next = SeededGames.next(state, config.seed());
                    store.append(id, ++version, next, Instant.now());
                    System.out.println(id + " " + version);
                    System.out.flush();
                    state = SeededGames.apply(state, next);
                }
            }
        }
        Thread.sleep(Long.MAX_VALUE);
    }
}
