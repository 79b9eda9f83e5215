package dev.taki.match;

import dev.taki.api.GameConfig;
import dev.taki.api.Notation;
import dev.taki.core.record.RecordedMove;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The rows of a {@link JdbcMatchStore} read back: a whole match within limits, a match's summary, and the few facts
 * a write checks (its status, its version, its seats, whether a retried write is stored already).
 */
final class JdbcRows {
    private final MatchRecordJson json;

    JdbcRows(MatchRecordJson json) {
        this.json = json;
    }

    /** A match's seats as a write finds them, with what checks new ones. */
    record Seats(List<MatchSeat> seats, MatchStatus status, int players, int version) {
    }

    /** The number of moves stored: the match's version. */
    int version(Connection c, String id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT MAX(version) FROM taki_moves WHERE match_id = ?")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? r.getInt(1) : 0;
            }
        }
    }

    /**
     * A match's status.
     *
     * @throws MatchStoreException if the match is not stored, or its status is damaged
     */
    MatchStatus status(Connection c, String id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT status FROM taki_matches WHERE id = ?")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                if (!r.next()) {
                    throw new MatchStoreException("match " + id + ": not stored");
                }
                MatchProblems problems = new MatchProblems(id);
                MatchStatus status = StatusJson.status(r.getString(1), problems);
                problems.throwIfAny();
                return status;
            }
        }
    }

    /**
     * A match's seats, status, players and version, its row locked first (a no-op update) so that no other writer
     * changes them before this transaction ends.
     *
     * @throws MatchStoreException if the match is not stored, or its seats are damaged
     */
    Seats seats(Connection c, String id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE taki_matches SET updated = updated WHERE id = ?")) {
            s.setString(1, id);
            if (s.executeUpdate() == 0) {
                throw new MatchStoreException("match " + id + ": not stored");
            }
        }
        try (PreparedStatement s = c.prepareStatement("SELECT config, seats, status FROM taki_matches WHERE id = ?")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                MatchProblems problems = new MatchProblems(id);
                int players = json.players(r.getString(1), problems);
                List<MatchSeat> seats = json.seats(r.getString(2), players, problems);
                MatchStatus status = StatusJson.status(r.getString(3), problems);
                problems.throwIfAny();
                return new Seats(seats, status, players, version(c, id));
            }
        }
    }

    /** Whether the move at {@code version} is stored, and is this one. */
    boolean storedMove(Connection c, String id, int version, int seat, String move) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT seat, move FROM taki_moves WHERE match_id = ? "
                + "AND version = ?")) {
            s.setString(1, id);
            s.setInt(2, version);
            try (ResultSet r = s.executeQuery()) {
                return r.next() && r.getInt(1) == seat && move.equals(r.getString(2));
            }
        }
    }

    /** Whether a match is stored with this configuration, seats and creation time. */
    boolean storedAs(Connection c, String id, String config, String seats, Instant created) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT config, seats, created FROM taki_matches WHERE id = ?")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                return r.next() && config.equals(r.getString(1)) && seats.equals(r.getString(2))
                        && created.toString().equals(r.getString(3));
            }
        }
    }

    /** A match's summary from a row of {@code id, config, seats, created, updated}. */
    MatchSummary summary(ResultSet r, MatchStatus status) throws SQLException {
        String id = r.getString(1);
        MatchProblems problems = new MatchProblems(id);
        int players = json.players(r.getString(2), problems);
        List<MatchSeat> seats = json.seats(r.getString(3), players, problems);
        Instant created = MatchRecordJson.instant("created", r.getString(4), problems);
        Instant updated = MatchRecordJson.instant("updated", r.getString(5), problems);
        problems.throwIfAny();
        try {
            return new MatchSummary(id, status, players, seats, created, updated);
        } catch (IllegalArgumentException e) {
            throw problems.fatal(e.getMessage());
        }
    }

    /**
     * The version of every match open or in play, and of every match whose {@code updated} is at or after the time
     * given (compared as text, which is right to within a second).
     */
    List<MatchChange> versionsSince(Connection c, Instant since) throws SQLException {
        List<MatchChange> changes = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT m.id, (SELECT COALESCE(MAX(v.version), 0) "
                + "FROM taki_moves v WHERE v.match_id = m.id) FROM taki_matches m WHERE m.status <> ? OR m.updated >= ?")) {
            s.setString(1, StatusJson.statusText(MatchStatus.OVER));
            s.setString(2, since.toString());
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    changes.add(new MatchChange(r.getString(1), r.getInt(2)));
                }
            }
        }
        return changes;
    }

    /**
     * A whole match. Counts its moves and the length of its stored text first, and refuses it if they pass the
     * limits; then reads it.
     */
    Optional<MatchRecord> load(Connection c, String id, StoreLimits limits) throws SQLException {
        MatchProblems problems = new MatchProblems(id);
        long headerLength;
        try (PreparedStatement s = c.prepareStatement("SELECT LENGTH(config) + LENGTH(seats) + LENGTH(created) "
                + "+ LENGTH(updated) + COALESCE(LENGTH(move_clock), 0) FROM taki_matches WHERE id = ?")) {
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
        String[] header = new String[6];
        try (PreparedStatement s = c.prepareStatement(
                "SELECT config, seats, created, updated, status, move_clock FROM taki_matches WHERE id = ?")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                if (!r.next()) {
                    return Optional.empty();
                }
                for (int i = 0; i < header.length; i++) {
                    header[i] = r.getString(i + 1);
                }
            }
        }
        GameConfig config = json.config(header[0], problems);
        List<MatchSeat> seats = config == null ? null : json.seats(header[1], config.players(), problems);
        Instant createdAt = MatchRecordJson.instant("created", header[2], problems);
        Instant updatedAt = MatchRecordJson.instant("updated", header[3], problems);
        MatchStatus status = StatusJson.status(header[4], problems);
        MoveClock clock = json.clock(header[5], problems);
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
        return Optional.of(MatchRecordJson.record(id, config, seats, moves, createdAt, updatedAt, status, clock,
                problems));
    }
}
