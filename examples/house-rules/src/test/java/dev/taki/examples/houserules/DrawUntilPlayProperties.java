package dev.taki.examples.houserules;

import dev.taki.api.Card;
import dev.taki.api.Event;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.Phase;
import dev.taki.testkit.arbitraries.TakiArbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Properties of drawing until a card can be played, on random states of games with the rule. */
class DrawUntilPlayProperties {

    /** Random states, each played on by random legal moves to the next state where its player must draw. */
    @Provide
    Arbitrary<GameState> mustDraw() {
        return TakiArbitraries.states(TakiArbitraries.configs(DrawUntilPlay.ID)).map(s -> onTo(s, state ->
                state.phase() == Phase.TURN && state.pendingDraw() == 0
                        && state.legalMoves().equals(List.of(Move.draw()))));
    }

    /** Random states, each played on to the next state where a drawn card must be played. */
    @Provide
    Arbitrary<GameState> mustPlayADrawnCard() {
        return TakiArbitraries.states(TakiArbitraries.configs(DrawUntilPlay.ID))
                .map(s -> onTo(s, state -> state.state(DrawUntilPlay.ID, DrawnCard.class).isPresent()));
    }

    /** The first state from {@code start} on (random legal moves, seeded by the state) where the test holds. */
    private static GameState onTo(GameState start, Predicate<GameState> test) {
        Random random = new Random(start.hashCode());
        GameState s = start;
        for (int i = 0; i < 2_000 && !s.isOver() && !test.test(s); i++) {
            List<Move> legal = s.legalMoves();
            s = s.apply(s.toAct(), legal.get(random.nextInt(legal.size())).withDeclaration()).state();
        }
        return s;
    }

    /**
     * A draw at the start of a turn with no count waiting ends either with the seat still to act, the last card it
     * drew kept as the card to play, and only plays of that card legal; or, when both piles ran out, with the turn
     * passed and nothing kept.
     */
    @Property(tries = 150)
    void aDrawEndsOnTheFirstPlayableCardOrOnEmptyPiles(@ForAll("mustDraw") GameState state) {
        Assume.that(!state.isOver() && state.phase() == Phase.TURN && state.pendingDraw() == 0
                && state.legalMoves().equals(List.of(Move.draw())));
        int seat = state.toAct();
        Outcome.Accepted drew = (Outcome.Accepted) state.apply(seat, Move.draw().withDeclaration());
        List<Event.CardsDrawn> draws = drew.events().stream().filter(e -> e instanceof Event.CardsDrawn)
                .map(e -> (Event.CardsDrawn) e).toList();
        assertFalse(draws.isEmpty(), drew.events()::toString);
        draws.forEach(d -> assertTrue(d.seat() == seat && d.cause() == Event.DrawCause.TURN && d.count() <= 1,
                drew.events()::toString));
        GameState after = drew.state();
        Event.CardsDrawn last = draws.get(draws.size() - 1);
        if (last.count() == 0) {
            assertTrue(after.toAct() != seat, after::toString);
            assertEquals(Optional.empty(), after.state(DrawUntilPlay.ID, DrawnCard.class));
            return;
        }
        Card card = last.cards().get(0);
        assertEquals(seat, after.toAct(), after::toString);
        assertEquals(Optional.of(new DrawnCard(seat, card)), after.state(DrawUntilPlay.ID, DrawnCard.class));
        assertFalse(after.legalMoves().isEmpty(), after::toString);
        after.legalMoves().forEach(m -> assertTrue(m instanceof Move.Play p && p.cards().contains(card),
                () -> m + " is legal while " + card + " must be played\n" + after));
    }

    /** Playing the card the draw ended on clears the state, and no other seat is ever named by it. */
    @Property(tries = 150)
    void theStateNamesOnlyTheSeatToActAndEndsWithItsNextMove(@ForAll("mustPlayADrawnCard") GameState state) {
        Optional<DrawnCard> forced = state.state(DrawUntilPlay.ID, DrawnCard.class);
        Assume.that(forced.isPresent());
        assertEquals(state.toAct(), forced.get().seat(), state::toString);
        assertTrue(state.hand(state.toAct()).contains(forced.get().card()), state::toString);
        for (Move m : state.legalMoves()) {
            GameState next = state.apply(state.toAct(), m.withDeclaration()).state();
            assertEquals(Optional.empty(), next.state(DrawUntilPlay.ID, DrawnCard.class), next::toString);
        }
    }
}
