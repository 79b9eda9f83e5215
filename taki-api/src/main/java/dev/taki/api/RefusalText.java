package dev.taki.api;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * The sentences of refusals: the bundles {@code dev.taki.api.refusals} (English, the root) and
 * {@code refusals_he} (Hebrew), or another language's on the class path, rendered from a refusal's key and
 * arguments. A placeholder is {@code {name}} or {@code {name:table}}; see {@code refusals.properties}.
 */
final class RefusalText {
    static final String BUNDLE = "dev.taki.api.refusals";
    private static final String FRAME = "frame.move";
    private static final ResourceBundle ENGLISH = ResourceBundle.getBundle(BUNDLE, Locale.ROOT);
    private static final Set<String> KEYS = keys(ENGLISH);

    private RefusalText() {
    }

    /** The library's refusal keys: every key of the English bundle without a dot. */
    static Set<String> keys() {
        return KEYS;
    }

    /**
     * The English sentence of a library key.
     *
     * @throws IllegalArgumentException for a key that is not one, or a placeholder without its argument
     */
    static String english(String key, Map<String, Object> arguments) {
        if (key == null || !KEYS.contains(key)) {
            throw new IllegalArgumentException("'" + key + "' is not a refusal key: expected one of " + KEYS);
        }
        return sentence(ENGLISH, key, arguments);
    }

    /**
     * The sentence in the locale's language, or null where that language has no bundle of its own (the message
     * is then the English one), the bundle has no such key, or a placeholder has no argument.
     */
    static String localized(String key, Map<String, Object> arguments, Locale locale) {
        String language = language(locale);
        if (language.isEmpty()) {
            return null;
        }
        try {
            ResourceBundle bundle = ResourceBundle.getBundle(BUNDLE, "he".equals(language) ? new Locale("he") : locale);
            // without a bundle of the language, ResourceBundle falls back on the default locale's: not wanted
            return language(bundle.getLocale()).equals(language) ? sentence(bundle, key, arguments) : null;
        } catch (MissingResourceException | IllegalArgumentException e) {
            return null;
        }
    }

    private static String language(Locale locale) {
        String language = locale.getLanguage();
        return "iw".equals(language) ? "he" : language;
    }

    /** The key's sentence, in the frame of a refused move when the arguments hold the legal moves. */
    private static String sentence(ResourceBundle bundle, String key, Map<String, Object> arguments) {
        String text = render(bundle.getString(key), arguments::get, bundle);
        if (!arguments.containsKey("legal")) {
            return text;
        }
        return render(bundle.getString(FRAME), name -> "because".equals(name) ? text : arguments.get(name), bundle);
    }

    /**
     * Replaces each {@code {name}} by its argument (a list's items joined by ", ") and each {@code {name:table}} by
     * the bundle's {@code table.value}, or the value when there is none.
     *
     * @throws IllegalArgumentException naming a placeholder without its argument
     */
    static String render(String template, Function<String, Object> arguments, ResourceBundle bundle) {
        StringBuilder out = new StringBuilder(template.length() + 32);
        int i = 0;
        while (i < template.length()) {
            int open = template.indexOf('{', i);
            int close = open < 0 ? -1 : template.indexOf('}', open);
            if (close < 0) {
                out.append(template, i, template.length());
                break;
            }
            out.append(template, i, open);
            String placeholder = template.substring(open + 1, close);
            int colon = placeholder.indexOf(':');
            String name = colon < 0 ? placeholder : placeholder.substring(0, colon);
            Object value = arguments.apply(name);
            if (value == null) {
                throw new IllegalArgumentException("the sentence '" + template + "' needs the argument '" + name + "'");
            }
            String table = colon < 0 ? null : placeholder.substring(colon + 1);
            if (value instanceof List<?> items) {
                List<String> words = new ArrayList<>(items.size());
                items.forEach(item -> words.add(word(item, table, bundle)));
                out.append(String.join(", ", words));
            } else {
                out.append(word(value, table, bundle));
            }
            i = close + 1;
        }
        return out.toString();
    }

    private static String word(Object value, String table, ResourceBundle bundle) {
        String text = String.valueOf(value);
        String entry = table + "." + text;
        return table != null && bundle.containsKey(entry) ? bundle.getString(entry) : text;
    }

    /**
     * The arguments as an unmodifiable map in the order of their names, every value checked to be JSON-like.
     *
     * @throws IllegalArgumentException naming an argument whose value is not a string, number, boolean or list
     */
    static Map<String, Object> copy(Map<String, ?> arguments) {
        if (arguments == null || arguments.isEmpty()) {
            return Map.of();
        }
        List<String> names = new ArrayList<>(arguments.keySet());
        if (names.contains(null)) {
            throw new IllegalArgumentException("a refusal argument has no name");
        }
        Collections.sort(names);
        Map<String, Object> copy = new LinkedHashMap<>();
        for (String name : names) {
            copy.put(name, jsonLike(name, arguments.get(name)));
        }
        return Collections.unmodifiableMap(copy);
    }

    private static Object jsonLike(String name, Object value) {
        if (value instanceof List<?> items) {
            for (Object item : items) {
                jsonLike(name, item instanceof List<?> ? null : item);
            }
            return List.copyOf(items);
        }
        if (value instanceof String || value instanceof Integer || value instanceof Long || value instanceof Boolean) {
            return value;
        }
        throw new IllegalArgumentException("the refusal argument '" + name + "' must be a string, an int, a long,"
                + " a boolean or a list of them, not " + (value == null ? "null" : value.getClass().getName()));
    }

    private static Set<String> keys(ResourceBundle bundle) {
        Set<String> keys = new TreeSet<>();
        for (String key : bundle.keySet()) {
            if (key.indexOf('.') < 0) {
                keys.add(key);
            }
        }
        return Collections.unmodifiableSet(keys);
    }
}
