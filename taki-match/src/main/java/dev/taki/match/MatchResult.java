package dev.taki.match;

import dev.taki.api.Outcome;
import dev.taki.api.Rejection;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/** What a match made of a request: accepted at a new version, or refused with a code and a sentence. */
public sealed interface MatchResult permits MatchResult.Accepted, MatchResult.Refused {

    /** {@return true if the request was accepted} */
    default boolean isAccepted() {
        return this instanceof Accepted;
    }

    /**
     * Accepted.
     *
     * @param version the match's version now (bots may have moved after the request)
     * @param events  the events since the request, as the requesting seat may see them
     */
    record Accepted(int version, List<LoggedEvent> events) implements MatchResult {
        /**
         * Copies the events.
         *
         * @param version the match's version now
         * @param events the events since the request, as the requesting seat may see them; copied
         */
        public Accepted {
            events = List.copyOf(events);
        }
    }

    /**
     * Refused: nothing changed.
     *
     * @param code    why, as a code
     * @param engine  the engine's refusal when {@code code} is {@link Refusal#REJECTED} (its reason, sentence key
     *                and arguments, to translate it), else null
     * @param message one sentence for people, in English
     * @param version the match's version, for a client to catch up
     */
    record Refused(Refusal code, Outcome.Rejected engine, String message, int version) implements MatchResult {
        /**
         * Checks the fields.
         *
         * @param code why, as a code
         * @param engine the engine's refusal when {@code code} is {@link Refusal#REJECTED}, else null
         * @param message one sentence for people, in English
         * @param version the match's version
         */
        public Refused {
            Objects.requireNonNull(code, "code");
            Objects.requireNonNull(message, "message");
            if ((code == Refusal.REJECTED) != (engine != null)) {
                throw new IllegalArgumentException("an engine refusal goes with REJECTED, and only with it");
            }
        }

        /** {@return the engine's reason when the engine refused the move, else null} */
        public Rejection rejection() {
            return engine == null ? null : engine.reason();
        }

        /**
         * The sentence in the locale's language (English and Hebrew ship with the library; see
         * {@link Outcome.Rejected#message(Locale)}).
         *
         * @param locale the language wanted
         * @return the sentence in that language if the library has it, else in English
         */
        public String message(Locale locale) {
            return engine == null ? message : engine.message(locale);
        }
    }
}
