package dev.taki.api;

/**
 * Why a move was refused: the code of an {@link Outcome.Rejected}. A code may have several sentences (a draw is
 * refused during a TAKI run and when a card can be played): the refusal's {@link Outcome.Rejected#key() key}
 * names which, and its arguments hold what it speaks of (docs/refusals.md).
 */
public enum Rejection {
    /** The game is over: no more moves. */
    GAME_OVER,
    /** The seat is not a seat of this game. */
    NO_SUCH_SEAT,
    /** It is not this seat's turn (nor may it answer now). */
    NOT_YOUR_TURN,
    /** The move was null. */
    NO_MOVE,
    /** A card of the move is not in the player's hand. */
    CARD_NOT_IN_HAND,
    /** The card does not match the leading card or the active colour. */
    CARD_DOES_NOT_MATCH,
    /**
     * A draw count is waiting: only a card of the count's kind (a +2, or a plugin's such as a +4), a King or
     * drawing the count are allowed.
     */
    MUST_ANSWER_PLUS_TWO,
    /** In a TAKI run only cards of the run's colour (or a Change Color) may be played. */
    NOT_IN_RUN_COLOR,
    /** A Plus must be followed by another card. */
    MUST_FOLLOW_PLUS,
    /** The play would leave its player without any legal move (a Plus with nothing to follow it). */
    NO_FOLLOW_UP,
    /** Drawing is not allowed now (a card can be played, or the player is in a run). */
    DRAW_NOT_ALLOWED,
    /** There is no TAKI run to close, or the TAKI is empty. */
    CANNOT_CLOSE,
    /** Ending the turn is not allowed now. */
    CANNOT_END,
    /** There is nothing to pass on. */
    CANNOT_PASS,
    /** The choice (a colour, a direction, a seat…) is missing, not one the play may name, or given where none is. */
    BAD_CHOICE,
    /** Any other illegal move. */
    ILLEGAL_MOVE
}
