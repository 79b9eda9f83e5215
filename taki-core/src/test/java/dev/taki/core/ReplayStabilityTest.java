package dev.taki.core;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Event;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Games pinned down by seed: the same seed and the same choices must give the same game in every build,
 * so saved game records keep replaying (a faster pile once changed the order a reshuffle sees).
 */
class ReplayStabilityTest {

    /** Plays by choosing among the legal moves with a seeded java.util.Random; sums the game up. */
    private static String play(int players, long seed) {
        GameState g = Taki.newGame(GameConfig.of(players, seed), VariantCatalog.of(List.of(), List.of()));
        Random choice = new Random(seed);
        int moves = 0;
        int reshuffles = 0;
        while (!g.isOver()) {
            List<Move> legal = g.legalMoves();
            Outcome.Accepted a = (Outcome.Accepted) g.apply(g.toAct(),
                    legal.get(choice.nextInt(legal.size())).withDeclaration());
            reshuffles += (int) a.events().stream().filter(e -> e instanceof Event.DeckReshuffled).count();
            g = a.state();
            moves++;
        }
        return moves + " moves, " + reshuffles + " reshuffles, winners " + g.winners();
    }

    /**
     * Measured with the rules as they stand; the Super TAKI ruling of RULES.md § 4.6 (a TAKI of another colour
     * matches a leading Super TAKI) changed the games of seeds 1, 23 and 8, which offered such a move.
     */
    @Test
    void seededGamesPlayAsTheyAlwaysHave() {
        assertEquals(List.of(
                "61 moves, 0 reshuffles, winners [1]",
                "68 moves, 0 reshuffles, winners [2]",
                "103 moves, 0 reshuffles, winners [7]",
                "132 moves, 0 reshuffles, winners [0]",
                "229 moves, 1 reshuffles, winners [0]"),
                List.of(play(2, 1), play(4, 7), play(10, 42), play(2, 23), play(4, 8)));
    }
}
