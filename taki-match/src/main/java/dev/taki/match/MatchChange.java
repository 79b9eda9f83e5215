package dev.taki.match;

/**
 * A stored match changed: a move was added or its seats changed, by this process or another one on the same store
 * ({@link SharedMatchStore#watch}).
 *
 * @param id      the match's id
 * @param version the match's version after the change
 */
public record MatchChange(String id, int version) {
    /**
     * Checks the fields.
     *
     * @param id the match's id
     * @param version its version after the change, 0 or more
     */
    public MatchChange {
        MatchIds.check(id);
        if (version < 0) {
            throw new IllegalArgumentException("version: expected 0 or more, got " + version);
        }
    }
}
