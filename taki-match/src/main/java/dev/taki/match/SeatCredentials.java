package dev.taki.match;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.regex.Pattern;

/**
 * Seat credentials: 256 random bits from {@link SecureRandom}, written in base64url (43 characters). Only a
 * credential's SHA-256 is stored with the match ({@link MatchSeat#credentialHash()}), so the store's data cannot be
 * used to act for a seat; hashes are compared in constant time.
 */
public final class SeatCredentials {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Pattern SHAPE = Pattern.compile("[A-Za-z0-9_-]{43}");

    private SeatCredentials() {
    }

    /** {@return a new credential: 32 random bytes, base64url without padding} */
    public static String fresh() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /**
     * Whether a text has the shape of a credential: anything else is refused before it is hashed.
     *
     * @param credential a text from a client, or null
     * @return true if it could be a credential
     */
    public static boolean wellFormed(String credential) {
        return credential != null && SHAPE.matcher(credential).matches();
    }

    /**
     * The hash that is stored for a credential.
     *
     * @param credential a well-formed credential
     * @return its SHA-256 in lower-case hex
     */
    public static String hash(String credential) {
        if (!wellFormed(credential)) {
            throw new IllegalArgumentException("credential: expected 43 base64url characters");
        }
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(credential.getBytes(StandardCharsets.US_ASCII));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /**
     * Whether two hashes are equal, compared in a time that does not depend on where they differ.
     *
     * @param a a hash
     * @param b another
     * @return true if they are equal
     */
    public static boolean sameHash(String a, String b) {
        return MessageDigest.isEqual(a.getBytes(StandardCharsets.US_ASCII), b.getBytes(StandardCharsets.US_ASCII));
    }
}
