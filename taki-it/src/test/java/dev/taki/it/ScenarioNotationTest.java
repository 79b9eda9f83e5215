package dev.taki.it;

import dev.taki.api.CardKind;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.Variant;
import dev.taki.core.VariantCatalog;
import dev.taki.testkit.scenario.ScenarioReader;
import dev.taki.testkit.scenario.ScenarioResult;
import dev.taki.testkit.scenario.ScenarioRunner;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** A scenario reads every line, its expected events included, in the notation of its own game. */
class ScenarioNotationTest {

    /** A plugin that adds two cards of a kind and does nothing else with them. */
    private record Adds(String id, CardKind kind) implements Variant {
        @Override
        public String description() {
            return "adds two " + kind.symbol() + " cards";
        }

        @Override
        public void setUp(SetupContext context) {
            context.card(kind, 2);
        }

        @Override
        public Rules rules(Options options) {
            return new Rules() { };
        }
    }

    // A coloured X is written RX, GX…: the colourless RX of another plugin is written alike, so no notation
    // reads the cards of both, though no game has both.
    private static final Variant COLORED_X = new Adds("x-cards", CardKind.colored("TEST_X", "X").define());
    private static final Variant COLORLESS_RX = new Adds("rx-card", CardKind.colorless("TEST_RX", "RX").define());

    private static final String DRAWS_RX = """
            {"name": "the colourless RX drawn, in a catalog where another plugin's red X is written alike",
             "variants": ["rx-card"], "players": 2,
             "setup": {"hands": [["G1", "B3"], ["Y4"]], "leading": "R7", "drawPile": ["RX"]},
             "moves": ["0: draw"],
             "expect": {"hands": {"0": ["G1", "B3", "RX"]}, "current": 1,
                        "events": ["cards-drawn seat=0 count=1 cards=[RX] cause=turn forgiven=0", "turn-started seat=1"]}}
            """;

    @Test
    void expectedEventsReadACardAsTheScenariosGameDoesWhereTwoPluginsWriteCardsAlike() {
        ScenarioRunner runner = new ScenarioRunner(VariantCatalog.of(List.of(COLORED_X, COLORLESS_RX), List.of()));
        ScenarioResult result = runner.run(ScenarioReader.parse(DRAWS_RX, "clash", runner.catalog()).get(0));
        assertTrue(result.passed(), result.report());
    }
}
