package dev.taki.bots;

import dev.taki.api.Card;
import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.PlayerView;
import dev.taki.api.TableSetup;
import dev.taki.api.VariantChoice;
import dev.taki.core.Taki;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A table of bots playing a real game for the tests: each bot joins, chooses from its seat's view (or moves out of
 * turn, {@link #step}) and observes the events its seat sees (and every seat's seen events are kept, in the chunks
 * each move made).
 */
final class BotTable {
    /** Variant sets the search is tried on: every variant and edition, and the third-party house rules. */
    static final List<List<String>> VARIANTS = List.of(List.of(), List.of("crazy-card"), List.of("plus-three-card"),
            List.of("plus-three-rule"), List.of("permissive-plus"), List.of("tournament-stages"),
            List.of("penalty-scoring"), List.of("classic"), List.of("edition-2015"), List.of("seven-swap"),
            List.of("draw-until-play"), List.of("plus-four", "voluntary-draw"),
            List.of("no-color-on-color", "taki-continuity", "super-taki-chooses-color", "direction-stops-two"),
            List.of("crazy-card", "seven-swap", "draw-until-play"), List.of("jump-in", "catch-last-card"),
            List.of("jump-in", "seven-swap", "plus-three-card"));

    final Bot[] bots;
    final Random[] randoms;
    final Random outOfTurn;
    final List<List<List<Event>>> seen = new ArrayList<>();
    GameState state;

    BotTable(GameConfig config, List<Bot> bots, long seed) {
        this.state = Taki.newGame(config);
        this.bots = bots.toArray(new Bot[0]);
        this.randoms = new Random[this.bots.length];
        this.outOfTurn = new Random(seed * 31 - 1);
        for (int seat = 0; seat < this.bots.length; seat++) {
            this.bots[seat].join(state.game(), seat);
            randoms[seat] = new Random(seed * 31 + seat);
            seen.add(new ArrayList<>());
        }
    }

    static GameConfig config(int players, long seed, List<String> variants) {
        return new GameConfig(players, seed, 0, null, variants.stream().map(VariantChoice::of).toList());
    }

    /** A base game laid out by hand: seat 0 to act, holding {@code mine}; the other seats hold the given hands. */
    static GameState table(String leading, String mine, String... others) {
        List<List<Card>> hands = new ArrayList<>();
        hands.add(cards(mine));
        for (String o : others) {
            hands.add(cards(o));
        }
        return Taki.fromSetup(GameConfig.of(hands.size(), 1), TableSetup.of(hands, Card.parse(leading)));
    }

    /** Cards in the base game's notation, separated by spaces ({@code "R5 G7 KING"}). */
    static List<Card> cards(String notation) {
        return Arrays.stream(notation.split(" ")).map(Card::parse).toList();
    }

    /** The move of the seat to act, as its bot chooses it. */
    Move choose() {
        int seat = state.toAct();
        return bots[seat].choose(state.view(seat), randoms[seat]);
    }

    /** A move that was made: by which seat, and whether out of turn (asked {@link Bot#interject}). */
    record Step(int seat, Move move, boolean outOfTurn) {
    }

    /**
     * One move: the first move out of turn a bot makes ({@link OutOfTurn#ask}, with a random source of its own),
     * else the seat to act's choice; applied.
     */
    Step step() {
        Step step = OutOfTurn.ask(state, seat -> bots[seat], outOfTurn)
                .map(i -> new Step(i.seat(), i.move(), true))
                .orElseGet(() -> new Step(state.toAct(), choose(), false));
        apply(step.seat(), step.move());
        return step;
    }

    /** Applies a move of the seat to act (it must be accepted) and lets every bot observe what its seat saw. */
    void apply(Move move) {
        apply(state.toAct(), move);
    }

    /** Applies a seat's move, in turn or not (it must be accepted), and lets every bot observe what its seat saw. */
    void apply(int seat, Move move) {
        PlayerView view = state.view(seat);
        Outcome outcome = state.apply(seat, move);
        assertTrue(outcome.isAccepted(), () -> "seat " + seat + " (" + bots[seat].name() + ") chose " + move.notation()
                + " from " + view.legalMoves() + ": " + outcome + "\n" + state);
        Outcome.Accepted accepted = (Outcome.Accepted) outcome;
        for (int s = 0; s < bots.length; s++) {
            List<Event> events = SeenBy.of(accepted.events(), s);
            seen.get(s).add(events);
            bots[s].observe(events);
        }
        state = accepted.state();
    }

    /** Plays to the end, or to the move limit; true if the game ended. */
    boolean playOut(int moveLimit) {
        for (int moves = 0; !state.isOver(); moves++) {
            if (moves >= moveLimit) {
                return false;
            }
            step();
        }
        return true;
    }
}
