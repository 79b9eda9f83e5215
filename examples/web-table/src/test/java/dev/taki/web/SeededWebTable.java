package dev.taki.web;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.LongSupplier;

/**
 * A web table for tests that need particular deals, in this package or another (the browser tests): its games
 * are dealt from the seeds a test chooses instead of fresh unpredictable ones.
 */
public final class SeededWebTable {
    private SeededWebTable() {
    }

    /**
     * Starts a server on 127.0.0.1.
     *
     * @param data the folder of its database, made if missing
     * @param port the port, or 0 for a free one
     * @param seeds where the seed of each game is drawn when the game starts
     * @return the running server
     * @throws IOException if the data folder cannot be made
     */
    public static WebTable start(Path data, int port, LongSupplier seeds) throws IOException {
        return WebTable.start(data, "127.0.0.1", port, seeds);
    }
}
