package dev.taki.match;

/** Whether a seat's player is still at the table. */
public enum SeatStatus {
    /** The seat's player plays it: a person, or the bot it was given. */
    PLAYING,
    /** The person left; a bot plays the seat for them. */
    LEFT,
    /** The person gave up; a bot plays the seat to the end. */
    RESIGNED
}
