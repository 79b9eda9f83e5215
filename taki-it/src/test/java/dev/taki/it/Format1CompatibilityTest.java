package dev.taki.it;

import dev.taki.api.CardKind;
import dev.taki.api.Event;
import dev.taki.api.Move;
import dev.taki.api.GameState;
import dev.taki.api.Outcome;
import dev.taki.core.VariantCatalog;
import dev.taki.core.json.TakiJson;
import dev.taki.core.record.GameRecord;
import dev.taki.core.record.RecordedMove;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Files saved by the build before the open vocabulary — game records, full states (JSON format 1) and event
 * logs of the base game, {@code classic} (Crazy Cards), the 2015 edition (+3 windows) and
 * {@code tournament-stages} with {@code penalty-scoring} — still load, and the games replay to the very states
 * that were saved: the rules and the files are read exactly as they were. Two changes since are expected and
 * checked for what they are: a Crazy Card's hands now pass through the engine's {@code hands-swapped} events,
 * and the Super TAKI ruling (RULES.md § 4.6) offers a TAKI on a leading Super TAKI, so a record whose player
 * drew there replays up to that move.
 */
class Format1CompatibilityTest {
    private static final Path DIR = Path.of("src", "test", "resources", "format1");
    private static final VariantCatalog CATALOG = VariantCatalog.discover();
    private static final TakiJson JSON = TakiJson.create(CATALOG);

    @ParameterizedTest
    @ValueSource(strings = {"base", "classic", "e2015", "stages"})
    void savedRecordsReplayToTheSavedStates(String game) throws IOException {
        GameRecord record = GameRecord.parseJson(Files.readString(DIR.resolve("record-" + game + ".json")), CATALOG);
        List<GameState> saved = savedStates(game);
        assertTrue(saved.size() >= 2, "states saved for " + game);
        GameState state = dev.taki.core.Taki.newGame(record.config(), CATALOG);
        List<Event> events = new ArrayList<>();
        boolean whole = true;
        for (RecordedMove m : record.moves()) {
            Outcome o = state.apply(m.seat(), m.move());
            if (!o.isAccepted() && superTakiRulingOffersATaki(state)) {
                whole = false;
                break;
            }
            assertTrue(o.isAccepted(), m + " is refused now: " + o);
            events.addAll(((Outcome.Accepted) o).events());
            state = o.state();
            for (GameState s : saved) {
                if (s.moveCount() == state.moveCount()) {
                    assertEquals(s, state, "the state saved after move " + state.moveCount() + " of " + game);
                }
            }
        }
        if (!whole) {
            assertTrue(game.equals("stages"), "only the stages record meets the Super TAKI ruling");
            return;
        }
        assertTrue(state.isOver(), game + " ends as it did");
        assertEquals(saved.get(saved.size() - 1), state, "the final state of " + game);
        List<Event> logged = events.stream().filter(e -> !(e instanceof Event.HandsSwapped)).toList();
        if (Files.exists(DIR.resolve("events-" + game + ".json"))) {
            assertEquals(JSON.readEvents(Files.readString(DIR.resolve("events-" + game + ".json"))), logged);
            assertEquals(JSON.readEvents(Files.readString(DIR.resolve("events-" + game + "-seat1.json"))),
                    logged.stream().map(e -> e.seenBy(1)).toList());
        }
    }

    /** A TAKI may now be played on the leading Super TAKI, where the player drew before the ruling. */
    private static boolean superTakiRulingOffersATaki(GameState state) {
        return state.leading().kind() == CardKind.SUPER_TAKI && state.legalMoves().stream()
                .anyMatch(m -> m instanceof Move.Play p && p.card().kind() == CardKind.TAKI
                        && p.card().colorOrNull() != state.activeColor());
    }

    @ParameterizedTest
    @ValueSource(strings = {"base", "classic", "e2015", "stages"})
    void savedStatesReadBackAndAreWrittenInTheCurrentFormat(String game) {
        for (GameState s : savedStates(game)) {
            String now = JSON.writeState(s);
            assertTrue(now.startsWith("{\"format\":" + TakiJson.FORMAT + ","), now);
            assertEquals(s, JSON.readState(now));
        }
    }

    private static List<GameState> savedStates(String game) {
        try (Stream<Path> files = Files.list(DIR)) {
            List<GameState> states = new ArrayList<>();
            for (Path f : files.filter(f -> f.getFileName().toString().startsWith("state-" + game + "-")).sorted().toList()) {
                String text = Files.readString(f);
                assertTrue(text.startsWith("{\"format\":1,"), f + " was saved in format 1");
                states.add(JSON.readState(text));
            }
            states.sort(java.util.Comparator.comparingInt(GameState::moveCount));
            return states;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
