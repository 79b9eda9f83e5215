package dev.taki.core.engine;

import java.util.AbstractMap;
import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A set-up's fields for the variants, as the variants read them: it remembers every name asked for, so that a
 * field no variant in play reads (a misspelt {@code drawpile}, a field of a variant not in play) is refused
 * instead of passing silently. A variant that walks the whole map has read every field.
 */
final class ReadFields extends AbstractMap<String, Object> {
    private final Map<String, Object> fields;
    private final Set<String> askedFor = new TreeSet<>();
    private boolean walked;

    ReadFields(Map<String, Object> fields) {
        this.fields = Collections.unmodifiableMap(fields);
    }

    @Override
    public Object get(Object key) {
        note(key);
        return fields.get(key);
    }

    @Override
    public boolean containsKey(Object key) {
        note(key);
        return fields.containsKey(key);
    }

    @Override
    public Object getOrDefault(Object key, Object defaultValue) {
        note(key);
        return fields.getOrDefault(key, defaultValue);
    }

    @Override
    public Set<Entry<String, Object>> entrySet() {
        walked = true;
        return fields.entrySet();
    }

    @Override
    public int size() {
        return fields.size();
    }

    /** {@return the names the variants asked for, whether the set-up gave them or not, in order} */
    Set<String> askedFor() {
        return Collections.unmodifiableSet(askedFor);
    }

    /** {@return the fields given that no variant read, in order} */
    Set<String> unread() {
        Set<String> unread = new TreeSet<>();
        if (!walked) {
            for (String name : fields.keySet()) {
                if (!askedFor.contains(name)) {
                    unread.add(name);
                }
            }
        }
        return unread;
    }

    private void note(Object key) {
        if (key instanceof String name) {
            askedFor.add(name);
        }
    }
}
