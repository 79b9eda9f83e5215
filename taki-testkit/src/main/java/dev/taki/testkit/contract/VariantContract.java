package dev.taki.testkit.contract;

import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.VariantChoice;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.testkit.play.RandomGame;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import java.util.List;
import java.util.Random;

/**
 * The behaviour every variant (ours and third-party) must keep, as inherited jqwik properties. A variant's
 * test extends this class and names its configuration:
 * <pre>{@code
 * class CrazyCardContractProperties extends VariantContract {
 *     protected List<VariantChoice> variants() { return List.of(VariantChoice.of("crazy-card")); }
 * }
 * }</pre>
 * Random games with the variant keep RULES.md § 8 (cards conserved, someone can always act, views show
 * only their own hand), accept a move exactly when it is legal, leave a state unchanged by a rejected move,
 * replay deterministically, and end with a winner.
 */
public abstract class VariantContract {

    /** The variants under test, as a configuration would list them. */
    protected abstract List<VariantChoice> variants();

    /** The catalog the games take their variants from; by default the class path. */
    protected VariantCatalog catalog() {
        return VariantCatalog.discover();
    }

    /** The configuration of a game with the variants under test. */
    protected GameConfig config(int players, long seed, boolean clockwise) {
        return new GameConfig(players, seed, (int) Math.floorMod(seed, players),
                clockwise ? Direction.CW : Direction.CCW, variants());
    }

    @Property(tries = 300)
    void randomGamesKeepTheInvariantsAndEnd(@ForAll @IntRange(min = 2, max = 10) int players,
                                            @ForAll long seed, @ForAll boolean clockwise) {
        GameState start = Taki.newGame(config(players, seed, clockwise), catalog());
        RandomGame.Played game = RandomGame.play(start, new Random(seed), 0.1, 2);
        if (game.end().winners().isEmpty()) {
            throw new AssertionError("the game ended without a winner\n" + game.end());
        }
    }

    @Property(tries = 50)
    void theSameSeedAndMovesReplayToAnEqualState(@ForAll @IntRange(min = 2, max = 10) int players,
                                                 @ForAll long seed) {
        GameConfig config = config(players, seed, true);
        RandomGame.Played game = RandomGame.play(Taki.newGame(config, catalog()), new Random(seed), 0.1, 0);
        GameState replay = Taki.newGame(config, catalog());
        for (String line : game.moves()) {
            int colon = line.indexOf(':');
            replay = replay.apply(Integer.parseInt(line.substring(0, colon)), Move.parse(line.substring(colon + 1))).state();
        }
        if (!replay.equals(game.end())) {
            throw new AssertionError("replaying " + game.moves().size() + " moves gave another state\nplayed:\n"
                    + game.end() + "\nreplayed:\n" + replay);
        }
    }
}
