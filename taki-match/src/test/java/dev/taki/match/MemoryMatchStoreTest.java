package dev.taki.match;

/** The contract, in memory. */
class MemoryMatchStoreTest extends MatchStoreContract implements SharedMatchStoreContract {
    @Override
    protected MatchStore open() {
        return new MemoryMatchStore();
    }

    @Override
    public SharedMatchStore shared() {
        return (SharedMatchStore) store;
    }
}
