package dev.taki.core;

import dev.taki.api.CardKind;
import dev.taki.api.ConfigurationException;
import dev.taki.api.Game;
import dev.taki.api.GameConfig;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Edition;
import dev.taki.api.spi.OptionSpec;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Variant;
import dev.taki.api.text.GameTexts;
import dev.taki.core.engine.Ruleset;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;

/**
 * The variants and editions a game may use: found on the class path through {@link ServiceLoader}, or
 * given directly. Checks configurations against them, reporting every problem at once.
 */
public final class VariantCatalog {
    private final Map<String, Variant> variants;
    private final Map<String, Edition> editions;
    private final Ruleset.CatalogVocabulary vocabulary;
    private final Map<GameConfig, Ruleset> resolved = new java.util.concurrent.ConcurrentHashMap<>();
    private final Map<java.util.Locale, GameTexts> texts = new java.util.concurrent.ConcurrentHashMap<>();
    /** The rules resolved last, asked first (see {@link #resolve}); any thread may replace them. */
    private volatile LastResolved lastResolved;

    /** A configuration as it was asked for, and its rules. */
    private record LastResolved(GameConfig asked, Ruleset rules) {
        /** Every field but the seed the same (the variant list usually the very same object): so the same rules. */
        boolean sameButSeed(GameConfig config) {
            return config.players() == asked.players() && config.firstPlayer() == asked.firstPlayer()
                    && config.direction() == asked.direction()
                    && (config.variants() == asked.variants() || config.variants().equals(asked.variants()));
        }
    }

    private VariantCatalog(Collection<Variant> variants, Collection<Edition> editions) {
        Map<String, Variant> v = new TreeMap<>();
        for (Variant variant : variants) {
            if (variant.minPlayers() < 2 || variant.maxPlayers() > 10 || variant.minPlayers() > variant.maxPlayers()) {
                throw new IllegalStateException("the variant '" + variant.id() + "' supports " + variant.minPlayers()
                        + " to " + variant.maxPlayers() + " players; a variant's range must lie within 2 to 10");
            }
            Variant previous = v.put(variant.id(), variant);
            if (previous != null && previous.getClass() != variant.getClass()) {
                throw new IllegalStateException("two variants claim the id '" + variant.id() + "': "
                        + previous.getClass().getName() + " and " + variant.getClass().getName());
            }
        }
        Map<String, Edition> e = new TreeMap<>();
        for (Edition edition : editions) {
            if (v.containsKey(edition.id())) {
                throw new IllegalStateException("the edition id '" + edition.id() + "' is also a variant id");
            }
            Edition previous = e.put(edition.id(), edition);
            if (previous != null && previous.getClass() != edition.getClass()) {
                throw new IllegalStateException("two editions claim the id '" + edition.id() + "'");
            }
        }
        this.variants = Map.copyOf(v);
        this.editions = Map.copyOf(e);
        this.vocabulary = Ruleset.vocabularyOf(this.variants.values());
    }

    private static final Map<ClassLoader, VariantCatalog> DISCOVERED = new java.util.WeakHashMap<>();

    /**
     * The variants and editions on the class path of the given loader, found once per loader (discovery reads
     * every jar's service files, which costs far more than a game).
     *
     * @param loader the class loader whose class path is searched
     * @return the catalog of what it found
     */
    public static VariantCatalog discover(ClassLoader loader) {
        synchronized (DISCOVERED) {
            VariantCatalog known = DISCOVERED.get(loader);
            if (known != null) {
                return known;
            }
        }
        List<Variant> v = new ArrayList<>();
        ServiceLoader.load(Variant.class, loader).forEach(v::add);
        List<Edition> e = new ArrayList<>();
        ServiceLoader.load(Edition.class, loader).forEach(e::add);
        VariantCatalog catalog = new VariantCatalog(v, e);
        synchronized (DISCOVERED) {
            DISCOVERED.putIfAbsent(loader, catalog);
            return DISCOVERED.get(loader);
        }
    }

    /** {@return the variants and editions on the class path} */
    public static VariantCatalog discover() {
        return discover(Thread.currentThread().getContextClassLoader() != null
                ? Thread.currentThread().getContextClassLoader() : VariantCatalog.class.getClassLoader());
    }

    /**
     * Exactly these variants and editions, for embedders who want control.
     *
     * @param variants the variants
     * @param editions the editions
     * @return the catalog
     */
    public static VariantCatalog of(Collection<Variant> variants, Collection<Edition> editions) {
        return new VariantCatalog(variants, editions);
    }

    /** {@return the available variants by id, sorted} */
    public Map<String, Variant> variants() {
        return new TreeMap<>(variants);
    }

    /** {@return the available editions by id, sorted} */
    public Map<String, Edition> editions() {
        return new TreeMap<>(editions);
    }

    /**
     * Expands editions named among the variants into their variants (an edition may be named in the
     * variant list like a variant).
     *
     * @param choices the variants and editions of a configuration
     * @return the variants alone, in order, each edition replaced by its variants
     */
    public List<VariantChoice> expand(List<VariantChoice> choices) {
        return expand(choices, listFields(choices), new ArrayList<>());
    }

