package dev.taki.cli.simulate;

import java.io.Serial;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The totals of a set of simulated games: games and wins by seat and by bot, game lengths (in decisions and in
 * turns, as exact histograms), cards drawn, draw-count chains (+2s and any card that raises the waiting count),
 * reshuffles, rounds, variant events by name, and time. A win shared by several seats (a variant may share it)
 * counts for each of them.
 *
 * <p>Tallies of disjoint sets of games combine with {@link #merge}: the counts of a merged tally do not depend on
 * how the games were split or in which order the parts were merged, so a tally of games 0 to 999 equals the merge
 * of the tallies of games 0 to 499 and 500 to 999, in either order. A tally is {@link Serializable} (it holds
 * only numbers, strings and arrays), so it may travel between the machines of a cluster. It is filled by one
 * thread; it is not safe to fill it from several at once.
 */
public final class Tally implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    private final int players;
    // By bot (in the order they arrived in this tally; bots() sorts them by first appearance):
    private final ArrayList<String> bots = new ArrayList<>();
    private final ArrayList<long[]> seatGames = new ArrayList<>(); // then by seat
    private final ArrayList<long[]> seatWins = new ArrayList<>();
    private final ArrayList<Long> firstSeen = new ArrayList<>(); // game * players + seat of the bot's first seat
    private long games;
    private long unfinished;
    private long shared;
    private long firstSeatWins;
    private long[] decisionCounts = new long[0]; // games by length in decisions
    private long[] turnCounts = new long[0]; // games by length in turns
    private long decisions;
    private long turns;
    private long cardsDrawn;
    private long reshuffles;
    private long drawChains;
    private long drawChainLinks;
    private int longestDrawChain;
    private long drawChainCards;
    private long rounds;
    private int mostRounds;
    private final TreeMap<String, Long> variantEvents = new TreeMap<>();
    private long playNanos;
    private long wallNanos;
    /** Time spent playing once the JVM had warmed up (the games after a run's first tenth), and its decisions. */
    private long warmNanos;
    private long warmDecisions;
    /**
     * The engine's own random-play loop, timed on the simulation's threads between its warm chunks (the yardstick of
     * the speed line): its games, decisions and time, summed over threads; none when it was not asked for.
     */
    private long engineGames;
    private long engineDecisions;
    private long engineNanos;

    /**
     * An empty tally for a table of that many seats.
     *
     * @param players the number of seats, 2 or more
     * @throws IllegalArgumentException for fewer than 2 seats
     */
    public Tally(int players) {
        if (players < 2) {
            throw new IllegalArgumentException("players: expected 2 or more, got " + players);
        }
        this.players = players;
    }

    /** Counts one game, as {@link GameCounts} saw it; {@code game} is its number (from 0) in the simulation. */
    void add(long game, List<String> seatBots, GameCounts g) {
        List<Integer> winners = g.winners();
        games++;
        decisions += g.decisions();
        turns += g.turns();
        decisionCounts = count(decisionCounts, g.decisions(), 1);
        turnCounts = count(turnCounts, g.turns(), 1);
        if (winners.isEmpty()) {
            unfinished++;
        } else if (winners.size() > 1) {
            shared++;
        }
        if (winners.contains(g.firstSeat())) {
            firstSeatWins++;
        }
        for (int seat = 0; seat < players; seat++) {
            int bot = bot(seatBots.get(seat), game * players + seat);
            seatGames.get(bot)[seat]++;
            if (winners.contains(seat)) {
                seatWins.get(bot)[seat]++;
            }
        }
        cardsDrawn += g.cardsDrawn();
        reshuffles += g.reshuffles();
        drawChains += g.drawChains();
        drawChainLinks += g.drawChainLinks();
        longestDrawChain = Math.max(longestDrawChain, g.longestDrawChain());
        drawChainCards += g.drawChainCards();
        rounds += g.round();
        mostRounds = Math.max(mostRounds, g.round());
        g.variantEvents().forEach((name, n) -> variantEvents.merge(name, n, Long::sum));
    }

    /** Adds time: {@code play} spent playing (summed over threads), {@code wall} by the clock. */
    void addTime(long play, long wall) {
        playNanos += play;
        wallNanos += wall;
    }

    /** Adds time spent playing after the warm-up, summed over threads, and the decisions made in it. */
    void addWarmTime(long nanos, long decisionsMade) {
        warmNanos += nanos;
        warmDecisions += decisionsMade;
    }

    /** Adds games of the engine's own loop, timed between the simulation's on one thread: decisions and time. */
    void addEngineLoop(long gamesPlayed, long decisionsMade, long nanos) {
        engineGames += gamesPlayed;
        engineDecisions += decisionsMade;
        engineNanos += nanos;
    }

    private static long[] count(long[] histogram, int value, long n) {
        long[] h = value < histogram.length ? histogram : Arrays.copyOf(histogram, Math.max(value + 1, 2 * histogram.length));
        h[value] += n;
        return h;
    }

    private int bot(String name, long seen) {
        int i = bots.indexOf(name);
        if (i < 0) {
            bots.add(name);
            seatGames.add(new long[players]);
            seatWins.add(new long[players]);
            firstSeen.add(seen);
            return bots.size() - 1;
        }
        if (seen < firstSeen.get(i)) {
            firstSeen.set(i, seen);
        }
        return i;
    }

    /**
     * This tally and another combined, as if one tally had counted the games of both; neither changes. Merging is
     * associative and commutative in every count. Of the times, the time spent playing adds up and the time by the
     * clock is the longer of the two (right for parts that ran side by side; see {@link #withWallNanos}).
     *
     * @param other the tally of other games, for the same number of seats
     * @return a new tally holding both
     * @throws IllegalArgumentException when the tallies are for different numbers of seats
     */
    public Tally merge(Tally other) {
        Objects.requireNonNull(other, "other");
        if (other.players != players) {
            throw new IllegalArgumentException("cannot merge a tally of " + other.players + " seats into one of " + players);
        }
        Tally m = copy();
        for (int b = 0; b < other.bots.size(); b++) {
            int i = m.bot(other.bots.get(b), other.firstSeen.get(b));
            for (int seat = 0; seat < players; seat++) {
                m.seatGames.get(i)[seat] += other.seatGames.get(b)[seat];
                m.seatWins.get(i)[seat] += other.seatWins.get(b)[seat];
            }
        }
        m.games += other.games;
        m.unfinished += other.unfinished;
        m.shared += other.shared;
        m.firstSeatWins += other.firstSeatWins;
        for (int v = 0; v < other.decisionCounts.length; v++) {
            if (other.decisionCounts[v] > 0) {
                m.decisionCounts = count(m.decisionCounts, v, other.decisionCounts[v]);
            }
        }
        for (int v = 0; v < other.turnCounts.length; v++) {
            if (other.turnCounts[v] > 0) {
                m.turnCounts = count(m.turnCounts, v, other.turnCounts[v]);
            }
        }
        m.decisions += other.decisions;
        m.turns += other.turns;
        m.cardsDrawn += other.cardsDrawn;
        m.reshuffles += other.reshuffles;
        m.drawChains += other.drawChains;
        m.drawChainLinks += other.drawChainLinks;
        m.longestDrawChain = Math.max(m.longestDrawChain, other.longestDrawChain);
        m.drawChainCards += other.drawChainCards;
        m.rounds += other.rounds;
        m.mostRounds = Math.max(m.mostRounds, other.mostRounds);
        other.variantEvents.forEach((name, n) -> m.variantEvents.merge(name, n, Long::sum));
        m.playNanos += other.playNanos;
        m.warmNanos += other.warmNanos;
        m.warmDecisions += other.warmDecisions;
        m.engineGames += other.engineGames;
        m.engineDecisions += other.engineDecisions;
        m.engineNanos += other.engineNanos;
        m.wallNanos = Math.max(m.wallNanos, other.wallNanos);
        return m;
    }

    /**
     * A copy of this tally whose time by the clock is the one given: for a caller that measured the wall time of
     * a whole run, such as a cluster job.
     *
     * @param nanos the wall-clock time of the games, in nanoseconds, 0 or more
     * @return the copy
     * @throws IllegalArgumentException for a negative time
     */
    public Tally withWallNanos(long nanos) {
        if (nanos < 0) {
            throw new IllegalArgumentException("nanos: expected 0 or more, got " + nanos);
        }
        Tally t = copy();
        t.wallNanos = nanos;
        return t;
    }

    private Tally copy() {
        Tally t = new Tally(players);
        t.bots.addAll(bots);
        seatGames.forEach(a -> t.seatGames.add(a.clone()));
        seatWins.forEach(a -> t.seatWins.add(a.clone()));
        t.firstSeen.addAll(firstSeen);
        t.games = games;
        t.unfinished = unfinished;
        t.shared = shared;
        t.firstSeatWins = firstSeatWins;
        t.decisionCounts = decisionCounts.clone();
        t.turnCounts = turnCounts.clone();
        t.decisions = decisions;
        t.turns = turns;
        t.cardsDrawn = cardsDrawn;
        t.reshuffles = reshuffles;
        t.drawChains = drawChains;
        t.drawChainLinks = drawChainLinks;
        t.longestDrawChain = longestDrawChain;
        t.drawChainCards = drawChainCards;
        t.rounds = rounds;
        t.mostRounds = mostRounds;
        t.variantEvents.putAll(variantEvents);
        t.playNanos = playNanos;
        t.wallNanos = wallNanos;
        t.warmNanos = warmNanos;
        t.warmDecisions = warmDecisions;
        t.engineGames = engineGames;
        t.engineDecisions = engineDecisions;
        t.engineNanos = engineNanos;
        return t;
    }

    /**
     * Whether the other tally counted the same: every count, histogram and bot equal, the times aside. Two
     * simulations of the same games give tallies with the same counts, however they were split.
     *
     * @param other another tally
     * @return true when only the times may differ
     */
    public boolean sameCounts(Tally other) {
        return other != null && counts().equals(other.counts());
    }

    /** Every count, in a form that compares by value (bots sorted by first appearance). */
    private List<Object> counts() {
        List<Object> c = new ArrayList<>(List.of(players, games, unfinished, shared, firstSeatWins,
                Arrays.toString(histogram(decisionCounts)), Arrays.toString(histogram(turnCounts)), decisions, turns, cardsDrawn, reshuffles, drawChains,
                drawChainLinks, longestDrawChain, drawChainCards, rounds, mostRounds, Map.copyOf(variantEvents)));
        for (String bot : bots()) {
            int i = bots.indexOf(bot);
            c.add(List.of(bot, firstSeen.get(i), Arrays.toString(seatGames.get(i)), Arrays.toString(seatWins.get(i))));
        }
        return c;
    }

    // ---- reading -------------------------------------------------------------------------------------

    /** {@return the number of seats} */
    public int players() {
        return players;
    }

    /** {@return the bots, in the order of their first seat in the first game they played} */
    public List<String> bots() {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < bots.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparing(firstSeen::get));
        return order.stream().map(bots::get).toList();
    }

    /** {@return the games counted} */
    public long games() {
        return games;
    }

    /** {@return the games stopped at the decision limit without a winner} */
    public long unfinished() {
        return unfinished;
    }

    /** {@return the games won by more than one seat} */
    public long shared() {
        return shared;
    }

    /** {@return the games won (alone or sharing the win) by the seat that moved first} */
    public long firstSeatWins() {
        return firstSeatWins;
    }

    /** {@return the decisions (accepted moves) of all games} */
    public long decisions() {
        return decisions;
    }

    /** {@return the turns of all games: each game's first turn and every turn started after it} */
    public long turns() {
        return turns;
    }

    /** {@return the longest game, in decisions} */
    public int longest() {
        return decisionCounts.length == 0 ? 0 : lastNonZero(decisionCounts);
    }

    /** {@return the games by length in decisions: element {@code d} is the number of games of {@code d} decisions} */
    public long[] decisionHistogram() {
        return histogram(decisionCounts);
    }

    /** {@return the games by length in turns: element {@code t} is the number of games of {@code t} turns} */
    public long[] turnHistogram() {
        return histogram(turnCounts);
    }

    private static long[] histogram(long[] counts) {
        return Arrays.copyOf(counts, counts.length == 0 ? 0 : lastNonZero(counts) + 1);
    }

    private static int lastNonZero(long[] counts) {
        int i = counts.length - 1;
        while (i > 0 && counts[i] == 0) {
            i--;
        }
        return i;
    }

    /** {@return the cards drawn in all games, for any cause} */
    public long cardsDrawn() {
        return cardsDrawn;
    }

    /** {@return the reshuffles of the discard pile into a new draw pile, in all games} */
    public long reshuffles() {
        return reshuffles;
    }

    /** {@return the draw-count chains: runs of +2s (or other cards that raise the waiting count) until it is taken or cancelled} */
    public long drawChains() {
        return drawChains;
    }

    /** {@return the cards that raised a waiting count, summed over all chains} */
    public long drawChainLinks() {
        return drawChainLinks;
    }

    /** {@return the longest chain, in cards that raised the count} */
    public int longestDrawChain() {
        return longestDrawChain;
    }

    /** {@return the cards drawn when a waiting count was taken, over all games} */
    public long drawChainCards() {
        return drawChainCards;
    }

    /** {@return the rounds of all games (the round of each game's last state, summed; 1 a game without rounds)} */
    public long rounds() {
        return rounds;
    }

    /** {@return the most rounds one game lasted} */
    public int mostRounds() {
        return mostRounds;
    }

    /** {@return how often each variant event occurred in all games, by its type ({@code variant:name}), sorted by type} */
    public SortedMap<String, Long> variantEvents() {
        return Collections.unmodifiableSortedMap(new TreeMap<>(variantEvents)); // a copy: games counted later leave it as it was
    }

    /** {@return the time spent playing, in nanoseconds, summed over the threads that played} */
    public long playNanos() {
        return playNanos;
    }

    /** {@return the time the games took by the clock, in nanoseconds} */
    public long wallNanos() {
        return wallNanos;
    }

    /**
     * The games the bot played at the seat.
     *
     * @param bot  a bot's name
     * @param seat a seat
     * @return the number of games, 0 for a bot never seen
     */
    public long games(String bot, int seat) {
        int i = bots.indexOf(bot);
        return i < 0 ? 0 : seatGames.get(i)[seat];
    }

    /**
     * The wins of the bot at the seat.
     *
     * @param bot  a bot's name
     * @param seat a seat
     * @return the number of wins, 0 for a bot never seen
     */
    public long wins(String bot, int seat) {
        int i = bots.indexOf(bot);
        return i < 0 ? 0 : seatWins.get(i)[seat];
    }

    /**
     * The wins of a seat, whichever bot sat there.
     *
     * @param seat a seat
     * @return the number of wins
     */
    public long seatWins(int seat) {
        long w = 0;
        for (long[] wins : seatWins) {
            w += wins[seat];
        }
        return w;
    }

    /**
     * The seats the bot played, summed over games (a bot at two seats of a game counts twice).
     *
     * @param bot a bot's name
     * @return the number of seats played
     */
    public long botSeats(String bot) {
        long n = 0;
        for (int seat = 0; seat < players; seat++) {
            n += games(bot, seat);
        }
        return n;
    }

    /**
     * The wins of a bot, at any seat.
     *
     * @param bot a bot's name
     * @return the number of wins
     */
    public long botWins(String bot) {
        long n = 0;
        for (int seat = 0; seat < players; seat++) {
            n += wins(bot, seat);
        }
        return n;
    }

    /**
     * The bot that sat at the seat in every game.
     *
     * @param seat a seat
     * @return the bot's name, or null if the seat had several bots
     */
    public String botAt(int seat) {
        String only = null;
        for (String b : bots()) {
            if (games(b, seat) > 0) {
                if (only != null) {
                    return null;
                }
                only = b;
            }
        }
        return only;
    }

    /** {@return the mean length of a game in decisions} */
    public double averageDecisions() {
        return games == 0 ? 0 : (double) decisions / games;
    }

    /** {@return the games per second by the clock} */
    public double gamesPerSecond() {
        return wallNanos == 0 ? 0 : games * 1e9 / wallNanos;
    }

    /** {@return the time per decision on one thread, in microseconds} */
    public double microsPerDecision() {
        return decisions == 0 ? 0 : playNanos / 1e3 / decisions;
    }

    /**
     * {@return the time per decision on one thread once the JVM had warmed up, in microseconds: over the games after
     * the first tenth of a run, when its compiler had made the simulation's code fast; 0 when none was timed}
     */
    public double warmMicrosPerDecision() {
        return warmDecisions == 0 ? 0 : warmNanos / 1e3 / warmDecisions;
    }

    /** {@return the games of the engine's own loop timed between the simulation's, 0 when it was not timed} */
    public long engineGames() {
        return engineGames;
    }

    /** {@return the time the engine's own loop took, in nanoseconds, summed over the threads that timed it} */
    public long engineNanos() {
        return engineNanos;
    }

    /**
     * {@return the time per decision of the engine's own loop (legal moves, a uniform choice, apply) on one thread,
     * timed between the simulation's warm games on the same threads, in microseconds; 0 when it was not timed}
     */
    public double engineMicrosPerDecision() {
        return engineDecisions == 0 ? 0 : engineNanos / 1e3 / engineDecisions;
    }
}
