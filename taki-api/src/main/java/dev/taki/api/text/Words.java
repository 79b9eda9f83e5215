package dev.taki.api.text;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.ChoiceKind;
import dev.taki.api.Move;
import dev.taki.api.MoveVerb;
import dev.taki.api.Notation;
import dev.taki.api.Phase;
import dev.taki.api.spi.EventCodec;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.StateCodec;
import dev.taki.api.spi.Variant;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The words of a set of variants as notation writes them — card kinds, kinds of choice, verbs, event codecs — learnt
 * from their {@link Variant#setUp}, the base game's first: to read the cards and moves that refusals name in
 * notation, and to find the fields of a plugin's own event records. It also turns codes into words where no text
 * is given ({@link #spelled}).
 */
final class Words {
    private final List<CardKind> kinds = new ArrayList<>(CardKind.base());
    private final List<ChoiceKind> choices = new ArrayList<>();
    private final List<MoveVerb> verbs = new ArrayList<>();
    private final Map<String, EventCodec<?>> codecs = new LinkedHashMap<>();
    private final Map<String, String> owners = new LinkedHashMap<>();
    private final Map<String, Card> cards = new LinkedHashMap<>();
    private final Map<String, CardKind> symbols = new LinkedHashMap<>();
    private Notation notation = Notation.base();

    private Words() {
    }

    /** The words of the base game and of these variants; a variant whose set-up fails adds nothing. */
    static Words of(Collection<? extends Variant> variants) {
        Words words = new Words();
        for (Variant variant : variants) {
            try {
                variant.setUp(words.new Collector(variant.id()));
            } catch (RuntimeException e) {
                // its texts still work; only its cards and events are not known by name
            }
        }
        for (CardKind kind : words.kinds) {
            words.symbols.putIfAbsent(kind.symbol(), kind);
            for (Card card : kind.cards()) {
                words.cards.putIfAbsent(card.notation(), card);
            }
        }
        try {
            words.notation = Notation.of(words.kinds, words.choices, words.verbs);
        } catch (IllegalArgumentException clash) {
            // variants that no game plays together may claim one symbol: moves are then read in the base notation
        }
        return words;
    }

    /** {@return the card kinds, the base game's first} */
    List<CardKind> kinds() {
        return kinds;
    }

    /** {@return the verbs the variants add} */
    List<MoveVerb> verbs() {
        return verbs;
    }

    /** {@return the id of the variant that added the card kind, or null for the base game's or an unknown kind} */
    String ownerOf(CardKind kind) {
        return owners.get("card " + kind.name());
    }

    /** {@return the id of the variant that added the verb, or null} */
    String ownerOf(MoveVerb verb) {
        return owners.get("verb " + verb.word());
    }

    /** {@return the card written so, upper case, or null} */
    Card card(String notation) {
        return notation == null ? null : cards.get(notation.trim().toUpperCase(Locale.ROOT));
    }

    /** {@return the kind whose symbol this is ({@code +2}, a plugin's), or null} */
    CardKind kindOfSymbol(String symbol) {
        return symbol == null ? null : symbols.get(symbol.trim().toUpperCase(Locale.ROOT));
    }

    /** {@return the move written so, or null when it does not read} */
    Move move(String text) {
        try {
            return notation.parseMove(text);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** {@return the codec of an event type, or null} */
    EventCodec<?> codec(String type) {
        return codecs.get(type);
    }

    /**
     * A code as words, for a text no bundle gives: {@code my-rule} is "my rule", {@code MEGA_PLUS} "mega plus",
     * {@code handsPassed} "hands passed".
     */
    static String spelled(String code) {
        StringBuilder out = new StringBuilder(code.length() + 4);
        for (int i = 0; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == '-' || c == '_' || c == ':') {
                out.append(' ');
            } else if (Character.isUpperCase(c) && i > 0 && Character.isLowerCase(code.charAt(i - 1))) {
                out.append(' ').append(Character.toLowerCase(c));
            } else {
                out.append(Character.toLowerCase(c));
            }
        }
        return out.toString().trim().replaceAll(" +", " ");
    }

    /** {@return the words with their first letter upper case} */
    static String capitalized(String words) {
        return words.isEmpty() ? words : Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }

    /** Takes what one variant adds; the first claim of a card, verb or event type stands. */
    private final class Collector implements SetupContext {
        private final String owner;

        Collector(String owner) {
            this.owner = owner;
        }

        @Override
        public int players() {
            return 10;
        }

        @Override
        public void card(CardKind kind, int copies) {
            if (!kinds.contains(kind)) {
                kinds.add(kind);
                owners.putIfAbsent("card " + kind.name(), owner);
            }
        }

        @Override
        public void choice(ChoiceKind kind) {
            if (choices.stream().noneMatch(k -> k.name().equals(kind.name()))) {
                choices.add(kind);
            }
        }

        @Override
        public void verb(MoveVerb verb) {
            if (verbs.stream().noneMatch(v -> v.word().equals(verb.word()))) {
                verbs.add(verb);
                owners.putIfAbsent("verb " + verb.word(), owner);
            }
        }

        @Override
        public void phase(Phase phase) {
        }

        @Override
        public void event(EventCodec<?> codec) {
            codecs.putIfAbsent(codec.type(), codec);
        }

        @Override
        public void state(StateCodec<?> codec) {
        }
    }
}
