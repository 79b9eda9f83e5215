package dev.taki.api;

/** Where the player to act stands within a turn. */
public enum Phase {
    /** The start of a turn: play a card or, if none can be played, draw. */
    TURN,
    /** After a Plus: the same player must play another card on it. */
    PLUS_FOLLOW,
    /** After a King: the same player may play any card of their hand, or end the turn. */
    KING_FOLLOW,
    /** In the player's own TAKI run: play cards of the run's colour, close, or end. */
    TAKI_RUN,
    /** A variant's response window: the seat to act answers or passes (it is not their turn). */
    RESPONSE,
    /** The game is over. */
    OVER
}
