package dev.taki.bots;

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
     * A new bot of this kind.
     *
     * @param argument what follows the name in a bot spec ({@code 500} in {@code ismcts:500}), or null
     * @return the bot
     * @throws IllegalArgumentException if the argument is not one this kind takes, saying what it takes
     */
    Bot create(String argument);
}
