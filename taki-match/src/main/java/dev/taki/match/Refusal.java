package dev.taki.match;

/** Why a match refused a request: each has its own code, so a server can answer each its own way. */
public enum Refusal {
    /** The move was made on an older table: the version sent is not the match's version. */
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
    SEAT_VACATED
}
