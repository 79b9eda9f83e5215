package dev.taki.testkit.play;

import dev.taki.api.Card;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.PlayerView;
import dev.taki.core.Referee;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The invariants of RULES.md § 8, checked on one state. Each check throws an AssertionError saying what broke. */
public final class Invariants {
    private Invariants() {
    }

    /**
     * Every invariant of § 8 that can be seen in a single state.
     *
     * @param state any state
     */
    public static void check(GameState state) {
        cardsAreConserved(state);
        someoneCanAct(state);
        viewsHoldOnlyTheirOwnHand(state);
    }

    /**
     * Every physical card is in exactly one place: a hand, the draw pile, the discard pile, or out of play (a table
     * laid out with cards set aside).
     *
     * @param state any state
     */
    public static void cardsAreConserved(GameState state) {
        Map<Card, Integer> count = new HashMap<>();
        for (Card c : Referee.deck(state)) {
            count.merge(c, 1, Integer::sum);
        }
        for (int seat = 0; seat < state.players(); seat++) {
            take(count, state.hand(seat), "the hand of seat " + seat, state);
        }
        take(count, Referee.drawPile(state), "the draw pile", state);
        take(count, state.discardPile(), "the discard pile", state);
        take(count, state.outOfPlay(), "the cards out of play", state);
        count.values().removeIf(n -> n == 0);
        if (!count.isEmpty()) {
            throw new AssertionError("cards missing from every place: " + count + "\n" + state);
        }
        if (Referee.drawPile(state).size() != state.drawPileSize()) {
            throw new AssertionError("drawPileSize() disagrees with the draw pile\n" + state);
        }
    }

    private static void take(Map<Card, Integer> count, List<Card> cards, String where, GameState state) {
        for (Card c : cards) {
            int n = count.getOrDefault(c, 0);
            if (n == 0) {
                throw new AssertionError(where + " holds a " + c + " too many\n" + state);
            }
            count.put(c, n - 1);
        }
    }

    /**
     * Until the game is over, the seat to act has at least one move of its turn — a move beside the turn's (an
     * interjection, such as a catch) does not count, for it never ends the wait for that seat; once the game is
     * over, no seat has a legal move.
     *
     * @param state any state
     */
    public static void someoneCanAct(GameState state) {
        if (state.isOver()) {
            for (int seat = 0; seat < state.players(); seat++) {
                if (!state.legalMoves(seat).isEmpty()) {
                    throw new AssertionError("the game is over but seat " + seat + " still has legal moves "
                            + state.legalMoves(seat) + "\n" + state);
                }
            }
            if (state.winners().isEmpty()) {
                throw new AssertionError("the game is over without a winner\n" + state);
            }
            return;
        }
        List<Move> legal = state.legalMoves();
        if (legal.isEmpty()) {
            throw new AssertionError("seat " + state.toAct() + " must act but has no legal move\n" + state);
        }
        List<Move> besides = state.interjections(state.toAct());
        if (besides.containsAll(legal)) {
            throw new AssertionError("seat " + state.toAct() + " must act but has no move of its turn, only moves"
                    + " beside it " + besides + ", none of which ends the wait for it\n" + state);
        }
    }

    /**
     * A seat's view shows its own hand, other hands only as sizes.
     *
     * @param state any state
     */
    public static void viewsHoldOnlyTheirOwnHand(GameState state) {
        for (int seat = 0; seat < state.players(); seat++) {
            PlayerView v = state.view(seat);
            if (!v.hand().equals(state.hand(seat))) {
                throw new AssertionError("the view of seat " + seat + " does not show its own hand\n" + state);
            }
            for (int other = 0; other < state.players(); other++) {
                if (v.handSizes().get(other) != state.handSize(other)) {
                    throw new AssertionError("the view of seat " + seat + " shows a wrong size for seat " + other);
                }
            }
            if (!v.legalMoves().equals(state.legalMoves(seat))) {
                throw new AssertionError("the view of seat " + seat + " shows other legal moves than the state");
            }
        }
    }
}
