package dev.taki.core.engine;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.ChoiceKind;
import dev.taki.api.Color;
import dev.taki.api.ConfigurationException;
import dev.taki.api.MoveVerb;
import dev.taki.api.Notation;
import dev.taki.api.Phase;
import dev.taki.api.spi.EventCodec;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.StateCodec;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The vocabulary of one game: the base game's card kinds and phases, and what each variant added in its
 * set-up — card kinds with their copies, kinds of choice, phases, event codecs, state codecs — each remembered
 * with the plugin that added it, so that a clash names both sides.
 */
final class Vocabulary {
    static final String BASE = "the base game";

    private final Map<String, Owned<CardKind>> kinds = new LinkedHashMap<>();
    private final List<Card> addedCards = new ArrayList<>();
    private final Map<String, Owned<ChoiceKind>> choices = new LinkedHashMap<>();
    private final Map<String, Owned<MoveVerb>> verbs = new LinkedHashMap<>();
    private final Map<String, Owned<Phase>> phases = new LinkedHashMap<>();
    private final Map<String, Owned<EventCodec<?>>> events = new LinkedHashMap<>();
    private final Map<String, StateCodec<?>> states = new LinkedHashMap<>();
    private final Map<StateCodec<?>, String> stateOwners = new IdentityHashMap<>();
    private final List<String> problems = new ArrayList<>();
    private Notation notation;

    private record Owned<T>(String owner, T value) {
    }

    private Vocabulary() {
    }

    /**
     * The vocabulary of the base game and these plugins, in order.
     *
     * @throws ConfigurationException listing every clash, naming both plugins
     */
    static Vocabulary of(int players, List<Ruleset.Plugin> plugins) {
        Vocabulary v = new Vocabulary();
        for (CardKind k : CardKind.base()) {
            v.kinds.put(key(k), new Owned<>(BASE, k));
        }
        for (Phase p : Phase.base()) {
            v.phases.put(p.name(), new Owned<>(BASE, p));
        }
        for (Ruleset.Plugin p : plugins) {
            v.setUp(p.id(), players, p.variant());
        }
        if (v.problems.isEmpty()) {
            try {
                v.notation = Notation.of(v.kinds.values().stream().map(Owned::value).toList(),
                        v.choices.values().stream().map(Owned::value).toList(), v.verbs());
            } catch (IllegalArgumentException e) {
                v.problems.add("variants: " + e.getMessage());
            }
        }
        if (!v.problems.isEmpty()) {
            throw new ConfigurationException(v.problems);
        }
        return v;
    }

    /** Runs one plugin's set-up, recording what it adds (for the JSON layer, with no game at hand too). */
    void setUp(String owner, int players, dev.taki.api.spi.Variant variant) {
        try {
            variant.setUp(new Context(owner, players));
        } catch (RuntimeException e) {
            problems.add("variants: '" + owner + "' could not set up its vocabulary: " + e.getMessage());
        }
    }

    /**
     * What the variants of a catalog add, whatever the game: every card kind (the base game's first) and every
     * event codec, for reading views and events that carry no configuration. Clashes are not refused here, as
     * no game plays these variants together: the first claim stands.
     */
    static Ruleset.CatalogVocabulary ofCatalog(java.util.Collection<dev.taki.api.spi.Variant> variants) {
        Vocabulary v = new Vocabulary();
        for (CardKind k : CardKind.base()) {
            v.kinds.put(key(k), new Owned<>(BASE, k));
        }
        for (dev.taki.api.spi.Variant variant : variants) {
            v.setUp(variant.id(), 10, variant);
        }
        return new Ruleset.CatalogVocabulary(v.kinds.values().stream().map(Owned::value).toList(), v.events(),
                v.verbs());
    }

    private static String key(CardKind k) {
        return (k.isColored() ? "coloured " : "colourless ") + k.symbol();
    }

    Notation notation() {
        return notation;
    }

    List<Card> addedCards() {
        return addedCards;
    }

    List<Phase> phases() {
        return phases.values().stream().map(Owned::value).toList();
    }

    Map<String, StateCodec<?>> states() {
        return states;
    }

    String owner(StateCodec<?> codec) {
        return stateOwners.get(codec);
    }

    List<MoveVerb> verbs() {
        return verbs.values().stream().map(Owned::value).toList();
    }

    List<EventCodec<?>> events() {
        return events.values().stream().<EventCodec<?>>map(Owned::value).toList();
    }

    private <T> void claim(Map<String, Owned<T>> map, String key, String what, String owner, T value) {
        Owned<T> before = map.get(key);
        if (before == null) {
            map.put(key, new Owned<>(owner, value));
        } else if (!before.owner().equals(owner) || !before.value().equals(value)) {
            problems.add("variants: " + (before.owner().equals(BASE) ? BASE : "'" + before.owner() + "'") + " and '"
                    + owner + "' both claim " + what);
        }
    }

    /** What one plugin's set-up sees. */
    private final class Context implements SetupContext {
        private final String owner;
        private final int players;

        Context(String owner, int players) {
            this.owner = owner;
            this.players = players;
        }

        @Override
        public int players() {
            return players;
        }

        @Override
        public void card(CardKind kind, int copies) {
            Objects.requireNonNull(kind, "kind");
            if (copies < 0 || copies > 20) {
                throw new IllegalArgumentException("copies of " + kind.symbol() + ": expected 0 to 20, got " + copies);
            }
            int before = problems.size();
            claim(kinds, key(kind), "the " + key(kind) + " card (" + kind.name() + ")", owner, kind);
            if (problems.size() > before) {
                return;
            }
            for (int i = 0; i < copies; i++) {
                if (kind.isColored()) {
                    for (Color c : Color.values()) {
                        addedCards.add(Card.of(kind, c));
                    }
                } else {
                    addedCards.add(Card.of(kind));
                }
            }
        }

        @Override
        public void choice(ChoiceKind kind) {
            Objects.requireNonNull(kind, "kind");
            if (kind == ChoiceKind.COLOR || kind == ChoiceKind.DIRECTION || kind == ChoiceKind.SEAT) {
                return;
            }
            claim(choices, kind.name(), "the kind of choice '" + kind.name() + "'", owner, kind);
        }

        @Override
        public void verb(MoveVerb verb) {
            Objects.requireNonNull(verb, "verb");
            claim(verbs, verb.word(), "the verb '" + verb.word() + "'", owner, verb);
        }

        /** A phase is only a name: plugins that use the same one (a response window's) share it. */
        @Override
        public void phase(Phase phase) {
            Objects.requireNonNull(phase, "phase");
            phases.putIfAbsent(phase.name(), new Owned<>(owner, phase));
        }

        @Override
        public void event(EventCodec<?> codec) {
            Objects.requireNonNull(codec, "codec");
            claim(events, codec.type(), "the event type '" + codec.type() + "'", owner, codec);
        }

        @Override
        public void state(StateCodec<?> codec) {
            Objects.requireNonNull(codec, "codec");
            StateCodec<?> before = states.get(codec.id());
            if (before != null) {
                problems.add("variants: '" + stateOwners.get(before) + "' and '" + owner + "' both claim the state '"
                        + codec.id() + "'");
                return;
            }
            states.put(codec.id(), codec);
            stateOwners.put(codec, owner);
        }
    }
}
