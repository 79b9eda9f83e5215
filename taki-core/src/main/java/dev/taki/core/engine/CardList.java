package dev.taki.core.engine;

import dev.taki.api.Card;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.RandomAccess;

/**
 * An immutable list of cards over an array of exactly its size: a hand. A change makes a new list (one object and
 * one array), so states share every hand their move left alone, and a hand can be handed to a caller as it is,
 * without a defensive copy or a wrapper. Cards are canonical, so a card is found by identity.
 */
final class CardList extends AbstractList<Card> implements RandomAccess {
    static final CardList EMPTY = new CardList(new Card[0]);

    private final Card[] cards;

    /** Takes the array as it is: the caller never changes it again. */
    private CardList(Card[] cards) {
        this.cards = cards;
    }

    /** The cards of a collection, in its order. */
    static CardList copyOf(Collection<Card> cards) {
        if (cards instanceof CardList same) {
            return same;
        }
        return cards.isEmpty() ? EMPTY : new CardList(cards.toArray(new Card[0]));
    }

    @Override
    public Card get(int index) {
        return cards[index];
    }

    @Override
    public int size() {
        return cards.length;
    }

    @Override
    public boolean isEmpty() {
        return cards.length == 0;
    }

    @Override
    public int indexOf(Object o) {
        for (int i = 0; i < cards.length; i++) {
            if (cards[i] == o) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    /** This list less the card at {@code index}. */
    CardList without(int index) {
        int n = cards.length - 1;
        if (n == 0) {
            return EMPTY;
        }
        Card[] fewer = new Card[n];
        System.arraycopy(cards, 0, fewer, 0, index);
        System.arraycopy(cards, index + 1, fewer, index, n - index);
        return new CardList(fewer);
    }

    /** This list followed by the cards of the list. */
    CardList with(List<Card> more) {
        if (more.isEmpty()) {
            return this;
        }
        Card[] all = new Card[cards.length + more.size()];
        System.arraycopy(cards, 0, all, 0, cards.length);
        for (int i = 0; i < more.size(); i++) {
            all[cards.length + i] = more.get(i);
        }
        return new CardList(all);
    }

    /**
     * The cards {@code from} to {@code to} (excluded) of an array: the array itself when that is all of it (the caller
     * then never changes it again), else a copy.
     */
    static CardList ofRange(Card[] source, int from, int to) {
        if (to == from) {
            return EMPTY;
        }
        return new CardList(from == 0 && to == source.length ? source : Arrays.copyOfRange(source, from, to));
    }

    // Immutable: every change is refused, as an unmodifiable list refuses it, whatever it would have changed
    // (AbstractList alone would let a removal that finds nothing, or a clear of an empty hand, pass silently).

    private static UnsupportedOperationException immutable() {
        return new UnsupportedOperationException("a hand is immutable: a move makes a new one");
    }

    @Override
    public boolean add(Card card) {
        throw immutable();
    }

    @Override
    public void add(int index, Card card) {
        throw immutable();
    }

    @Override
    public Card set(int index, Card card) {
        throw immutable();
    }

    @Override
    public Card remove(int index) {
        throw immutable();
    }

    @Override
    public boolean remove(Object o) {
        throw immutable();
    }

    @Override
    public boolean addAll(Collection<? extends Card> c) {
        throw immutable();
    }

    @Override
    public boolean addAll(int index, Collection<? extends Card> c) {
        throw immutable();
    }

    @Override
    public boolean removeAll(Collection<?> c) {
        throw immutable();
    }

    @Override
    public boolean retainAll(Collection<?> c) {
        throw immutable();
    }

    @Override
    public boolean removeIf(java.util.function.Predicate<? super Card> filter) {
        throw immutable();
    }

    @Override
    public void replaceAll(java.util.function.UnaryOperator<Card> operator) {
        throw immutable();
    }

    @Override
    public void sort(java.util.Comparator<? super Card> c) {
        throw immutable();
    }

    @Override
    public void clear() {
        throw immutable();
    }

    @Override
    public Object[] toArray() {
        return Arrays.copyOf(cards, cards.length, Object[].class);
    }

    @Override
    public boolean equals(Object o) {
        if (o instanceof CardList other) {
            return Arrays.equals(cards, other.cards);
        }
        return super.equals(o);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cards);
    }
}
