package dev.taki.match;

import com.zaxxer.hikari.HikariDataSource;
import dev.taki.api.GameConfig;
import dev.taki.core.VariantCatalog;
import dev.taki.core.record.RecordedMove;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Matches in a database, through JDBC: PostgreSQL, SQLite, or any database that takes this portable SQL. The store
 * makes its tables if they are missing, and adds the columns an older version of it did not have:
 * <pre>{@code
 * taki_matches (id VARCHAR(64) PRIMARY KEY, config TEXT, seats TEXT, created TEXT, updated TEXT,
 *               status VARCHAR(16) DEFAULT 'playing', move_clock TEXT)       -- index on status
 * taki_moves   (match_id VARCHAR(64) REFERENCES taki_matches(id), version INTEGER, seat INTEGER, move TEXT,
 *               at TEXT, PRIMARY KEY (match_id, version))
 * taki_leases  (match_id VARCHAR(64) PRIMARY KEY, owner VARCHAR(200), until BIGINT)
 * }</pre>
 * {@code config}, {@code seats} (with the credentials' hashes) and {@code move_clock} are JSON (as in
 * {@link FileMatchStore}'s files; no clock is NULL); {@code status} is {@code open}, {@code playing} or {@code over};
 * {@code move} is a move in the game's notation ({@code play R5 last}); the times are ISO-8601 text
 * ({@link Instant#toString}), which keeps them exactly; a lease's {@code until} is in milliseconds by the database's
 * clock ({@link JdbcLeases}).
 *
 * <p>An {@link #append} is one transaction that raises the match's {@code updated} and sets its status (which locks
 * its row), checks that the match is in play and at {@code version - 1}, and inserts one row: its cost does not grow
 * with the match. The primary key refuses a second row for the same version even from another process. An
 * {@link #updateSeats} compares the stored seats with the ones the writer read and replaces them in the same
 * transaction. A crash leaves the database as it was after the last committed transaction.
 *
 * <p><b>Connections.</b> Given a URL, the store keeps a pool (HikariCP, which checks connections before handing them
 * out); given {@link Connections} (a {@code DataSource}'s {@code getConnection}), it takes one for each call and
 * closes it afterwards. Every call that loses its connection (the server restarts) tries again on a new one for up
 * to 30 s, so a restart costs a wait, not a failed call. A write that may have committed before its connection died
 * finds its own work stored when it tries again and takes it as done.
 *
 * <p><b>SQLite</b> lets one writer at a time into a database: every write of the store goes through one queue and
 * one thread, which commits the writes waiting together in one transaction ({@link SqliteWriter}); reads run beside
 * it, on the write-ahead log. The store sets {@code synchronous=FULL} (a committed move survives a power cut) and a
 * busy timeout of 10 s for other processes on the same file.
 *
 * <p><b>Several processes.</b> The store is a {@link SharedMatchStore}. On PostgreSQL, {@link #watch} hears every
 * change by any process on the database ({@code LISTEN}/{@code NOTIFY}, see {@link PgNotifications}), and after its
 * listening connection was lost it hears once more of every match that may have changed meanwhile. On SQLite and
 * other databases it hears only this store object's own writes. Leases are kept by the database's clock.
 */
public final class JdbcMatchStore implements SharedMatchStore {

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
    private final JdbcRows rows;

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
     * @throws MatchStoreException if the URL has no driver, or the database cannot be reached within 30 s or its
     *                             tables cannot be made
     */
    public JdbcMatchStore(String url, String user, String password, VariantCatalog catalog) {
        this(session(Objects.requireNonNull(url, "url"), user, password), catalog);
    }

    /**
     * A store whose connections come from elsewhere (a pool), reading with the catalog.
     *
     * @param connections where each call takes its connection
     * @param catalog the variants the stored configurations may name
     * @throws MatchStoreException if the database cannot be reached or the tables cannot be made
     */
    public JdbcMatchStore(Connections connections, VariantCatalog catalog) {
        this(new JdbcSession(connections, connections, null, true, "the given connections", null), catalog);
    }

    private JdbcMatchStore(JdbcSession session, VariantCatalog catalog) {
        this.session = session;
        this.json = new MatchRecordJson(Objects.requireNonNull(catalog, "catalog"));
        this.rows = new JdbcRows(json);
    }

    private static JdbcSession session(String url, String user, String password) {
        String where = redact(url);
        JdbcErrors errors = new JdbcErrors(password);
        HikariDataSource pool;
        try {
            pool = JdbcPool.open(url, user, password);
        } catch (RuntimeException e) {
            throw new MatchStoreException("match store at " + where + ": cannot open it or make its tables: "
                    + errors.says(e), errors.told(e));
        }
        return new JdbcSession(pool::getConnection,
                () -> JdbcPool.dedicated(url, user, password, "taki-match-listener"), pool, false, where, password);
    }

    @Override
    public void create(MatchRecord match) {
        String id = match.id();
        String config = json.configText(match.config());
        String seats = SeatsJson.text(match.seats());
        String clock = match.moveClock().isSet() ? StatusJson.clockText(match.moveClock()) : null;
        session.write(id, "create it", tx -> {
            Connection c = tx.connection();
            if (tx.retry() && rows.storedAs(c, id, config, seats, match.created())) {
                tx.changed(id, match.version()); // the attempt that lost its connection had committed
                return null;
            }
            try (PreparedStatement s = c.prepareStatement("INSERT INTO taki_matches (id, config, seats, created, "
                    + "updated, status, move_clock) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
                s.setString(1, id);
                s.setString(2, config);
                s.setString(3, seats);
                s.setString(4, match.created().toString());
                s.setString(5, match.updated().toString());
                s.setString(6, StatusJson.statusText(match.status()));
                s.setString(7, clock);
                s.executeUpdate();
            } catch (SQLException e) {
                if (JdbcErrors.isDuplicateKey(e)) {
                    throw new MatchConflictException("match " + id + ": already stored");
                }
                throw e;
            }
            insertMoves(c, id, match.moves(), match.updated());
            tx.changed(id, match.version());
            return null;
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
    public void append(String id, int version, RecordedMove move, Instant at, MatchStatus status) {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(at, "at");
        MatchIds.check(id);
        StoreChecks.moveStatus(status);
        String notation = move.move().notation();
        session.write(id, "append move " + version, tx -> {
            Connection c = tx.connection();
            if (tx.retry() && rows.storedMove(c, id, version, move.seat(), notation)) {
                tx.changed(id, version); // the attempt that lost its connection had committed
                return null;
            }
            try (PreparedStatement s = c.prepareStatement("UPDATE taki_matches SET updated = ?, status = ? "
                    + "WHERE id = ? AND status = ?")) {
                s.setString(1, at.toString());
                s.setString(2, StatusJson.statusText(status));
                s.setString(3, id);
                s.setString(4, StatusJson.statusText(MatchStatus.PLAYING));
                if (s.executeUpdate() == 0) {
                    throw StoreChecks.notInPlay(id, rows.status(c, id));
                }
            }
            int stored = rows.version(c, id);
            if (stored != version - 1) {
                throw conflict(id, version, stored);
            }
            try (PreparedStatement s = c.prepareStatement("INSERT INTO taki_moves (match_id, version, seat, move, at) "
                    + "VALUES (?, ?, ?, ?, ?)")) {
                s.setString(1, id);
                s.setInt(2, version);
                s.setInt(3, move.seat());
                s.setString(4, notation);
                s.setString(5, at.toString());
                s.executeUpdate();
            } catch (SQLException e) {
                if (JdbcErrors.isDuplicateKey(e)) {
                    throw new MatchConflictException("match " + id + ": move " + version + " does not follow the "
                            + "stored version (another writer stored a move " + version + ")", e);
                }
                throw e;
            }
            tx.changed(id, version);
            return null;
        });
    }

    private static MatchStoreException conflict(String id, int version, int stored) {
        return new MatchConflictException("match " + id + ": move " + version + " does not follow the stored version "
                + stored);
    }

    @Override
    public void updateSeats(String id, List<MatchSeat> before, List<MatchSeat> after, MatchStatus status, Instant at) {
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(after, "after");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(at, "at");
        MatchIds.check(id);
        session.write(id, "update its seats", tx -> {
            Connection c = tx.connection();
            JdbcRows.Seats stored = rows.seats(c, id); // locks the row
            if (!stored.seats().equals(before)) {
                if (tx.retry() && stored.seats().equals(after) && stored.status() == status) {
                    tx.changed(id, stored.version()); // the attempt that lost its connection had committed
                    return null;
                }
                throw new MatchConflictException("match " + id + ": its seats changed since they were read");
            }
            List<MatchSeat> checked = StoreChecks.seats(id, stored.players(), stored.version(), after, status,
                    at);
            try (PreparedStatement s = c.prepareStatement("UPDATE taki_matches SET seats = ?, status = ?, updated = ? "
                    + "WHERE id = ?")) {
                s.setString(1, SeatsJson.text(checked));
                s.setString(2, StatusJson.statusText(status));
                s.setString(3, at.toString());
                s.setString(4, id);
                s.executeUpdate();
            }
            tx.changed(id, stored.version());
            return null;
        });
    }

    /**
     * {@inheritDoc} Counts the match's moves and the length of its stored text first, and refuses it if they pass
     * the limits (the length in characters stands for {@link StoreLimits#maxBytes()}); then reads it.
     */
    @Override
    public Optional<MatchRecord> load(String id, StoreLimits limits) {
        MatchIds.check(id);
        Objects.requireNonNull(limits, "limits");
        return session.read(id, "load it", c -> rows.load(c, id, limits));
    }

    /**
     * {@inheritDoc} One query, on the index of the status; the matches are put in order here, by their creation
     * time (ISO-8601 text does not sort as time when the fractions of a second differ in length).
     *
     * @throws MatchStoreException if a listed match's stored data is damaged, naming it
     */
    @Override
    public List<MatchSummary> list(MatchStatus status) {
        Objects.requireNonNull(status, "status");
        List<MatchSummary> out = session.read(null, "list the " + StatusJson.statusText(status) + " matches",
                c -> {
                    List<MatchSummary> found = new ArrayList<>();
                    try (PreparedStatement s = c.prepareStatement("SELECT id, config, seats, created, updated "
                            + "FROM taki_matches WHERE status = ?")) {
                        s.setString(1, StatusJson.statusText(status));
                        try (ResultSet r = s.executeQuery()) {
                            while (r.next()) {
                                found.add(rows.summary(r, status));
                            }
                        }
                    }
                    return found;
                });
        out.sort(Comparator.comparing(MatchSummary::created).thenComparing(MatchSummary::id));
        return out;
    }

    @Override
    public List<String> ids() {
        return session.read(null, "list the matches", c -> {
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

    /**
     * {@inheritDoc} On PostgreSQL the listener hears every process's changes (the first watch starts it, and returns
     * once it listens); after a lost connection it tells each match that may have changed meanwhile, at its version.
     * On other databases a watcher hears only this store's own writes, on the thread that committed them.
     */
    @Override
    public AutoCloseable watch(Consumer<MatchChange> listener) {
        return session.watch(listener, this);
    }

    /**
     * {@inheritDoc} Kept in {@code taki_leases}, timed by the database's clock. A ttl of zero gives the lease up at
     * once (true if the owner held it or nobody did).
     *
     * @throws IllegalArgumentException if the owner is blank or over 200 characters, or the ttl negative or over a day
     */
    @Override
    public boolean lease(String id, String owner, Duration ttl) {
        return JdbcLeases.lease(session, id, owner, ttl);
    }

    /** {@return true if {@link #watch} hears other processes' changes (PostgreSQL), not only this store's own} */
    public boolean hearsOtherProcesses() {
        return session.hearsOthers();
    }

    /** Finishes the writes in hand, closes the pool and the listener; the store refuses every call afterwards. */
    @Override
    public void close() {
        session.close();
    }

    /** After an outage of the listener: the version of every match open or in play, or changed since the time. */
    List<MatchChange> versionsAfterOutage(Connection c, Instant since) throws SQLException {
        return rows.versionsSince(c, since);
    }

    /** A URL for messages: its password replaced by stars. */
    static String redact(String url) {
        return JdbcErrors.redact(url);
    }
}
