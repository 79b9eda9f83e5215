package dev.taki.match;

import dev.taki.api.GameConfig;
import dev.taki.core.VariantCatalog;
import dev.taki.core.record.RecordedMove;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The embedded default: one JSON file per match, {@code <id>.json} in one folder ({@link MatchRecordJson} has the
 * format). Every write — {@link #create}, {@link #append}, {@link #updateSeats} — writes the whole match to
 * {@code <id>.json.tmp} in the same folder, forces it to the disk, renames it over {@code <id>.json} in one atomic
 * step and forces the folder (where the platform allows it). A crash at any moment therefore leaves each match's
 * file as it was before the write or after it, never between; at worst a {@code .tmp} file is left over, and the
 * next store opened on the folder deletes it.
 *
 * <p><b>Cost.</b> A save writes the whole match, so it costs O(size of the match): about 20 bytes a move, a
 * kilobyte or two for an ordinary game, and two forced writes to the disk (the file and the folder), which
 * dominate. That is right for
 * ordinary games; for matches of thousands of moves, or many writes a second, use {@link JdbcMatchStore}, whose
 * append writes one row. The store keeps the recent matches' lines in memory ({@value #CACHED} matches), so an
 * append never reads the file back; a match that fell out is read once more on its next write.
 *
 * <p><b>Lists.</b> {@link #list(MatchStatus)} reads the head of every match's file once (everything but its moves,
 * which are passed over) and from then on keeps each match's summary in memory, brought up to date by every write:
 * a lobby may ask as often as it likes.
 *
 * <p><b>One store per folder.</b> The store holds a lock on {@code .lock} in the folder while it is open: a second
 * store on the same folder, in this process or another, is refused until the first is closed (or its process
 * ended). Within the store every method is safe to call from several threads; writes to one match are serialised,
 * writes to different matches run side by side.
 */
public final class FileMatchStore implements MatchStore {
    private static final String SUFFIX = ".json";
    private static final String TEMPORARY = ".json.tmp";
    private static final int STRIPES = 64;
    private static final int CACHED = 256;

    private final Path folder;
    private final MatchRecordJson json;
    private final FileChannel lockFile;
    private final FileLock lock;
    private final Object[] stripes = new Object[STRIPES];
    private final Map<String, Lines> cache;
    /** Every match's summary once a list has read them all, and each match's from its last write here. */
    private final Map<String, MatchSummary> summaries = new ConcurrentHashMap<>();
    private volatile boolean everySummaryRead;
    private volatile boolean syncFolder = true;
    private volatile boolean closed;

    /**
     * A store in the folder (made if missing), for the variants on the class path.
     *
     * @param folder where the matches are kept
     */
    public FileMatchStore(Path folder) {
        this(folder, VariantCatalog.discover());
    }

    /**
     * A store in the folder (made if missing), reading configurations and moves with the catalog's variants.
     *
     * @param folder where the matches are kept
     * @param catalog the variants the stored configurations may name
     * @throws MatchStoreException if the folder cannot be made or read, or another store holds it
     */
    public FileMatchStore(Path folder, VariantCatalog catalog) {
        this(folder, catalog, CACHED);
    }

    /** The folders that a store of this process holds open. */
    private static final Set<Path> OPEN_HERE = ConcurrentHashMap.newKeySet();

    /** A store that keeps the lines of at most {@code cached} matches in memory (tests make it small). */
    FileMatchStore(Path folder, VariantCatalog catalog, int cached) {
        this.cache = Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Lines> eldest) {
                return size() > cached;
            }
        });
        this.folder = folder.toAbsolutePath().normalize();
        this.json = new MatchRecordJson(catalog);
        for (int i = 0; i < STRIPES; i++) {
            stripes[i] = new Object();
        }
        // Checked before the lock file is opened: closing a second channel on it would drop this process's lock.
        if (!OPEN_HERE.add(this.folder)) {
            throw new MatchStoreException("match store " + this.folder + ": another store in this process has it open");
        }
        FileChannel channel = null;
        try {
            Files.createDirectories(this.folder);
            channel = FileChannel.open(this.folder.resolve(".lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock held = channel.tryLock();
            if (held == null) {
                throw new MatchStoreException("match store " + this.folder + ": another process has it open");
            }
            this.lockFile = channel;
            this.lock = held;
            deleteLeftovers();
        } catch (OverlappingFileLockException e) {
            closeQuietly(channel);
            OPEN_HERE.remove(this.folder);
            throw new MatchStoreException("match store " + this.folder + ": another store in this process has it open", e);
        } catch (IOException e) {
            closeQuietly(channel);
            OPEN_HERE.remove(this.folder);
            throw new MatchStoreException("match store " + this.folder + ": cannot open the folder: " + e, e);
        } catch (MatchStoreException e) {
            closeQuietly(channel);
            OPEN_HERE.remove(this.folder);
            throw e;
        }
    }

    /** {@return the folder the matches are kept in} */
    public Path folder() {
        return folder;
    }

    /**
     * What the store knows of one match: its header, and its moves as the bytes of their lines in the file, to
     * which an append adds one line (the file is written from them without encoding the moves again).
     */
    private static final class Lines {
        final String configText;
        final GameConfig config;
        final Instant created;
        final MoveClock clock;
        List<MatchSeat> seats;
        Instant updated;
        MatchStatus status;
        int version;
        byte[] moves = new byte[256];
        int length;

        Lines(String configText, MatchRecord match) {
            this.configText = configText;
            this.config = match.config();
            this.created = match.created();
            this.seats = match.seats();
            this.updated = match.updated();
            this.status = match.status();
            this.clock = match.moveClock();
            match.moves().forEach(this::add);
        }

        MatchSummary summary(String id) {
            return new MatchSummary(id, status, config.players(), seats, created, updated);
        }

        /** Adds a move's line; undone by {@link #undo}. */
        void add(RecordedMove move) {
            StringBuilder line = new StringBuilder(32);
            MatchRecordJson.appendMove(line, move, version == 0);
            byte[] bytes = line.toString().getBytes(StandardCharsets.UTF_8);
            if (length + bytes.length > moves.length) {
                moves = Arrays.copyOf(moves, Math.max(2 * moves.length, length + bytes.length));
            }
            System.arraycopy(bytes, 0, moves, length, bytes.length);
            length += bytes.length;
            version++;
        }

        /** Takes back the last {@link #add}, given the length before it. */
        void undo(int lengthBefore) {
            length = lengthBefore;
            version--;
        }

        ByteBuffer[] document(String id) {
            String head = MatchRecordJson.head(id, configText, seats, created, updated, status, clock);
            return new ByteBuffer[] {ByteBuffer.wrap(head.getBytes(StandardCharsets.UTF_8)),
                    ByteBuffer.wrap(moves, 0, length),
                    ByteBuffer.wrap(MatchRecordJson.tail(version > 0).getBytes(StandardCharsets.UTF_8))};
        }
    }

    @Override
    public void create(MatchRecord match) {
        String id = match.id();
        synchronized (stripe(id)) {
            open();
            if (cache.containsKey(id) || Files.exists(file(id))) {
                throw new MatchConflictException("match " + id + ": already stored");
            }
            Lines lines = new Lines(json.configText(match.config()), match);
            save(id, lines.document(id));
            cache.put(id, lines);
            summaries.put(id, lines.summary(id));
        }
    }

    @Override
    public void append(String id, int version, RecordedMove move, Instant at, MatchStatus status) {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(at, "at");
        StoreChecks.moveStatus(status);
        synchronized (stripe(id)) {
            open();
            Lines lines = lines(id);
            if (lines.status != MatchStatus.PLAYING) {
                throw StoreChecks.notInPlay(id, lines.status);
            }
            if (lines.version != version - 1) {
                throw new MatchConflictException("match " + id + ": move " + version + " does not follow the stored version "
                        + lines.version);
            }
            int length = lines.length;
            Instant before = lines.updated;
            lines.add(move);
            lines.updated = at;
            lines.status = status;
            try {
                save(id, lines.document(id));
            } catch (RuntimeException e) {
                lines.undo(length);
                lines.updated = before;
                lines.status = MatchStatus.PLAYING;
                throw e;
            }
            summaries.put(id, lines.summary(id));
        }
    }

    @Override
    public void updateSeats(String id, List<MatchSeat> before, List<MatchSeat> after, MatchStatus status, Instant at) {
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(at, "at");
        synchronized (stripe(id)) {
            open();
            Lines lines = lines(id);
            if (!lines.seats.equals(before)) {
                throw new MatchConflictException("match " + id + ": its seats changed since they were read");
            }
            List<MatchSeat> checked = StoreChecks.seats(id, lines.config.players(), lines.version, after, status, at);
            List<MatchSeat> oldSeats = lines.seats;
            Instant oldUpdated = lines.updated;
            MatchStatus oldStatus = lines.status;
            lines.seats = checked;
            lines.updated = at;
            lines.status = status;
            try {
                save(id, lines.document(id));
            } catch (RuntimeException e) {
                lines.seats = oldSeats;
                lines.updated = oldUpdated;
                lines.status = oldStatus;
                throw e;
            }
            summaries.put(id, lines.summary(id));
        }
    }

    /**
     * {@inheritDoc} Reads the file: its size is checked against {@link StoreLimits#maxBytes()} before it is read, its
     * moves are counted against {@link StoreLimits#maxMoves()} while they are read.
     */
    @Override
    public Optional<MatchRecord> load(String id, StoreLimits limits) {
        MatchIds.check(id);
        open();
        return read(id, limits);
    }

    /**
     * {@inheritDoc} The first call reads the head of every file (not its moves); later calls answer from memory.
     *
     * @throws MatchStoreException if a file cannot be read or is damaged, naming the match
     */
    @Override
    public List<MatchSummary> list(MatchStatus status) {
        Objects.requireNonNull(status, "status");
        open();
        if (!everySummaryRead) {
            for (String id : ids()) {
                if (!summaries.containsKey(id)) {
                    // a write since ids() put a fresher summary: putIfAbsent keeps it
                    readSummary(id).ifPresent(s -> summaries.putIfAbsent(id, s));
                }
            }
            everySummaryRead = true;
        }
        return summaries.values().stream().filter(s -> s.status() == status)
                .sorted(java.util.Comparator.comparing(MatchSummary::created).thenComparing(MatchSummary::id))
                .toList();
    }

    @Override
    public List<String> ids() {
        open();
        List<String> ids = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "*" + SUFFIX)) {
            for (Path f : files) {
                String name = f.getFileName().toString();
                String id = name.substring(0, name.length() - SUFFIX.length());
                if (isId(id)) {
                    ids.add(id);
                }
            }
        } catch (IOException e) {
            throw new MatchStoreException("match store " + folder + ": cannot list the folder: " + e, e);
        }
        Collections.sort(ids);
        return ids;
    }

    /** Releases the folder's lock; the store refuses every call afterwards. */
    @Override
    public void close() {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
        }
        cache.clear();
        summaries.clear();
        try {
            lock.release();
        } catch (IOException e) {
            // the lock goes with the channel
        }
        closeQuietly(lockFile);
        OPEN_HERE.remove(folder);
    }

    // ---- reading -----------------------------------------------------------------------------------------

    private Lines lines(String id) {
        Lines lines = cache.get(id);
        if (lines == null) {
            MatchRecord match = read(id, StoreLimits.defaults())
                    .orElseThrow(() -> new MatchStoreException("match " + id + ": not stored"));
            lines = new Lines(json.configText(match.config()), match);
            cache.put(id, lines);
        }
        return lines;
    }

    private Optional<MatchSummary> readSummary(String id) {
        Path file = file(id);
        StoreLimits limits = StoreLimits.defaults();
        try (InputStream in = Files.newInputStream(file)) {
            if (Files.size(file) > limits.maxBytes()) {
                throw new MatchStoreException("match " + id + ": the file " + file + " has " + Files.size(file)
                        + " bytes, over the limit of " + limits.maxBytes() + " bytes (StoreLimits.maxBytes)");
            }
            return Optional.of(json.readSummary(id, in, "the file " + file, limits));
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException e) {
            throw new MatchStoreException("match " + id + ": cannot read " + file + ": " + e, e);
        }
    }

    private Optional<MatchRecord> read(String id, StoreLimits limits) {
        Path file = file(id);
        try (InputStream in = Files.newInputStream(file)) {
            long size = Files.size(file);
            if (size > limits.maxBytes()) {
                throw new MatchStoreException("match " + id + ": the file " + file + " has " + size
                        + " bytes, over the limit of " + limits.maxBytes() + " bytes (StoreLimits.maxBytes)");
            }
            return Optional.of(json.read(id, in, "the file " + file, limits));
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException e) {
            throw new MatchStoreException("match " + id + ": cannot read " + file + ": " + e, e);
        }
    }

    // ---- writing -----------------------------------------------------------------------------------------

    /** Writes a whole match: a temporary file, forced to the disk, renamed over the match's file in one step. */
    private void save(String id, ByteBuffer[] document) {
        Path temporary = folder.resolve(id + TEMPORARY);
        Path file = file(id);
        try {
            try (FileChannel out = FileChannel.open(temporary, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                while (document[document.length - 1].hasRemaining()) {
                    out.write(document);
                }
                out.force(true);
            }
            Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            forceFolder();
        } catch (IOException e) {
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException ignored) {
                // deleted when the next store opens the folder
            }
            throw new MatchStoreException("match " + id + ": cannot save " + file + ": " + e, e);
        }
    }

    /** Forces the rename to the disk: a folder can be opened and forced on Linux and macOS, not on Windows. */
    private void forceFolder() {
        if (!syncFolder) {
            return;
        }
        try (FileChannel dir = FileChannel.open(folder, StandardOpenOption.READ)) {
            dir.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            syncFolder = false;
        }
    }

    private void deleteLeftovers() throws IOException {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "*" + TEMPORARY)) {
            for (Path f : files) {
                Files.deleteIfExists(f);
            }
        }
    }

    // ---- shared ------------------------------------------------------------------------------------------

    private Path file(String id) {
        return folder.resolve(MatchIds.check(id) + SUFFIX);
    }

    private Object stripe(String id) {
        return stripes[Math.floorMod(MatchIds.check(id).hashCode(), STRIPES)];
    }

    private void open() {
        if (closed) {
            throw new MatchStoreException("match store " + folder + ": closed");
        }
    }

    private static boolean isId(String id) {
        try {
            MatchIds.check(id);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException ignored) {
                // nothing held
            }
        }
    }
}
