package dev.taki.match;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Objects;

/**
 * The leases of a {@link JdbcMatchStore}, in {@code taki_leases (match_id, owner, until)}: {@code until} in
 * milliseconds since the epoch by the database's own clock (PostgreSQL's {@code clock_timestamp()}, SQLite's
 * {@code julianday('now')}), so that servers whose clocks differ still agree on who holds a lease. On another database
 * the store's own clock stands in for it.
 *
 * <p>On PostgreSQL and SQLite a lease is one statement: {@code INSERT … ON CONFLICT (match_id) DO UPDATE … WHERE}
 * the owner holds it already or it ran out; it changed a row if and only if the owner holds the lease now. Elsewhere an
 * {@code UPDATE} with the same condition, then an {@code INSERT} if no row was there (a second row for the key means
 * another owner got there first).
 */
final class JdbcLeases {
    /** The longest lease: a day. */
    static final Duration LONGEST = Duration.ofDays(1);

    private JdbcLeases() {
    }

    /** Takes or renews a lease; see {@link SharedMatchStore#lease}. A ttl of zero gives the lease up. */
    static boolean lease(JdbcSession session, String id, String owner, Duration ttl) {
        MatchIds.check(id);
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(ttl, "ttl");
        if (owner.isBlank() || owner.length() > 200) {
            throw new IllegalArgumentException("owner: expected 1 to 200 characters, not blank, got "
                    + (owner.isBlank() ? "a blank owner" : owner.length() + " characters"));
        }
        if (ttl.isNegative() || ttl.compareTo(LONGEST) > 0) {
            throw new IllegalArgumentException("ttl: expected zero to " + LONGEST + ", got " + ttl);
        }
        long ttlMillis = ttl.toMillis();
        JdbcDialect dialect = session.dialect();
        String now = dialect.nowMillis();
        return session.write(id, "lease it", tx -> {
            long javaNow = System.currentTimeMillis();
            if (now != null) {
                try (PreparedStatement s = tx.connection().prepareStatement("INSERT INTO taki_leases (match_id, owner, "
                        + "until) VALUES (?, ?, " + now + " + ?) ON CONFLICT (match_id) DO UPDATE SET owner = "
                        + "excluded.owner, until = excluded.until WHERE taki_leases.owner = excluded.owner "
                        + "OR taki_leases.until <= " + now)) {
                    s.setString(1, id);
                    s.setString(2, owner);
                    s.setLong(3, ttlMillis);
                    return s.executeUpdate() > 0;
                }
            }
            try (PreparedStatement s = tx.connection().prepareStatement("UPDATE taki_leases SET owner = ?, until = ? "
                    + "WHERE match_id = ? AND (owner = ? OR until <= ?)")) {
                s.setString(1, owner);
                s.setLong(2, javaNow + ttlMillis);
                s.setString(3, id);
                s.setString(4, owner);
                s.setLong(5, javaNow);
                if (s.executeUpdate() > 0) {
                    return true;
                }
            }
            try (PreparedStatement s = tx.connection().prepareStatement("INSERT INTO taki_leases (match_id, owner, "
                    + "until) VALUES (?, ?, ?)")) {
                s.setString(1, id);
                s.setString(2, owner);
                s.setLong(3, javaNow + ttlMillis);
                s.executeUpdate();
                return true;
            } catch (SQLException e) {
                if (JdbcErrors.isDuplicateKey(e)) {
                    return false; // another owner holds it
                }
                throw e;
            }
        });
    }
}
