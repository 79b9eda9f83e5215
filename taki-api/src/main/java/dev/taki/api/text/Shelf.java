package dev.taki.api.text;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.ListResourceBundle;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.PropertyResourceBundle;
import java.util.ResourceBundle;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * One owner's texts in one language — the base game's, a variant's, an edition's — read from its bundle once:
 * each text parsed, the texts that do not parse set aside with their problem. English is the root bundle (with a
 * bundle {@code _en} over it, if one is shipped); any other language holds only the entries of that language's
 * own bundle, never its parent's, so a text it lacks is seen as lacking, not as the English one.
 */
final class Shelf {
    private final String owner;
    private final Map<String, Template> texts;
    private final Map<String, String> raw;
    private final Map<String, String> broken;

    private Shelf(String owner, Map<String, String> raw) {
        this.owner = owner;
        Map<String, Template> parsed = new LinkedHashMap<>();
        Map<String, String> problems = new TreeMap<>();
        raw.forEach((key, text) -> {
            try {
                parsed.put(key, Template.parse(text));
            } catch (IllegalArgumentException e) {
                problems.put(key, e.getMessage());
            }
        });
        this.texts = Collections.unmodifiableMap(parsed);
        this.raw = Collections.unmodifiableMap(new LinkedHashMap<>(raw));
        this.broken = Collections.unmodifiableMap(problems);
    }

    /** An owner with no texts at all. */
    static Shelf empty(String owner) {
        return new Shelf(owner, Map.of());
    }

    /**
     * The owner's texts in the language, from the bundles it gives for a locale.
     *
     * @param owner    who they belong to, for messages
     * @param bundles  the owner's bundle for a locale; it may return null or throw {@link MissingResourceException}
     *                 when it has none
     * @param locale   the locale asked for
     * @param language the locale's language ({@link Language#of})
     */
    static Shelf load(String owner, Function<Locale, ResourceBundle> bundles, Locale locale, String language) {
        Map<String, String> raw = new LinkedHashMap<>();
        if ("en".equals(language)) {
            ResourceBundle root = bundle(bundles, Locale.ROOT);
            if (root != null && (root.getLocale().getLanguage().isEmpty() || "en".equals(root.getLocale().getLanguage()))) {
                copy(root, raw, false);
            }
            if (!locale.getLanguage().isEmpty()) {
                ResourceBundle english = bundle(bundles, locale);
                if (english != null && "en".equals(english.getLocale().getLanguage())) {
                    copy(english, raw, true);
                }
            }
        } else {
            ResourceBundle own = bundle(bundles, locale);
            // ResourceBundle falls back on the JVM's default locale, then the root: neither is this language
            if (own != null && language.equals(Language.of(own.getLocale()))) {
                copy(own, raw, true);
            }
        }
        return new Shelf(owner, raw);
    }

    private static ResourceBundle bundle(Function<Locale, ResourceBundle> bundles, Locale locale) {
        try {
            return bundles.apply(locale);
        } catch (MissingResourceException e) {
            return null;
        }
    }

    /** The bundle's string entries; with {@code ownOnly}, those of the bundle itself, not of its parents. */
    private static void copy(ResourceBundle bundle, Map<String, String> into, boolean ownOnly) {
        for (String key : new TreeSet<>(bundle.keySet())) {
            Object value = ownOnly ? own(bundle, key) : bundle.getObject(key);
            if (value instanceof String text) {
                into.put(key, text);
            }
        }
    }

    /** The entry of the bundle itself: the two kinds of bundle the JDK makes answer it publicly. */
    private static Object own(ResourceBundle bundle, String key) {
        if (bundle instanceof PropertyResourceBundle properties) {
            return properties.handleGetObject(key);
        }
        if (bundle instanceof ListResourceBundle list) {
            return list.handleGetObject(key);
        }
        return bundle.getObject(key);
    }

    /** {@return who the texts belong to} */
    String owner() {
        return owner;
    }

    /** {@return the text of the key, parsed, or null when there is none or it does not parse} */
    Template get(String key) {
        return texts.get(key);
    }

    /** {@return the key's text as written, or null} */
    String raw(String key) {
        return raw.get(key);
    }

    /** {@return every key, the broken ones included} */
    java.util.Set<String> keys() {
        return raw.keySet();
    }

    /** {@return why the key's text does not parse, or null if it does (or there is none)} */
    String problem(String key) {
        return broken.get(key);
    }

    /** {@return every text that does not parse, by key, with its problem} */
    Map<String, String> broken() {
        return broken;
    }
}
