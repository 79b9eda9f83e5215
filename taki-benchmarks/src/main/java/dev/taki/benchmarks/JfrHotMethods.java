package dev.taki.benchmarks;

import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedMethod;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordingFile;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Summarises a JFR recording: where the CPU samples ({@code jdk.ExecutionSample}) and the sampled
 * allocations ({@code jdk.ObjectAllocationSample}, by weight) fall. For each it prints
 * <ul>
 *   <li>self: the top frame;</li>
 *   <li>engine self: the first frame in {@code dev.taki} but outside the benchmarks, so that time spent in
 *       {@code ArrayList}, {@code HashMap}… is charged to the engine method that called them;</li>
 *   <li>total: every method on the stack (counted once per sample).</li>
 * </ul>
 * With a third argument, a part of a method name such as {@code Card.fromCode}, it also prints the
 * heaviest call paths (innermost frame first, with line numbers) through the matching methods.
 * Usage: {@code java -cp benchmarks.jar dev.taki.benchmarks.JfrHotMethods profile.jfr [rows [focus]]}.
 */
public final class JfrHotMethods {
    private JfrHotMethods() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 0) {
            System.err.println("usage: JfrHotMethods <recording.jfr> [rows]");
            System.exit(2);
        }
        int rows = args.length > 1 ? Integer.parseInt(args[1]) : 25;
        String focus = args.length > 2 ? args[2] : null;
        Tally cpu = new Tally(focus);
        Tally alloc = new Tally(focus);
        Map<String, Long> allocByClass = new HashMap<>();
        for (RecordedEvent e : RecordingFile.readAllEvents(Path.of(args[0]))) {
            String type = e.getEventType().getName();
            if (type.equals("jdk.ExecutionSample")) {
                cpu.add(e.getStackTrace(), 1);
            } else if (type.equals("jdk.ObjectAllocationSample")) {
                long weight = e.getLong("weight");
                alloc.add(e.getStackTrace(), weight);
                allocByClass.merge(e.getClass("objectClass").getName(), weight, Long::sum);
            }
        }
        cpu.print("CPU samples", rows);
        alloc.print("Allocation samples (by weight, bytes)", rows);
        System.out.printf("%n== Allocation by class (weight), %d bytes ==%n", alloc.totalWeight);
        top(allocByClass, rows).forEach((k, v) -> System.out.printf("%6.1f%%  %s%n", 100.0 * v / alloc.totalWeight, k));
    }

    private static final class Tally {
        final Map<String, Long> self = new HashMap<>();
        final Map<String, Long> engineSelf = new HashMap<>();
        final Map<String, Long> engineLine = new HashMap<>();
        final Map<String, Long> total = new HashMap<>();
        final Map<String, Long> paths = new HashMap<>();
        final String focus;
        long samples;
        long totalWeight;

        Tally(String focus) {
            this.focus = focus;
        }

        void add(RecordedStackTrace trace, long weight) {
            if (trace == null) {
                return;
            }
            samples++;
            totalWeight += weight;
            List<RecordedFrame> frames = trace.getFrames();
            if (frames.isEmpty()) {
                return;
            }
            self.merge(name(frames.get(0)), weight, Long::sum);
            String engine = "(no engine frame)";
            String line = engine;
            for (RecordedFrame f : frames) {
                String n = name(f);
                if (n.startsWith("dev.taki.") && !n.startsWith("dev.taki.benchmarks.")) {
                    engine = n;
                    line = n + ":" + f.getLineNumber();
                    break;
                }
            }
            engineSelf.merge(engine, weight, Long::sum);
            engineLine.merge(line, weight, Long::sum);
            if (focus != null && frames.stream().anyMatch(f -> name(f).contains(focus))) {
                StringBuilder path = new StringBuilder();
                int shown = 0;
                for (RecordedFrame f : frames) {
                    String n = name(f);
                    if (n.startsWith("dev.taki.benchmarks.") || shown == 12) {
                        break;
                    }
                    path.append("\n          ").append(n).append(':').append(f.getLineNumber());
                    shown++;
                }
                paths.merge(path.toString(), weight, Long::sum);
            }
            Set<String> seen = new HashSet<>();
            for (RecordedFrame f : frames) {
                String n = name(f);
                if (seen.add(n)) {
                    total.merge(n, weight, Long::sum);
                }
            }
        }

        void print(String title, int rows) {
            System.out.printf("%n== %s: %d samples, total weight %d (stacks are truncated at JFR's depth) ==%n",
                    title, samples, totalWeight);
            section("self (top frame)", self, rows);
            section("engine self (first dev.taki frame)", engineSelf, rows);
            section("engine self by line", engineLine, rows);
            section("total (on the stack)", total, rows);
            if (focus != null) {
                section("heaviest paths through " + focus, paths, Math.min(rows, 10));
            }
        }

        private void section(String name, Map<String, Long> counts, int rows) {
            System.out.printf("-- %s%n", name);
            top(counts, rows).forEach((k, v) -> System.out.printf("%6.1f%%  %s%n", 100.0 * v / totalWeight, k));
        }
    }

    private static Map<String, Long> top(Map<String, Long> counts, int rows) {
        Map<String, Long> out = new LinkedHashMap<>();
        counts.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(rows)
                .forEach(e -> out.put(e.getKey(), e.getValue()));
        return out;
    }

    private static String name(RecordedFrame f) {
        RecordedMethod m = f.getMethod();
        if (m == null) {
            return "(unknown)";
        }
        return m.getType().getName() + "." + m.getName();
    }
}
