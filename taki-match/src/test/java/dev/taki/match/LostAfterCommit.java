package dev.taki.match;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Connections that lose themselves just after a commit went through, while the switch is on: the commit is done
 * ({@link Connection#commit} or an SQL {@code COMMIT}), then the caller is told the connection failed (SQL state
 * 08006), as when a server dies before its answer arrives. The switch turns itself off after one such loss.
 */
final class LostAfterCommit {
    private LostAfterCommit() {
    }

    /** Connections to the URL that fail after the next commit while {@code armed} is true. */
    static JdbcMatchStore.Connections to(String url, AtomicBoolean armed) {
        return () -> wrap(DriverManager.getConnection(url), armed);
    }

    private static Connection wrap(Connection real, AtomicBoolean armed) {
        InvocationHandler h = (proxy, method, args) -> {
            Object result = call(real, method, args);
            if (method.getName().equals("commit")) {
                lose(armed);
            }
            if (result instanceof Statement s && method.getName().equals("createStatement")) {
                return statement(s, armed);
            }
            return result;
        };
        return (Connection) Proxy.newProxyInstance(LostAfterCommit.class.getClassLoader(),
                new Class<?>[] {Connection.class}, h);
    }

    private static Statement statement(Statement real, AtomicBoolean armed) {
        InvocationHandler h = (proxy, method, args) -> {
            Object result = call(real, method, args);
            if (method.getName().equals("execute") && args != null && args.length == 1 && args[0] instanceof String sql
                    && sql.trim().toUpperCase(Locale.ROOT).equals("COMMIT")) {
                lose(armed);
            }
            return result;
        };
        return (Statement) Proxy.newProxyInstance(LostAfterCommit.class.getClassLoader(),
                new Class<?>[] {Statement.class}, h);
    }

    private static void lose(AtomicBoolean armed) throws SQLException {
        if (armed.getAndSet(false)) {
            throw new SQLException("the connection was lost after the commit (a test)", "08006");
        }
    }

    private static Object call(Object target, java.lang.reflect.Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