    /** {@return the field of each entry of a variants list as written: variants[0], variants[1]…} */
    private static List<String> listFields(List<VariantChoice> choices) {
        List<String> fields = new ArrayList<>();
        for (int i = 0; i < choices.size(); i++) {
            fields.add("variants[" + i + "]");
        }
        return fields;
    }

    /**
     * The choices with their editions expanded, and in {@code fieldsOut} the field each comes from: its entry's
     * field, followed for a variant V that an edition E brings by {@code (edition 'E': V)}.
     */
    private List<VariantChoice> expand(List<VariantChoice> choices, List<String> fields, List<String> fieldsOut) {
        List<VariantChoice> out = new ArrayList<>();
        for (int i = 0; i < choices.size(); i++) {
            VariantChoice c = choices.get(i);
            Edition e = c.id() == null ? null : editions.get(c.id());
            if (e != null && c.options().isEmpty()) {
                for (VariantChoice v : e.variants()) {
                    out.add(v);
                    fieldsOut.add(fields.get(i) + " (edition '" + e.id() + "': " + v.id() + ")");
                }
            } else {
                out.add(c);
                fieldsOut.add(fields.get(i));
            }
        }
        return out;
    }

    /**
     * Checks a configuration against the variants of this catalog.
     *
     * @param config the configuration
     * @throws ConfigurationException listing every problem, each naming its field
     */
    public void check(GameConfig config) {
        resolve(config);
    }

    /**
     * Checks a configuration whose variants list was assembled from other fields, naming each entry's problems
     * by the field it came from: a configuration file's {@code edition} is the first entry, named
     * {@code edition}, and its own list follows.
     *
     * @param config the configuration, its editions not yet expanded
     * @param fields the field of each entry of {@code config.variants()}, in order
     * @throws ConfigurationException listing every problem, each naming its field
     * @throws IllegalArgumentException if {@code fields} does not name every entry
     */
    public void check(GameConfig config, List<String> fields) {
        if (fields.size() != config.variants().size()) {
            throw new IllegalArgumentException("fields: expected " + config.variants().size()
                    + " (one per entry of the variants list), got " + fields.size());
        }
        build(config, List.copyOf(fields));
    }

    /**
     * The rules of a configuration, resolved: its vocabulary, deck and notation; it makes the game's states.
     *
     * @param config the configuration
     * @return its rules
     * @throws ConfigurationException listing every problem, each naming its field
     */
    public Game game(GameConfig config) {
        return resolve(config);
    }

    /**
     * {@return every card kind that the variants of this catalog add, with the base game's: what views and events of
     * any game of this catalog may name (a game's own notation is {@link Game#notation()})}
     */
    public List<CardKind> cardKinds() {
        return vocabulary.cardKinds();
    }

    /** {@return the verbs that this catalog's variants add to move notation (the first claim of a word stands)} */
    public List<dev.taki.api.MoveVerb> verbs() {
        return vocabulary.verbs();
    }

    /** {@return the codecs of the event records that this catalog's variants define, for reading their events} */
    public List<dev.taki.api.spi.EventCodec<?>> eventCodecs() {
        return vocabulary.events();
    }

    /**
     * What the games of this catalog say to people, in the locale's language: cards, events, moves, refusals, and the
     * names and descriptions of the variants and editions, from the base game's texts and each plugin's bundles
     * (docs/texts.md). Made once per locale.
     *
     * @param locale the language wanted; a language no bundle has gets English
     * @return the texts
     */
    public GameTexts texts(java.util.Locale locale) {
        java.util.Objects.requireNonNull(locale, "locale");
        GameTexts known = texts.get(locale);
        if (known != null) {
            return known;
        }
        GameTexts made = GameTexts.of(locale, new TreeMap<>(variants).values(), new TreeMap<>(editions).values());
        // a server asked for many odd locales keeps the first few; the rest are made on each call
        if (texts.size() < 64) {
            texts.putIfAbsent(locale, made);
        }
        return made;
    }

    Ruleset resolve(GameConfig config) {
        // The games of a simulation or a server differ in their seed alone, one after the other: the rules of the last
        // configuration serve again when every other field is the same (no record is built or hashed).
        LastResolved previous = lastResolved;
        if (previous != null && previous.sameButSeed(config)) {
            return previous.rules().withConfig(config);
        }
        // Games that differ only in their seed share their rules: resolving is the cost of a new game.
        GameConfig key = config.withSeed(0);
        Ruleset known = resolved.get(key);
        if (known != null) {
            lastResolved = new LastResolved(config, known);
            return known.withConfig(config);
        }
        Ruleset rules = build(config, listFields(config.variants()));
        if (resolved.size() >= 256) {
            resolved.clear();
        }
        resolved.put(key, rules);
        lastResolved = new LastResolved(config, rules);
        return rules.withConfig(config);
    }

