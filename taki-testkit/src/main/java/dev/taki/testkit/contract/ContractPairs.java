package dev.taki.testkit.contract;

import dev.taki.api.GameConfig;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Variant;
import dev.taki.core.VariantCatalog;
import dev.taki.testkit.arbitraries.PlayerCounts;
import dev.taki.testkit.play.NonEndingGame;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Every pair of a catalog's variants that can be played together, each played in a few random games that check
 * the whole contract along the way ({@link ContractChecks#randomGameKeepsTheContract}). A pair is left out when
 * one variant conflicts with the other, requires a third, or when they share no number of players.
 */
final class ContractPairs {
    static final int DEFAULT_GAMES = 4;

    private ContractPairs() {
    }

    /** The pairs to play and, for the others, why each is left out. */
    record Pairs(List<List<Variant>> played, List<String> leftOut) {
    }

    static Pairs of(VariantCatalog catalog) {
        List<Variant> all = new ArrayList<>(catalog.variants().values());
        List<List<Variant>> played = new ArrayList<>();
        List<String> leftOut = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            for (int j = i + 1; j < all.size(); j++) {
                Variant a = all.get(i);
                Variant b = all.get(j);
                String why = whyNot(a, b);
                if (why == null) {
                    played.add(List.of(a, b));
                } else {
                    leftOut.add(a.id() + " + " + b.id() + ": " + why);
                }
            }
        }
        return new Pairs(played, leftOut);
    }

    private static String whyNot(Variant a, Variant b) {
        if (a.conflicts().contains(b.id()) || b.conflicts().contains(a.id())) {
            return "they conflict";
        }
        Set<String> pair = Set.of(a.id(), b.id());
        for (Variant v : List.of(a, b)) {
            for (String needed : v.requires()) {
                if (!pair.contains(needed)) {
                    return "'" + v.id() + "' requires '" + needed + "'";
                }
            }
        }
        if (Math.max(a.minPlayers(), b.minPlayers()) > Math.min(a.maxPlayers(), b.maxPlayers())) {
            return "no number of players suits both";
        }
        return null;
    }

    static Stream<DynamicNode> tests(VariantCatalog catalog, int gamesEach) {
        if (gamesEach < 1) {
            throw new IllegalArgumentException("gamesEach: expected at least 1, got " + gamesEach);
        }
        Pairs pairs = of(catalog);
        List<DynamicNode> tests = new ArrayList<>();
        for (List<Variant> pair : pairs.played()) {
            tests.add(pair(pair, catalog, gamesEach));
        }
        if (!pairs.leftOut().isEmpty()) {
            tests.add(DynamicTest.dynamicTest("left out: " + String.join("; ", pairs.leftOut()), () -> { }));
        }
        return Stream.of(DynamicContainer.dynamicContainer("variant pairs: " + pairs.played().size() + " pairs of "
                + catalog.variants().size() + " variants, " + gamesEach + " games each", tests));
    }

    private static DynamicTest pair(List<Variant> pair, VariantCatalog catalog, int games) {
        List<VariantChoice> variants = pair.stream().map(v -> VariantChoice.of(v.id())).toList();
        String name = ContractTests.name(variants);
        return DynamicTest.dynamicTest(name + " (" + games + " games)", () -> {
            PlayerCounts players = PlayerCounts.supportedBy(variants, catalog);
            Random seeds = new Random(name.hashCode());
            for (int i = 0; i < games; i++) {
                long seed = seeds.nextLong();
                GameConfig config = ContractTests.config(variants, seed, players);
                try {
                    ContractChecks.randomGameKeepsTheContract(config, catalog, seed);
                } catch (AssertionError | RuntimeException e) {
                    throw new AssertionError("the pair " + name + ", " + ContractTests.caseLine(i, games, config, seed)
                            + (e instanceof NonEndingGame ? "" : "\nreproduce it: "
                            + Reproduction.of("randomGameKeepsTheContract", config, catalog, seed).javaCall())
                            + "\n" + e.getMessage(), e);
                }
            }
        });
    }
}
