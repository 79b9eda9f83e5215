package dev.taki.match;

/** Why a match refused a request: each has its own code, so a server can answer each its own way. */
public enum Refusal {
    /**
     * The move was made on an older table: the version sent is not the match's version, or another server saved a
     * move first (the match has caught up; look again).
     */
    STALE_VERSION,
    /** The seat is not a seat of this match. */
    NO_SUCH_SEAT,
    /** The seat is played by a bot: no person may move for it. */
    SEAT_PLAYED_BY_BOT,
    /** The text is not a move in the game's notation. */
    NOT_A_MOVE,
    /** The engine refused the move: {@link MatchResult.Refused#rejection()} says why. */
    REJECTED,
    /** The seat is not the one the match waits for (a time-out for the wrong seat, or none is awaited). */
    NOT_AWAITED,
    /** The seat's person already left or resigned. */
    SEAT_VACATED,
    /** The match is open: nothing is played until it begins ({@link Match#begin()}). */
    NOT_STARTED,
    /** The match has begun (or ended): no seat may be claimed and it cannot begin again. */
    MATCH_NOT_OPEN,
    /** Every seat of the open match has been claimed. */
    NO_OPEN_SEAT,
    /** The seat is not away: only an away seat may be reclaimed ({@link Match#reclaim(int)}). */
    SEAT_NOT_AWAY,
    /**
     * The seat's person has no credential kept with the match, so they could never come back to it: it is not handed
     * to its bot as away ({@link Match#handToBot(int)}); leave or resign hands it over for good.
     */
    NO_CREDENTIAL
}
