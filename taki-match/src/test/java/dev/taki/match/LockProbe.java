package dev.taki.match;

import java.nio.file.Path;

/** Run in another process: tries to open a file store on the folder given and prints "opened" or why not. */
public final class LockProbe {
    private LockProbe() {
    }

    /**
     * Opens and closes a store.
     *
     * @param args the folder
     */
    public static void main(String[] args) {
        try (FileMatchStore store = new FileMatchStore(Path.of(args[0]), SeededGames.CATALOG)) {
            System.out.println("opened " + store.folder());
        } catch (MatchStoreException e) {
            System.out.println(e.getMessage());
        }
    }
}
