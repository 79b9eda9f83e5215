package dev.taki.match;

/** Where a match is in its life: what a store lists matches by ({@link MatchStore#list(MatchStatus)}). */
public enum MatchStatus {
    /**
     * Made, its open seats waiting for people to claim them ({@link Match#claim(String)}); nothing is dealt to anyone
     * and no move is taken until {@link Match#begin()}.
     */
    OPEN,
    /** Begun and not over: moves are taken. */
    PLAYING,
    /** The game has ended. */
    OVER
}
