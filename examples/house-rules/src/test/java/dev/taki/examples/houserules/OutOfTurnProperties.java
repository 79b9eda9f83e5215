package dev.taki.examples.houserules;

import dev.taki.api.Event;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.Phase;
import dev.taki.testkit.arbitraries.TakiArbitraries;
import dev.taki.testkit.play.Invariants;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Random games in which the seats not to act use their moves — jumps, catches, late declarations — as often as the
 * seat to act moves, checking RULES.md § 9.2 move by move (and § 8 after every move): a jump plays the leading number
 * card at the start of a turn and play goes on from the jumper; a catch or a declaration leaves the turn where it
 * was; at most one seat is catchable, and it holds one card.
 */
class OutOfTurnProperties {
    /** The most moves of one game, as many as the testkit's random games allow. */
    private static final int MOST_MOVES = 20_000;

    @Provide
    Arbitrary<GameState> games() {
        return Arbitraries.oneOf(
                TakiArbitraries.newGames(TakiArbitraries.configs(JumpIn.ID, CatchLastCard.ID)),
                TakiArbitraries.newGames(TakiArbitraries.configs(JumpIn.ID, CatchLastCard.ID, SevenSwap.ID,
                        DrawUntilPlay.ID, PlusFour.ID)),
                TakiArbitraries.newGames(TakiArbitraries.configs(JumpIn.ID, CatchLastCard.ID, "tournament-stages")),
                TakiArbitraries.newGames(TakiArbitraries.configs(JumpIn.ID, CatchLastCard.ID, DryPiles.ID,
                        "plus-three-card")));
    }

    @Property(tries = 30)
    void movesOutOfTurnKeepTheRulesOfTheirHouseRules(@ForAll("games") GameState start, @ForAll long seed) {
        Random random = new Random(seed);
        GameState state = start;
        for (int moves = 0; !state.isOver(); moves++) {
            assertTrue(moves < MOST_MOVES, () -> "the game did not end\n" + start.config());
            atMostOneSeatIsCatchable(state);
            int seat = pickSeat(state, random);
            List<Move> legal = state.legalMoves(seat);
            Move move = legal.get(random.nextInt(legal.size()));
            if (random.nextInt(4) > 0) {
                move = move.withDeclaration();
            }
            GameState now = state;
            Move sent = move;
            Outcome.Accepted accepted = assertInstanceOf(Outcome.Accepted.class, state.apply(seat, move),
                    () -> "seat " + seat + " could not make its legal move " + sent + "\n" + now);
            check(state, seat, move, accepted);
            state = accepted.state();
            Invariants.check(state);
        }
    }

    /** A seat not to act half the time when one has a move, else the seat to act. */
    private static int pickSeat(GameState state, Random random) {
        List<Integer> others = new ArrayList<>();
        for (int s = 0; s < state.players(); s++) {
            if (s != state.toAct() && !state.legalMoves(s).isEmpty()) {
                others.add(s);
            }
        }
        return !others.isEmpty() && random.nextBoolean() ? others.get(random.nextInt(others.size())) : state.toAct();
    }

    private static void atMostOneSeatIsCatchable(GameState state) {
        List<Integer> mayDeclare = new ArrayList<>();
        for (int seat = 0; seat < state.players(); seat++) {
            if (state.legalMoves(seat).contains(CatchLastCard.DECLARE.move())) {
                mayDeclare.add(seat);
                assertEquals(1, state.handSize(seat), () -> "a catchable seat holds one card\n" + state);
                for (int other = 0; other < state.players(); other++) {
                    if (other != seat) {
                        assertTrue(state.legalMoves(other).contains(CatchLastCard.CATCH.move(seat)),
                                () -> "every other seat may catch the catchable one\n" + state);
                    }
                }
            }
        }
        assertTrue(mayDeclare.size() <= 1, () -> "several seats are catchable: " + mayDeclare + "\n" + state);
    }

    private static void check(GameState before, int seat, Move move, Outcome.Accepted accepted) {
        GameState after = accepted.state();
        if (move instanceof Move.Act act) {
            if (after.isOver()) {
                return; // a catch that the piles could not supply, under dry-piles
            }
            assertEquals(before.toAct(), after.toAct(), "a catch or a declaration is no turn");
            assertEquals(before.phase(), after.phase());
            assertEquals(before.leading(), after.leading());
            if (act.verb().equals(CatchLastCard.CATCH)) {
                boolean forgiven = accepted.events().stream()
                        .anyMatch(e -> e instanceof Event.CardsDrawn d && d.forgiven() > 0);
                assertTrue(after.handSize(act.seat()) > before.handSize(act.seat()) || forgiven,
                        () -> "the caught seat drew nothing\n" + accepted.events());
            } else {
                assertEquals(before.hand(seat), after.hand(seat), "a late declaration changes no hand");
            }
            return;
        }
        if (seat == before.toAct()) {
            return;
        }
        // Out of turn and not a verb: a jump.
        Move.Play jump = assertInstanceOf(Move.Play.class, move, "a move out of turn that is neither a catch nor a"
                + " declaration is a jump");
        assertTrue(before.leading().kind().isNumber() && jump.card().equals(before.leading()),
                () -> "a jump plays the very number card that leads\n" + before);
        assertTrue(before.phase() == Phase.TURN && before.pendingDraw() == 0 && before.taki().isEmpty(),
                () -> "a jump comes at the start of a turn, with no count and no TAKI\n" + before);
        assertEquals(new Event.VariantEvent(JumpIn.ID, "jumped", seat, java.util.Map.of("over", before.toAct())),
                accepted.events().get(0));
        if (!after.isOver()) {
            int next = Math.floorMod(seat + after.direction().step(), after.players());
            assertEquals(next, after.toAct(), () -> "play goes on from the jumper\n" + before + "\n" + after);
        }
    }
}
