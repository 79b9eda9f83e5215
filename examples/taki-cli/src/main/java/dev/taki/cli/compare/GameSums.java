package dev.taki.cli.compare;

import dev.taki.cli.simulate.Tally;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Sums over games, game by game, from which the comparison's estimates and their intervals come: each per-game
 * count with its sum of squares (for the spread of a mean), and win shares — a win shared by {@code k} players
 * counts {@code 1/k} to each, so the seats' shares of a game add up to one. Every sum is a whole number (a share is
 * kept in units of 1/2520, which every {@code 1/k} for k up to 10 is a whole number of), so sums of the same games
 * are equal however the games were split between threads and in whatever order they were added.
 *
 * <p>Filled while the games are played, on one thread at a time; only read afterwards.
 */
public final class GameSums {
    /** A share of one game: 2520 is the least common multiple of 1 to 10, so 1/k of it is whole for any k players. */
    static final long UNIT = 2520;

    /** A count that every game has, whose mean per game is reported with its interval. */
    public enum Measure {
        /** Moves applied. */
        DECISIONS,
        /** Turns (each game's first and every turn started after it). */
        TURNS,
        /** Cards drawn, for any cause. */
        CARDS_DRAWN,
        /** Reshuffles of the discard pile into a new draw pile. */
        RESHUFFLES,
        /** Draw-count chains (+2s and the like until the count is taken or cancelled). */
        DRAW_CHAINS,
        /** Cards that raised a waiting count, over all chains. */
        DRAW_CHAIN_LINKS,
        /** Cards drawn when a waiting count was taken. */
        DRAW_CHAIN_CARDS,
        /** Rounds (1 for a game without rounds). */
        ROUNDS
    }

    private final int players;
    private long games;
    private long unfinished;
    private long sharedGames;
    private long winnersOfShared;
    private long winnersOfSharedSquares;
    private final long[] seatShare;
    private final long[] seatSharedWins;
    private long firstSeatShare;
    private long firstSeatSharedWins;
    private final Map<String, long[]> bots = new TreeMap<>(); // seats played, share, shared wins
    private final EnumMap<Measure, long[]> measures = new EnumMap<>(Measure.class); // sum, sum of squares
    private long chainLinksTimesChains;
    private final Map<String, long[]> events = new TreeMap<>(); // sum, sum of squares

    /**
     * Empty sums for a table of that many seats.
     *
     * @param players the number of seats
     */
    GameSums(int players) {
        this.players = players;
        this.seatShare = new long[players];
        this.seatSharedWins = new long[players];
        for (Measure m : Measure.values()) {
            measures.put(m, new long[2]);
        }
    }

    /** Adds one game, from the tally of that game alone. */
    void add(Tally game) {
        if (game.games() != 1) {
            throw new IllegalArgumentException("expected the tally of one game, got " + game.games());
        }
        games++;
        boolean[] won = new boolean[players];
        int k = 0;
        for (int seat = 0; seat < players; seat++) {
            won[seat] = game.seatWins(seat) > 0;
            k += won[seat] ? 1 : 0;
        }
        if (k == 0) {
            unfinished++;
        } else if (k > 1) {
            sharedGames++;
            winnersOfShared += k;
            winnersOfSharedSquares += (long) k * k;
        }
        long share = k == 0 ? 0 : UNIT / k;
        for (int seat = 0; seat < players; seat++) {
            if (won[seat]) {
                seatShare[seat] += share;
                seatSharedWins[seat] += k > 1 ? 1 : 0;
            }
        }
        if (game.firstSeatWins() > 0) {
            firstSeatShare += share;
            firstSeatSharedWins += k > 1 ? 1 : 0;
        }
        for (String bot : game.bots()) {
            long[] b = bots.computeIfAbsent(bot, x -> new long[3]);
            for (int seat = 0; seat < players; seat++) {
                if (game.games(bot, seat) > 0) {
                    b[0]++;
                    if (won[seat]) {
                        b[1] += share;
                        b[2] += k > 1 ? 1 : 0;
                    }
                }
            }
        }
        count(Measure.DECISIONS, game.decisions());
        count(Measure.TURNS, game.turns());
        count(Measure.CARDS_DRAWN, game.cardsDrawn());
        count(Measure.RESHUFFLES, game.reshuffles());
        count(Measure.DRAW_CHAINS, game.drawChains());
        count(Measure.DRAW_CHAIN_LINKS, game.drawChainLinks());
        count(Measure.DRAW_CHAIN_CARDS, game.drawChainCards());
        count(Measure.ROUNDS, game.rounds());
        chainLinksTimesChains += game.drawChainLinks() * game.drawChains();
        game.variantEvents().forEach((name, n) -> {
            long[] e = events.computeIfAbsent(name, x -> new long[2]);
            e[0] += n;
            e[1] += n * n;
        });
    }

