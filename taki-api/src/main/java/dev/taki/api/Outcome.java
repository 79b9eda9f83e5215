package dev.taki.api;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/** The result of applying a move: accepted with the next state and events, or rejected with a reason. */
public sealed interface Outcome permits Outcome.Accepted, Outcome.Rejected {

    /** {@return true for an accepted move} */
    boolean isAccepted();

    /**
     * The next state of an accepted move.
     *
     * @return the state after the move; the state it was applied to is unchanged
     * @throws IllegalStateException for a rejected move, with its reason
     */
    GameState state();

    /**
     * The move was legal: the next state and what happened, in order.
     *
     * @param state the state after the move
     * @param events what happened, in order
     */
    record Accepted(GameState state, List<Event> events) implements Outcome {
        /**
         * Copies the event list.
         *
         * @param state the state after the move
         * @param events what happened, in order; the list is copied
         */
        public Accepted {
            events = List.copyOf(events);
        }

        @Override
        public boolean isAccepted() {
            return true;
        }
    }

    /**
     * The move was refused; the state it was applied to is unchanged.
     *
     * <p>{@code reason} is the machine-readable code; {@code message} the English sentence. Several sentences
     * share a code: {@code key} names the sentence ({@code "card-does-not-match"}, {@code "draw-in-run"}…; see
     * {@link #keys()}), and {@code arguments} holds what it speaks of — {@code seat}, {@code move} and
     * {@code legal} (the legal moves, in notation) for every move the engine checked against the legal moves, and
     * per key {@code card}, {@code leading}, {@code activeColor}, {@code expected}, {@code count}… (docs/refusals.md
     * has the table). Values are JSON-like: strings, ints, longs, booleans and lists of them, in the order of
     * their names. An application translates a refusal from its key and arguments, or asks for the library's own
     * sentences in English or Hebrew with {@link #message(Locale)}.
     *
     * <p>A plugin's own sentence has no key (null): {@code new Rejected(reason, message)}.
     *
     * @param reason    the code
     * @param message   the sentence in English
     * @param key       which sentence it is, or null for a sentence of a plugin's own
     * @param arguments what the sentence speaks of; null is taken as none
     */
    record Rejected(Rejection reason, String message, String key, Map<String, Object> arguments) implements Outcome {
        /**
         * Copies the arguments.
         *
         * @param reason the code
         * @param message the sentence in English
         * @param key which sentence it is, or null for a sentence of a plugin's own
         * @param arguments what the sentence speaks of; null is taken as none; the map is copied
         * @throws IllegalArgumentException naming an argument whose value is not JSON-like
         */
        public Rejected {
            arguments = RefusalText.copy(arguments);
        }

        /**
         * A refusal with a sentence of its own, in every language: no key, no arguments.
         *
         * @param reason the code
         * @param message the sentence, in English, used in every language
         */
        public Rejected(Rejection reason, String message) {
            this(reason, message, null, Map.of());
        }

        /**
         * A refusal in one of the library's sentences: its message is the key's English sentence with the
         * arguments put in, framed as "seat … cannot …: …; legal now: …" when they hold {@code legal}. A plugin
         * whose refusal is one the library has (a card that does not match…) uses this to be translated with it.
         *
         * @param reason the code
         * @param key one of {@link #keys()}
         * @param arguments the values the key's sentence speaks of, by name
         * @return the refusal, its English message written from the key's sentence
         * @throws IllegalArgumentException for a key that is not one of {@link #keys()}, a sentence missing one of
         *                                  its arguments, or an argument that is not JSON-like
         */
        public static Rejected of(Rejection reason, String key, Map<String, ?> arguments) {
            Map<String, Object> copy = RefusalText.copy(arguments);
            return new Rejected(reason, RefusalText.english(key, copy), key, copy);
        }

        /** {@return the keys of the library's sentences, sorted} */
        public static Set<String> keys() {
            return RefusalText.keys();
        }

        /**
         * The sentence in the locale's language: English ({@link #message()}) and Hebrew ({@code he}, or the
         * legacy {@code iw}) ship with the library, and a bundle {@code dev/taki/api/refusals_xx.properties} on
         * the class path adds a language. Any other language gets the English message, and so does a refusal
         * without a key (a plugin's own sentence), whatever the locale.
         *
         * @param locale the language wanted
         * @return the sentence in that language if the library has it, else in English
         */
        public String message(Locale locale) {
            Objects.requireNonNull(locale, "locale");
            if (key == null) {
                return message;
            }
            String text = RefusalText.localized(key, arguments, locale);
            return text == null ? message : text;
        }

        @Override
        public boolean isAccepted() {
            return false;
        }

        @Override
        public GameState state() {
            throw new IllegalStateException("the move was rejected (" + reason + "): " + message);
        }
    }

    /**
     * Maps either branch to a value.
     *
     * @param <T> what both branches map to
     * @param accepted the mapping of an accepted move
     * @param rejected the mapping of a refusal
     * @return what the branch of this outcome maps to
     */
    default <T> T fold(Function<Accepted, T> accepted, Function<Rejected, T> rejected) {
        return this instanceof Accepted a ? accepted.apply(a) : rejected.apply((Rejected) this);
    }
}
