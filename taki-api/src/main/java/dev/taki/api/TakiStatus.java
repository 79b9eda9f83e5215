package dev.taki.api;

/**
 * The state of a TAKI run: its colour; the seat whose run it is now, or -1 when it was left open and
 * nobody has joined it yet; how many cards that seat has played in it after the TAKI (a run with none
 * cannot be closed).
 */
public record TakiStatus(Color color, int seat, int cardsPlayed) {

    /** True while the TAKI is open, waiting for the next player to join or end it. */
    public boolean isLeftOpen() {
        return seat < 0;
    }
}
