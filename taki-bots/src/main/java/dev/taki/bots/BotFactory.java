package dev.taki.bots;

import java.util.Locale;
import java.util.ResourceBundle;

/**
 * Makes bots of one kind, by name: {@code random}, {@code heuristic}, {@code ismcts}, or a kind another jar adds. Factories
 * of other jars are found through {@link java.util.ServiceLoader} ({@code META-INF/services/dev.taki.bots.BotFactory}).
 */
public interface BotFactory {

    /** {@return the kind's name: lower case letters, digits and '-'} */
    String name();

    /** {@return one line saying how the kind plays, and what its argument means if it takes one} */
    String description();

    /**
     * The kind's texts for people, in the locale's language: its {@code name} ("Alpha-beta bot") and its
     * {@code description}, which the web table's lobby shows instead of {@link #name()} spelled out and the English
     * {@link #description()} (docs/bots.md); the command line speaks English and keeps those. {@code GameTexts.withBots} reads them, with {@link Bots#texts()};
     * the root bundle is English. Typically:
     * <pre>{@code
     * public ResourceBundle texts(Locale locale) {
     *     return ResourceBundle.getBundle("com.example.alphabeta.texts", locale);
     * }
     * }</pre>
     *
     * @param locale the language wanted
     * @return the bundle, or null when the kind ships no texts (the default)
     */
    default ResourceBundle texts(Locale locale) {
        return null;
    }

    /**
     * A new bot of this kind.
     *
     * @param argument what follows the name in a bot spec ({@code 500} in {@code ismcts:500}), or null
     * @return the bot
     * @throws IllegalArgumentException if the argument is not one this kind takes, saying what it takes
     */
    Bot create(String argument);
}
