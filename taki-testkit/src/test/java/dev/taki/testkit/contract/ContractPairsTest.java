package dev.taki.testkit.contract;

import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Variant;
import dev.taki.core.VariantCatalog;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The pair check plays every pair that can be played, in both orders, says why the others are left out, and names a
 * failing pair.
 */
class ContractPairsTest {

    /** A rule that changes nothing, with a range, conflicts and requirements of the test's choosing. */
    private record Plain(String id, int minPlayers, int maxPlayers, Set<String> conflicts, Set<String> requires)
            implements Variant {
        Plain(String id) {
            this(id, 2, 10, Set.of(), Set.of());
        }

        @Override
        public String description() {
            return "changes nothing";
        }

        @Override
        public Rules rules(Options options) {
            return new Rules() { };
        }
    }

    private static final VariantCatalog CATALOG = VariantCatalog.of(List.of(
            new TwoPlayerDuel(),
            new Plain("crowd", 3, 10, Set.of(), Set.of()),
            new Plain("quiet"),
            new Plain("loud", 2, 10, Set.of("quiet"), Set.of()),
            new Plain("echo", 2, 10, Set.of(), Set.of("voice"))), List.of());

    @Test
    void everyPairThatCanBePlayedIsPlayedAndTheOthersAreLeftOutWithTheirReason() {
        ContractPairs.Pairs pairs = ContractPairs.of(CATALOG);
        assertEquals(List.of("crowd + loud", "crowd + quiet", "loud + two-player-duel", "quiet + two-player-duel"),
                pairs.played().stream().map(p -> p.get(0).id() + " + " + p.get(1).id()).toList());
        assertEquals(List.of(
                "crowd + echo: 'echo' requires 'voice'",
                "crowd + two-player-duel: no number of players suits both",
                "echo + loud: 'echo' requires 'voice'",
                "echo + quiet: 'echo' requires 'voice'",
                "echo + two-player-duel: 'echo' requires 'voice'",
                "loud + quiet: they conflict"), pairs.leftOut());
    }

    @Test
    void thePairsPassAndEachOrderIsOneTestNamedAfterIt() {
        Map<String, Optional<Throwable>> results = DynamicRun.run(VariantContract.pairsOf(CATALOG, 4));
        assertEquals(List.of("crowd + loud (2 games)", "loud + crowd (2 games)", "crowd + quiet (2 games)",
                        "quiet + crowd (2 games)", "loud + two-player-duel (2 games)",
                        "two-player-duel + loud (2 games)", "quiet + two-player-duel (2 games)",
                        "two-player-duel + quiet (2 games)", "left out: crowd + echo: 'echo' requires 'voice'; crowd +"
                        + " two-player-duel: no number of players suits both; echo + loud: 'echo' requires 'voice'; echo +"
                        + " quiet: 'echo' requires 'voice'; echo + two-player-duel: 'echo' requires 'voice'; loud + quiet:"
                        + " they conflict"),
                List.copyOf(results.keySet()));
        results.forEach((name, failure) -> assertTrue(failure.isEmpty(), () -> name + ": " + failure.get()));
    }

    /** A rule that changes nothing and must come before the rules of the variants it names. */
    private record First(String id, Set<String> before) implements Variant {
        @Override
        public String description() {
            return "changes nothing, before " + before;
        }

        @Override
        public Rules rules(Options options) {
            return new Rules() { };
        }
    }

    @Test
    void aPairWhoseDeclaredOrdersContradictEachOtherIsLeftOut() {
        ContractPairs.Pairs pairs = ContractPairs.of(VariantCatalog.of(List.of(new First("early", Set.of("eager")),
                new First("eager", Set.of("early")), new Plain("quiet")), List.of()));
        assertEquals(List.of("eager + quiet", "early + quiet"),
                pairs.played().stream().map(p -> p.get(0).id() + " + " + p.get(1).id()).toList());
        assertEquals(List.of("eager + early: their declared orders contradict each other"), pairs.leftOut());
    }

    @Test
    void aFailingPairIsNamedWithHowToReproduceIt() {
        VariantCatalog leaky = VariantCatalog.of(List.of(new Plain("quiet"), new ShowsLastDrawn()), List.of());
        Map<String, Optional<Throwable>> results = DynamicRun.run(VariantContract.pairsOf(leaky, 3));
        String message = DynamicRun.of(results, "quiet + shows-last-drawn").orElseThrow().getMessage();
        assertTrue(message.startsWith("the pair quiet + shows-last-drawn, case "), message);
        assertTrue(message.contains("reproduce it: ContractChecks.randomGameKeepsTheContract(new GameConfig("), message);
        assertTrue(message.contains("leak of the acting seat's hidden cards"), message);
    }
}
