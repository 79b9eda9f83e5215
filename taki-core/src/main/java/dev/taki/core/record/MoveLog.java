package dev.taki.core.record;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.RandomAccess;

/**
 * An immutable list of moves that grows without copying: a longer log shares its shorter one's buffer, and
 * copies it only when two logs grow from the same one (a branch). So {@code record.plus(move)} in a loop
 * costs what an {@link ArrayList} costs, not the length of the game each time.
 */
final class MoveLog extends AbstractList<RecordedMove> implements RandomAccess {
    private static final MoveLog EMPTY = new MoveLog(new ArrayList<>(), 0);
    private final ArrayList<RecordedMove> buffer;
    private final int size;

    private MoveLog(ArrayList<RecordedMove> buffer, int size) {
        this.buffer = buffer;
        this.size = size;
    }

    static MoveLog empty() {
        return EMPTY;
    }

    static MoveLog of(List<RecordedMove> moves) {
        if (moves instanceof MoveLog log) {
            return log;
        }
        ArrayList<RecordedMove> copy = new ArrayList<>(moves.size());
        for (RecordedMove m : moves) {
            copy.add(java.util.Objects.requireNonNull(m, "a move"));
        }
        return new MoveLog(copy, copy.size());
    }

    /** This log with one more move. */
    MoveLog plus(RecordedMove move) {
        java.util.Objects.requireNonNull(move, "move");
        synchronized (buffer) {
            if (buffer.size() == size && this != EMPTY) {
                buffer.add(move);
                return new MoveLog(buffer, size + 1);
            }
        }
        ArrayList<RecordedMove> branch = new ArrayList<>(Math.max(16, size * 2));
        synchronized (buffer) {
            branch.addAll(buffer.subList(0, size));
        }
        branch.add(move);
        return new MoveLog(branch, size + 1);
    }

    @Override
    public RecordedMove get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("move " + index + " of " + size);
        }
        synchronized (buffer) {
            return buffer.get(index);
        }
    }

    @Override
    public int size() {
        return size;
    }
}
