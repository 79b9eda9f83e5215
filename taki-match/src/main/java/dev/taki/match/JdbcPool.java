package dev.taki.match;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Properties;

/**
 * The connection pool of a {@link JdbcMatchStore} made from a URL: HikariCP, which checks a connection
 * ({@link Connection#isValid}) before it hands out one that has been idle, keeps idle ones alive and replaces those
 * the database closed (a restart). It does not fail when the database cannot be reached at first: the store's own
 * retries wait for it.
 */
final class JdbcPool {
    /** The most connections to PostgreSQL or another server: a handful serves hundreds of matches. */
    static final int SERVER_CONNECTIONS = 10;
    /** The most connections to SQLite, for reading: the one writer takes one too. */
    static final int SQLITE_CONNECTIONS = 5;

    private JdbcPool() {
    }

    /** Whether a URL names an SQLite database. */
    static boolean isSqlite(String url) {
        return url.startsWith("jdbc:sqlite:");
    }

    /**
     * A pool of connections to the URL.
     *
     * @param user     the database user, or null
     * @param password the user's password, or null
     * @throws RuntimeException if the URL has no driver (the store reports it without the password)
     */
    static HikariDataSource open(String url, String user, String password) {
        HikariConfig config = new HikariConfig();
        config.setPoolName("taki-match-store");
        config.setJdbcUrl(url);
        if (user != null) {
            config.setUsername(user);
        }
        if (password != null) {
            config.setPassword(password);
        }
        boolean sqlite = isSqlite(url);
        config.setMaximumPoolSize(sqlite ? SQLITE_CONNECTIONS : SERVER_CONNECTIONS);
        config.setMinimumIdle(sqlite ? 1 : 2);
        config.setConnectionTimeout(5_000);      // then the store's retry waits and asks again
        config.setValidationTimeout(2_000);
        config.setKeepaliveTime(60_000);         // an idle connection is checked every minute
        config.setInitializationFailTimeout(-1); // start even while the database is down
        sqliteSettings(url).forEach((k, v) -> config.addDataSourceProperty((String) k, v));
        return new HikariDataSource(config);
    }

    /**
     * A connection of its own, outside the pool, for a task that holds one for long (PostgreSQL's listener).
     *
     * @param user the database user, or null
     * @param password the password, or null
     */
    static Connection dedicated(String url, String user, String password, String application) throws SQLException {
        Properties p = new Properties();
        if (user != null) {
            p.setProperty("user", user);
        }
        if (password != null) {
            p.setProperty("password", password);
        }
        if (url.startsWith("jdbc:postgresql:")) {
            p.setProperty("ApplicationName", application);
        }
        p.putAll(sqliteSettings(url));
        return DriverManager.getConnection(url, p);
    }

    /**
     * SQLite's settings for every connection, which its driver applies as it opens one: a busy timeout of 10 s,
     * {@code synchronous=FULL} (a committed move survives a power cut, not only a killed process), foreign keys.
     */
    static Properties sqliteSettings(String url) {
        Properties p = new Properties();
        if (isSqlite(url)) {
            p.setProperty("busy_timeout", "10000");
            p.setProperty("synchronous", "FULL");
            p.setProperty("foreign_keys", "true");
        }
        return p;
    }
}
