package dev.taki.core.engine;

import dev.taki.api.Card;
import dev.taki.api.Decks;
import dev.taki.api.Game;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Notation;
import dev.taki.api.Phase;
import dev.taki.api.TableSetup;
import dev.taki.api.spi.EventCodec;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.StateCodec;
import dev.taki.core.rules.BaseRules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The rules of one configuration: the base game and its variants' hooks, in configuration order, with the
 * vocabulary they set up (card kinds, choices, phases, events, states), the deck and the hand size. Shared,
 * unchanged, by every state of the game, and by games whose configurations differ only in seed.
 */
public final class Ruleset implements Game {
    static final int BASE_HAND_SIZE = 8;

    /** A variant's hooks, under its id. */
    public record Hooks(String id, Rules rules) {
    }

    final GameConfig config;
    final List<Hooks> hooks;
    /** The variants, then the base game: the order in which moves and actions are carried out. */
    final Rules[] baseLast;
    /** The rules that offer or change moves ({@link Rules#adjustMoves} overridden), the base game first. */
    final Rules[] offering;
    /** The rules that finish a seat's legal moves ({@link Rules#finishMoves} overridden), the base game first. */
    final Rules[] finishing;
    /** The rules that may say a move strands its player ({@link Rules#mayStrand} overridden). */
    final Rules[] stranders;
    /** Whether every variant in play leaves a Plus to the base game ({@link Rules#leavesPlusToBaseGame}). */
    final boolean plusFromHand;
    /** The rules that offer moves beside the turn's ({@link Rules#interjections} overridden), base game first. */
    final Rules[] interjectors;
    /** The rules asked before and after every accepted move, base game first. */
    final Rules[] beforeMove;
    final Rules[] afterMove;
    /** The rules asked when a turn starts, and when a draw comes up short, base game first. */
    final Rules[] turnStart;
    final Rules[] drawShort;
    /** The variants that may deal with a missing "last card" declaration, in order. */
    final Rules[] lastCardMissed;
    final List<Card> deck;
    final int handSize;
    private final Vocabulary vocabulary;

    Ruleset(GameConfig config, List<Hooks> hooks, Vocabulary vocabulary) {
        this.config = config;
        this.hooks = List.copyOf(hooks);
        this.vocabulary = vocabulary;
        int n = hooks.size();
        // the base game first, then the variants: the order in which the hooks below are asked
        Rules[] baseFirst = new Rules[n + 1];
        baseLast = new Rules[n + 1];
        baseFirst[0] = BaseRules.INSTANCE;
        baseLast[n] = BaseRules.INSTANCE;
        List<Rules> strand = new ArrayList<>(List.of(BaseRules.INSTANCE));
        for (int i = 0; i < n; i++) {
            Rules r = hooks.get(i).rules();
            baseFirst[i + 1] = r;
            baseLast[i] = r;
            if (overridesMayStrand(r)) {
                strand.add(r);
            }
        }
        stranders = strand.toArray(new Rules[0]);
        boolean plus = true;
        for (Hooks h : hooks) {
            plus &= h.rules().leavesPlusToBaseGame();
        }
        plusFromHand = plus;
        offering = overriding(baseFirst, "adjustMoves", dev.taki.api.TableView.class, int.class, List.class);
        finishing = overriding(baseFirst, "finishMoves", dev.taki.api.TableView.class, int.class, List.class);
        interjectors = overriding(baseFirst, "interjections", dev.taki.api.TableView.class, int.class, List.class);
        beforeMove = overriding(baseFirst, "beforeMove", dev.taki.api.spi.Table.class, int.class,
                dev.taki.api.Move.class);
        afterMove = overriding(baseFirst, "afterMove", dev.taki.api.spi.Table.class, int.class,
                dev.taki.api.Move.class);
        turnStart = overriding(baseFirst, "onTurnStart", dev.taki.api.spi.Table.class, int.class);
        drawShort = overriding(baseFirst, "onDrawShort", dev.taki.api.spi.Table.class, int.class, int.class, int.class,
                dev.taki.api.Event.DrawCause.class);
        lastCardMissed = overriding(baseFirst, "onLastCardMissed", dev.taki.api.spi.Table.class, int.class);
        if (hooks.isEmpty() && vocabulary.addedCards().isEmpty()) {
            this.deck = Decks.edition2011();
            this.handSize = BASE_HAND_SIZE;
            return;
        }
        List<Card> d = new ArrayList<>(Decks.edition2011());
        d.addAll(vocabulary.addedCards());
        int size = BASE_HAND_SIZE;
        for (Hooks h : hooks) {
            h.rules().adjustDeck(d);
            size = h.rules().handSize(size);
        }
        this.deck = List.copyOf(d);
        this.handSize = size;
    }

