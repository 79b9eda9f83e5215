package dev.taki.cli.simulate;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The simulation's random source gives the bots exactly the numbers {@code new Random(seed)} gives. */
class PlainRandomTest {

    @Test
    void everyKindOfDrawMatchesJavaUtilRandom() {
        for (long seed : new long[] {0, 1, 40, -7, Long.MAX_VALUE, 0x5DEECE66DL}) {
            Random expected = new Random(seed);
            Random actual = new PlainRandom(seed);
            for (int i = 0; i < 2_000; i++) {
                int bound = 1 + i % 97;
                assertEquals(expected.nextInt(bound), actual.nextInt(bound), "nextInt(" + bound + ") of seed " + seed);
                assertEquals(expected.nextInt(1 << (i % 31)), actual.nextInt(1 << (i % 31)));
                assertEquals(expected.nextInt(), actual.nextInt());
                assertEquals(expected.nextLong(), actual.nextLong());
                assertEquals(expected.nextDouble(), actual.nextDouble());
                assertEquals(expected.nextBoolean(), actual.nextBoolean());
                assertEquals(expected.nextGaussian(), actual.nextGaussian());
            }
        }
    }

    @Test
    void seedingAgainStartsTheSameSequenceAgain() {
        Random expected = new Random(3);
        Random actual = new PlainRandom(3);
        actual.nextLong();
        expected.nextLong();
        expected.setSeed(99);
        actual.setSeed(99);
        assertEquals(expected.nextInt(1000), actual.nextInt(1000));
    }
}
