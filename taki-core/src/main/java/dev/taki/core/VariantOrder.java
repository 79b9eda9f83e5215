package dev.taki.core;

import dev.taki.api.spi.Variant;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The order in which the chosen variants' rules are asked: the configuration's, changed only where a variant says
 * it must come before or after another in play ({@link Variant#before()}, {@link Variant#after()}). Among the
 * variants free to go next, the one listed first goes. Orders that cannot all be kept are refused, naming them.
 */
final class VariantOrder {
    private VariantOrder() {
    }

    /** One variant's word on the order of two: {@code first} comes before {@code then}. */
    private record Reason(int first, int then, String text) {
    }

    /**
     * The positions of the variants in the order their rules are asked; where the variants' orders contradict each
     * other, one sentence is added to {@code problems} and the configuration's order is returned.
     */
    static List<Integer> of(List<Variant> variants, List<String> problems) {
        int n = variants.size();
        boolean[][] first = new boolean[n][n];
        List<Reason> reasons = new ArrayList<>();
        boolean any = false;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (i == j) {
                    continue;
                }
                String a = variants.get(i).id();
                String b = variants.get(j).id();
                if (variants.get(i).before().contains(b)) {
                    first[i][j] = true;
                    any = true;
                    reasons.add(new Reason(i, j, "'" + a + "' before '" + b + "' (" + a + " says so)"));
                }
                if (variants.get(i).after().contains(b)) {
                    first[j][i] = true;
                    any = true;
                    reasons.add(new Reason(j, i, "'" + b + "' before '" + a + "' (" + a + " says so)"));
                }
            }
        }
        List<Integer> order = new ArrayList<>(n);
        if (!any) {
            for (int i = 0; i < n; i++) {
                order.add(i);
            }
            return order;
        }
        Set<Integer> left = new LinkedHashSet<>();
        for (int i = 0; i < n; i++) {
            left.add(i);
        }
        while (!left.isEmpty()) {
            Integer next = null;
            for (int candidate : left) {
                boolean free = true;
                for (int other : left) {
                    if (first[other][candidate]) {
                        free = false;
                        break;
                    }
                }
                if (free) {
                    next = candidate;
                    break;
                }
            }
            if (next == null) {
                List<String> involved = new ArrayList<>();
                for (Reason r : reasons) {
                    if (left.contains(r.first()) && left.contains(r.then())) {
                        involved.add(r.text());
                    }
                }
                problems.add("variants: their rules cannot be put in an order that keeps " + String.join(", ", involved)
                        + "; leave one of them out");
                List<Integer> asListed = new ArrayList<>(n);
                for (int i = 0; i < n; i++) {
                    asListed.add(i);
                }
                return asListed;
            }
            order.add(next);
            left.remove(next);
        }
        return order;
    }
}
