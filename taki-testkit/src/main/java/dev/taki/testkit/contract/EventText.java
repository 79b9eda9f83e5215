package dev.taki.testkit.contract;

import dev.taki.api.Event;
import dev.taki.core.VariantCatalog;
import dev.taki.core.json.TakiJson;

import java.util.List;

/** Events as a report shows them: one line each in the event notation ({@link TakiJson#writeEventLine}). */
final class EventText {
    private EventText() {
    }

    /**
     * The events, one a line, indented; an event the JSON of the catalog cannot write (a plugin's event whose
     * codec it lacks) is shown as Java writes it.
     *
     * @param catalog the catalog whose plugins' events may appear, or null for the class path
     */
    static String lines(List<Event> events, VariantCatalog catalog) {
        if (events.isEmpty()) {
            return "    (no event)";
        }
        TakiJson json = catalog == null ? TakiJson.create() : TakiJson.create(catalog);
        StringBuilder out = new StringBuilder();
        for (Event e : events) {
            String line;
            try {
                line = json.writeEventLine(e);
            } catch (RuntimeException notWritable) {
                line = String.valueOf(e);
            }
            out.append(out.isEmpty() ? "" : "\n").append("    ").append(line);
        }
        return out.toString();
    }
}
