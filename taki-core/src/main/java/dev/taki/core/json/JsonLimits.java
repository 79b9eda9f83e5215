package dev.taki.core.json;

/**
 * The largest input {@link TakiJson} reads; anything bigger is refused with a {@link TakiJsonException}
 * before it can cost memory or time. The defaults are far above any real game (a full 10-player state is
 * about 1.2 KB) and far below what would hurt a server.
 *
 * @param maxDocumentChars the longest document, in characters
 * @param maxStringChars   the longest string value or field name
 * @param maxDepth         the deepest nesting of arrays and objects
 * @param maxListLength    the longest array
 */
public record JsonLimits(int maxDocumentChars, int maxStringChars, int maxDepth, int maxListLength) {
    /** 1,000,000 characters a document, 10,000 a string, 32 levels, 100,000 elements an array. */
    public static final JsonLimits DEFAULT = new JsonLimits(1_000_000, 10_000, 32, 100_000);

    /** The longest move notation read (a move is a short line: {@code play SUPERTAKI last}). */
    public static final int MAX_MOVE_CHARS = 200;

    /**
     * Checks that every limit is positive.
     *
     * @param maxDocumentChars the longest document, in characters, at least 1
     * @param maxStringChars the longest string value or field name, at least 1
     * @param maxDepth the deepest nesting of arrays and objects, at least 4
     * @param maxListLength the longest array, at least 1
     */
    public JsonLimits {
        if (maxDocumentChars < 1 || maxStringChars < 1 || maxDepth < 4 || maxListLength < 1) {
            throw new IllegalArgumentException("limits must be positive (depth at least 4): " + maxDocumentChars
                    + ", " + maxStringChars + ", " + maxDepth + ", " + maxListLength);
        }
    }
}
