package dev.taki.cli.simulate;

import java.util.ArrayList;
import java.util.List;

/**
 * The running totals of a simulation: games and wins by seat and by bot, game lengths in decisions, time.
 * A win shared by several seats (a variant may share it) counts for each of them.
 */
public final class Tally {
    private final int players;
    private final List<String> bots = new ArrayList<>();
    private final List<long[]> seatGames = new ArrayList<>(); // by bot, then seat
    private final List<long[]> seatWins = new ArrayList<>();
    private long games;
    private long unfinished;
    private long shared;
    private long decisions;
    private int longest;
    private long nanos;

    /** Totals for a table of that many seats. */
    public Tally(int players) {
        this.players = players;
    }

    /**
     * Counts one game.
     *
     * @param seatBots  the bot at each seat
     * @param winners   the winning seats (empty for a game stopped unfinished)
     * @param decisions the moves the game took
     */
    public void add(List<String> seatBots, List<Integer> winners, int decisions) {
        games++;
        this.decisions += decisions;
        longest = Math.max(longest, decisions);
        if (winners.isEmpty()) {
            unfinished++;
        } else if (winners.size() > 1) {
            shared++;
        }
        for (int seat = 0; seat < players; seat++) {
            int bot = bot(seatBots.get(seat));
            seatGames.get(bot)[seat]++;
            if (winners.contains(seat)) {
                seatWins.get(bot)[seat]++;
            }
        }
    }

    /** Adds the time the games took. */
    public void addNanos(long elapsed) {
        nanos += elapsed;
    }

    private int bot(String name) {
        int i = bots.indexOf(name);
        if (i < 0) {
            bots.add(name);
            seatGames.add(new long[players]);
            seatWins.add(new long[players]);
            i = bots.size() - 1;
        }
        return i;
    }

    public int players() {
        return players;
    }

    /** The bots in the order they were first seen. */
    public List<String> bots() {
        return List.copyOf(bots);
    }

    public long games() {
        return games;
    }

    /** Games stopped at the decision limit without a winner. */
    public long unfinished() {
        return unfinished;
    }

    /** Games won by more than one seat. */
    public long shared() {
        return shared;
    }

    public long decisions() {
        return decisions;
    }

    /** The longest game, in decisions. */
    public int longest() {
        return longest;
    }

    public long nanos() {
        return nanos;
    }

    /** Games the bot played at the seat. */
    public long games(String bot, int seat) {
        int i = bots.indexOf(bot);
        return i < 0 ? 0 : seatGames.get(i)[seat];
    }

    /** Wins of the bot at the seat. */
    public long wins(String bot, int seat) {
        int i = bots.indexOf(bot);
        return i < 0 ? 0 : seatWins.get(i)[seat];
    }

    /** Wins of a seat, whichever bot sat there. */
    public long seatWins(int seat) {
        long w = 0;
        for (long[] wins : seatWins) {
            w += wins[seat];
        }
        return w;
    }

    /** Seats the bot played, summed over games (a bot at two seats of a game counts twice). */
    public long botSeats(String bot) {
        long n = 0;
        for (int seat = 0; seat < players; seat++) {
            n += games(bot, seat);
        }
        return n;
    }

    /** Wins of a bot, at any seat. */
    public long botWins(String bot) {
        long n = 0;
        for (int seat = 0; seat < players; seat++) {
            n += wins(bot, seat);
        }
        return n;
    }

    /** The bot that sat at the seat in every game, or null if it changed. */
    public String botAt(int seat) {
        String only = null;
        for (String b : bots) {
            if (games(b, seat) > 0) {
                if (only != null) {
                    return null;
                }
                only = b;
            }
        }
        return only;
    }

    public double averageDecisions() {
        return games == 0 ? 0 : (double) decisions / games;
    }

    public double gamesPerSecond() {
        return nanos == 0 ? 0 : games * 1e9 / nanos;
    }

    public double microsPerDecision() {
        return decisions == 0 ? 0 : nanos / 1e3 / decisions;
    }
}
