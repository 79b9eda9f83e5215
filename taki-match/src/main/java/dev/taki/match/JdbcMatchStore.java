package dev.taki.match;

import dev.taki.api.GameConfig;
import dev.taki.api.Notation;
import dev.taki.core.VariantCatalog;
import dev.taki.core.record.RecordedMove;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Matches in a database, through JDBC: PostgreSQL, SQLite, or any database that takes this portable SQL. The
 * store makes its two tables if they are missing:
 * <pre>{@code
 * taki_matches (id VARCHAR(64) PRIMARY KEY, config TEXT, seats TEXT, created TEXT, updated TEXT)
 * taki_moves   (match_id VARCHAR(64) REFERENCES taki_matches(id), version INTEGER, seat INTEGER, move TEXT,
 *               at TEXT, PRIMARY KEY (match_id, version))
 * }</pre>
 * {@code config} and {@code seats} are JSON (as in {@link FileMatchStore}'s files); {@code move} is a move in the
 * game's notation ({@code play R5 last}); the times are ISO-8601 text ({@link Instant#toString}), which keeps them
 * exactly.
 *
 * <p>An {@link #append} is one transaction that raises the match's {@code updated} (which locks its row), checks that
 * the match is at {@code version - 1}, and inserts one row: its cost does not grow with the match. The primary key
 * refuses a second row for the same version even from another process. A crash leaves the database as it was
 * after the last committed transaction, so a match always loads as it was after some accepted move.
 *
 * <p>On SQLite the store turns on write-ahead logging, {@code synchronous=FULL} (a committed move survives a power
 * cut, not only a killed process) and a busy timeout of 10 s, and begins its write transactions
 * {@code IMMEDIATE}, so two writers wait for each other instead of failing.
 *
 * <p>Given a URL, the store opens connections itself and keeps up to 4 idle ones for reuse; given a
 * {@link Connections} (such as a pooled {@code javax.sql.DataSource}'s {@code getConnection}), it takes one for
 * each call and closes it afterwards. Every method is safe to call from several threads.
 */
public final class JdbcMatchStore implements MatchStore {
    private static final String MATCHES = "CREATE TABLE IF NOT EXISTS taki_matches ("
            + "id VARCHAR(64) NOT NULL PRIMARY KEY, config TEXT NOT NULL, seats TEXT NOT NULL, "
            + "created TEXT NOT NULL, updated TEXT NOT NULL)";
    private static final String MOVES = "CREATE TABLE IF NOT EXISTS taki_moves ("
            + "match_id VARCHAR(64) NOT NULL REFERENCES taki_matches (id), version INTEGER NOT NULL, "
            + "seat INTEGER NOT NULL, move TEXT NOT NULL, at TEXT NOT NULL, PRIMARY KEY (match_id, version))";
    private static final List<String> TABLES = List.of(MATCHES, MOVES);

    /** Where connections come from: {@code dataSource::getConnection}, or a lambda of one's own. */
    @FunctionalInterface
    public interface Connections {
        /**
         * A new or pooled connection; the store closes it when done.
         *
         * @return an open connection
         * @throws SQLException if none can be had; the store reports it as a {@link MatchStoreException}
         */
        Connection open() throws SQLException;
    }

    private final JdbcSession session;
    private final MatchRecordJson json;

    /**
     * A store at a JDBC URL ({@code jdbc:postgresql://host/db?user=…}, {@code jdbc:sqlite:/srv/taki.db}).
     *
     * @param url the JDBC URL, with the login in it if the database needs one
     */
    public JdbcMatchStore(String url) {
        this(url, null, null, VariantCatalog.discover());
    }

    /**
     * A store at a JDBC URL, logging in as the user.
     *
     * @param url the JDBC URL
     * @param user the database user
     * @param password the user's password (never written into a message)
     */
    public JdbcMatchStore(String url, String user, String password) {
        this(url, user, password, VariantCatalog.discover());
    }

    /**
     * A store at a JDBC URL (user and password may be null), reading configurations and moves with the catalog.
     *
     * @param url the JDBC URL
     * @param user the database user, or null
     * @param password the user's password, or null (never written into a message)
     * @param catalog the variants the stored configurations may name
     * @throws MatchStoreException if the database cannot be reached or the tables cannot be made
     */
    public JdbcMatchStore(String url, String user, String password, VariantCatalog catalog) {
        this(new JdbcSession(() -> user == null ? DriverManager.getConnection(url)
                : DriverManager.getConnection(url, user, password), true, redact(url), password, TABLES), catalog);
    }

    /**
     * A store whose connections come from elsewhere (a pool), reading with the catalog.
     *
     * @param connections where each call takes its connection
     * @param catalog the variants the stored configurations may name
     * @throws MatchStoreException if the database cannot be reached or the tables cannot be made
     */
    public JdbcMatchStore(Connections connections, VariantCatalog catalog) {
        this(new JdbcSession(connections, false, "the given connections", null, TABLES), catalog);
    }

    private JdbcMatchStore(JdbcSession session, VariantCatalog catalog) {
        this.session = session;
        this.json = new MatchRecordJson(Objects.requireNonNull(catalog, "catalog"));
    }

    @Override
    public void create(MatchRecord match) {
        String id = match.id();
        String config = json.configText(match.config());
        String seats = SeatsJson.text(match.seats());
        session.run(id, "create it", c -> {
            try {
                return session.write(c, () -> {
                    try (PreparedStatement s = c.prepareStatement("INSERT INTO taki_matches (id, config, seats, "
                            + "created, updated) VALUES (?, ?, ?, ?, ?)")) {
                        s.setString(1, id);
                        s.setString(2, config);
                        s.setString(3, seats);
                        s.setString(4, match.created().toString());
                        s.setString(5, match.updated().toString());
                        s.executeUpdate();
                    }
                    insertMoves(c, id, match.moves(), match.updated());
                    return null;
                });
            } catch (SQLException e) {
                if (exists(c, id)) {
                    throw new MatchConflictException("match " + id + ": already stored");
                }
                throw e;
            }
        });
    }

    private static void insertMoves(Connection c, String id, List<RecordedMove> moves, Instant at) throws SQLException {
        if (moves.isEmpty()) {
            return;
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO taki_moves (match_id, version, seat, move, at) "
                + "VALUES (?, ?, ?, ?, ?)")) {
            for (int i = 0; i < moves.size(); i++) {
                s.setString(1, id);
                s.setInt(2, i + 1);
                s.setInt(3, moves.get(i).seat());
                s.setString(4, moves.get(i).move().notation());
                s.setString(5, at.toString());
                s.addBatch();
            }
            s.executeBatch();
        }
    }

    @Override
    public void append(String id, int version, RecordedMove move, Instant at) {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(at, "at");
        MatchIds.check(id);
        session.run(id, "append move " + version, c -> {
            try {
                return session.write(c, () -> {
                    touch(c, id, at);
                    int stored;
                    try (PreparedStatement s = c.prepareStatement(
                            "SELECT MAX(version) FROM taki_moves WHERE match_id = ?")) {
                        s.setString(1, id);
                        try (ResultSet r = s.executeQuery()) {
                            stored = r.next() ? r.getInt(1) : 0;
                        }
                    }
                    if (stored != version - 1) {
                        throw conflict(id, version, stored);
                    }
                    try (PreparedStatement s = c.prepareStatement("INSERT INTO taki_moves (match_id, version, seat, "
                            + "move, at) VALUES (?, ?, ?, ?, ?)")) {
                        s.setString(1, id);
                        s.setInt(2, version);
                        s.setInt(3, move.seat());
                        s.setString(4, move.move().notation());
                        s.setString(5, at.toString());
                        s.executeUpdate();
                    }
                    return null;
                });
            } catch (SQLException e) {
                if (isDuplicateKey(e)) {
                    throw new MatchConflictException("match " + id + ": move " + version
                            + " does not follow the stored version (another writer stored a move " + version + ")", e);
                }
                throw e;
            }
        });
    }

    private static MatchStoreException conflict(String id, int version, int stored) {
        return new MatchConflictException("match " + id + ": move " + version + " does not follow the stored version "
                + stored);
    }

    @Override
    public void updateSeats(String id, List<MatchSeat> seats, Instant at) {
        Objects.requireNonNull(at, "at");
        MatchIds.check(id);
        session.run(id, "update its seats", c -> session.write(c, () -> {
            touch(c, id, at);
            String config;
            try (PreparedStatement s = c.prepareStatement("SELECT config FROM taki_matches WHERE id = ?")) {
                s.setString(1, id);
                try (ResultSet r = s.executeQuery()) {
                    r.next();
                    config = r.getString(1);
                }
            }
            int players = json.players(config, new MatchProblems(id));
            // the same checks as a record's: one seat per player, in order
            List<MatchSeat> checked = new MatchRecord(id, GameConfig.of(players, 0), seats, List.of(), at, at).seats();
            try (PreparedStatement s = c.prepareStatement("UPDATE taki_matches SET seats = ? WHERE id = ?")) {
                s.setString(1, SeatsJson.text(checked));
                s.setString(2, id);
                s.executeUpdate();
            }
            return null;
        }));
    }

    /** Raises a match's {@code updated}, which takes the lock on its row; refuses an unknown match. */
    private static void touch(Connection c, String id, Instant at) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE taki_matches SET updated = ? WHERE id = ?")) {
            s.setString(1, at.toString());
            s.setString(2, id);
            if (s.executeUpdate() == 0) {
                throw new MatchStoreException("match " + id + ": not stored");
            }
        }
    }

    /**
     * {@inheritDoc} Counts the match's moves and the length of its stored text first, and refuses it if they pass
     * the limits (the length in characters stands for {@link StoreLimits#maxBytes()}); then reads it.
     */
    @Override
    public Optional<MatchRecord> load(String id, StoreLimits limits) {
        MatchIds.check(id);
        return session.run(id, "load it", c -> {
            MatchProblems problems = new MatchProblems(id);
            long headerLength;
            try (PreparedStatement s = c.prepareStatement("SELECT LENGTH(config) + LENGTH(seats) + LENGTH(created) "
                    + "+ LENGTH(updated) FROM taki_matches WHERE id = ?")) {
                s.setString(1, id);
                try (ResultSet r = s.executeQuery()) {
                    if (!r.next()) {
                        return Optional.empty();
                    }
                    headerLength = r.getLong(1);
                }
            }
            long count;
            long length;
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT COUNT(*), COALESCE(SUM(LENGTH(move) + LENGTH(at)), 0) FROM taki_moves WHERE match_id = ?")) {
                s.setString(1, id);
                try (ResultSet r = s.executeQuery()) {
                    r.next();
                    count = r.getLong(1);
                    length = r.getLong(2);
                }
            }
            if (count > limits.maxMoves()) {
                throw new MatchStoreException("match " + id + ": " + count + " moves, over the limit of "
                        + limits.maxMoves() + " moves (StoreLimits.maxMoves)");
            }
            long size = headerLength + length + 8 * count;
            if (size > limits.maxBytes()) {
                throw new MatchStoreException("match " + id + ": about " + size + " bytes stored, over the limit of "
                        + limits.maxBytes() + " bytes (StoreLimits.maxBytes)");
            }
            String configText;
            String seatsText;
            String created;
            String updated;
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT config, seats, created, updated FROM taki_matches WHERE id = ?")) {
                s.setString(1, id);
                try (ResultSet r = s.executeQuery()) {
                    if (!r.next()) {
                        return Optional.empty();
                    }
                    configText = r.getString(1);
                    seatsText = r.getString(2);
                    created = r.getString(3);
                    updated = r.getString(4);
                }
            }
            GameConfig config = json.config(configText, problems);
            List<MatchSeat> seats = config == null ? null : json.seats(seatsText, config.players(), problems);
            Instant createdAt = MatchRecordJson.instant("created", created, problems);
            Instant updatedAt = MatchRecordJson.instant("updated", updated, problems);
            Notation notation = config == null ? null : json.notation(config, problems);
            problems.throwIfAny();
            List<RecordedMove> moves = new ArrayList<>((int) count);
            try (PreparedStatement s = c.prepareStatement("SELECT version, seat, move FROM taki_moves "
                    + "WHERE match_id = ? AND version <= ? ORDER BY version")) {
                s.setString(1, id);
                s.setLong(2, count);
                s.setFetchSize(1000);
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        int version = r.getInt(1);
                        String field = "moves[" + moves.size() + "]";
                        if (version != moves.size() + 1) {
                            throw problems.fatal(field + ": version " + (moves.size() + 1) + " is missing (the next "
                                    + "stored version is " + version + ")");
                        }
                        RecordedMove m = MatchRecordJson.move(r.getInt(2), r.getString(3), notation, config.players(),
                                field + " (version " + version + ")", problems);
                        if (m == null) {
                            problems.throwIfAny();
                        }
                        moves.add(m);
                    }
                }
            }
            if (moves.size() != count) {
                throw problems.fatal("moves: " + count + " stored, but versions 1 to " + count + " are not all there");
            }
            return Optional.of(MatchRecordJson.record(id, config, seats, moves, createdAt, updatedAt, problems));
        });
    }

    @Override
    public List<String> ids() {
        return session.run(null, "list the matches", c -> {
            List<String> ids = new ArrayList<>();
            try (Statement s = c.createStatement();
                 ResultSet r = s.executeQuery("SELECT id FROM taki_matches ORDER BY id")) {
                while (r.next()) {
                    ids.add(r.getString(1));
                }
            }
            ids.sort(null);
            return ids;
        });
    }

    /** Closes the idle connections; the store refuses every call afterwards. */
    @Override
    public void close() {
        session.close();
    }

    /** A URL for messages: its password replaced by stars. */
    static String redact(String url) {
        return JdbcSession.redact(url);
    }

    private static boolean exists(Connection c, String id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT 1 FROM taki_matches WHERE id = ?")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                return r.next();
            }
        }
    }

    /** A second row for the same key: SQL state 23505 (PostgreSQL and the standard), or SQLite's constraint error. */
    private static boolean isDuplicateKey(SQLException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLException s && ("23505".equals(s.getSQLState()) || s.getErrorCode() == 19
                    || String.valueOf(s.getMessage()).contains("UNIQUE constraint failed"))) {
                return true;
            }
        }
        return false;
    }
}
