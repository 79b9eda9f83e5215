package dev.taki.match;

import java.util.Objects;

/** What a match made of a person's claim of an open seat ({@link Match#claim(String)}). */
public sealed interface SeatClaim permits SeatClaim.Claimed, SeatClaim.Refused {

    /** {@return true if the person got a seat} */
    default boolean isClaimed() {
        return this instanceof Claimed;
    }

    /**
     * The person has the seat. Hand them the credential once: the match keeps only its hash, so it cannot be shown
     * again; the person sends it with every request and the server finds their seat with {@link Match#seatOf(String)}.
     *
     * @param seat       the seat they got
     * @param credential their seat's credential ({@link SeatCredentials}); {@link #toString()} leaves it out
     */
    record Claimed(int seat, String credential) implements SeatClaim {
        /**
         * Checks the fields.
         *
         * @param seat the seat they got
         * @param credential their seat's credential
         */
        public Claimed {
            if (!SeatCredentials.wellFormed(credential)) {
                throw new IllegalArgumentException("credential: expected 43 base64url characters");
            }
        }

        /** {@return the claim without its credential, which is a secret} */
        @Override
        public String toString() {
            return "Claimed[seat=" + seat + "]";
        }
    }

    /**
     * Refused: nothing changed.
     *
     * @param code    {@link Refusal#MATCH_NOT_OPEN}, {@link Refusal#NO_OPEN_SEAT}, or {@link Refusal#STALE_VERSION} if
     *                the seats kept changing on other servers (rare: try again)
     * @param message one sentence for people, in English
     */
    record Refused(Refusal code, String message) implements SeatClaim {
        /**
         * Checks the fields.
         *
         * @param code why, as a code
         * @param message one sentence for people
         */
        public Refused {
            Objects.requireNonNull(code, "code");
            Objects.requireNonNull(message, "message");
        }
    }
}
