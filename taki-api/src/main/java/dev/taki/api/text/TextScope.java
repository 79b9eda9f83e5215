package dev.taki.api.text;

/** How a template writes its values: in which language, and each value in its format. */
interface TextScope {

    /** {@return the language, for plural forms and lists: {@code en}, {@code he}…} */
    String language();

    /**
     * A value as words.
     *
     * @param value the argument's value, never null
     * @param format the format the placeholder names ({@code seat}, {@code card}…), or null for the value's own
     * @return the words
     */
    String format(Object value, String format);
}
