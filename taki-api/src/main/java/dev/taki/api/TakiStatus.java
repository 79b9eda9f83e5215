package dev.taki.api;

/**
 * The state of a TAKI run: its colour; the seat whose run it is now, or -1 when it was left open and
 * nobody has joined it yet; how many cards that seat has played in it after the TAKI (a run with none
 * cannot be closed).
 *
 * @param color the run's colour
 * @param seat the seat whose run it is, or -1 while it is left open
 * @param cardsPlayed the cards that seat has played in it after the TAKI
 */
public record TakiStatus(Color color, int seat, int cardsPlayed) {

    /** {@return true while the TAKI is open, waiting for the next player to join or end it} */
    public boolean isLeftOpen() {
        return seat < 0;
    }
}
