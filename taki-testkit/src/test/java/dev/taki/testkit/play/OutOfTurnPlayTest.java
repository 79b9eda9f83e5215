package dev.taki.testkit.play;

import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.VariantChoice;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.testkit.contract.Jump;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Random play makes moves out of turn where a rule offers them — here a jump — and checks the invariants after them
 * as after any move; where no rule offers any, it plays exactly as it did before moves out of turn existed.
 */
class OutOfTurnPlayTest {
    private static final Jump JUMP = Jump.handingOn();
    private static final VariantCatalog CATALOG = VariantCatalog.of(List.of(JUMP), List.of());

    @Test
    void randomGamesMakeJumpsOutOfTurnAndKeepTheInvariantsAfterThem() {
        List<String> jumps = new ArrayList<>();
        for (long seed = 0; seed < 20; seed++) {
            GameConfig config = new GameConfig(6, seed, 0, Direction.CW, List.of(VariantChoice.of(JUMP.id())));
            RandomGame.play(Taki.newGame(config, CATALOG), new Random(seed), 0, 1, (before, seat, move, after) -> {
                if (seat != before.toAct()) {
                    jumps.add(seat + ": " + move.notation());
                    assertEquals(before.handSize(seat) - 1, after.state().handSize(seat),
                            () -> "the jumper did not play its card: " + seat + ": " + move);
                }
            });
        }
        assertTrue(jumps.size() >= 5, () -> "only " + jumps.size() + " moves out of turn in 20 games: " + jumps);
        assertTrue(jumps.stream().allMatch(j -> j.matches("\\d: play [RGBY]\\d( last)?")), jumps::toString);
    }

    @Test
    void aGameWithoutMovesOutOfTurnIsPlayedByTheSeatToActAlone() {
        GameState start = Taki.newGame(GameConfig.of(4, 9));
        RandomGame.play(start, new Random(9), 0.1, 0, (before, seat, move, after) ->
                assertEquals(before.toAct(), seat, () -> seat + ": " + move + " out of turn in the base game"));
    }

    @Test
    void aPickOutOfTurnIsOneOfThatSeatsLegalMoves() {
        Random random = new Random(4);
        GameState state = Taki.newGame(new GameConfig(8, 4, 0, Direction.CW, List.of(VariantChoice.of(JUMP.id()))),
                CATALOG);
        int outOfTurn = 0;
        for (int i = 0; i < 300 && !state.isOver(); i++) {
            OutOfTurnMoves.Pick pick = OutOfTurnMoves.pick(state, random, 0);
            List<Move> legal = state.legalMoves(pick.seat());
            assertTrue(legal.contains(pick.move()), () -> pick + " is not among " + legal);
            if (pick.seat() != state.toAct()) {
                outOfTurn++;
                assertTrue(OutOfTurnMoves.seats(state).contains(pick.seat()), pick::toString);
            }
            state = state.apply(pick.seat(), pick.move().withDeclaration()).state();
        }
        assertTrue(outOfTurn > 0, "no move out of turn was picked");
    }
}
