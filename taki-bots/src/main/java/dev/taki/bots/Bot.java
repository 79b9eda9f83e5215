package dev.taki.bots;

import dev.taki.api.Event;
import dev.taki.api.Game;
import dev.taki.api.Move;
import dev.taki.api.PlayerView;

import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * A computer player. It knows what its seat's player would know — its {@link PlayerView} and the events its
 * seat saw ({@link Event#seenBy}) — and the rules of the game, never another hand or the draw pile's order.
 * A bot may keep what it saw between decisions, so each seat gets its own instance.
 *
 * <p>Where a rule in play lets seats move out of turn (a jump, a catch, a late "last card"), a bot is asked
 * {@link #interject} whenever its seat has such moves and is not the one to act; {@link OutOfTurn} is the loop
 * that asks the bots of a table in order.
 */
public interface Bot {

    /** {@return a short name for tables and logs, such as {@code heuristic}} */
    String name();

    /**
     * The bot takes a seat: the game it plays (its rules, which a searching bot may play forward on states it
     * imagines) and the seat. Called once, before any {@link #observe} or {@link #choose}; a bot that takes
     * over a seat in mid-game then observes the events that seat saw so far.
     *
     * @param game the game's rules
     * @param seat the bot's seat
     */
    default void join(Game game, int seat) {
    }

    /**
     * Events in order, as the bot's seat saw them, since the last call.
     *
     * @param events the events, as the seat sees them ({@link SeenBy#of} gives them so from a move's events)
     */
    default void observe(List<Event> events) {
    }

    /**
     * One of {@code view.legalMoves()}, possibly with the "last card" declaration. The seat to act's legal moves
     * are its turn's moves followed by its interjections ({@link dev.taki.api.GameState#interjections}), where a
     * rule offers any (a catch): a bot may make one of those here too, and is then asked again for its turn.
     *
     * @param view what the bot's seat may know now, its legal moves included
     * @param random the source of every random choice the bot makes
     * @return the move to make
     */
    Move choose(PlayerView view, Random random);

    /**
     * A move out of turn, or none. Asked when the bot's seat is not the one to act and has legal moves — its
     * interjections, which a rule in play offers (a jump, a catch, a late "last card"), in
     * {@code view.legalMoves()} — after every accepted move and before the seat to act moves
     * ({@link OutOfTurn#ask}). A move it makes is applied, and every bot observes its events, before anyone else
     * is asked. Never asked for the seat to act: {@link #choose} gets that seat's interjections among its legal
     * moves. By default a bot makes no move out of turn.
     *
     * @param view what the bot's seat may know now, its legal moves (its interjections) included
     * @param random the source of every random choice the bot makes
     * @return one of {@code view.legalMoves()}, possibly with the "last card" declaration; empty to let play go on
     */
    default Optional<Move> interject(PlayerView view, Random random) {
        return Optional.empty();
    }
}
