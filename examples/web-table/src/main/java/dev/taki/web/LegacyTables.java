package dev.taki.web;

import dev.taki.api.GameConfig;
import dev.taki.core.VariantCatalog;
import dev.taki.core.config.ConfigFiles;
import dev.taki.match.MatchConflictException;
import dev.taki.match.MatchRecord;
import dev.taki.match.MatchSeat;
import dev.taki.match.MatchStatus;
import dev.taki.match.MatchStore;
import dev.taki.match.MoveClock;
import dev.taki.match.SeatStatus;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * The tables of an older server, which kept them beside the matches in tables of its own ({@code web_tables} and
 * {@code web_seats}: each table's configuration without a seed, its bot, when it was made, and each claimed seat's
 * name and token hash). At start-up, once, each becomes a match: a table still waiting becomes an open match whose
 * claimed seats keep their names and token hashes (so the old tokens still act for them); a started table's match
 * already exists, and its people's seats are given their token hashes. Then the old tables are renamed
 * {@code web_tables_old} and {@code web_seats_old}, so a second start-up finds nothing to do.
 */
final class LegacyTables {
    private static final Logger LOG = LoggerFactory.getLogger(LegacyTables.class);

    private LegacyTables() {
    }

    /** An old table as stored. */
    private record OldTable(String id, String config, String bots, String created, Map<Integer, OldSeat> seats) {
    }

    /** A seat an old table's person claimed. */
    private record OldSeat(String name, String tokenHash) {
    }

    /**
     * Moves every old table into the match store, if the database has the old tables.
     *
     * @param url the database's JDBC URL (the one the match store uses)
     * @param matches the match store
     * @param catalog the variants, to read the old configurations
     * @param seeds where a waiting table's seed is drawn (the old server drew it at the start)
     * @param clock the time of the change
     * @return how many tables were moved
     */
    static int migrate(String url, MatchStore matches, VariantCatalog catalog, LongSupplier seeds, Clock clock) {
        try (Connection c = DriverManager.getConnection(url)) {
            if (!exists(c, "web_tables")) {
                return 0;
            }
            List<OldTable> tables = read(c);
            int moved = 0;
            for (OldTable table : tables) {
                try {
                    move(table, matches, catalog, seeds, clock);
                    moved++;
                } catch (RuntimeException e) {
                    // One table that cannot be read must not keep the others from being served.
                    LOG.error("table {} of the older server cannot be moved to the match store: {}", table.id(),
                            e.getMessage(), e);
                }
            }
            rename(c);
            LOG.info("moved {} tables of an older server into the match store (the old tables are kept as"
                    + " web_tables_old and web_seats_old)", moved);
            return moved;
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the older server's tables: " + e.getMessage(), e);
        }
    }

    private static boolean exists(Connection c, String table) throws SQLException {
        DatabaseMetaData meta = c.getMetaData();
        for (String name : List.of(table, table.toUpperCase(Locale.ROOT))) {
            try (ResultSet r = meta.getTables(null, c.getSchema(), name, new String[] {"TABLE"})) {
                if (r.next()) {
                    return true;
                }
            }
        }
        return false;
    }

    private static List<OldTable> read(Connection c) throws SQLException {
        Map<String, Map<Integer, OldSeat>> seats = new HashMap<>();
        List<OldTable> out = new ArrayList<>();
        try (Statement s = c.createStatement()) {
            if (exists(c, "web_seats")) {
                try (ResultSet r = s.executeQuery("SELECT table_id, seat, name, token_hash FROM web_seats")) {
                    while (r.next()) {
                        seats.computeIfAbsent(r.getString(1), k -> new HashMap<>())
                                .put(r.getInt(2), new OldSeat(r.getString(3), r.getString(4)));
                    }
                }
            }
            try (ResultSet r = s.executeQuery("SELECT id, config, bots, created FROM web_tables ORDER BY created, id")) {
                while (r.next()) {
                    String id = r.getString(1);
                    out.add(new OldTable(id, r.getString(2), r.getString(3), r.getString(4),
                            seats.getOrDefault(id, Map.of())));
                }
            }
        }
        return out;
    }

    private static void move(OldTable table, MatchStore matches, VariantCatalog catalog, LongSupplier seeds,
                             Clock clock) {
        Instant now = clock.instant();
        Optional<MatchRecord> started = matches.load(table.id());
        if (started.isPresent()) {
            MatchRecord record = started.get();
            List<MatchSeat> before = record.seats();
            List<MatchSeat> after = new ArrayList<>();
            for (MatchSeat seat : before) {
                OldSeat old = table.seats().get(seat.seat());
                boolean needsHash = old != null && seat.credentialHash() == null && seat.status() != SeatStatus.OPEN;
                after.add(needsHash ? new MatchSeat(seat.seat(), seat.name(), seat.human(), seat.bot(), seat.status(),
                        old.tokenHash()) : seat);
            }
            if (!after.equals(before)) {
                matches.updateSeats(table.id(), before, after, record.status(), now);
            }
            return;
        }
        GameConfig config = ConfigFiles.parseJson(table.config(), catalog).withSeed(seeds.getAsLong());
        List<MatchSeat> seats = new ArrayList<>();
        for (int s = 0; s < config.players(); s++) {
            MatchSeat open = MatchSeat.open(s, Tables.botName(s), table.bots());
            OldSeat old = table.seats().get(s);
            seats.add(old == null ? open : open.claimed(old.name(), old.tokenHash()));
        }
        Instant created;
        try {
            created = Instant.parse(table.created());
        } catch (DateTimeParseException | NullPointerException e) {
            created = now;
        }
        try {
            matches.create(new MatchRecord(table.id(), config, seats, List.of(), created, now, MatchStatus.OPEN,
                    MoveClock.NONE));
        } catch (MatchConflictException e) {
            // made by a start-up that stopped before it renamed the old tables
        }
    }

    private static void rename(Connection c) throws SQLException {
        boolean autoCommit = c.getAutoCommit();
        c.setAutoCommit(false);
        try (Statement s = c.createStatement()) {
            if (exists(c, "web_seats")) {
                s.execute("ALTER TABLE web_seats RENAME TO web_seats_old");
            }
            s.execute("ALTER TABLE web_tables RENAME TO web_tables_old");
            c.commit();
        } catch (SQLException e) {
            c.rollback();
            throw e;
        } finally {
            c.setAutoCommit(autoCommit);
        }
    }
}
