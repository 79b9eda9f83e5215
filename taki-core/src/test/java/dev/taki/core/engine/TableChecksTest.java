package dev.taki.core.engine;

import dev.taki.api.Card;
import dev.taki.api.GameConfig;
import dev.taki.api.spi.StateCodec;
import dev.taki.core.Taki;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The checks a table given whole and a table rebuilt from a view share, each on its own. */
class TableChecksTest {
    private static final Ruleset RULES = (Ruleset) Taki.game(GameConfig.of(3, 11));

    @Test
    void theDeckItselfHasNoCardOff() {
        assertTrue(TableChecks.cardsOff(RULES, List.of(RULES.deck())).isEmpty());
        assertTrue(TableChecks.cardsOff(RULES, split(RULES.deck())).isEmpty());
    }

    @Test
    void cardsOffCountsWhatIsHeldTooOftenAndWhatIsMissingInCardOrder() {
        List<Card> cards = new ArrayList<>(RULES.deck());
        Card first = cards.stream().min(Card::compareTo).orElseThrow();
        Card last = cards.stream().max(Card::compareTo).orElseThrow();
        cards.remove(first);
        cards.add(last);
        assertEquals(Map.of(first, -1, last, 1), TableChecks.cardsOff(RULES, split(cards)));
        assertEquals(List.of(first, last), List.copyOf(TableChecks.cardsOff(RULES, split(cards)).keySet()));
        assertEquals(RULES.deck().stream().filter(last::equals).count(), TableChecks.inDeck(RULES, last));
        assertEquals("cards: 2 " + first + " of the deck are in no hand or pile, nor out of play", TableChecks.notPlaced(first, 2));
    }

    @Test
    void aCodecsRefusalNamingItsOwnFieldContinuesThePath() {
        StateCodec<Integer> codec = new StateCodec<>("count", Integer.class, n -> Map.of("n", n), json -> {
            throw new IllegalArgumentException(json.containsKey("n") ? "n: expected a number" : "a number is needed");
        });
        List<String> problems = new ArrayList<>();
        Map<String, Object> out = new LinkedHashMap<>();
        TableChecks.readState(RULES, codec, Map.of("n", "x"), out, problems);
        TableChecks.readState(RULES, codec, Map.of(), out, problems);
        assertEquals(List.of("variantStates.count.n: expected a number", "variantStates.count: a number is needed"),
                problems);
        assertTrue(out.isEmpty());
    }

    @Test
    void aCodecThatMakesAnotherTypeIsAProblemAndOneThatReadsIsKeptUnderItsId() {
        StateCodec<Integer> odd = new StateCodec<>("count", Integer.class, n -> Map.of("n", n), json -> (Integer) null);
        StateCodec<Integer> good = new StateCodec<>("count", Integer.class, n -> Map.of("n", n),
                json -> (Integer) json.get("n"));
        List<String> problems = new ArrayList<>();
        Map<String, Object> out = new LinkedHashMap<>();
        TableChecks.readState(RULES, odd, Map.of("n", 1), out, problems);
        assertEquals(List.of("variantStates.count: the codec made no Integer"), problems);
        TableChecks.readState(RULES, good, Map.of("n", 4), out, problems);
        assertEquals(Map.of("count", 4), out);
    }

    @Test
    void anUnknownStateIdNamesTheStatesInPlay() {
        List<String> problems = new ArrayList<>();
        assertNull(TableChecks.stateCodec(RULES, "ghost", problems));
        assertEquals(List.of("variantStates.ghost: no plugin in play keeps a state of that name; states: []"),
                problems);
    }

    @Test
    void theSmallChecksNameTheirField() {
        List<String> problems = new ArrayList<>();
        assertFalse(TableChecks.handPerPlayer(3, List.of(List.of()), problems));
        assertTrue(TableChecks.handPerPlayer(1, List.of(List.of()), problems));
        TableChecks.phaseInPlay(RULES, null, "view.phase", problems);
        TableChecks.seat(3, 3, "toAct", problems);
        TableChecks.range(-1, 0, Integer.MAX_VALUE, "round", problems);
        assertEquals(List.of(
                "hands: expected 3 hands (one per player), got 1",
                "view.phase: 'null' is not a phase of this game; phases: " + RULES.phases(),
                "toAct: expected 0 to 2, got 3",
                "round: expected 0 to 2147483647, got -1"), problems);
    }

    /** The cards in three places, as hands and piles would hold them. */
    private static List<List<Card>> split(List<Card> cards) {
        int third = cards.size() / 3;
        return List.of(cards.subList(0, third), cards.subList(third, 2 * third),
                cards.subList(2 * third, cards.size()));
    }
}
