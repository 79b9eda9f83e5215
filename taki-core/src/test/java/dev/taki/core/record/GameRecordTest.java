package dev.taki.core.record;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.OptionSpec;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Variant;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.core.config.ConfigFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Game records: configuration + seed + moves, written as JSON, read back with every problem named, replayed exactly. */
class GameRecordTest {
    private static final Variant SLOW_GAME = new Variant() {
        @Override public String id() { return "slow-game"; }
        @Override public String description() { return "a test variant with options and no rules"; }
        @Override public List<OptionSpec> options() {
            return List.of(OptionSpec.integer("rounds", "rounds", 6, 1, 100), OptionSpec.bool("loud", "loud", false));
        }
        @Override public Rules rules(Options options) { return new Rules() { }; }
    };
    private static final VariantCatalog CATALOG = VariantCatalog.of(List.of(SLOW_GAME), List.of());

    /** Plays a whole game by random legal moves, forgetting "last card" now and then. */
    private static GameRecord randomGame(GameConfig config, GameState[] end) {
        GameState state = Taki.newGame(config, CATALOG);
        Random random = new Random(config.seed());
        List<RecordedMove> moves = new ArrayList<>();
        while (!state.isOver()) {
            List<Move> legal = state.legalMoves();
            Move move = legal.get(random.nextInt(legal.size()));
            if (random.nextInt(4) > 0) {
                move = move.withDeclaration();
            }
            moves.add(new RecordedMove(state.toAct(), move));
            state = state.applyAsSeatToAct(move).state();
        }
        end[0] = state;
        return new GameRecord(config, moves);
    }

    @Test
    void aWrittenRecordReadsBackAndReplaysToTheSameState() {
        for (long seed = 1; seed <= 20; seed++) {
            GameState[] end = new GameState[1];
            GameRecord record = randomGame(new GameConfig(2 + (int) (seed % 5), seed, (int) (seed % 2),
                    seed % 3 == 0 ? dev.taki.api.Direction.CCW : dev.taki.api.Direction.CW, List.of()), end);
            GameRecord read = GameRecord.parseJson(record.toJson(), CATALOG);
            assertEquals(record, read);
            assertEquals(end[0], read.replay(CATALOG), "seed " + seed);
            assertTrue(read.replay(CATALOG).isOver());
        }
    }

    @Test
    void theJsonHoldsTheFormatAConfigurationFileAndOneMoveALine() {
        GameRecord record = GameRecord.of(GameConfig.of(3, 42).withVariants(
                        List.of(new VariantChoice("slow-game", Map.of("rounds", 3, "loud", true)))))
                .plus(0, Move.parse("play R5 last"))
                .plus(1, Move.draw());
        String json = record.toJson();
        assertTrue(json.contains("\"format\": 1"), json);
        assertTrue(json.contains("\n    \"0: play R5 last\",\n    \"1: draw\"\n"), json);
        String config = json.substring(json.indexOf("\"config\": ") + 10, json.indexOf("\"moves\""));
        config = config.substring(0, config.lastIndexOf('}') + 1);
        assertEquals(record.config(), ConfigFiles.parseJson(config, CATALOG));
        assertEquals(record, GameRecord.parseJson(json, CATALOG));
    }

    @Test
    void theListenerHearsEveryMoveInOrder() {
        GameState[] end = new GameState[1];
        GameRecord record = randomGame(GameConfig.of(4, 5), end);
        List<Integer> seen = new ArrayList<>();
        GameState last = record.replay(CATALOG, (i, m, before, accepted) -> {
            assertEquals(record.moves().get(i), m);
            assertEquals(m.seat(), before.toAct());
            seen.add(i);
        });
        assertEquals(record.moves().size(), seen.size());
        assertEquals(end[0], last);
    }

    @Test
    void aBrokenRecordNamesEveryProblem() {
        RecordException e = assertThrows(RecordException.class, () -> GameRecord.parseJson("""
                {"format": 2, "winner": 1,
                 "config": {"players": 11, "variants": [{"id": "slow-game", "rounds": 0}]},
                 "moves": ["0: play R5", 7, "1 play R5", "2: jump"]}""", CATALOG));
        List<String> p = e.problems();
        assertTrue(p.contains("format: this taki reads records of format 1, got 2"), p.toString());
        assertTrue(p.stream().anyMatch(s -> s.startsWith("winner: unknown field; a record has the fields format, config, moves")), p.toString());
        assertTrue(p.contains("config.players: expected 2 to 10, got 11"), p.toString());
        assertTrue(p.contains("config.variants[0].rounds: expected an integer from 1 to 100, got 0"), p.toString());
        assertTrue(p.contains("moves[1]: expected a \"seat: move\" line such as \"0: play R5\", got 7"), p.toString());
        assertTrue(p.contains("moves[2]: '1 play R5' is not a 'seat: move' line, as in '0: play R5'"), p.toString());
        assertTrue(p.stream().anyMatch(s -> s.startsWith("moves[3]: 'jump' is not a move")), p.toString());
        assertTrue(p.contains("config.seed: missing; a record replays only with the seed its game was dealt with"),
                p.toString());
        assertEquals(8, p.size(), p.toString());
    }

