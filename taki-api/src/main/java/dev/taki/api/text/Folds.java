package dev.taki.api.text;

import dev.taki.api.Event;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which events another event's sentence takes in: {@code fold.hands-passed=hands-swapped, direction-changed} in a
 * variant's English texts makes the hands swapped two at a time, and the direction changed, right before and right
 * after its {@code hands-passed} event part of that event's one line; the base game's
 * {@code fold.cards-drawn=draw-count-taken} says the count taken in the draw's line. Folding is how an event is written, not what it says,
 * so it is read from the English texts alone.
 */
final class Folds {
    /** The prefix of the keys that say what an event folds. */
    static final String PREFIX = "fold.";

    private final Map<String, Set<String>> byType;

    private Folds(Map<String, Set<String>> byType) {
        this.byType = Map.copyOf(byType);
    }

    /** The folds the English texts declare: the base game's, for its events, and each variant's, for its own. */
    static Folds of(Map<String, Shelf> englishShelves, Collection<String> variantIds) {
        Map<String, Set<String>> byType = new HashMap<>();
        read(englishShelves.get(GameTexts.BASE), "", byType);
        for (String id : variantIds) {
            read(englishShelves.get(Shelves.variant(id)), id + ":", byType);
        }
        return new Folds(byType);
    }

    private static void read(Shelf shelf, String typePrefix, Map<String, Set<String>> byType) {
        if (shelf == null) {
            return;
        }
        for (String key : shelf.keys()) {
            if (key.startsWith(PREFIX) && key.length() > PREFIX.length()) {
                Set<String> types = new java.util.LinkedHashSet<>();
                for (String type : shelf.raw(key).split(",")) {
                    if (!type.isBlank()) {
                        types.add(type.trim());
                    }
                }
                byType.put(typePrefix + key.substring(PREFIX.length()), Set.copyOf(types));
            }
        }
    }

    /**
     * Which of the events are folded into a neighbour's sentence: those of the types a folding event names that lie
     * next to it, in an unbroken run before or after it.
     */
    boolean[] folded(List<? extends Event> events) {
        boolean[] folded = new boolean[events.size()];
        if (byType.isEmpty()) {
            return folded;
        }
        for (int i = 0; i < events.size(); i++) {
            Set<String> takes = byType.get(events.get(i).type());
            if (takes == null) {
                continue;
            }
            for (int j = i - 1; j >= 0 && takes.contains(events.get(j).type()); j--) {
                folded[j] = true;
            }
            for (int j = i + 1; j < events.size() && takes.contains(events.get(j).type()); j++) {
                folded[j] = true;
            }
        }
        return folded;
    }
}
