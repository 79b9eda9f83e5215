package dev.taki.match;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

import static dev.taki.match.SeededGames.at;
import static dev.taki.match.SeededGames.config;
import static dev.taki.match.SeededGames.match;
import static dev.taki.match.SeededGames.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The contract on JSON files in a folder, and what only files do: leftovers, locking, cut-short files. */
class FileMatchStoreTest extends DurableMatchStoreContract {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @TempDir
    Path folder;

    @Override
    protected MatchStore open() {
        return new FileMatchStore(folder.resolve("matches"), SeededGames.CATALOG);
    }

    @Override
    protected List<String> writerArguments() {
        return List.of("file", folder.resolve("matches").toString());
    }

    @Override
    protected String medium() {
        return "files";
    }

    @Override
    protected String afterKill() {
        try (var files = Files.list(folder.resolve("matches"))) {
            return files.anyMatch(f -> f.toString().endsWith(".tmp")) ? "killed in mid-write (a .tmp file left)" : "";
        } catch (java.io.IOException e) {
            return "";
        }
    }

    private Path file(String id) {
        return folder.resolve("matches").resolve(id + ".json");
    }

    private void rewrite(String id, java.util.function.Consumer<ObjectNode> change) throws Exception {
        ObjectNode root = (ObjectNode) JSON.readTree(Files.readString(file(id)));
        change.accept(root);
        Files.writeString(file(id), JSON.writeValueAsString(root));
    }

    @Override
    protected void rewriteConfig(String id, String json) throws Exception {
        rewrite(id, root -> root.set("config", JSON.readTree(json)));
    }

    @Override
    protected void rewriteSeats(String id, String json) throws Exception {
        rewrite(id, root -> root.set("seats", JSON.readTree(json)));
    }

    @Override
    protected void rewriteStatus(String id, String status) throws Exception {
        rewrite(id, root -> root.put("status", status));
    }

    @Override
    protected void rewriteClock(String id, String json) throws Exception {
        rewrite(id, root -> root.set("moveClock", JSON.readTree(json)));
    }

    @Override
    protected void rewriteMove(String id, int version, int seat, String move) throws Exception {
        rewrite(id, root -> ((ArrayNode) root.get("moves")).set(version - 1, seat + ": " + move));
    }

    @Test
    void aMatchIsOneReadableFileWithItsMovesOneALine() throws Exception {
        store.create(match("readable", config(30)));
        appendAll("readable", moves(config(30), 3), 1);
        String text = Files.readString(file("readable"));
        assertTrue(text.startsWith("{\n  \"format\": 2,\n  \"id\": \"readable\",\n  \"config\": {\"players\":3,"), text);
        assertTrue(text.contains("\n  \"status\": \"playing\",\n  \"moves\": ["), text);
        assertFalse(text.contains("moveClock"), "no clock, no field: " + text);
        assertTrue(text.contains("\"name\": \"Ann \\\"the Quick\\\" Lévy\""), text);
        assertTrue(text.contains("\n  \"moves\": [\n    \"" + moves(config(30), 1).get(0).notation() + "\",\n"), text);
        assertTrue(text.endsWith("\"\n  ]\n}\n"), text);
        JsonNode tree = JSON.readTree(text);
        assertEquals(3, tree.get("moves").size());
        assertEquals(at(3).toString(), tree.get("updated").asString());
        assertEquals(List.of("readable.json"), Files.list(folder.resolve("matches"))
                .map(p -> p.getFileName().toString()).filter(n -> !n.equals(".lock")).sorted().toList());
    }

    @Test
    void aFileOfFormatOneReadsAsAMatchInPlayWithoutAClock() throws Exception {
        store.create(match("format-1", config(37)));
        appendAll("format-1", moves(config(37), 2), 1);
        MatchRecord now = store.load("format-1").orElseThrow();
        store.close();
        String text = Files.readString(file("format-1"));
        Files.writeString(file("format-1"), text.replace("\"format\": 2", "\"format\": 1")
                .replace("\n  \"status\": \"playing\",", ""));
        store = open();
        assertEquals(now, store.load("format-1").orElseThrow());
        assertEquals(List.of(now.summary()), store.list(MatchStatus.PLAYING));
        store.append("format-1", 3, moves(config(37), 3).get(2), at(3), MatchStatus.OVER);
        assertTrue(Files.readString(file("format-1")).contains("\"format\": 2"), "written in the new format");
        assertEquals(MatchStatus.OVER, store.load("format-1").orElseThrow().status());
    }

    @Test
    void aListReadsTheFilesOnceAndFollowsTheWrites() throws Exception {
        store.create(match("listed-1", config(38)));
        MatchRecord clocked = match("listed-2", config(38));
        store.create(new MatchRecord("listed-2", clocked.config(), clocked.seats(), List.of(), SeededGames.T0.plusSeconds(1),
                SeededGames.T0.plusSeconds(1), MatchStatus.PLAYING, MoveClock.ofSeconds(20)));
        String text = Files.readString(file("listed-2"));
        assertTrue(text.contains("\n  \"moveClock\": {\"perMove\": \"PT20S\", \"missesBeforeBot\": 3},\n"), text);
        store.close();
        store = open();
        assertEquals(List.of("listed-1", "listed-2"), store.list(MatchStatus.PLAYING).stream().map(MatchSummary::id)
                .toList());
        store.append("listed-1", 1, moves(config(38), 1).get(0), at(1), MatchStatus.OVER);
        store.create(match("listed-3", config(38)));
        assertEquals(List.of("listed-3", "listed-2"), store.list(MatchStatus.PLAYING).stream()
                .map(MatchSummary::id).toList(), "listed-3 was made at T0, listed-2 a second later");
        assertEquals(List.of(store.load("listed-1").orElseThrow().summary()), store.list(MatchStatus.OVER));
    }

