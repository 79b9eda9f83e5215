package dev.taki.testkit;

import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.testkit.contract.ContractChecks;
import dev.taki.testkit.play.RandomGame;
import net.jqwik.api.ForAll;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Random full games of the base game: RULES.md § 8 invariants, accepted ⇔ legal, determinism. */
class RandomGameProperties {

    @AfterContainer
    static void reportTheLongestGame() {
        System.out.println("longest of the random base games: " + LongestGame.longest() + " moves (bound "
                + RandomGame.MOVE_LIMIT + ")");
    }

    @Property(tries = 2000)
    void randomGamesKeepTheInvariantsAndEndWithAWinner(@ForAll @IntRange(min = 2, max = 10) int players,
                                                        @ForAll long seed, @ForAll boolean clockwise) {
        GameConfig config = new GameConfig(players, seed, (int) Math.floorMod(seed, players),
                clockwise ? Direction.CW : Direction.CCW, List.of());
        RandomGame.Played game = RandomGame.play(Taki.newGame(config), new Random(seed), 0.1, 2);
        assertEquals(1, game.end().winners().size());
        LongestGame.record(game.moves().size());
    }

    @Property(tries = 200)
    void theSameSeedAndMovesGiveAnEqualGame(@ForAll @IntRange(min = 2, max = 10) int players, @ForAll long seed) {
        ContractChecks.replayGivesAnEqualState(GameConfig.of(players, seed), VariantCatalog.discover(), seed);
    }
}
