package dev.taki.match;

import java.util.ArrayList;
import java.util.List;

/** The problems found in one match; every message starts with {@code match <id>:}. */
final class MatchProblems {
    /** Problems listed in one message at most; the rest are counted. */
    private static final int MAX_LISTED = 10;

    private final String id;
    private final List<String> found = new ArrayList<>();

    MatchProblems(String id) {
        this.id = id;
    }

    void add(String problem) {
        found.add(problem);
    }

    int count() {
        return found.size();
    }

    /** A problem that ends the reading at once, with those found before it. */
    MatchStoreException fatal(String problem) {
        return fatal(problem, null);
    }

    MatchStoreException fatal(String problem, Throwable cause) {
        found.add(problem);
        return new MatchStoreException(message(), cause);
    }

    /** The match is over a limit of the reader: not damage, but not read either. */
    MatchStoreException overLimit(String problem, Throwable cause) {
        return new MatchStoreException("match " + id + ": " + problem, cause);
    }

    void throwIfAny() {
        if (!found.isEmpty()) {
            throw new MatchStoreException(message());
        }
    }

    private String message() {
        List<String> listed = found.size() <= MAX_LISTED ? found : found.subList(0, MAX_LISTED);
        String more = found.size() <= MAX_LISTED ? "" : "; and " + (found.size() - MAX_LISTED) + " more problems";
        return "match " + id + ": stored data is damaged: " + String.join("; ", listed) + more;
    }
}
