package dev.taki.testkit.contract;

import dev.taki.api.Card;
import dev.taki.api.GameState;
import dev.taki.core.TableFacts;
import dev.taki.core.VariantCatalog;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * What a seat may not know, shuffled: a "twin" of a state that one seat cannot tell from it. The cards the
 * observer cannot see — other hands and the draw pile — are gathered, shuffled and dealt back in the same sizes;
 * everything public, the observer's hand and every variant's state stay as they were. Whatever the observer's view
 * shows must be the same in both.
 */
final class HiddenInformation {
    private HiddenInformation() {
    }

    /**
     * A state the observer cannot tell from {@code state}, with the other hands (but the hand of the seat to act) and
     * the draw pile rearranged; observer -1 is a spectator, who sees no hand.
     */
    static GameState twin(GameState state, int observer, Random random, VariantCatalog catalog) {
        List<Integer> hidden = new ArrayList<>();
        for (int seat = 0; seat < state.players(); seat++) {
            // The seat to act keeps its hand: its legal moves must stay computable whatever the observer sees.
            if (seat != observer && seat != state.toAct()) {
                hidden.add(seat);
            }
        }
        return redealt(state, hidden, true, random);
    }

    /**
     * The state with the cards of these seats' hands — and of the draw pile, if asked — gathered, shuffled and dealt
     * back in the same sizes: each of the seats gets as many cards as it held, the draw pile as many as it had.
     *
     * @throws RuntimeException if the rules refuse the table dealt (the seat to act would have no legal move…)
     */
    static GameState redealt(GameState state, Collection<Integer> seats, boolean drawPile, Random random) {
        TableFacts f = TableFacts.of(state);
        List<Card> pool = new ArrayList<>(drawPile ? f.drawPile() : List.of());
        for (int seat : seats) {
            pool.addAll(f.hands().get(seat));
        }
        Collections.shuffle(pool, random);
        List<List<Card>> hands = new ArrayList<>(f.hands());
        int next = 0;
        for (int seat : seats) {
            int size = f.hands().get(seat).size();
            hands.set(seat, List.copyOf(pool.subList(next, next + size)));
            next += size;
        }
        TableEdit twin = TableEdit.of(f).hands(hands);
        if (drawPile) {
            twin.drawPile(List.copyOf(pool.subList(next, pool.size())));
        }
        return twin.restore(state);
    }
}
