package dev.taki.api.spi;

import dev.taki.api.Event;

import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * How one type of event is written to and read from JSON, under its logical name ({@link Event#type()}).
 * The engine's JSON layer knows its own events and {@link Event.VariantEvent}; a variant that defines an
 * event record of its own registers a codec for it in {@link Variant#setUp} (or an embedder registers
 * one with the JSON layer's builder). Events are only ever read through this closed list of names — never
 * by class name.
 *
 * <p>The fields are JSON-like values (strings, numbers, booleans, lists, maps), so a codec needs no JSON
 * library: {@code fields} gives the event's fields (without {@code "type"}), and {@code read} makes the event
 * back from them. Numbers arrive in the JSON layer's normal form: {@link Integer} when they fit in
 * 32 bits, else {@link Long}; other numbers {@link Double}. {@code read} may throw any runtime exception for
 * fields it cannot accept; the reader reports it as a typed JSON error naming the event. Fields the
 * codec does not write back are refused as unknown.
 *
 * @param type       the logical name, as {@link Event#type()} returns it: lower case letters, digits, '-'
 *                   and ':' (a variant's events are best named {@code variant-id:name})
 * @param eventClass the event's class, to check what is written
 * @param fields     the event's fields, without {@code "type"}
 * @param read       the event from its fields
 * @param <E>        the event's type
 */
public record EventCodec<E extends Event>(String type, Class<E> eventClass,
                                          Function<? super E, ? extends Map<String, ?>> fields,
                                          Function<Map<String, Object>, ? extends E> read) {
    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9:-]{0,99}");

    /**
     * Checks the name and that nothing is missing.
     *
     * @param type the logical name, as {@link Event#type()} returns it
     * @param eventClass the event's class
     * @param fields the event's fields, without {@code "type"}
     * @param read the event from its fields
     */
    public EventCodec {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(eventClass, "eventClass");
        Objects.requireNonNull(fields, "fields");
        Objects.requireNonNull(read, "read");
        if (!NAME.matcher(type).matches()) {
            throw new IllegalArgumentException("event type '" + type + "': expected lower case letters, digits, '-'"
                    + " and ':', at most 100 characters");
        }
    }

    /**
     * The fields of an event of this codec's class.
     *
     * @param event an event of {@link #eventClass()}
     * @return its fields, as {@code fields} gives them
     */
    public Map<String, ?> fieldsOf(Event event) {
        return fields.apply(eventClass.cast(event));
    }
}
