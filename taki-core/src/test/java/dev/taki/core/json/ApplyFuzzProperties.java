package dev.taki.core.json;

import dev.taki.api.Card;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.Rejection;
import dev.taki.core.Taki;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Fuzzing {@link GameState#apply}: any seat (of the game or not) with any move (legal or not, one card or many,
 * any choice, any declaration) on any state (finished games included) gives an outcome and never an exception;
 * it is accepted exactly when legal; a rejection carries the right typed reason and leaves the state as it
 * was, to the last fact of its JSON. Tries follow jqwik's default (the {@code soak} profile raises them).
 */
class ApplyFuzzProperties {
    private static final TakiJson JSON = TakiJson.create(Games.NO_VARIANTS);

    @Property
    void anySeatAndMoveOnAnyStateIsAnOutcomeThatChangesNothingUnlessLegal(
            @ForAll("states") GameState state, @ForAll @IntRange(min = -1, max = 10) int anySeat,
            @ForAll boolean seatToAct, @ForAll("moves") Move anyMove, @ForAll boolean legalMove, @ForAll int pick) {
        int seat = seatToAct ? state.toAct() : anySeat;
        List<Move> legal = state.legalMoves();
        Move move = legalMove && !legal.isEmpty() ? legal.get(Math.floorMod(pick, legal.size())) : anyMove;
        if (move instanceof Move.Play p && !legalMove && seat >= 0 && seat < state.players()
                && state.handSize(seat) > 0 && Math.floorMod(pick, 4) != 0) {
            List<Card> cards = new ArrayList<>(p.cards());
            cards.set(0, state.hand(seat).get(Math.floorMod(pick, state.handSize(seat))));
            move = new Move.Play(cards, p.choice(), p.declaresLast());
        }
        if (pick % 3 == 0) {
            move = move.withDeclaration();
        }
        String before = JSON.writeState(state);
        Outcome outcome = state.apply(seat, move);
        boolean validSeat = seat >= 0 && seat < state.players();
        if (state.isOver()) {
            assertRejected(Rejection.GAME_OVER, outcome);
        } else if (!validSeat) {
            assertRejected(Rejection.NO_SUCH_SEAT, outcome);
        } else if (seat != state.toAct()) {
            assertRejected(Rejection.NOT_YOUR_TURN, outcome);
        } else {
            assertEquals(legal.contains(move.withoutDeclaration()), outcome.isAccepted(), seat + ": " + move + "\n" + state);
        }
        Statistics.collect(outcome instanceof Outcome.Rejected r ? r.reason().name() : "accepted");
        if (outcome instanceof Outcome.Rejected r) {
            assertFalse(r.message().isBlank());
            assertEquals(before, JSON.writeState(state), "a rejected move changed the state");
        } else {
            GameState after = outcome.state();
            assertEquals(after, JSON.readState(JSON.writeState(after)), "every reachable state reads back");
        }
    }

    @Provide
    Arbitrary<GameState> states() {
        return Arbitraries.of(Games.pool());
    }

    @Provide
    Arbitrary<Move> moves() {
        Arbitrary<Card> cards = Arbitraries.of(ALL_CARDS);
        Arbitrary<dev.taki.api.Choice> choices = Arbitraries.oneOf(Arbitraries.of(Color.values()),
                Arbitraries.of(Direction.values()), Arbitraries.integers().between(0, 11).map(dev.taki.api.Seat::new))
                .injectNull(0.6);
        Arbitrary<Move> plays = Combinators.combine(cards.list().ofMinSize(1).ofMaxSize(3), choices,
                Arbitraries.of(true, false)).as(Move.Play::new);
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(6, plays),
                net.jqwik.api.Tuple.of(1, Arbitraries.of(Move.draw(), Move.close(), Move.end(), Move.pass(),
                        Move.draw().withDeclaration(), Move.close().withDeclaration(), Move.end().withDeclaration())));
    }

    private static final List<Card> ALL_CARDS = allCards();

    private static List<Card> allCards() {
        List<Card> all = new ArrayList<>();
        for (int code = 0; code < Card.codeCount(); code++) {
            try {
                all.add(Card.fromCode(code));
            } catch (IllegalArgumentException e) {
                // not every code is a card
            }
        }
        return all;
    }

    private static void assertRejected(Rejection reason, Outcome outcome) {
        assertTrue(outcome instanceof Outcome.Rejected r && r.reason() == reason, "expected " + reason + ", got " + outcome);
    }

    // ---- the server's usual suspects, by name ------------------------------------------------------------

    @Example
    void aMoveByTheWrongSeatIsRefusedAsNotYourTurn() {
        GameState g = Taki.newGame(GameConfig.of(4, 3), Games.NO_VARIANTS);
        for (int seat = 1; seat < 4; seat++) {
            for (Move m : g.legalMoves()) {
                Outcome o = g.apply(seat, m);
                assertRejected(Rejection.NOT_YOUR_TURN, o);
                assertEquals("seat " + seat + " cannot act now: it is seat 0's move", ((Outcome.Rejected) o).message());
            }
        }
        assertRejected(Rejection.NO_SUCH_SEAT, g.apply(4, Move.draw()));
        assertRejected(Rejection.NO_SUCH_SEAT, g.apply(-1, Move.draw()));
        assertRejected(Rejection.NO_MOVE, g.apply(0, null));
    }

    @Example
    void everyMoveAfterTheGameEndedIsRefusedAsGameOver() {
        List<GameState> states = Games.states(new Random(12));
        GameState end = states.get(states.size() - 1);
        String before = JSON.writeState(end);
        for (int seat = -1; seat <= end.players(); seat++) {
            for (Move m : List.of(Move.draw(), Move.pass(), Move.end(), Move.play(end.leading()))) {
                assertRejected(Rejection.GAME_OVER, end.apply(seat, m));
            }
        }
        assertEquals(List.of(), end.legalMoves());
        assertEquals(before, JSON.writeState(end));
    }

    @Example
    void aPlayOfAMillionCardsIsRefusedWithAShortMessageAndChangesNothing() {
        GameState g = Taki.newGame(GameConfig.of(2, 8), Games.NO_VARIANTS);
        List<Card> many = new ArrayList<>(Collections.nCopies(1_000_000, g.hand(0).get(0)));
        String before = JSON.writeState(g);
        Outcome o = g.apply(0, Move.play(many));
        assertFalse(o.isAccepted());
        String message = ((Outcome.Rejected) o).message();
        assertTrue(message.length() < 1000, "a short message: " + message.length() + " characters: "
                + message.substring(0, Math.min(message.length(), 200)));
        assertEquals(before, JSON.writeState(g));
    }

}
