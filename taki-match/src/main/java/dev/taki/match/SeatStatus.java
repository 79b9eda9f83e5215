package dev.taki.match;

/** Who plays a seat now, and whether its person may come back to it. */
public enum SeatStatus {
    /** The seat's player plays it: a person, or the bot it was given. */
    PLAYING,
    /**
     * Nobody has claimed the seat yet ({@link Match#claim(String)}); if the match begins before anyone does, the seat's
     * bot takes it for the whole game.
     */
    OPEN,
    /**
     * The person let their time run out too often, or the host handed the seat to its bot: the bot plays it until the
     * person comes back with their credential ({@link Match#reclaim(int)}).
     */
    AWAY,
    /** The person left; a bot plays the seat for them. */
    LEFT,
    /** The person gave up; a bot plays the seat to the end. */
    RESIGNED
}
