package dev.taki.core.engine;

import dev.taki.api.Move;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The list in which the rules build a seat's moves, which then becomes the state's unmodifiable list of legal moves
 * as it is ({@link #freeze}): one object and one small array, where an {@code ArrayList} wrapped by
 * {@code Collections.unmodifiableList} was two objects and an array of ten. Once frozen, every change is refused as
 * an unmodifiable list refuses it.
 */
final class MoveList extends AbstractList<Move> implements RandomAccess {
    /** Most seats have one to four moves. */
    private static final int FIRST_CAPACITY = 4;

    private Move[] moves;
    private int size;
    private boolean frozen;
    /** How many changes the list has had: every change, {@code set} included, goes through {@link #changing}. */
    private int edits;

    MoveList() {
        moves = new Move[FIRST_CAPACITY];
    }

    /** A list of the moves of a collection, in its order, to change further. */
    MoveList(Collection<Move> from) {
        moves = from.toArray(new Move[Math.max(FIRST_CAPACITY, from.size())]);
        size = from.size();
    }

    /** How many changes the list has had so far: equal counts before and after a call mean it did not change the list. */
    int edits() {
        return edits;
    }

    /** Makes this list unmodifiable from now on. @return this list */
    MoveList freeze() {
        frozen = true;
        return this;
    }

    @Override
    public Move get(int index) {
        Objects.checkIndex(index, size);
        return moves[index];
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public Move set(int index, Move move) {
        changing();
        Objects.checkIndex(index, size);
        Move old = moves[index];
        moves[index] = move;
        return old;
    }

    /** Appends: what the rules do with every candidate, so it neither checks an index nor shifts anything. */
    @Override
    public boolean add(Move move) {
        changing();
        if (size == moves.length) {
            grow();
        }
        moves[size++] = move;
        modCount++;
        return true;
    }

    @Override
    public void add(int index, Move move) {
        changing();
        Objects.checkIndex(index, size + 1);
        if (size == moves.length) {
            grow();
        }
        System.arraycopy(moves, index, moves, index + 1, size - index);
        moves[index] = move;
        size++;
        modCount++;
    }

    @Override
    public Move remove(int index) {
        changing();
        Objects.checkIndex(index, size);
        Move old = moves[index];
        System.arraycopy(moves, index + 1, moves, index, size - index - 1);
        moves[--size] = null;
        modCount++;
        return old;
    }

    @Override
    protected void removeRange(int from, int to) {
        changing();
        System.arraycopy(moves, to, moves, from, size - to);
        Arrays.fill(moves, size - (to - from), size, null);
        size -= to - from;
        modCount++;
    }

    @Override
    public void clear() {
        changing();
        Arrays.fill(moves, 0, size, null);
        size = 0;
        modCount++;
    }

    @Override
    public int indexOf(Object o) {
        for (int i = 0; i < size; i++) {
            if (Objects.equals(o, moves[i])) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    @Override
    public Object[] toArray() {
        return Arrays.copyOf(moves, size, Object[].class);
    }

    /**
     * Doubles the array: a new array of the known type and arraycopy, as Arrays.copyOf makes its copy reflectively
     * when the JIT does not know the array's class, and growing is common (a Change Color alone adds four plays).
     */
    private void grow() {
        Move[] grown = new Move[moves.length * 2];
        System.arraycopy(moves, 0, grown, 0, size);
        moves = grown;
    }

    private void changing() {
        if (frozen) {
            throw new UnsupportedOperationException("a state's legal moves are immutable: the state never changes");
        }
        edits++;
    }
}
