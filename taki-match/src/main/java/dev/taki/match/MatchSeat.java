package dev.taki.match;

import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A seat of a match: who sits there, who plays it, and the hash of the credential that acts for it.
 *
 * @param seat           the seat, from 0
 * @param name           the name shown at the table (1 to 40 characters, code points, not all blank)
 * @param human          true while a person plays the seat; false when a bot does (from the start, while the seat is
 *                       open or its person away, or since the person left or resigned)
 * @param bot            the bot spec that plays the seat when no person does ({@code heuristic}, {@code random}…)
 * @param status         who plays the seat now, and whether its person may come back
 * @param credentialHash the SHA-256 of the seat's credential in lower-case hex ({@link SeatCredentials#hash}), or null
 *                       when the seat has none (a bot's seat, an open one, or a server that checks people itself).
 *                       Never sent to a client; {@link #toString()} leaves it out.
 */
public record MatchSeat(int seat, String name, boolean human, String bot, SeatStatus status, String credentialHash) {
    private static final Pattern HASH = Pattern.compile("[0-9a-f]{64}");

    /**
     * Checks the fields.
     *
     * @param seat the seat, from 0
     * @param name the name shown at the table, 1 to 40 characters
     * @param human true while a person plays the seat
     * @param bot the bot spec that plays the seat when no person does
     * @param status who plays the seat now
     * @param credentialHash the hash of the seat's credential, or null
     */
    public MatchSeat {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(bot, "bot");
        Objects.requireNonNull(status, "status");
        if (seat < 0 || seat > 9) {
            throw new IllegalArgumentException("seat: expected 0 to 9, got " + seat);
        }
        int length = name.codePointCount(0, name.length()); // characters as code points, not UTF-16 units
        if (name.isBlank() || length > 40) {
            throw new IllegalArgumentException("name: expected 1 to 40 characters, not blank, got "
                    + (name.isBlank() ? "a blank name" : length));
        }
        if (human && status != SeatStatus.PLAYING) {
            throw new IllegalArgumentException("a seat whose person " + status.name().toLowerCase(Locale.ROOT)
                    + " is played by its bot");
        }
        if (credentialHash != null && !HASH.matcher(credentialHash).matches()) {
            throw new IllegalArgumentException("credentialHash: expected 64 lower-case hex digits (a SHA-256), or none");
        }
        if (status == SeatStatus.OPEN && credentialHash != null) {
            throw new IllegalArgumentException("an open seat has no credential: nobody has claimed it");
        }
        if (status == SeatStatus.AWAY && credentialHash == null) {
            throw new IllegalArgumentException("an away seat keeps its person's credential, so that they can come back");
        }
    }

    /**
     * A seat without a credential, as before credentials were kept.
     *
     * @param seat the seat, from 0
     * @param name the name shown at the table
     * @param human true while a person plays the seat
     * @param bot the bot spec that plays the seat when no person does
     * @param status who plays the seat now
     */
    public MatchSeat(int seat, String name, boolean human, String bot, SeatStatus status) {
        this(seat, name, human, bot, status, null);
    }

    /**
     * A seat for a person; {@code bot} takes over if they leave or resign.
     *
     * @param seat the seat, from 0
     * @param name the name shown at the table
     * @param bot the bot spec that takes over
     * @return the seat
     */
    public static MatchSeat human(int seat, String name, String bot) {
        return new MatchSeat(seat, name, true, bot, SeatStatus.PLAYING, null);
    }

    /**
     * A seat for a person who acts with a credential; only its hash is kept.
     *
     * @param seat the seat, from 0
     * @param name the name shown at the table
     * @param bot the bot spec that takes over
     * @param credentialHash {@link SeatCredentials#hash} of the person's credential
     * @return the seat
     */
    public static MatchSeat human(int seat, String name, String bot, String credentialHash) {
        return new MatchSeat(seat, name, true, bot, SeatStatus.PLAYING, Objects.requireNonNull(credentialHash,
                "credentialHash"));
    }

    /**
     * A seat played by a bot from the start.
     *
     * @param seat the seat, from 0
     * @param name the name shown at the table
     * @param bot the bot spec that plays it
     * @return the seat
     */
    public static MatchSeat bot(int seat, String name, String bot) {
        return new MatchSeat(seat, name, false, bot, SeatStatus.PLAYING, null);
    }

    /**
     * A seat that a person may claim until the match begins; if nobody does, its bot plays it under this name.
     *
     * @param seat the seat, from 0
     * @param name the name the bot plays under if nobody claims the seat ("Bot 2")
     * @param bot the bot spec that plays it then
     * @return the seat
     */
    public static MatchSeat open(int seat, String name, String bot) {
        return new MatchSeat(seat, name, false, bot, SeatStatus.OPEN, null);
    }

    /** {@return true while a person may claim the seat} */
    public boolean isOpen() {
        return status == SeatStatus.OPEN;
    }

    /**
     * This open seat, claimed by a person.
     *
     * @param person the person's name at the table
     * @param hash the hash of the credential handed to them
     * @return the seat, played by the person
     */
    public MatchSeat claimed(String person, String hash) {
        if (!isOpen()) {
            throw new IllegalStateException("seat " + seat + " is not open");
        }
        return new MatchSeat(seat, person, true, bot, SeatStatus.PLAYING, Objects.requireNonNull(hash, "hash"));
    }

    /** {@return this seat as the match begins: an open one is taken by its bot for the whole game; any other is kept} */
    public MatchSeat takenByBot() {
        return isOpen() ? new MatchSeat(seat, name, false, bot, SeatStatus.PLAYING, null) : this;
    }

    /**
     * This person's seat, its bot playing while the person is away; they may come back with their credential.
     *
     * @return the seat, played by its bot
     */
    public MatchSeat away() {
        return new MatchSeat(seat, name, false, bot, SeatStatus.AWAY, credentialHash);
    }

    /** {@return this away seat, played by its person again} */
    public MatchSeat back() {
        if (status != SeatStatus.AWAY) {
            throw new IllegalStateException("seat " + seat + " is not away");
        }
        return new MatchSeat(seat, name, true, bot, SeatStatus.PLAYING, credentialHash);
    }

    /**
     * This seat once its person left or resigned: its bot plays it.
     *
     * @param why {@link SeatStatus#LEFT} or {@link SeatStatus#RESIGNED}
     * @return the seat, played by its bot; this one is unchanged
     */
    public MatchSeat vacated(SeatStatus why) {
        return new MatchSeat(seat, name, false, bot, why, credentialHash);
    }

    /** {@return the seat without its credential's hash: the seat as anyone may see it} */
    @Override
    public String toString() {
        return "MatchSeat[seat=" + seat + ", name=" + name + ", human=" + human + ", bot=" + bot + ", status=" + status
                + (credentialHash == null ? "" : ", credential=kept") + "]";
    }
}
