package dev.taki.api.text;

import dev.taki.api.spi.Edition;
import dev.taki.api.spi.Variant;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.function.Function;

/**
 * The owners of texts and where their bundles are: the base game's ({@code dev.taki.api.text.texts}), the refusals'
 * ({@code dev.taki.api.refusals}), and each variant's and edition's, which the plugin loads itself.
 */
final class Shelves {
    /** The base name of the base game's texts. */
    static final String BASE_BUNDLE = "dev.taki.api.text.texts";
    /** The base name of the refusals' sentences. */
    static final String REFUSALS_BUNDLE = "dev.taki.api.refusals";
    /** The base game's texts. */
    static final String BASE = "#base";
    /** The refusals' sentences. */
    static final String REFUSALS = "#refusals";

    private Shelves() {
    }

    /** {@return the name of a variant's texts} */
    static String variant(String id) {
        return "v:" + id;
    }

    /** {@return the name of an edition's texts} */
    static String edition(String id) {
        return "e:" + id;
    }

    /** {@return the name of a kind of bot's texts} */
    static String bot(String name) {
        return "b:" + name;
    }

    /** {@return the owner as people name it: {@code taki}, {@code taki-refusals}, a plugin's id, a bot's name} */
    static String ownerName(String shelf) {
        return BASE.equals(shelf) ? "taki" : REFUSALS.equals(shelf) ? "taki-refusals" : shelf.substring(2);
    }

    /** Every owner's texts in the language: the base game's, the refusals', then each variant's and edition's. */
    static Map<String, Shelf> load(Locale locale, String language, Map<String, Variant> variants,
                                   Map<String, Edition> editions) {
        Map<String, Shelf> shelves = new LinkedHashMap<>();
        shelves.put(BASE, Shelf.load("the base game", l -> ResourceBundle.getBundle(BASE_BUNDLE, l), locale, language));
        shelves.put(REFUSALS, Shelf.load("the refusals", l -> ResourceBundle.getBundle(REFUSALS_BUNDLE, l), locale,
                language));
        variants.forEach((id, v) -> shelves.put(variant(id), Shelf.load(id, safely(v::texts), locale, language)));
        editions.forEach((id, e) -> shelves.put(edition(id), Shelf.load(id, safely(e::texts), locale, language)));
        return Collections.unmodifiableMap(shelves);
    }

    /** Each kind of bot's texts in the language, by the kind's name. */
    static Map<String, Shelf> bots(Locale locale, String language,
                                   Map<String, ? extends Function<Locale, ResourceBundle>> bots) {
        Map<String, Shelf> shelves = new LinkedHashMap<>();
        bots.forEach((name, bundles) -> shelves.put(bot(name), Shelf.load(name, safely(bundles), locale, language)));
        return shelves;
    }

    /** A plugin's bundles, any failure of its own taken as "no texts". */
    private static Function<Locale, ResourceBundle> safely(Function<Locale, ResourceBundle> bundles) {
        return l -> {
            try {
                return bundles.apply(l);
            } catch (RuntimeException e) {
                return null;
            }
        };
    }

    /**
     * What is wrong with one owner's texts: each key its English texts have that these lack (not the folds, which
     * are read from English alone), and each text that does not parse.
     *
     * @param english the owner's English texts, or null when these are English
     */
    static List<String> problems(Shelf own, Shelf english) {
        List<String> lines = new ArrayList<>();
        if (english != null) {
            for (String key : english.keys()) {
                if (!own.keys().contains(key) && !key.startsWith(Folds.PREFIX)) {
                    lines.add(key + ": not translated");
                }
            }
        }
        own.broken().forEach((key, problem) -> lines.add(key + ": " + problem));
        return List.copyOf(lines);
    }
}
