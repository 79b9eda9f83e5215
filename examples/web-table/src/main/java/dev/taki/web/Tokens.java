package dev.taki.web;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.regex.Pattern;

/**
 * Seat tokens: 256 random bits from {@link SecureRandom}, written in base64url. Only a token's SHA-256 is kept,
 * so the server's data cannot be used to act for a seat, and tokens are compared in constant time.
 */
final class Tokens {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Pattern SHAPE = Pattern.compile("[A-Za-z0-9_-]{43}");

    private Tokens() {
    }

    /** {@return a new token: 32 random bytes, base64url without padding (43 characters)} */
    static String fresh() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** {@return true if the text has the shape of a token; anything else is refused before it is hashed} */
    static boolean wellFormed(String token) {
        return token != null && SHAPE.matcher(token).matches();
    }

    /** {@return the token's SHA-256, in hex: what the server stores} */
    static String hash(String token) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.US_ASCII));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /** {@return true if the two hashes are equal, compared in time that does not depend on where they differ} */
    static boolean sameHash(String a, String b) {
        return MessageDigest.isEqual(a.getBytes(StandardCharsets.US_ASCII), b.getBytes(StandardCharsets.US_ASCII));
    }
}
