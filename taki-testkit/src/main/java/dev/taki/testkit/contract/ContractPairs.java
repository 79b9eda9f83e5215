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
 * Every pair of a catalog's variants that can be played together, in both orders {@code [A, B]} and {@code [B, A]},
 * each order played in a few random games that check the whole contract along the way
 * ({@link ContractChecks#randomGameKeepsTheContract}) and compared, move by move on the same tables, with the other
 * order ({@link ContractChecks#bothOrdersPlayAlike}). One dynamic test an order, named after it. A pair is left out
 * when one variant conflicts with the other, requires a third, declares an order the other contradicts, or when they
 * share no number of players.
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
        boolean aFirst = a.before().contains(b.id()) || b.after().contains(a.id());
        boolean bFirst = b.before().contains(a.id()) || a.after().contains(b.id());
        if (aFirst && bFirst) {
            return "their declared orders contradict each other";
        }
        return null;
    }

    static Stream<DynamicNode> tests(VariantCatalog catalog, int gamesEach) {
        if (gamesEach < 1) {
            throw new IllegalArgumentException("gamesEach: expected at least 1, got " + gamesEach);
        }
        Pairs pairs = of(catalog);
        int eachOrder = (gamesEach + 1) / 2;
        List<DynamicNode> tests = new ArrayList<>();
        for (List<Variant> pair : pairs.played()) {
            tests.add(order(pair.get(0), pair.get(1), catalog, eachOrder));
            tests.add(order(pair.get(1), pair.get(0), catalog, eachOrder));
        }
        if (!pairs.leftOut().isEmpty()) {
            tests.add(DynamicTest.dynamicTest("left out: " + String.join("; ", pairs.leftOut()), () -> { }));
        }
        return Stream.of(DynamicContainer.dynamicContainer("variant pairs: " + pairs.played().size() + " pairs of "
                + catalog.variants().size() + " variants in both orders, " + eachOrder + " "
                + (eachOrder == 1 ? "game" : "games") + " each order", tests));
    }

    /** The test of one order of a pair: the contract's games in that order, each compared with the other order. */
    private static DynamicTest order(Variant first, Variant then, VariantCatalog catalog, int games) {
        List<VariantChoice> variants = List.of(VariantChoice.of(first.id()), VariantChoice.of(then.id()));
        String name = ContractTests.name(variants);
        Variant declares = BothOrders.declaredBetween(first, then);
        String resolved = declares == null ? "" : ", resolved as " + resolvedOrder(first, then) + ", which '"
                + declares.id() + "' declares";
        return DynamicTest.dynamicTest(name + " (" + games + " " + (games == 1 ? "game" : "games") + resolved + ")",
                () -> {
            PlayerCounts players = PlayerCounts.supportedBy(variants, catalog);
            Random seeds = new Random(name.hashCode());
            for (int i = 0; i < games; i++) {
                long seed = seeds.nextLong();
                GameConfig config = ContractTests.config(variants, seed, players);
                String check = "randomGameKeepsTheContract";
                try {
                    ContractChecks.randomGameKeepsTheContract(config, catalog, seed);
                    check = "bothOrdersPlayAlike";
                    ContractChecks.bothOrdersPlayAlike(config, catalog, seed);
                } catch (AssertionError | RuntimeException e) {
                    throw new AssertionError("the pair " + name + ", " + ContractTests.caseLine(i, games, config, seed)
                            + (e instanceof NonEndingGame ? "" : "\nreproduce it: "
                            + Reproduction.of(check, config, catalog, seed).javaCall())
                            + "\n" + e.getMessage(), e);
                }
            }
        });
    }

    /** The order the resolver gives two variants one of which declares which comes first. */
    private static String resolvedOrder(Variant a, Variant b) {
        boolean aFirst = a.before().contains(b.id()) || b.after().contains(a.id());
        return aFirst ? a.id() + " + " + b.id() : b.id() + " + " + a.id();
    }
}
