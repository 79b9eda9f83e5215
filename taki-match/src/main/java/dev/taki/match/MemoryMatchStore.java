package dev.taki.match;

import dev.taki.core.record.RecordedMove;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * A store in memory: for tests, and for servers that keep nothing across restarts. It is shared by the matches of
 * one process only; its watchers hear of every change, made through it, after the change.
 */
public final class MemoryMatchStore implements SharedMatchStore {
    private final Map<String, Stored> matches = new TreeMap<>();
    private final Map<String, Lease> leases = new HashMap<>();
    private final List<Consumer<MatchChange>> watchers = new CopyOnWriteArrayList<>();
    private final Clock clock;

    /** An empty store. */
    public MemoryMatchStore() {
        this(Clock.systemUTC());
    }

    /**
     * An empty store whose leases run out by the given clock.
     *
     * @param clock the clock of leases
     */
    public MemoryMatchStore(Clock clock) {
        this.clock = clock;
    }

    private static final class Stored {
        MatchRecord header;
        final List<RecordedMove> moves = new ArrayList<>();

        Stored(MatchRecord header) {
            this.header = header;
            moves.addAll(header.moves());
        }
    }

    private record Lease(String owner, Instant until) {
    }

    @Override
    public void create(MatchRecord match) {
        synchronized (this) {
            if (matches.containsKey(match.id())) {
                throw new MatchConflictException("match " + match.id() + ": already stored");
            }
            matches.put(match.id(), new Stored(match));
        }
        tell(match.id(), match.version());
    }

    @Override
    public void append(String id, int version, RecordedMove move, Instant at, MatchStatus status) {
        synchronized (this) {
            Stored s = stored(id);
            if (s.header.status() != MatchStatus.PLAYING) {
                throw new MatchStoreException("match " + id + ": takes no move while it is "
                        + s.header.status().name().toLowerCase(java.util.Locale.ROOT));
            }
            if (status == MatchStatus.OPEN) {
                throw new IllegalArgumentException("status: a move leaves a match playing or over, not open");
            }
            if (s.moves.size() != version - 1) {
                throw new MatchConflictException("match " + id + ": move " + version + " does not follow the stored"
                        + " version " + s.moves.size());
            }
            s.moves.add(move);
            s.header = header(s.header, s.header.seats(), status, at);
        }
        tell(id, version);
    }

    @Override
    public void updateSeats(String id, List<MatchSeat> before, List<MatchSeat> after, MatchStatus status, Instant at) {
        int version;
        synchronized (this) {
            Stored s = stored(id);
            if (!s.header.seats().equals(before)) {
                throw new MatchConflictException("match " + id + ": its seats changed since they were read");
            }
            if (!s.moves.isEmpty() && status == MatchStatus.OPEN) {
                throw new IllegalArgumentException("status: a match with moves is not open");
            }
            s.header = header(s.header, after, status, at);
            version = s.moves.size();
        }
        tell(id, version);
    }

    private static MatchRecord header(MatchRecord old, List<MatchSeat> seats, MatchStatus status, Instant at) {
        return new MatchRecord(old.id(), old.config(), seats, List.of(), old.created(), at, status, old.moveClock());
    }

    @Override
    public synchronized Optional<MatchRecord> load(String id, StoreLimits limits) {
        Stored s = matches.get(id);
        if (s == null) {
            return Optional.empty();
        }
        if (s.moves.size() > limits.maxMoves()) {
            throw new MatchStoreException("match " + id + ": " + s.moves.size() + " moves, over the limit of "
                    + limits.maxMoves());
        }
        MatchRecord h = s.header;
        return Optional.of(new MatchRecord(id, h.config(), h.seats(), List.copyOf(s.moves), h.created(), h.updated(),
                h.status(), h.moveClock()));
    }

    @Override
    public synchronized List<String> ids() {
        return List.copyOf(matches.keySet());
    }

    @Override
    public synchronized List<MatchSummary> list(MatchStatus status) {
        return matches.values().stream().map(s -> s.header).filter(h -> h.status() == status)
                .sorted(Comparator.comparing(MatchRecord::created).thenComparing(MatchRecord::id))
                .map(MatchRecord::summary).toList();
    }

    @Override
    public AutoCloseable watch(Consumer<MatchChange> listener) {
        watchers.add(listener);
        return () -> watchers.remove(listener);
    }

    @Override
    public synchronized boolean lease(String id, String owner, Duration ttl) {
        Instant now = clock.instant();
        Lease held = leases.get(id);
        if (held != null && !held.owner().equals(owner) && now.isBefore(held.until())) {
            return false;
        }
        leases.put(id, new Lease(owner, now.plus(ttl)));
        return true;
    }

    @Override
    public void close() {
    }

    private void tell(String id, int version) {
        MatchChange change = new MatchChange(id, version);
        for (Consumer<MatchChange> w : watchers) {
            w.accept(change);
        }
    }

    private Stored stored(String id) {
        Stored s = matches.get(id);
        if (s == null) {
            throw new MatchStoreException("match " + id + ": not stored");
        }
        return s;
    }
}
