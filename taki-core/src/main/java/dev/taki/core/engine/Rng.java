package dev.taki.core.engine;

import java.util.List;

/**
 * The game's source of randomness: SplitMix64, whose whole state is one long. The state travels with the
 * game state, so configuration + seed + moves always replay to an equal game.
 */
final class Rng {
    private long state;

    Rng(long state) {
        this.state = state;
    }

    long state() {
        return state;
    }

    long nextLong() {
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** A uniform integer in [0, bound). */
    int nextInt(int bound) {
        long r = nextLong() >>> 1;
        return (int) (r % bound);
    }

    /** Fisher–Yates shuffle of the first {@code n} elements of the array, in place: as {@link #shuffle(List)}. */
    <T> void shuffle(T[] array, int n) {
        for (int i = n - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            T t = array[i];
            array[i] = array[j];
            array[j] = t;
        }
    }

    /** Fisher–Yates shuffle in place. */
    <T> void shuffle(List<T> list) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            T t = list.get(i);
            list.set(i, list.get(j));
            list.set(j, t);
        }
    }
}
