package dev.taki.match;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/** The watchers of a {@link JdbcMatchStore}: each hears every change; one that throws does not stop the others. */
final class JdbcWatchers {
    private static final System.Logger LOG = System.getLogger(JdbcMatchStore.class.getName());
    private final List<Consumer<MatchChange>> watchers = new CopyOnWriteArrayList<>();

    /** Adds a watcher; the handle removes it. */
    AutoCloseable add(Consumer<MatchChange> watcher) {
        watchers.add(watcher);
        return () -> watchers.remove(watcher);
    }

    /** Tells every watcher of a change. */
    void tell(MatchChange change) {
        for (Consumer<MatchChange> w : watchers) {
            try {
                w.accept(change);
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "a watcher of the match store failed on " + change, e);
            }
        }
    }
}
