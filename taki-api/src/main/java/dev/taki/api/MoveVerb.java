package dev.taki.api;

import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A verb that a plugin adds to move notation, as it adds cards and choices: {@code declare}, {@code catch 1}. A move
 * of a plugin's verb is a {@link Move.Act}; the plugin registers the verb through
 * {@link dev.taki.api.spi.SetupContext#verb}, offers its moves and carries them out. A verb takes no argument, or one
 * seat written as its plain number ({@code catch 1}). Two verbs are equal when their words and arguments are, so a
 * verb made twice reads and compares as one.
 */
public final class MoveVerb {
    private static final Pattern WORD = Pattern.compile("[a-z][a-z0-9-]{0,19}");
    private static final Set<String> RESERVED = Set.of("play", "draw", "close", "end", "pass", "last");

    private final String word;
    private final String meaning;
    private final boolean takesSeat;

    private MoveVerb(String word, String meaning, boolean takesSeat) {
        Objects.requireNonNull(word, "word");
        if (!WORD.matcher(word).matches()) {
            throw new IllegalArgumentException("verb '" + CardKind.shorten(word) + "': expected lower-case letters,"
                    + " digits and '-', starting with a letter, at most 20 characters");
        }
        if (RESERVED.contains(word)) {
            throw new IllegalArgumentException("verb '" + word + "' is a word of the base game's notation");
        }
        this.word = word;
        this.meaning = Objects.requireNonNull(meaning, "meaning");
        this.takesSeat = takesSeat;
    }

    /**
     * A verb that takes nothing after it: {@code declare}.
     *
     * @param word    the verb, lower-case letters, digits and '-' (not a word of the base game: play, draw, close,
     *                end, pass, last)
     * @param meaning what its move does, in a few words, for help texts and error messages
     * @return the verb
     */
    public static MoveVerb of(String word, String meaning) {
        return new MoveVerb(word, meaning, false);
    }

    /**
     * A verb that names one seat, written as its plain number: {@code catch 1}.
     *
     * @param word    the verb, as for {@link #of}
     * @param meaning what its move does, in a few words
     * @return the verb
     */
    public static MoveVerb withSeat(String word, String meaning) {
        return new MoveVerb(word, meaning, true);
    }

    /** {@return the verb's word, as written first in its moves} */
    public String word() {
        return word;
    }

    /** {@return what its move does, in a few words} */
    public String meaning() {
        return meaning;
    }

    /** {@return true if the verb names a seat} */
    public boolean takesSeat() {
        return takesSeat;
    }

    /** {@return how its moves are written: {@code declare}, {@code catch <seat>}} */
    public String usage() {
        return takesSeat ? word + " <seat>" : word;
    }

    /**
     * The move of this verb, for a verb that takes nothing.
     *
     * @return the move {@code <word>}
     * @throws IllegalStateException if the verb names a seat
     */
    public Move.Act move() {
        if (takesSeat) {
            throw new IllegalStateException("the verb '" + word + "' names a seat: " + usage());
        }
        return new Move.Act(this, -1, false);
    }

    /**
     * The move of this verb naming a seat.
     *
     * @param seat the seat it names, from 0
     * @return the move {@code <word> <seat>}
     * @throws IllegalStateException if the verb names no seat
     */
    public Move.Act move(int seat) {
        if (!takesSeat) {
            throw new IllegalStateException("the verb '" + word + "' names no seat: " + usage());
        }
        return new Move.Act(this, seat, false);
    }

    /** Reads the words after the verb (without a trailing {@code last}); null if they are not this verb's. */
    Move.Act read(String[] words, int from, int to, boolean last) {
        int n = to - from;
        if (!takesSeat) {
            return n == 0 ? new Move.Act(this, -1, last) : null;
        }
        if (n != 1 || !words[from].matches("[0-9]{1,2}")) {
            return null;
        }
        return new Move.Act(this, Integer.parseInt(words[from]), last);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MoveVerb v && v.word.equals(word) && v.takesSeat == takesSeat;
    }

    @Override
    public int hashCode() {
        return word.hashCode() * 31 + (takesSeat ? 1 : 0);
    }

    @Override
    public String toString() {
        return usage();
    }
}
