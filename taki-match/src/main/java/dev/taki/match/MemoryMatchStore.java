package dev.taki.match;

import dev.taki.core.record.RecordedMove;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** A store in memory: for tests, and for servers that keep nothing across restarts. */
public final class MemoryMatchStore implements MatchStore {
    private final Map<String, Stored> matches = new TreeMap<>();

    /** An empty store. */
    public MemoryMatchStore() {
    }

    private static final class Stored {
        MatchRecord header;
        final List<RecordedMove> moves = new ArrayList<>();

        Stored(MatchRecord header) {
            this.header = header;
            moves.addAll(header.moves());
        }
    }

    @Override
    public synchronized void create(MatchRecord match) {
        if (matches.containsKey(match.id())) {
            throw new MatchConflictException("match " + match.id() + ": already stored");
        }
        matches.put(match.id(), new Stored(match));
    }

    @Override
    public synchronized void append(String id, int version, RecordedMove move, Instant at) {
        Stored s = stored(id);
        if (s.moves.size() != version - 1) {
            throw new MatchConflictException("match " + id + ": move " + version + " does not follow the stored version "
                    + s.moves.size());
        }
        s.moves.add(move);
        s.header = new MatchRecord(id, s.header.config(), s.header.seats(), List.of(), s.header.created(), at);
    }

    @Override
    public synchronized void updateSeats(String id, List<MatchSeat> seats, Instant at) {
        Stored s = stored(id);
        s.header = new MatchRecord(id, s.header.config(), seats, List.of(), s.header.created(), at);
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
        return Optional.of(new MatchRecord(id, s.header.config(), s.header.seats(), List.copyOf(s.moves),
                s.header.created(), s.header.updated()));
    }

    @Override
    public synchronized List<String> ids() {
        return List.copyOf(matches.keySet());
    }

    @Override
    public void close() {
    }

    private Stored stored(String id) {
        Stored s = matches.get(id);
        if (s == null) {
            throw new MatchStoreException("match " + id + ": not stored");
        }
        return s;
    }
}
