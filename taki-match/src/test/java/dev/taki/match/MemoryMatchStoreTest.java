package dev.taki.match;

/** The contract, in memory. */
class MemoryMatchStoreTest extends MatchStoreContract {
    @Override
    protected MatchStore open() {
        return new MemoryMatchStore();
    }
}