    @Test
    void leftoversOfACrashAreDeletedWhenTheFolderIsOpened() throws Exception {
        store.create(match("leftover", config(31)));
        store.close();
        Path temporary = folder.resolve("matches").resolve("leftover.json.tmp");
        Files.writeString(temporary, "{\"format\": 1, \"id\": \"left");
        store = open();
        assertFalse(Files.exists(temporary));
        assertEquals(List.of("leftover"), store.ids());
        assertEquals(0, store.load("leftover").orElseThrow().version());
    }

    @Test
    void aSecondStoreOnTheFolderIsRefused() {
        MatchStoreException e = assertThrows(MatchStoreException.class, this::open);
        assertTrue(e.getMessage().contains("another store in this process has it open"), e::getMessage);
    }

    @Test
    void aRefusedSecondStoreLeavesTheFirstItsLockAgainstOtherProcesses() throws Exception {
        assertThrows(MatchStoreException.class, this::open);
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                classPath(), LockProbe.class.getName(), folder.resolve("matches").toString());
        Process probe = new ProcessBuilder(command).redirectErrorStream(true).start();
        String said = new String(probe.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(0, probe.waitFor(), said);
        assertTrue(said.contains("another process has it open"), said);
    }

    @Test
    void aFileCutShortOrGarbledIsRefusedAndNothingElseIsThrown() throws Exception {
        store.create(match("cut", config(32)));
        appendAll("cut", moves(config(32), 8), 1);
        byte[] whole = Files.readAllBytes(file("cut"));
        for (int length = 0; length < whole.length - 1; length += 7) {
            Files.write(file("cut"), java.util.Arrays.copyOf(whole, length));
            MatchStoreException e = assertThrows(MatchStoreException.class, () -> store.load("cut"),
                    "cut at " + length);
            assertTrue(e.getMessage().startsWith("match cut: "), e::getMessage);
        }
        Random random = new Random(7);
        for (int i = 0; i < 300; i++) {
            byte[] garbled = whole.clone();
            String alphabet = " {}[]\",:0aZ\n";
            garbled[random.nextInt(garbled.length)] = (byte) alphabet.charAt(random.nextInt(alphabet.length()));
            Files.write(file("cut"), garbled);
            try {
                store.load("cut");
            } catch (MatchStoreException e) {
                assertTrue(e.getMessage().startsWith("match cut: "), e::getMessage);
            }
        }
        Files.write(file("cut"), whole);
        assertEquals(8, store.load("cut").orElseThrow().version());
    }

    @Test
    void unknownFieldsAndAnotherMatchsFileAreRefused() throws Exception {
        store.create(match("fields", config(33)));
        String good = Files.readString(file("fields"));
        Files.writeString(file("fields"), good.replace("\"format\": 2,", "\"format\": 2, \"extra\": true,"));
        MatchStoreException extra = assertThrows(MatchStoreException.class, () -> store.load("fields"));
        assertTrue(extra.getMessage().contains("extra: unknown field"), extra::getMessage);
        Files.writeString(file("fields"), good.replace("\"id\": \"fields\"", "\"id\": \"other\""));
        MatchStoreException id = assertThrows(MatchStoreException.class, () -> store.load("fields"));
        assertTrue(id.getMessage().contains("id: expected \"fields\""), id::getMessage);
        Files.writeString(file("fields"), good.replace("\"format\": 2", "\"format\": 3"));
        MatchStoreException format = assertThrows(MatchStoreException.class, () -> store.load("fields"));
        assertTrue(format.getMessage().contains("format: this store reads matches of format 1 or 2, got 3"),
                format::getMessage);
    }

    @Test
    void anIdThatIsNotAFileNameIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> store.load("../secrets"));
        assertThrows(IllegalArgumentException.class, () -> store.append("a/b", 1, moves(config(34), 1).get(0), at(1)));
    }

    @Test
    void aMatchFallenOutOfTheCacheIsReadOnceAndWrittenOn() {
        store.close();
        store = new FileMatchStore(folder.resolve("matches"), SeededGames.CATALOG, 3);
        store.create(match("cached", config(35)));
        appendAll("cached", moves(config(35), 2), 1);
        for (int i = 0; i < 5; i++) {
            store.create(match("other-" + i, config(36)));
        }
        appendAll("cached", moves(config(35), 4).subList(2, 4), 3);
        MatchStoreException e = assertThrows(MatchStoreException.class,
                () -> store.append("cached", 4, moves(config(35), 4).get(3), at(4)));
        assertTrue(e.getMessage().contains("does not follow the stored version 4"), e::getMessage);
        assertEquals(moves(config(35), 4), store.load("cached").orElseThrow().moves());
    }
}
