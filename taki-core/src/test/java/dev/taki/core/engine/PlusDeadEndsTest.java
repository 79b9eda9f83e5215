package dev.taki.core.engine;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Phase;
import dev.taki.core.Taki;
import dev.taki.core.rules.BaseRules;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The quick answer on a Plus is the answer the engine's trial on a copy gives, wherever it answers. */
class PlusDeadEndsTest {

    @Test
    void everyDecidedPlusAgreesWithTheTrialOverManyGames() {
        int decided = 0;
        int stranding = 0;
        int chains = 0;
        for (int game = 0; game < 2_000; game++) {
            int players = 2 + game % 5;
            SplittableRandom random = new SplittableRandom(game);
            GameState state = Taki.newGame(GameConfig.of(players, 9_000 + game));
            for (int moves = 0; !state.isOver() && moves < 2_000; moves++) {
                State s = State.of(state);
                int seat = s.toAct();
                List<Move> candidates = new ArrayList<>();
                BaseRules.INSTANCE.adjustMoves(s, seat, candidates);
                for (Move m : candidates) {
                    int quick = PlusDeadEnds.decide(s.data(), s.rules(), seat, m);
                    if (quick != PlusDeadEnds.UNKNOWN) {
                        decided++;
                        boolean tried = s.triedAndStuck(seat, m);
                        stranding += tried ? 1 : 0;
                        assertEquals(tried, quick == PlusDeadEnds.YES, () -> m + " on\n" + s);
                        // and the trial all the way down, the Plus cards that follow tried too, not answered quickly
                        assertEquals(strandedByTrial(s, seat, m), quick == PlusDeadEnds.YES, () -> m + " on\n" + s);
                        chains += plusesIn(s.hand(seat)) > 1 ? 1 : 0;
                    }
                }
                List<Move> legal = state.legalMoves();
                Move move = legal.get(random.nextInt(legal.size()));
                state = state.apply(seat, state.handSize(seat) <= 2 ? move.withDeclaration() : move).state();
            }
        }
        // both answers were met often enough for the comparison to mean something
        assertTrue(decided > 1_000, "decided " + decided);
        assertTrue(stranding > 10, "stranding " + stranding);
        assertTrue(chains > 100, "Plus cards decided with another Plus in the hand: " + chains);
    }

    /** Whether the move strands its player, every Plus that could follow it tried on a copy in turn. */
    private static boolean strandedByTrial(State s, int seat, Move m) {
        State after = s.tried(seat, m);
        if (after.isOver() || after.toAct() != seat || after.phase() == Phase.TURN) {
            return false;
        }
        List<Move> candidates = new ArrayList<>();
        BaseRules.INSTANCE.adjustMoves(after, seat, candidates);
        for (Move next : candidates) {
            if (!BaseRules.INSTANCE.mayStrand(after, seat, next) || !strandedByTrial(after, seat, next)) {
                return false;
            }
        }
        List<Move> finished = new ArrayList<>();
        BaseRules.INSTANCE.finishMoves(after, seat, finished);
        return finished.isEmpty();
    }

    private static long plusesIn(List<Card> hand) {
        return hand.stream().filter(c -> c.kind() == CardKind.PLUS).count();
    }
}
