package dev.taki.cli.compare;

import java.util.List;

/**
 * How fast one configuration played, measured batch by batch: the configurations take turns, each playing its next
 * batch of games, in an order that moves on by one every turn, after every configuration has warmed up. So no
 * configuration is measured only while the JIT is still compiling, or only first or last; the median over its
 * batches is its speed.
 *
 * @param microsPerDecision each batch's time per decision on one thread, in microseconds (bots' thinking
 *                          included), in the order played
 * @param nanos             the time its batches took by the clock, warm-up left out
 */
public record Timing(List<Double> microsPerDecision, long nanos) {
    /**
     * Copies the batches' times.
     *
     * @param microsPerDecision each batch's time per decision; copied, at least one
     * @param nanos             the time its batches took by the clock
     * @throws IllegalArgumentException for no batch
     */
    public Timing {
        microsPerDecision = List.copyOf(microsPerDecision);
        if (microsPerDecision.isEmpty()) {
            throw new IllegalArgumentException("timing needs at least one batch");
        }
    }

    /** {@return the median time per decision over the batches, with its 95 % interval (see {@link Estimate#median})} */
    public Estimate median() {
        return Estimate.median(microsPerDecision);
    }
}
