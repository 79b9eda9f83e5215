package dev.taki.match;

import java.time.Duration;
import java.util.function.Consumer;

/**
 * A store that several server processes share: each hears of the others' changes, and one at a time holds a match's
 * lease, so that its bots and deadlines are run by one process only. A stale write is refused whichever process
 * makes it ({@link MatchConflictException}), so a move is never taken twice even without a lease; the lease spares
 * the work that would be refused.
 */
public interface SharedMatchStore extends MatchStore {

    /**
     * Hears of every change to a stored match, by any process: after each committed move or change of seats. Called on
     * a thread of the store's; keep it quick (hand the change to a queue). Changes may arrive late, and a process
     * that was away may miss some: a listener re-reads the match rather than trust a count of changes.
     *
     * @param listener told of each change
     * @return the handle that stops the watch
     * @throws MatchStoreException if the store cannot watch
     */
    AutoCloseable watch(Consumer<MatchChange> listener);

    /**
     * Takes or renews a match's lease for an owner: true if the owner holds it now, until {@code ttl} from now. A
     * lease that ran out may be taken by another owner.
     *
     * @param id the match's id
     * @param owner who asks (a process's own id, stable while it runs)
     * @param ttl how long the lease lasts unless renewed
     * @return true if {@code owner} holds the lease
     * @throws MatchStoreException if the medium fails
     */
    boolean lease(String id, String owner, Duration ttl);
}
