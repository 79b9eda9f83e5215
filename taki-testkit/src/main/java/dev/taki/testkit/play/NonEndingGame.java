package dev.taki.testkit.play;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.core.json.TakiJson;
import dev.taki.core.record.GameRecord;
import dev.taki.core.record.RecordedMove;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A random game that reached {@link RandomGame#MOVE_LIMIT} moves without a winner — a rule that lets players go
 * on for ever, or a loop — reported so that it can be looked at and replayed: the configuration as JSON, its
 * seed and first player, the last {@value #LAST_MOVES} moves with their seats, the whole game saved as a game
 * record ({@link GameRecord}, which {@code taki replay} reads) and the command that replays it.
 *
 * <p>The record goes to the folder named by the system property {@value #FOLDER_PROPERTY}; without it, to
 * {@code target/taki-contract} when the working directory has a {@code target} folder (a Maven build), else to
 * {@code taki-contract} in the temporary folder. Its name is {@code non-ending-<seed>.json}.
 */
public final class NonEndingGame extends AssertionError {
    private static final long serialVersionUID = 1L;
    /** The number of moves the report lists, the last ones. */
    public static final int LAST_MOVES = 30;
    /** The system property naming the folder for records of games that did not end. */
    public static final String FOLDER_PROPERTY = "taki.contract.dir";
    /** The command that replays a record, from the taki repository's root. */
    public static final String REPLAY = "java -jar examples/taki-cli/target/taki.jar replay";

    private final transient GameConfig config;
    private final transient List<RecordedMove> moves;
    private final transient GameState last;
    private final transient Path record;

    private NonEndingGame(String message, GameConfig config, List<RecordedMove> moves, GameState last, Path record) {
        super(message);
        this.config = config;
        this.moves = List.copyOf(moves);
        this.last = last;
        this.record = record;
    }

    /**
     * The report of a game that did not end, after writing its record.
     *
     * @param moves every move played, in order
     * @param last  the state after them
     * @param config the game's configuration
     * @return the report
     */
    public static NonEndingGame of(GameConfig config, List<RecordedMove> moves, GameState last) {
        Path file = folder().resolve("non-ending-" + config.seed() + ".json").toAbsolutePath().normalize();
        String saved;
        try {
            Files.createDirectories(file.getParent());
            new GameRecord(config, moves).write(file);
            saved = null;
        } catch (IOException | RuntimeException e) {
            saved = "the game record could not be written to " + file + ": " + e;
        }
        Path record = saved == null ? file : null;
        return new NonEndingGame(report(config, moves, last, record, saved, List.of()), config, moves, last, record);
    }

    /**
     * This report with more lines after the replay command: how to reproduce the game in a test, where the
     * variants' classes come from.
     *
     * @param lines the lines to add
     * @return the longer report; this one is unchanged
     */
    public NonEndingGame with(List<String> lines) {
        NonEndingGame more = new NonEndingGame(report(config, moves, last, record, null, lines), config, moves, last,
                record);
        more.setStackTrace(getStackTrace());
        return more;
    }

    /** {@return the folder records of games that did not end are written to} */
    public static Path folder() {
        String named = System.getProperty(FOLDER_PROPERTY);
        if (named != null && !named.isBlank()) {
            return Path.of(named);
        }
        if (Files.isDirectory(Path.of("target"))) {
            return Path.of("target", "taki-contract");
        }
        return Path.of(System.getProperty("java.io.tmpdir"), "taki-contract");
    }

    /** {@return the game's configuration} */
    public GameConfig config() {
        return config;
    }

    /** {@return every move played, in order} */
    public List<RecordedMove> moves() {
        return moves;
    }

    /** {@return the state after the last move} */
    public GameState last() {
        return last;
    }

    /** {@return the record written, or null if it could not be} */
    public Path record() {
        return record;
    }

    private static String report(GameConfig config, List<RecordedMove> moves, GameState last, Path record,
                                 String notSaved, List<String> more) {
        List<String> lines = new ArrayList<>();
        lines.add("the game did not end: no winner after " + moves.size() + " moves (a rule that lets the players go"
                + " on for ever, or a loop)");
        lines.add("configuration: " + configJson(config));
        lines.add("seed " + config.seed() + ", first player " + config.firstPlayer() + ", " + config.players()
                + " players, " + config.direction().notation());
        int from = Math.max(0, moves.size() - LAST_MOVES);
        lines.add("the last " + (moves.size() - from) + " moves (number: seat: move):");
        for (int i = from; i < moves.size(); i++) {
            lines.add(String.format("  %5d  %s", i + 1, moves.get(i).notation()));
        }
        if (record != null) {
            lines.add("the game so far, as a game record: " + record);
            lines.add("replay it (from the taki repository's root): " + REPLAY + " " + record);
            lines.add("  (when the variants come from a plugin jar, add --plugins <jar>, as in "
                    + REPLAY.replace(" replay", " replay --plugins <jar>") + " " + record + ")");
        } else {
            lines.add(notSaved);
        }
        lines.addAll(more);
        lines.add("the table now:");
        lines.add(String.valueOf(last));
        return String.join("\n", lines);
    }

    private static String configJson(GameConfig config) {
        try {
            return TakiJson.create().writeConfig(config);
        } catch (RuntimeException e) {
            return config.toString();
        }
    }
}
