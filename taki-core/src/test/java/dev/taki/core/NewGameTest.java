package dev.taki.core;

import dev.taki.api.Card;
import dev.taki.api.ConfigurationException;
import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Phase;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** RULES.md § 2: dealing, the first leading card, the first player and direction, the seed. */
class NewGameTest {

    @Property(tries = 300)
    void everyPlayerGetsEightCardsAndANumberCardLeads(@ForAll @IntRange(min = 2, max = 10) int players, @ForAll long seed) {
        GameState g = Taki.newGame(GameConfig.of(players, seed));
        for (int seat = 0; seat < players; seat++) {
            assertEquals(8, g.handSize(seat));
        }
        assertTrue(g.leading().kind().isNumber(), "the first leading card is a number card: " + g.leading());
        assertEquals(g.leading().colorOrNull(), g.activeColor());
        assertEquals(1, g.discardPile().size());
        assertEquals(112 - 8 * players - 1, g.drawPileSize());
        assertEquals(Phase.TURN, g.phase());
    }

    @Test
    void playGoesClockwiseFromSeat0UnlessTheConfigurationSaysOtherwise() {
        GameState g = Taki.newGame(GameConfig.of(4, 1));
        assertEquals(Direction.CW, g.direction());
        assertEquals(0, g.toAct());
        GameConfig fromFile = dev.taki.core.config.ConfigFiles.parseJson("{\"players\": 4}", VariantCatalog.discover());
        assertEquals(Direction.CW, Taki.newGame(fromFile).direction());
    }

    @Test
    void theConfigurationSetsTheFirstPlayerAndDirection() {
        GameState g = Taki.newGame(new GameConfig(5, 7, 3, Direction.CCW, List.of()));
        assertEquals(3, g.toAct());
        assertEquals(3, g.turnOwner());
        assertEquals(Direction.CCW, g.direction());
    }

    @Test
    void theSameSeedDealsTheSameGameAndAnotherSeedAnotherGame() {
        assertEquals(Taki.newGame(GameConfig.of(4, 99)), Taki.newGame(GameConfig.of(4, 99)));
        List<List<Card>> a = hands(Taki.newGame(GameConfig.of(4, 99)));
        List<List<Card>> b = hands(Taki.newGame(GameConfig.of(4, 100)));
        assertNotEquals(a, b);
    }

    @Test
    void aPlayerCountOutside2To10IsRefusedNamingTheField() {
        for (int players : new int[] {0, 1, 11, -3}) {
            ConfigurationException e = assertThrows(ConfigurationException.class,
                    () -> Taki.newGame(GameConfig.of(players, 1)));
            assertTrue(e.getMessage().startsWith("players: expected 2 to 10"), e.getMessage());
        }
    }

    @Test
    void aFirstPlayerOutsideTheTableIsRefused() {
        ConfigurationException e = assertThrows(ConfigurationException.class,
                () -> Taki.newGame(new GameConfig(3, 1, 3, Direction.CW, List.of())));
        assertTrue(e.getMessage().contains("firstPlayer"), e.getMessage());
    }

    private static List<List<Card>> hands(GameState g) {
        List<List<Card>> hands = new ArrayList<>();
        for (int seat = 0; seat < g.players(); seat++) {
            hands.add(g.hand(seat));
        }
        return hands;
    }

    @Test
    void aConfigurationWithoutASeedDealsAFreshGameEachTime() {
        String seedless = "{\"players\": 4}";
        dev.taki.api.GameConfig first = dev.taki.core.config.ConfigFiles.parseJson(seedless, VariantCatalog.discover());
        dev.taki.api.GameConfig second = dev.taki.core.config.ConfigFiles.parseJson(seedless, VariantCatalog.discover());
        assertTrue(first.seed() != second.seed(), "two fresh seeds");
        assertTrue(!Taki.newGame(first).hand(0).equals(Taki.newGame(second).hand(0))
                        || !Taki.newGame(first).hand(1).equals(Taki.newGame(second).hand(1)),
                "two seedless games deal different hands");
        assertTrue(dev.taki.api.GameConfig.of(4).seed() != dev.taki.api.GameConfig.of(4).seed());
        assertEquals(Taki.newGame(first), Taki.newGame(first), "the fresh seed is kept: the game replays");
    }
}
