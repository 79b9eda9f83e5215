package dev.taki.cli;

import dev.taki.bots.Bot;
import dev.taki.bots.Bots;

import java.util.ArrayList;
import java.util.List;

/**
 * Who sits where: the bots named by {@code --bots}, one a seat, or one name for every seat (also for the Spark
 * example's command).
 */
public final class Seating {
    /**
     * How {@code --bots} splits its list: at a comma that does not start a bot's own setting, so that
     * {@code ismcts:1000,threads=2,heuristic} is two bots, the first searching on two threads.
     */
    public static final String BOT_LIST_SPLIT = ",(?![A-Za-z]+=)";

    private Seating() {
    }

    /**
     * The number of players the names imply when nothing else says: the count of names, if more than one.
     *
     * @param names    the bot names given
     * @param fallback the number of players when one name (or none) is given
     * @return the number of players
     */
    public static int players(List<String> names, int fallback) {
        return names.size() > 1 ? names.size() : fallback;
    }

    /**
     * The bot of each seat, by name: checked (every name known), one a seat.
     *
     * @param names the bot names given: one a seat, or one for every seat
     * @param seats the number of seats
     * @return one name a seat, seat 0 first
     * @throws IllegalArgumentException for an unknown bot or a list that does not fit the seats
     */
    public static List<String> names(List<String> names, int seats) {
        bots(names, seats);
        List<String> out = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            out.add(names.get(names.size() == 1 ? 0 : seat).trim());
        }
        return out;
    }

    /**
     * One bot a seat.
     *
     * @throws IllegalArgumentException for an unknown bot or a list that does not fit the seats
     */
    static List<Bot> bots(List<String> names, int seats) {
        if (names.size() != 1 && names.size() != seats) {
            throw new IllegalArgumentException("--bots names " + names.size() + " bots for " + seats
                    + " seats: name one bot for every seat, or one bot for all (known bots: "
                    + String.join(", ", Bots.names()) + ")");
        }
        List<Bot> bots = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            bots.add(Bots.create(names.get(names.size() == 1 ? 0 : seat).trim()));
        }
        return bots;
    }
}