    private Ruleset build(GameConfig config, List<String> entryFields) {
        List<String> problems = new ArrayList<>();
        if (config.players() < 2 || config.players() > 10) {
            problems.add("players: expected 2 to 10, got " + config.players());
        } else if (config.firstPlayer() < 0 || config.firstPlayer() >= config.players()) {
            problems.add("firstPlayer: expected a seat from 0 to " + (config.players() - 1) + ", got "
                    + config.firstPlayer());
        }
        List<String> fields = new ArrayList<>();
        List<VariantChoice> choices = expand(config.variants(), entryFields, fields);
        List<Variant> chosen = new ArrayList<>();
        List<Options> chosenOptions = new ArrayList<>();
        List<VariantChoice> chosenChoices = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < choices.size(); i++) {
            VariantChoice choice = choices.get(i);
            String field = fields.get(i);
            Variant variant = choice.id() == null ? null : variants.get(choice.id());
            if (variant == null) {
                problems.add(field + ": unknown variant '" + choice.id() + "'; available: "
                        + (variants.isEmpty() ? "none (no variant jar is on the class path)"
                        : String.join(", ", new TreeMap<>(variants).keySet()))
                        + (editions.isEmpty() ? "" : "; editions: " + String.join(", ", new TreeMap<>(editions).keySet())));
                continue;
            }
            if (!seen.add(variant.id())) {
                problems.add(field + ": variant '" + variant.id() + "' is listed more than once");
                continue;
            }
            Options options = options(variant, choice.options(), field, problems);
            if (options != null) {
                chosen.add(variant);
                chosenOptions.add(options);
                chosenChoices.add(choice);
            }
        }
        List<Integer> order = VariantOrder.of(chosen, problems);
        Set<String> reported = new java.util.TreeSet<>();
        for (String id : seen) {
            Variant v = variants.get(id);
            for (String other : v.conflicts()) {
                String pair = id.compareTo(other) < 0 ? id + "' conflicts with '" + other : other + "' conflicts with '" + id;
                if (seen.contains(other) && reported.add(pair)) {
                    problems.add("variants: '" + pair + "'; choose one");
                }
            }
            for (String needed : v.requires()) {
                if (!seen.contains(needed)) {
                    problems.add("variants: '" + id + "' requires '" + needed + "', which is not chosen");
                }
            }
        }
        if (config.players() >= 2 && config.players() <= 10) {
            for (Variant v : chosen) {
                if (config.players() < v.minPlayers() || config.players() > v.maxPlayers()) {
                    problems.add("players: variant '" + v.id() + "' is played by " + range(v) + " players, got "
                            + config.players());
                }
            }
        }
        if (!problems.isEmpty()) {
            throw new ConfigurationException(problems);
        }
        List<String> inPlay = new ArrayList<>();
        List<VariantChoice> ordered = new ArrayList<>();
        for (int i : order) {
            inPlay.add(chosen.get(i).id());
            ordered.add(chosenChoices.get(i));
        }
        List<Ruleset.Plugin> plugins = new ArrayList<>();
        for (int i : order) {
            Variant variant = chosen.get(i);
            Options options = new Options(chosenOptions.get(i).values(), inPlay);
            plugins.add(new Ruleset.Plugin(variant.id(), variant, variant.rules(options)));
        }
        Ruleset rules = Ruleset.of(config.withVariants(ordered), plugins);
        if (rules.handSize() < 1 || rules.handSize() * config.players() >= rules.deck().size()) {
            throw new ConfigurationException(List.of("variants: " + config.players() + " hands of " + rules.handSize()
                    + " cards need more than the deck's " + rules.deck().size() + " cards (one must stay to turn up)"));
        }
        return rules;
    }

    private static String range(Variant v) {
        return v.minPlayers() == v.maxPlayers() ? String.valueOf(v.minPlayers()) : v.minPlayers() + " to " + v.maxPlayers();
    }

    private static Options options(Variant variant, Map<String, Object> given, String field, List<String> problems) {
        Map<String, Object> values = new LinkedHashMap<>();
        Map<String, OptionSpec> specs = new LinkedHashMap<>();
        for (OptionSpec spec : variant.options()) {
            specs.put(spec.name(), spec);
            values.put(spec.name(), spec.defaultValue());
        }
        boolean ok = true;
        for (Map.Entry<String, Object> e : given.entrySet()) {
            OptionSpec spec = specs.get(e.getKey());
            if (spec == null) {
                problems.add(field + "." + e.getKey() + ": unknown option of '" + variant.id() + "'; "
                        + (specs.isEmpty() ? "it has no options" : "its options are " + String.join(", ", specs.keySet())));
                ok = false;
                continue;
            }
            String problem = spec.problemWith(e.getValue());
            if (problem != null) {
                problems.add(field + "." + e.getKey() + ": " + problem);
                ok = false;
            } else {
                Object v = e.getValue();
                values.put(e.getKey(), v instanceof Number n && spec.type() == OptionSpec.Type.INTEGER ? n.intValue() : v);
            }
        }
        return ok ? new Options(values) : null;
    }
}
