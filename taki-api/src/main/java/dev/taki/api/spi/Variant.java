package dev.taki.api.spi;

import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;

/**
 * A variant of the rules, as a plugin. Implementations are found through {@link java.util.ServiceLoader}
 * (list the class in {@code META-INF/services/dev.taki.api.spi.Variant}, or {@code provides} it in a module),
 * or handed to the engine directly. A variant is data — id, description, typed options, conflicts — plus the
 * vocabulary it adds to a game ({@link #setUp}) and a factory for the {@link Rules} that carry it out.
 */
public interface Variant {

    /** {@return the id used in configuration files: lower case words joined by '-', such as {@code my-house-rule}} */
    String id();

    /** {@return one line saying what the variant changes} */
    String description();

    /** {@return the variant's options with their defaults; empty if it has none} */
    default List<OptionSpec> options() {
        return List.of();
    }

    /** {@return ids of variants that cannot be played together with this one} */
    default Set<String> conflicts() {
        return Set.of();
    }

    /**
     * {@return ids of variants whose rules this one's must come before, where they are in play} The configuration's
     * order is kept wherever these and {@link #after()} leave it free; orders that cannot all be kept refuse the
     * configuration with a sentence naming the variants. A variant not in play is ignored here.
     */
    default Set<String> before() {
        return Set.of();
    }

    /**
     * {@return ids of variants whose rules this one's must come after, where they are in play} As {@link #before()},
     * seen from the other side.
     */
    default Set<String> after() {
        return Set.of();
    }

    /** {@return ids of variants that must be in play for this one to work} */
    default Set<String> requires() {
        return Set.of();
    }

    /**
     * {@return the fewest players this variant is made for: 2 (the default) to 10} A configuration with fewer players
     * is refused naming the range, and the testkit's arbitraries and contract suite deal no fewer.
     */
    default int minPlayers() {
        return 2;
    }

    /**
     * {@return the most players this variant is made for: {@link #minPlayers()} to 10 (the default)} A configuration
     * with more players is refused naming the range, and the testkit deals no more.
     */
    default int maxPlayers() {
        return 10;
    }

    /**
     * The variant's texts for people, in the locale's language: its name and description, its options, the names of
     * its cards, a sentence for each of its events, the labels of its verbs and choices, its refusals (the keys are in
     * docs/texts.md). {@link dev.taki.api.text.GameTexts} reads them; the root bundle ({@code texts.properties}) is
     * English, and a language the variant lacks falls back on it.
     *
     * <p>Implement it in the variant's own module, where the bundle lies: on a module path a bundle in a named module
     * is found only by that module's code, so a method inherited from this interface could not load it.
     * <pre>{@code
     * @Override
     * public ResourceBundle texts(Locale locale) {
     *     return ResourceBundle.getBundle("com.example.myrule.texts", locale);
     * }
     * }</pre>
     * ResourceBundle may answer with the JVM's default language, or the root, when it has no bundle of the one asked
     * for: the texts take a bundle only for the language it says it is in ({@link ResourceBundle#getLocale()}).
     *
     * @param locale the language wanted; {@link Locale#ROOT} for the root, English
     * @return the bundle, or null when the variant ships no texts (the default); a
     *         {@link java.util.MissingResourceException} is taken as none too
     */
    default ResourceBundle texts(Locale locale) {
        return null;
    }

    /**
     * Adds the vocabulary this variant brings to a game: card kinds (with their copies in the deck), kinds of
     * choice, phases, event codecs and the codec of its state. Called when a configuration naming the variant
     * is resolved, and by the JSON layer to learn the event types of every variant it may meet, so it must not
     * depend on options and must always add the same things.
     *
     * @param context what the variant adds to
     */
    default void setUp(SetupContext context) {
    }

    /**
     * The rules of this variant with the given (validated, complete) option values.
     *
     * @param options every option of the variant, with its value
     * @return the rules, to play with in one game
     */
    Rules rules(Options options);
}
