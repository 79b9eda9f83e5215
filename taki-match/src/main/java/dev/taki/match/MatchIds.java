package dev.taki.match;

import java.security.SecureRandom;
import java.util.regex.Pattern;

/** Match ids: safe as file names, URL segments and database keys. */
public final class MatchIds {
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");
    private static final char[] ALPHABET = "abcdefghijkmnopqrstuvwxyz23456789".toCharArray();
    private static final SecureRandom RANDOM = new SecureRandom();

    private MatchIds() {
    }

    /**
     * {@return a new random id of 16 characters (about 80 bits): unguessable, so an id alone reveals no other match}
     */
    public static String random() {
        char[] id = new char[16];
        for (int i = 0; i < id.length; i++) {
            id[i] = ALPHABET[RANDOM.nextInt(ALPHABET.length)];
        }
        return new String(id);
    }

    /**
     * Checks a match's id, as every store and match does before using one.
     *
     * @param id the id
     * @return the id, unchanged
     * @throws IllegalArgumentException unless the id is 1 to 64 letters, digits, '-' or '_'
     */
    public static String check(String id) {
        if (id == null || !ID.matcher(id).matches()) {
            throw new IllegalArgumentException("match id: expected 1 to 64 letters, digits, '-' or '_', got "
                    + (id == null ? "null" : "'" + (id.length() > 70 ? id.substring(0, 70) + "…" : id) + "'"));
        }
        return id;
    }
}