    /** The same rules for another configuration that differs only in seed (hooks, deck and all shared). */
    private Ruleset(GameConfig config, Ruleset same) {
        this.config = config;
        this.hooks = same.hooks;
        this.baseLast = same.baseLast;
        this.offering = same.offering;
        this.finishing = same.finishing;
        this.stranders = same.stranders;
        this.plusFromHand = same.plusFromHand;
        this.interjectors = same.interjectors;
        this.beforeMove = same.beforeMove;
        this.afterMove = same.afterMove;
        this.turnStart = same.turnStart;
        this.drawShort = same.drawShort;
        this.lastCardMissed = same.lastCardMissed;
        this.deck = same.deck;
        this.handSize = same.handSize;
        this.vocabulary = same.vocabulary;
    }

    /**
     * The rules of a checked configuration (editions expanded, options complete).
     *
     * @throws dev.taki.api.ConfigurationException if the variants' vocabularies clash
     */
    public static Ruleset of(GameConfig config, List<Plugin> plugins) {
        Vocabulary vocabulary = Vocabulary.of(config.players(), plugins);
        List<Hooks> hooks = new ArrayList<>();
        for (Plugin p : plugins) {
            hooks.add(new Hooks(p.id(), p.rules()));
        }
        return new Ruleset(config, hooks, vocabulary);
    }

    /** A variant chosen for a game: its id, its set-up, and its rules with the chosen options. */
    public record Plugin(String id, dev.taki.api.spi.Variant variant, Rules rules) {
    }

    /** These rules for a configuration that differs only in seed (its editions expanded as in this one). */
    public Ruleset withConfig(GameConfig other) {
        if (other == config) {
            return this;
        }
        GameConfig expanded = other.variants() == config.variants() ? other : other.withVariants(config.variants());
        if (expanded.seed() != config.seed()) {
            return new Ruleset(expanded, this); // the usual case, a new seed: told apart without the record's equals
        }
        // the same configuration field by field (the variant list the very same object) needs no rules of its own
        boolean same = expanded.players() == config.players()
                && expanded.firstPlayer() == config.firstPlayer() && expanded.direction() == config.direction()
                && expanded.variants() == config.variants();
        return same || expanded.equals(config) ? this : new Ruleset(expanded, this);
    }

    private static boolean overridesMayStrand(Rules r) {
        return overrides(r, "mayStrand", dev.taki.api.TableView.class, int.class, dev.taki.api.Move.class);
    }

    /**
     * The rules in play, base game first, that override a hook: the engine asks only those, so a game whose rules
     * leave a hook alone pays nothing for it.
     */
    private static Rules[] overriding(Rules[] baseFirst, String hook, Class<?>... parameters) {
        List<Rules> found = new ArrayList<>();
        for (Rules r : baseFirst) {
            if (overrides(r, hook, parameters)) {
                found.add(r);
            }
        }
        return found.toArray(new Rules[0]);
    }

    private static boolean overrides(Rules r, String hook, Class<?>... parameters) {
        try {
            return r.getClass().getMethod(hook, parameters).getDeclaringClass() != Rules.class;
        } catch (NoSuchMethodException e) {
            return true;
        }
    }

    @Override
    public GameConfig config() {
        return config;
    }

    @Override
    public List<Card> deck() {
        return deck;
    }

    @Override
    public int handSize() {
        return handSize;
    }

    @Override
    public Notation notation() {
        return vocabulary.notation();
    }

    @Override
    public List<Phase> phases() {
        return vocabulary.phases();
    }

    @Override
    public boolean offersInterjections() {
        return interjectors.length > 0;
    }

    /**
     * What a catalog's variants add to any game they are in: the card kinds (the base game's first) and the
     * event codecs.
     */
    public record CatalogVocabulary(List<dev.taki.api.CardKind> cardKinds, List<EventCodec<?>> events,
                                    List<dev.taki.api.MoveVerb> verbs) {
        /** Copies the lists. */
        public CatalogVocabulary {
            cardKinds = List.copyOf(cardKinds);
            events = List.copyOf(events);
            verbs = List.copyOf(verbs);
        }
    }

