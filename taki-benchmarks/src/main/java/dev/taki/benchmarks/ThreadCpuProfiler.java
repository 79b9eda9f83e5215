package dev.taki.benchmarks;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A JMH profiler for shared machines: the CPU time the benchmark's worker threads themselves used, per
 * operation ({@code ·cpu.time.norm}, ns/op), and the share of a core they got while the iteration ran
 * ({@code ·cpu.share}: 1.0 means the thread ran all the time; 0.4 means other processes took 60 % of
 * it and the wall-clock score is inflated accordingly). Time a thread spends descheduled is not CPU time,
 * so the first figure stays close to the quiet-machine latency when the wall-clock one does not (caches
 * and memory bandwidth are still shared, so it is not immune).
 *
 * <p>Use: {@code java -jar benchmarks.jar … -prof dev.taki.benchmarks.ThreadCpuProfiler}. Like JMH's
 * {@code gc} profiler it divides by all operations of the iteration.
 */
public final class ThreadCpuProfiler implements InternalProfiler {
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private Map<Long, Long> before = Map.of();
    private long wallBefore;

    /** Created by JMH. */
    public ThreadCpuProfiler() {
        if (threads.isThreadCpuTimeSupported() && !threads.isThreadCpuTimeEnabled()) {
            threads.setThreadCpuTimeEnabled(true);
        }
    }

    @Override
    public String getDescription() {
        return "CPU time of the benchmark threads per operation, and the share of a core they got";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        before = workerCpu();
        wallBefore = System.nanoTime();
    }

    @Override
    public List<? extends Result> afterIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams,
                                                 IterationResult result) {
        long wall = System.nanoTime() - wallBefore;
        long cpu = 0;
        for (Map.Entry<Long, Long> e : workerCpu().entrySet()) {
            cpu += e.getValue() - before.getOrDefault(e.getKey(), 0L);
        }
        long ops = result.getMetadata().getAllOps();
        int workers = benchmarkParams.getThreads();
        return List.of(
                new ScalarResult("·cpu.time.norm", ops == 0 ? Double.NaN : (double) cpu / ops, "ns/op",
                        AggregationPolicy.AVG),
                new ScalarResult("·cpu.share", wall == 0 ? Double.NaN : (double) cpu / wall / workers, "core",
                        AggregationPolicy.AVG));
    }

    /** CPU nanoseconds so far of every JMH worker thread, by thread id. */
    private Map<Long, Long> workerCpu() {
        Map<Long, Long> cpu = new HashMap<>();
        for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
            if (info != null && info.getThreadName().contains("jmh-worker")) {
                long t = threads.getThreadCpuTime(info.getThreadId());
                if (t >= 0) {
                    cpu.put(info.getThreadId(), t);
                }
            }
        }
        return cpu;
    }
}
