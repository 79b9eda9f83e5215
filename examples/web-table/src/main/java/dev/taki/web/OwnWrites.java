package dev.taki.web;

import dev.taki.core.record.RecordedMove;
import dev.taki.match.ForwardingMatchStore;
import dev.taki.match.MatchChange;
import dev.taki.match.MatchRecord;
import dev.taki.match.MatchSeat;
import dev.taki.match.MatchStatus;
import dev.taki.match.MatchStore;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The match store as this process writes to it, noting each write before it is made, so that the store's report of
 * the change ({@code SharedMatchStore.watch}, which hears every process's changes, this one's too) can be told from
 * another process's: a table then reads the stored match again only for the others' changes, not after every move of
 * its own. A write that fails is forgotten.
 */
final class OwnWrites extends ForwardingMatchStore {
    /** What a report of one's own write looks like: a move that raised the match to its version, or a change of seats. */
    private static final int SEATS = -1;
    private final Map<String, List<Integer>> expected = new ConcurrentHashMap<>();

    OwnWrites(MatchStore store) {
        super(store);
    }

    /**
     * Whether a reported change is one of this process's own writes, whose report was expected; if so, it is expected
     * no longer.
     *
     * @param change the store's report
     * @return true if this process made it
     */
    boolean own(MatchChange change) {
        boolean[] found = new boolean[1];
        expected.computeIfPresent(change.id(), (id, list) -> {
            found[0] = list.remove(Integer.valueOf(change.version())) || list.remove(Integer.valueOf(SEATS));
            return list.isEmpty() ? null : list;
        });
        return found[0];
    }

    /** Forgets what is expected of a match: it is over, its last reports no longer matter. */
    void forget(String id) {
        expected.remove(id);
    }

    private void expect(String id, int what) {
        expected.compute(id, (k, list) -> {
            List<Integer> out = list == null ? new ArrayList<>() : list;
            out.add(what);
            return out;
        });
    }

    private void unexpect(String id, int what) {
        expected.computeIfPresent(id, (k, list) -> {
            list.remove(Integer.valueOf(what));
            return list.isEmpty() ? null : list;
        });
    }

    @Override
    public void create(MatchRecord match) {
        expect(match.id(), match.version());
        try {
            super.create(match);
        } catch (RuntimeException e) {
            unexpect(match.id(), match.version());
            throw e;
        }
    }

    @Override
    public void append(String id, int version, RecordedMove move, Instant at, MatchStatus status) {
        expect(id, version);
        try {
            super.append(id, version, move, at, status);
        } catch (RuntimeException e) {
            unexpect(id, version);
            throw e;
        }
    }

    @Override
    public void updateSeats(String id, List<MatchSeat> before, List<MatchSeat> after, MatchStatus status,
                            Instant at) {
        expect(id, SEATS);
        try {
            super.updateSeats(id, before, after, status, at);
        } catch (RuntimeException e) {
            unexpect(id, SEATS);
            throw e;
        }
    }
}