    /** What these variants add to any game they are in, learnt from one set-up of each. */
    public static CatalogVocabulary vocabularyOf(java.util.Collection<dev.taki.api.spi.Variant> variants) {
        return Vocabulary.ofCatalog(variants);
    }

    /** The ids of the variants in play, in order. */
    public List<String> variantIds() {
        return hooks.stream().map(Hooks::id).toList();
    }

    /** The codecs of the plugins' states, by id. */
    public Map<String, StateCodec<?>> stateCodecs() {
        return vocabulary.states();
    }

    /** The codec of a state id. @throws IllegalArgumentException if none is registered */
    public StateCodec<?> stateCodec(String id) {
        StateCodec<?> codec = vocabulary.states().get(id);
        if (codec == null) {
            throw new IllegalArgumentException("no plugin in play keeps a state named '" + id + "'; states: "
                    + vocabulary.states().keySet());
        }
        return codec;
    }

    @Override
    public GameState start() {
        State d = new State(config.players(), this);
        d.rng = config.seed();
        Dealer.deal(d, this, config.firstPlayer());
        initialStates(d, Map.of());
        return firstTurn(d);
    }

    @Override
    public GameState start(TableSetup setup) {
        State d = SetupLayout.lay(this, setup);
        initialStates(d, setup.variantFields());
        return firstTurn(d);
    }

    /** The first state: the rules that watch turns are told the first turn has started (nothing is reported). */
    private State firstTurn(State d) {
        if (turnStart.length > 0 && d.phase == Phase.TURN) {
            WorkingTable table = new WorkingTable(d, -1, null, false);
            for (Rules r : turnStart) {
                r.onTurnStart(table, d.toAct);
            }
        }
        return d.handedOut();
    }

    @Override
    public GameState resume(dev.taki.api.PlayerView view, List<List<Card>> hands, List<Card> drawPile, long seed) {
        return TableFromView.resume(this, view, hands, drawPile, seed);
    }

    private void initialStates(State d, Map<String, Object> given) {
        if (hooks.isEmpty() && given.isEmpty()) {
            return; // the base game alone keeps no state, and no field was given to be refused
        }
        List<String> problems = new ArrayList<>();
        ReadFields fields = new ReadFields(given);
        for (Hooks h : hooks) {
            try {
                Object s = h.rules().initialState(d.players(), fields);
                if (s != null) {
                    d.variantStates.put(checkedStateId(h.id(), s), s);
                }
            } catch (IllegalArgumentException e) {
                problems.add(h.id() + ": " + e.getMessage());
            }
        }
        // A variant that refused its fields may not have asked for the rest: only a clean read proves a field unread.
        // A new game gives no field, so none can be unread (and every deal would pay for asking).
        if (problems.isEmpty() && !given.isEmpty()) {
            for (String name : fields.unread()) {
                problems.add("setup." + name + ": no such field: it is not one of the table's, and "
                        + (fields.askedFor().isEmpty() ? "no variant in play reads a field of its own"
                        : "the variants in play read " + String.join(", ", fields.askedFor())));
            }
        }
        if (!problems.isEmpty()) {
            throw new dev.taki.api.ConfigurationException(problems);
        }
    }

    /**
     * The ids of the states that the rules in play keep from the start of every game: those whose
     * {@code initialState} is not null for a new game. A saved table without one of them cannot be played on.
     *
     * @return the state ids, in the order of the rules
     */
    public List<String> statesFromTheStart() {
        List<String> ids = new ArrayList<>();
        for (Hooks h : hooks) {
            try {
                Object s = h.rules().initialState(config.players(), new ReadFields(Map.of()));
                if (s != null) {
                    ids.add(checkedStateId(h.id(), s));
                }
            } catch (IllegalArgumentException e) {
                // a rules that cannot start without setup fields keeps no state every game has
            }
        }
        return ids;
    }

    /** The id a state value is kept under: that of the one registered codec of its type. */
    String checkedStateId(String owner, Object state) {
        for (StateCodec<?> codec : vocabulary.states().values()) {
            if (vocabulary.owner(codec).equals(owner) && codec.type().isInstance(state)) {
                return codec.id();
            }
        }
        throw new IllegalStateException(owner + ": its initial state is a " + state.getClass().getName()
                + ", a type no registered state codec has; register one in Variant.setUp");
    }
}
