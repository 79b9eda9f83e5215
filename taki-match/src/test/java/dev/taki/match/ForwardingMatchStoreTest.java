package dev.taki.match;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertThrows;

/** The contract, through a forwarding store that changes nothing: every call reaches the store underneath. */
class ForwardingMatchStoreTest extends MatchStoreContract {
    @Override
    protected MatchStore open() {
        return new ForwardingMatchStore(new MemoryMatchStore()) {
        };
    }

    @Test
    void aStoreUnderneathIsRequired() {
        assertThrows(NullPointerException.class, () -> new ForwardingMatchStore(null) {
        });
    }
}
