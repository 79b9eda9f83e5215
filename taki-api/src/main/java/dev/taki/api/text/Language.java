package dev.taki.api.text;

import java.util.List;
import java.util.Locale;

/**
 * What a language's grammar asks of the texts beyond their words: which plural form a number takes, and how a list
 * joins its last item. English and Hebrew are known; any other language counts as English does (one, other).
 */
final class Language {
    private Language() {
    }

    /** {@return the language of the locale, lower case, Hebrew's legacy {@code iw} read as {@code he}; "en" for none} */
    static String of(Locale locale) {
        String language = locale.getLanguage();
        if (language.isEmpty()) {
            return "en";
        }
        return "iw".equals(language) ? "he" : language;
    }

    /**
     * The plural category of a whole number, as CLDR names them: {@code one}, {@code two} or {@code other}.
     * Hebrew has a dual ({@code two}: "שני קלפים"); a template without that branch uses {@code other}.
     */
    static String plural(String language, long n) {
        if (n == 1) {
            return "one";
        }
        if (n == 2 && "he".equals(language)) {
            return "two";
        }
        return "other";
    }

    /**
     * The items as one phrase: "A", "A and B", "A, B and C". The word for "and" is the template
     * {@code list.and} ({@code {first} and {last}}); Hebrew writes ו joined to a Hebrew word and ו- before anything
     * else (a Latin name, a digit), so the template's {@code {last}} gets the hyphen where it needs one.
     */
    static String join(String language, List<String> items, Template and, TextScope scope) {
        if (items.isEmpty()) {
            return "";
        }
        if (items.size() == 1) {
            return items.get(0);
        }
        String first = String.join(", ", items.subList(0, items.size() - 1));
        String last = items.get(items.size() - 1);
        if ("he".equals(language) && !last.isEmpty() && !isHebrewLetter(last.charAt(0))) {
            last = "-" + last;
        }
        String joinedLast = last;
        return and.render(name -> "first".equals(name) ? first : "last".equals(name) ? joinedLast : null, scope);
    }

    private static boolean isHebrewLetter(char c) {
        return c >= '\u05D0' && c <= '\u05EA';
    }
}
