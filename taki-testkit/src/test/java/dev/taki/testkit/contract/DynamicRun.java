package dev.taki.testkit.contract;

import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/** Runs dynamic tests here and now, to look at which failed and how: each test's name and its failure, if any. */
final class DynamicRun {
    private DynamicRun() {
    }

    static Map<String, Optional<Throwable>> run(Stream<DynamicNode> nodes) {
        Map<String, Optional<Throwable>> out = new LinkedHashMap<>();
        nodes.forEach(n -> run(n, out));
        return out;
    }

    /** Runs only the tests whose names start with the prefix. */
    static Map<String, Optional<Throwable>> runOnly(Stream<DynamicNode> nodes, String prefix) {
        Map<String, Optional<Throwable>> out = new LinkedHashMap<>();
        nodes.forEach(n -> run(n, prefix, out));
        return out;
    }

    private static void run(DynamicNode node, Map<String, Optional<Throwable>> out) {
        run(node, "", out);
    }

    private static void run(DynamicNode node, String prefix, Map<String, Optional<Throwable>> out) {
        if (node instanceof DynamicContainer c) {
            c.getChildren().forEach(child -> run(child, prefix, out));
        } else if (node instanceof DynamicTest t && t.getDisplayName().startsWith(prefix)) {
            try {
                t.getExecutable().execute();
                out.put(t.getDisplayName(), Optional.empty());
            } catch (Throwable e) {
                out.put(t.getDisplayName(), Optional.of(e));
            }
        }
    }

    /** The failure of the one test whose name starts with the prefix; empty if it passed. */
    static Optional<Throwable> of(Map<String, Optional<Throwable>> results, String prefix) {
        return results.entrySet().stream().filter(e -> e.getKey().startsWith(prefix)).map(Map.Entry::getValue)
                .findFirst().orElseThrow(() -> new AssertionError("no test named '" + prefix + "…' in "
                        + results.keySet()));
    }
}
