package dev.taki.match;

import dev.taki.core.record.RecordedMove;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A store that passes every call on to another one: extend it to change the few calls that matter to you — note
 * each write, count them, fail some on purpose in a test — and every other call reaches the store underneath
 * unchanged. Closing it closes the store underneath.
 */
public abstract class ForwardingMatchStore implements MatchStore {
    private final MatchStore delegate;

    /**
     * A store that passes its calls on to {@code delegate}.
     *
     * @param delegate the store underneath
     * @throws NullPointerException if it is null
     */
    protected ForwardingMatchStore(MatchStore delegate) {
        this.delegate = Objects.requireNonNull(delegate, "delegate");
    }

    /** {@return the store underneath, which every call not overridden reaches} */
    protected final MatchStore delegate() {
        return delegate;
    }

    @Override
    public void create(MatchRecord match) {
        delegate.create(match);
    }

    @Override
    public void append(String id, int version, RecordedMove move, Instant at, MatchStatus status) {
        delegate.append(id, version, move, at, status);
    }

    @Override
    public void updateSeats(String id, List<MatchSeat> before, List<MatchSeat> after, MatchStatus status, Instant at) {
        delegate.updateSeats(id, before, after, status, at);
    }

    @Override
    public Optional<MatchRecord> load(String id, StoreLimits limits) {
        return delegate.load(id, limits);
    }

    @Override
    public List<String> ids() {
        return delegate.ids();
    }

    @Override
    public List<MatchSummary> list(MatchStatus status) {
        return delegate.list(status);
    }

    @Override
    public void close() {
        delegate.close();
    }
}