    @Test
    void aRecordGrowsMoveByMoveWithoutCopyingAndBranchesStayApart() {
        GameState state = Taki.newGame(GameConfig.of(3, 4), CATALOG);
        GameRecord record = GameRecord.of(state.config());
        java.util.List<GameRecord> along = new java.util.ArrayList<>();
        while (!state.isOver()) {
            Move move = state.legalMoves().get(0).withDeclaration();
            record = record.plus(state.toAct(), move);
            along.add(record);
            state = state.applyAsSeatToAct(move).state();
        }
        for (int i = 0; i < along.size(); i++) {
            assertEquals(i + 1, along.get(i).moves().size(), "an earlier record keeps its own length");
            assertEquals(record.moves().subList(0, i + 1), along.get(i).moves());
        }
        assertEquals(state, record.replay(CATALOG));
        GameRecord early = along.get(0);
        GameRecord branchA = early.plus(1, Move.draw());
        GameRecord branchB = early.plus(2, Move.parse("close"));
        assertEquals(new RecordedMove(1, Move.draw()), branchA.moves().get(1));
        assertEquals(new RecordedMove(2, Move.parse("close")), branchB.moves().get(1), "a branch does not see another's move");
        assertEquals(record.moves().get(1), along.get(1).moves().get(1), "nor does the main line");
        GameRecord whole = record;
        assertThrows(UnsupportedOperationException.class, () -> whole.moves().add(new RecordedMove(0, Move.draw())));
    }

    @Test
    void aLongRecordReadsWithLimitsGivenByTheCaller() {
        StringBuilder moves = new StringBuilder();
        for (int i = 0; i < 150_000; i++) {
            moves.append(i == 0 ? "" : ",").append("\"0: draw\"");
        }
        String json = "{\"format\": 1, \"config\": {\"players\": 2, \"seed\": 1}, \"moves\": [" + moves + "]}";
        RecordException refused = assertThrows(RecordException.class, () -> GameRecord.parseJson(json, CATALOG));
        assertTrue(refused.getMessage().contains("1000000"), refused.getMessage());
        GameRecord read = GameRecord.parseJson(json, CATALOG,
                new dev.taki.core.json.JsonLimits(10_000_000, 10_000, 32, 1_000_000));
        assertEquals(150_000, read.moves().size());
    }

    @Test
    void missingFieldsAndBrokenJsonAreNamed() {
        RecordException e = assertThrows(RecordException.class, () -> GameRecord.parseJson("{}", CATALOG));
        assertEquals(3, e.problems().size(), e.problems().toString());
        assertTrue(e.problems().get(0).startsWith("format: missing"), e.problems().toString());
        assertTrue(e.problems().get(1).startsWith("config: missing"), e.problems().toString());
        assertTrue(e.problems().get(2).startsWith("moves: missing"), e.problems().toString());
        e = assertThrows(RecordException.class, () -> GameRecord.parseJson("{\"format\": 1,", CATALOG));
        assertTrue(e.getMessage().startsWith("the record is not valid JSON: "), e.getMessage());
        e = assertThrows(RecordException.class, () -> GameRecord.parseJson("[1, 2]", CATALOG));
        assertEquals("a record is a JSON object with the fields format, config, moves", e.getMessage());
    }

    @Test
    void aMoveTheGameRefusesIsNamedWithTheReason() {
        GameState start = Taki.newGame(GameConfig.of(2, 9), CATALOG);
        Move first = start.legalMoves().get(0);
        GameRecord record = GameRecord.of(GameConfig.of(2, 9)).plus(0, first).plus(0, Move.close());
        RecordException e = assertThrows(RecordException.class, () -> record.replay(CATALOG));
        assertTrue(e.getMessage().startsWith("moves[1] \"0: close\" does not replay: seat 0 cannot act now"),
                e.getMessage());
    }

    @Test
    void aRecordWhoseVariantIsMissingIsRefusedNamingIt() {
        GameRecord record = GameRecord.of(GameConfig.of(2, 9).withVariants(List.of(VariantChoice.of("slow-game"))));
        RecordException e = assertThrows(RecordException.class,
                () -> GameRecord.parseJson(record.toJson(), VariantCatalog.of(List.of(), List.of())));
        assertTrue(e.getMessage().startsWith("config.variants[0]: unknown variant 'slow-game'"), e.getMessage());
        e = assertThrows(RecordException.class, () -> record.replay(VariantCatalog.of(List.of(), List.of())));
        assertTrue(e.getMessage().startsWith("config.variants[0]: unknown variant 'slow-game'"), e.getMessage());
    }

    @Test
    void aRecordFileIsWrittenAndRead(@TempDir Path dir) throws IOException {
        GameRecord record = GameRecord.of(GameConfig.of(4, 1)).plus(0, Move.draw());
        Path file = dir.resolve("game.json");
        record.write(file);
        assertEquals(record, GameRecord.read(file, CATALOG));
    }
}
