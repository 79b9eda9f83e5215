package dev.taki.api.spi;

import java.util.List;
import java.util.Set;

/**
 * A variant of the rules, as a plugin. Implementations are found through {@link java.util.ServiceLoader}
 * (list the class in {@code META-INF/services/dev.taki.api.spi.Variant}), or handed to the engine
 * directly. A variant is data — id, description, typed options, conflicts — plus a factory for the
 * {@link Rules} hooks that carry it out with given options.
 */
public interface Variant {

    /** The id used in configuration files: lower case words joined by '-', such as {@code crazy-card}. */
    String id();

    /** One line saying what the variant changes. */
    String description();

    /** The variant's options with their defaults; empty if it has none. */
    default List<OptionSpec> options() {
        return List.of();
    }

    /** Ids of variants that cannot be played together with this one. */
    default Set<String> conflicts() {
        return Set.of();
    }

    /** Ids of variants that must be in play for this one to work. */
    default Set<String> requires() {
        return Set.of();
    }

    /**
     * How the event records this variant defines are written to and read from JSON; empty if it defines
     * none (its {@link dev.taki.api.Event.VariantEvent}s need no codec).
     */
    default List<EventCodec<?>> eventCodecs() {
        return List.of();
    }

    /** The rules of this variant with the given (validated, complete) option values. */
    Rules rules(Options options);
}
