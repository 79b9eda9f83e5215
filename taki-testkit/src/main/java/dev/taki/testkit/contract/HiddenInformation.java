package dev.taki.testkit.contract;

import dev.taki.api.Card;
import dev.taki.api.GameState;
import dev.taki.core.TableFacts;
import dev.taki.core.VariantCatalog;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * What a seat may not know, shuffled: a "twin" of a state that one seat cannot tell from it. The cards the
 * observer cannot see — the other hands (but the hand of the seat to act) and the draw pile — are
 * gathered, shuffled and dealt back in the same sizes; everything public, the observer's hand and every
 * variant's state stay as they were. Whatever the observer's view shows must be the same in both.
 */
final class HiddenInformation {
    private HiddenInformation() {
    }

    /**
     * A state the observer cannot tell from {@code state}, with its hidden cards rearranged; observer -1 is a
     * spectator, who sees no hand.
     */
    static GameState twin(GameState state, int observer, Random random, VariantCatalog catalog) {
        TableFacts f = TableFacts.of(state);
        List<Integer> hidden = new ArrayList<>();
        List<Card> pool = new ArrayList<>(f.drawPile());
        for (int seat = 0; seat < state.players(); seat++) {
            // The seat to act keeps its hand: its legal moves must stay computable whatever the observer sees.
            if (seat != observer && seat != state.toAct()) {
                hidden.add(seat);
                pool.addAll(f.hands().get(seat));
            }
        }
        Collections.shuffle(pool, random);
        List<List<Card>> hands = new ArrayList<>(f.hands());
        int next = 0;
        for (int seat : hidden) {
            int size = f.hands().get(seat).size();
            hands.set(seat, List.copyOf(pool.subList(next, next + size)));
            next += size;
        }
        List<Card> drawPile = List.copyOf(pool.subList(next, pool.size()));
        TableFacts twin = new TableFacts(hands, drawPile, f.discardPile(), f.transparentOnTop(), f.activeColor(),
                f.direction(), f.turnOwner(), f.toAct(), f.phase(), f.pendingDraw(), f.pendingDrawKind(), f.taki(),
                f.pendingWinners(), f.winners(), f.rng(), f.round(), f.moveCount(), f.variantStates());
        return twin.restore(state.game());
    }
}
