package dev.taki.it;

import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.VariantChoice;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.testkit.arbitraries.PlayerCounts;
import dev.taki.testkit.play.RandomGame;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Random games under random non-conflicting combinations of the six variants, in random order, for a number of
 * players every chosen variant supports. Every combination must end. {@link VariantPairsTest} plays every pair of
 * the installed variants, checking the whole contract along the way.
 */
class VariantCombinationProperties {
    private static final List<VariantChoice> ALL = List.of(
            VariantChoice.of("permissive-plus"),
            new VariantChoice("permissive-plus", Map.of("drawInsteadOfFollow", true)),
            VariantChoice.of("crazy-card"),
            VariantChoice.of("plus-three-card"),
            VariantChoice.of("plus-three-rule"),
            new VariantChoice("tournament-stages", Map.of("firstStage", 3)),
            new VariantChoice("penalty-scoring", Map.of("rounds", 2)));

    @Property(tries = 400)
    void randomCombinationsKeepTheInvariantsAndEnd(@ForAll long seed) {
        Random random = new Random(seed);
        List<VariantChoice> chosen = new ArrayList<>();
        List<VariantChoice> pool = new ArrayList<>(ALL);
        Collections.shuffle(pool, random);
        for (VariantChoice v : pool) {
            boolean clash = chosen.stream().anyMatch(c -> c.id().equals(v.id())
                    || c.id().startsWith("plus-three") && v.id().startsWith("plus-three"));
            if (!clash && random.nextBoolean()) {
                chosen.add(v);
            }
        }
        int players = PlayerCounts.supportedBy(chosen, VariantCatalog.discover()).pick(random);
        GameConfig config = new GameConfig(players, seed, random.nextInt(players),
                random.nextBoolean() ? Direction.CW : Direction.CCW, chosen);
        RandomGame.Played game = RandomGame.play(Taki.newGame(config), random, 0.1, 1);
        assertFalse(game.end().winners().isEmpty(), () -> chosen + " ended without a winner");
    }
}