    private void count(Measure m, long value) {
        long[] s = measures.get(m);
        s[0] += value;
        s[1] += value * value;
    }

    /** Adds the sums of other games of the same table. */
    void add(GameSums other) {
        games += other.games;
        unfinished += other.unfinished;
        sharedGames += other.sharedGames;
        winnersOfShared += other.winnersOfShared;
        winnersOfSharedSquares += other.winnersOfSharedSquares;
        for (int seat = 0; seat < players; seat++) {
            seatShare[seat] += other.seatShare[seat];
            seatSharedWins[seat] += other.seatSharedWins[seat];
        }
        firstSeatShare += other.firstSeatShare;
        firstSeatSharedWins += other.firstSeatSharedWins;
        other.bots.forEach((bot, b) -> {
            long[] mine = bots.computeIfAbsent(bot, x -> new long[3]);
            for (int i = 0; i < 3; i++) {
                mine[i] += b[i];
            }
        });
        other.measures.forEach((m, s) -> {
            measures.get(m)[0] += s[0];
            measures.get(m)[1] += s[1];
        });
        chainLinksTimesChains += other.chainLinksTimesChains;
        other.events.forEach((name, e) -> {
            long[] mine = events.computeIfAbsent(name, x -> new long[2]);
            mine[0] += e[0];
            mine[1] += e[1];
        });
    }

    // ---- reading -------------------------------------------------------------------------------------

    /** {@return the games added} */
    public long games() {
        return games;
    }

    /** {@return the games stopped at the decision limit, which nobody won} */
    public long unfinished() {
        return unfinished;
    }

    /** {@return the games whose win was shared by several players} */
    public long sharedGames() {
        return sharedGames;
    }

    /** {@return the share of games whose win was shared, with its Wilson interval} */
    public Estimate sharedWinRate() {
        return Estimate.wilson(sharedGames, games);
    }

    /** {@return how many players shared a shared win, on average over those games (0 when none was shared)} */
    public Estimate winnersOfSharedWin() {
        return Estimate.mean(sharedGames, winnersOfShared, winnersOfSharedSquares);
    }

    /**
     * A seat's win share: its wins, a shared win of k players counting 1/k, per game.
     *
     * @param seat a seat
     * @return the share with its Wilson interval; the seats' shares add up to the finished games' share
     */
    public Estimate seatShare(int seat) {
        return Estimate.wilson((double) seatShare[seat] / UNIT, games);
    }

    /**
     * The shared wins of a seat.
     *
     * @param seat a seat
     * @return the games it won together with others
     */
    public long seatSharedWins(int seat) {
        return seatSharedWins[seat];
    }

    /** {@return the win share of the seat that moved first, with its Wilson interval} */
    public Estimate firstSeatShare() {
        return Estimate.wilson((double) firstSeatShare / UNIT, games);
    }

    /** {@return the games the seat that moved first won together with others} */
    public long firstSeatSharedWins() {
        return firstSeatSharedWins;
    }

    /** {@return the bots that played, by name} */
    public Set<String> bots() {
        return Collections.unmodifiableSet(bots.keySet());
    }

    /**
     * A bot's win share per seat it played.
     *
     * @param bot a bot's name
     * @return the share with its Wilson interval; 0 in [0, 1] for a bot that did not play
     */
    public Estimate botShare(String bot) {
        long[] b = bots.getOrDefault(bot, new long[3]);
        return Estimate.wilson((double) b[1] / UNIT, b[0]);
    }

    /**
     * The shared wins of a bot.
     *
     * @param bot a bot's name
     * @return the seats it won together with others
     */
    public long botSharedWins(String bot) {
        return bots.getOrDefault(bot, new long[3])[2];
    }

    /**
     * A count's mean per game.
     *
     * @param measure the count
     * @return the mean with its normal interval
     */
    public Estimate perGame(Measure measure) {
        long[] s = measures.get(measure);
        return Estimate.mean(games, s[0], s[1]);
    }

    /** {@return the mean length of a draw-count chain in cards that raised the count, with its interval} */
    public Estimate meanChainLength() {
        long[] links = measures.get(Measure.DRAW_CHAIN_LINKS);
        long[] chains = measures.get(Measure.DRAW_CHAINS);
        return Estimate.ratio(games, links[0], links[1], chains[0], chains[1], chainLinksTimesChains);
    }

    /** {@return the variant events that occurred, by type ({@code variant:name}), sorted} */
    public Set<String> events() {
        return Collections.unmodifiableSet(events.keySet());
    }

    /**
     * A variant event's mean per game.
     *
     * @param type the event's type
     * @return the mean with its normal interval (0 for an event that never occurred)
     */
    public Estimate eventPerGame(String type) {
        long[] e = events.getOrDefault(type, new long[2]);
        return Estimate.mean(games, e[0], e[1]);
    }
}
