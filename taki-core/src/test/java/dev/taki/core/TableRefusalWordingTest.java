package dev.taki.core;

import dev.taki.api.Card;
import dev.taki.api.ConfigurationException;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Phase;
import dev.taki.api.PlayerView;
import dev.taki.api.TableSetup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A table given whole ({@link TableFacts#restore}) and a table rebuilt from a view ({@code Game.resume}) refuse the
 * same fault in the same words, but for the field a view names ({@code view.toAct}) and the words only one of them
 * needs. Each lists the card problems in its own order: a whole table the surplus first, a rebuilt one by card.
 */
class TableRefusalWordingTest {
    private static final VariantCatalog NO_VARIANTS = VariantCatalog.of(List.of(), List.of());

    @Test
    void aCardSwappedForAnotherIsRefusedByBothNamingBothCards() {
        GameState state = Taki.newGame(GameConfig.of(3, 11), NO_VARIANTS);
        TableFacts f = TableFacts.of(state);
        Card missing = Collections.min(f.hands().get(1));
        Card surplus = Collections.max(f.hands().get(2));
        assertTrue(missing.compareTo(surplus) < 0, "the missing card should come first in card order");
        List<List<Card>> hands = new ArrayList<>(f.hands());
        List<Card> hand = new ArrayList<>(hands.get(1));
        hand.set(hand.indexOf(missing), surplus);
        hands.set(1, hand);
        long inDeck = state.game().deck().stream().filter(surplus::equals).count();

        assertEquals(List.of(
                "cards: 1 " + surplus + " more than the configured deck holds (" + inDeck + ")",
                "cards: 1 " + missing + " of the deck are in no hand or pile, nor out of play"),
                problems(() -> with(f, hands, f.phase(), f.variantStates()).restore(state.game())));
        assertEquals(List.of(
                "cards: 1 " + missing + " of the deck are in no hand or pile, nor out of play",
                "cards: 1 " + surplus + " more than the deck less the view's discard pile holds (the deck has "
                        + inDeck + ")"),
                problems(() -> state.game().resume(state.view(0), hands, f.drawPile(), f.rng())));
    }

    @Test
    void aStateOfNoPluginInPlayIsRefusedByBothInTheSameWords() {
        GameState state = Taki.newGame(GameConfig.of(3, 11), NO_VARIANTS);
        TableFacts f = TableFacts.of(state);
        Map<String, Map<String, Object>> ghost = Map.of("ghost", Map.of("seat", 1));
        TableFacts haunted = with(f, f.hands(), f.phase(), ghost);
        PlayerView hauntedView = viewWith(state.view(0), state.view(0).phase(), ghost);

        List<String> expected =
                List.of("variantStates.ghost: no plugin in play keeps a state of that name; states: []");
        assertEquals(expected, problems(() -> haunted.restore(state.game())));
        assertEquals(expected, problems(() -> state.game().resume(hauntedView, f.hands(), f.drawPile(), f.rng())));
    }

    @Test
    void aSeatLeftWithoutALegalMoveIsRefusedByBothNamingTheirField() {
        // After a Plus its player must follow it: a hand with nothing that can follow leaves no legal move.
        GameState g = Taki.fromSetup(GameConfig.of(2, 1), TableSetup.of(
                List.of(cards("G5", "G6"), cards("B3", "Y4")), Card.parse("R+")), NO_VARIANTS);
        TableFacts f = TableFacts.of(g);
        TableFacts stuck = with(f, f.hands(), Phase.PLUS_FOLLOW, f.variantStates());
        PlayerView stuckView = viewWith(g.view(0), Phase.PLUS_FOLLOW, g.view(0).variantStates());

        assertEquals(List.of("toAct: seat 0 has no legal move in phase plus-follow"),
                problems(() -> stuck.restore(g.game())));
        assertEquals(List.of("view.toAct: seat 0 has no legal move in phase plus-follow on the table rebuilt"),
                problems(() -> g.game().resume(stuckView, f.hands(), f.drawPile(), f.rng())));
    }

    private static List<String> problems(Executable refused) {
        return assertThrows(ConfigurationException.class, refused).problems();
    }

    /** The facts with other hands, phase and plugin states. */
    private static TableFacts with(TableFacts f, List<List<Card>> hands, Phase phase,
                                   Map<String, Map<String, Object>> states) {
        return new TableFacts(hands, f.drawPile(), f.discardPile(), f.transparentOnTop(), f.activeColor(),
                f.direction(), f.turnOwner(), f.toAct(), phase, f.pendingDraw(), f.pendingDrawKind(), f.taki(),
                f.pendingWinners(), f.winners(), f.rng(), f.round(), f.moveCount(), states);
    }

    /** The view with another phase and plugin states. */
    private static PlayerView viewWith(PlayerView v, Phase phase, Map<String, Map<String, Object>> states) {
        return new PlayerView(v.seat(), v.hand(), v.handSizes(), v.leading(), v.activeColor(), v.direction(),
                v.drawPileSize(), v.discardPile(), v.turnOwner(), v.toAct(), phase, v.pendingDraw(), v.taki(),
                v.winners(), v.legalMoves(), states, v.round(), v.version());
    }

    private static List<Card> cards(String... notation) {
        return java.util.Arrays.stream(notation).map(Card::parse).toList();
    }
}
