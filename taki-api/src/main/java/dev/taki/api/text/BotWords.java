package dev.taki.api.text;

import java.util.Optional;

import static dev.taki.api.text.Ask.args;

/**
 * The names and descriptions of kinds of bot, by a bot spec's name: the kind's own texts first ({@code name},
 * {@code description}; {@link GameTexts#withBots}), then {@code bot.<name>} of the base game's texts.
 */
final class BotWords {
    private BotWords() {
    }

    static String name(GameTexts texts, String spec) {
        String[] parts = spec(spec);
        String spelled = Words.capitalized(Words.spelled(parts[0]));
        String own = Shelves.bot(parts[0]);
        String name = texts.hasText(own, "name")
                ? texts.say(Ask.of(own, "name"), GameTexts.NONE, null, () -> spelled + " bot")
                : texts.say(Ask.of(GameTexts.BASE, "bot." + parts[0]), GameTexts.NONE, null,
                        () -> texts.say(Ask.of(GameTexts.BASE, "fallback.bot"), args("name", spelled), null,
                                () -> spelled + " bot"));
        if (parts[1] == null) {
            return name;
        }
        return texts.say(Ask.of(GameTexts.BASE, "bot.argument"), args("bot", name, "argument", parts[1]), null,
                () -> name + " (" + parts[1] + ")");
    }

    static Optional<String> description(GameTexts texts, String spec) {
        String own = Shelves.bot(spec(spec)[0]);
        if (texts.hasText(own, "description")) {
            return Optional.of(texts.say(Ask.of(own, "description"), GameTexts.NONE, null, () -> ""));
        }
        String key = "bot." + spec(spec)[0] + ".description";
        if (!texts.hasText(GameTexts.BASE, key)) {
            return Optional.empty();
        }
        return Optional.of(texts.say(Ask.of(GameTexts.BASE, key), GameTexts.NONE, null, () -> ""));
    }

    /** The spec's name and argument (null when it has none). */
    private static String[] spec(String spec) {
        if (spec == null || spec.isBlank()) {
            throw new IllegalArgumentException("spec: expected a bot's name such as heuristic, got "
                    + (spec == null ? "null" : "'" + spec + "'"));
        }
        int colon = spec.indexOf(':');
        return new String[] {(colon < 0 ? spec : spec.substring(0, colon)).trim(),
                colon < 0 ? null : spec.substring(colon + 1).trim()};
    }
}
