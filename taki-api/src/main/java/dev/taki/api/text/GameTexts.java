package dev.taki.api.text;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Choice;
import dev.taki.api.ChoiceKind;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.Event;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.spi.Edition;
import dev.taki.api.spi.OptionSpec;
import dev.taki.api.spi.Variant;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.Objects;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Everything a game says to people, in one language: the names of cards ("blue Stop", "עצור כחול"), a sentence for
 * each event with the players' names and the language's plurals ("Dana drew 3 cards"), labels of moves and choices,
 * refusals naming players, and the names and descriptions of variants, editions and bots — the base game's and
 * every plugin's, each plugin from the bundle it ships ({@link Variant#texts}, {@link Edition#texts}).
 *
 * <pre>{@code
 * GameTexts he = GameTexts.of(Locale.forLanguageTag("he"), catalog.variants().values(), catalog.editions().values());
 * List<String> names = List.of("דנה", "בן", "נועה");
 * he.card(Card.parse("BSTOP"));                       // עצור כחול
 * he.lines(accepted.events(), names);                 // one line per event, a variant's folded events in its line
 * he.refusal(rejected, names);                        // דנה לא יכול/ה לשים פלוס ירוק: …
 * }</pre>
 *
 * <p>A text the language lacks is the plugin's English text; where that is missing too, a sentence made of what is
 * known — the variant's name and the event's name in words, the card's kind in words — never a code. English is each
 * bundle's root ({@code texts.properties}); the base game ships English and Hebrew. {@link #strict()} refuses those
 * fallbacks instead, for checks. Instances are immutable and safe to share between threads; {@code names} (each
 * seat's player's name, by seat) may be shorter than the table or hold nulls: such a seat is "Player 3".
 * docs/texts.md has the keys and the syntax of the texts.
 */
public final class GameTexts {
    static final String BASE = Shelves.BASE;
    static final String REFUSALS = Shelves.REFUSALS;
    /** No arguments. */
    static final Function<String, Object> NONE = name -> null;

    private final Locale locale;
    private final String language;
    private final boolean strict;
    private final Map<String, Shelf> shelves;
    private final List<String> variantShelves;
    private final Map<String, Variant> variants;
    private final Map<String, Edition> editions;
    private final Words words;
    private final Folds folds;
    private final GameTexts english;

    private GameTexts(Locale locale, boolean strict, Map<String, Shelf> shelves, Map<String, Variant> variants,
                      Map<String, Edition> editions, Words words, Folds folds, GameTexts english) {
        this.locale = locale;
        this.language = Language.of(locale);
        this.strict = strict;
        this.shelves = shelves;
        this.variants = variants;
        this.editions = editions;
        this.words = words;
        this.english = english == null ? this : english;
        this.folds = folds != null ? folds : Folds.of(this.english.shelves, variants.keySet());
        List<String> ids = new ArrayList<>();
        variants.keySet().forEach(id -> ids.add(Shelves.variant(id)));
        this.variantShelves = List.copyOf(ids);
    }

    /**
     * The texts of the base game and these plugins in the locale's language.
     *
     * @param locale   the language wanted; a language no bundle has gets English
     * @param variants the variants whose texts to include, in the order their texts are searched after the base
     *                 game's (a card's name, a verb)
     * @param editions the editions whose names and descriptions to include
     * @return the texts
     * @throws NullPointerException if an argument or an element is null
     */
    public static GameTexts of(Locale locale, Collection<? extends Variant> variants,
                               Collection<? extends Edition> editions) {
        Objects.requireNonNull(locale, "locale");
        Map<String, Variant> byId = new LinkedHashMap<>();
        for (Variant v : variants) {
            byId.putIfAbsent(Objects.requireNonNull(v, "a variant is null").id(), v);
        }
        Map<String, Edition> editionsById = new LinkedHashMap<>();
        for (Edition e : editions) {
            editionsById.putIfAbsent(Objects.requireNonNull(e, "an edition is null").id(), e);
        }
        Words words = Words.of(byId.values());
        Map<String, Variant> v = Collections.unmodifiableMap(byId);
        Map<String, Edition> e = Collections.unmodifiableMap(editionsById);
        GameTexts english = new GameTexts(Locale.ENGLISH, false, Shelves.load(Locale.ENGLISH, "en", v, e), v, e, words, null,
                null);
        String language = Language.of(locale);
        return "en".equals(language) ? new GameTexts(locale, false, english.shelves, v, e, words, english.folds, null)
                : new GameTexts(locale, false, Shelves.load(locale, language, v, e), v, e, words, english.folds, english);
    }

    /**
     * The texts of the base game alone.
     *
     * @param locale the language wanted
     * @return the texts
     */
    public static GameTexts base(Locale locale) {
        return of(locale, List.of(), List.of());
    }

    /**
     * These texts with the texts of kinds of bot: each kind's name and description in this language from the kind's
     * own bundles (keys {@code name} and {@code description}; docs/texts.md), where the base game's texts name only the
     * project's own kinds. A kind whose bundles have no text for this language says it in English; a kind without
     * bundles is named as before.
     *
     * @param bots each kind's bundles by the kind's name, as a plugin gives them ({@code BotFactory.texts} of
     *             {@code taki-bots}): the bundle for a locale, or null when the kind ships none
     * @return the texts
     * @throws NullPointerException if the map, a name or a function is null
     */
    public GameTexts withBots(Map<String, ? extends Function<Locale, ResourceBundle>> bots) {
        Objects.requireNonNull(bots, "bots");
        bots.forEach((name, bundles) -> {
            Objects.requireNonNull(name, "a bot's name is null");
            Objects.requireNonNull(bundles, "the texts of bot '" + name + "' are null");
        });
        if (bots.isEmpty()) {
            return this;
        }
        Map<String, Shelf> more = new LinkedHashMap<>(shelves);
        more.putAll(Shelves.bots(locale, language, bots));
        GameTexts englishWithBots = english == this ? null : english.withBots(bots);
        return new GameTexts(locale, strict, Collections.unmodifiableMap(more), variants, editions, words, folds,
                englishWithBots);
    }

    /** {@return the locale these texts were asked for} */
    public Locale locale() {
        return locale;
    }

    /**
     * The same texts, refusing every fallback: a text that the language's own bundles lack — or that does not parse,
     * or names an argument the event lacks — throws instead of being English or made up. For checks that a plugin
     * speaks a language whole (the testkit's {@code TextsCheck}).
     *
     * @return the strict texts
     */
    public GameTexts strict() {
        return strict ? this : new GameTexts(locale, true, shelves, variants, editions, words, folds, english);
    }

    /**
     * What is missing from the texts in this language: for each owner — {@code taki} (the base game),
     * {@code taki-refusals}, each variant and edition by its id, each kind of bot given to {@link #withBots} by its
     * name — each key its English texts have that this
     * language's lack ({@code "event.hands-passed: not translated"}), and each text that does not parse (with where).
     * English has no untranslated keys, only broken ones.
     *
     * @return the problems by owner, owners with none left out
     */
    public Map<String, List<String>> problems() {
        Map<String, List<String>> out = new TreeMap<>();
        shelves.forEach((id, own) -> {
            List<String> lines = Shelves.problems(own, english == this ? null : english.shelves.get(id));
            if (!lines.isEmpty()) {
                out.put(Shelves.ownerName(id), lines);
            }
        });
        return Collections.unmodifiableMap(out);
    }

    /**
     * A seat's player, by name.
     *
     * @param seat  the seat, from 0
     * @param names each seat's player's name, by seat
     * @return the name given, or "Player 3" for seat 2 when none is
     */
    public String player(int seat, List<String> names) {
        if (names != null && seat >= 0 && seat < names.size() && names.get(seat) != null && !names.get(seat).isBlank()) {
            return names.get(seat);
        }
        return say(Ask.of(BASE, "player.unnamed"), Ask.args("number", seat + 1), names, () -> "Player " + (seat + 1));
    }

    /**
     * A card's name as players say it: "blue Stop", "Super TAKI", a plugin's own; in Hebrew "עצור כחול".
     *
     * @param card the card
     * @return its name
     */
    public String card(Card card) {
        Objects.requireNonNull(card, "card");
        String kind = kind(card.kind());
        if (!card.isColored()) {
            return kind;
        }
        Color color = card.colorOrNull();
        return say(Ask.of(BASE, "card.colored"), Ask.args("kind", kind, "color", color), null,
                () -> color(color) + " " + kind);
    }

    /**
     * The names of cards as one phrase: "red 3 and red Plus".
     *
     * @param cards the cards
     * @return their names, joined as the language joins a list
     */
    public String cards(List<Card> cards) {
        List<String> names = new ArrayList<>(cards.size());
        cards.forEach(c -> names.add(card(c)));
        return join(names, null);
    }

    /** The name of a kind of card, without a colour. */
    String kind(CardKind kind) {
        return say(cardAsks("card." + kind.name()), NONE, null,
                () -> kind.isNumber() ? String.valueOf(kind.number()) : Words.capitalized(Words.spelled(kind.name())));
    }

    /**
     * A colour's name: "blue", "כחול".
     *
     * @param color the colour
     * @return its name
     */
    public String color(Color color) {
        return say(Ask.of(BASE, "color." + color.letter()), NONE, null,
                () -> color.name().toLowerCase(Locale.ROOT));
    }

    /**
     * A direction of play: "clockwise", "עם כיוון השעון".
     *
     * @param direction the direction
     * @return its words
     */
    public String direction(Direction direction) {
        return say(Ask.of(BASE, "direction." + direction.notation()), NONE, null,
                () -> direction == Direction.CW ? "clockwise" : "counter-clockwise");
    }

    /**
     * The question a player answers when a play of the card names a choice: "Which way should the hands pass?".
     *
     * @param card the card played
     * @param kind the kind of choice the play names (a card's own, {@link CardKind#choice()}, or one a rule adds, as
     *             a seat that a rule lets a base card name)
     * @return the question
     */
    public String prompt(Card card, ChoiceKind kind) {
        return MoveWords.prompt(this, Objects.requireNonNull(card, "card"), Objects.requireNonNull(kind, "kind"));
    }

    /**
     * What a choice means when a play of the card names it, as an option to pick, in the words of the card's texts
     * ("every hand passes clockwise", "swap hands with Ben"); where the card gives it no meaning of its own, the choice
     * itself ("blue", "Ben").
     *
     * @param card   the card played
     * @param choice the choice it names
     * @param names  each seat's player's name, by seat
     * @return the words
     */
    public String choice(Card card, Choice choice, List<String> names) {
        return MoveWords.choice(this, Objects.requireNonNull(card, "card"), Objects.requireNonNull(choice, "choice"),
                names);
    }

    /**
     * A move as a label for a button or a list: "Play blue Stop", "Play Change Color (blue)",
     * "Draw", "Catch Ben!".
     *
     * @param move  the move
     * @param names each seat's player's name, by seat
     * @return the label
     */
    public String move(Move move, List<String> names) {
        return MoveWords.move(this, Objects.requireNonNull(move, "move"), names);
    }

    /**
     * One event as a sentence: "Dana drew 3 cards". Pass the event as the reader's seat sees it
     * ({@link Event#seenBy}): a draw the reader sees names its cards.
     *
     * @param event the event
     * @param names each seat's player's name, by seat
     * @return the sentence
     */
    public String event(Event event, List<String> names) {
        return EventWords.event(this, Objects.requireNonNull(event, "event"), names);
    }

    /**
     * A move's events as lines, one sentence each, but for the events a variant folds into another's sentence: a
     * variant's hands passed on may be one line, not one per pair of hands swapped ({@code fold.*} in a variant's
     * texts; docs/texts.md).
     *
     * @param events the events of one move (or of several, in order), as the reader's seat sees them
     * @param names  each seat's player's name, by seat
     * @return the lines, in order
     */
    public List<String> lines(List<? extends Event> events, List<String> names) {
        boolean[] folded = folds.folded(events);
        List<String> lines = new ArrayList<>(events.size());
        for (int i = 0; i < events.size(); i++) {
            if (!folded[i]) {
                lines.add(event(events.get(i), names));
            }
        }
        return List.copyOf(lines);
    }

    /**
     * A move's events, each with its line: the same sentences as {@link #lines}, but kept by event, so that a reader
     * can put each line beside its event (a card's picture beside "Dana played blue Stop"). An event folded into
     * another's sentence has none.
     *
     * @param events the events of one move (or of several, in order), as the reader's seat sees them
     * @param names  each seat's player's name, by seat
     * @return one entry per event, in order: its line, or empty for an event folded into another's
     */
    public List<Optional<String>> linesByEvent(List<? extends Event> events, List<String> names) {
        boolean[] folded = folds.folded(events);
        List<Optional<String>> lines = new ArrayList<>(events.size());
        for (int i = 0; i < events.size(); i++) {
            lines.add(folded[i] ? Optional.empty() : Optional.of(event(events.get(i), names)));
        }
        return List.copyOf(lines);
    }

    /**
     * A refused move, said to people with players' names: "Dana cannot play green Plus: it matches neither the active
     * colour red nor the leading card red 9". The library's sentences and those a plugin ships for its own keys are
     * translated; a plugin's sentence without a key is its English {@link Outcome.Rejected#message()}.
     *
     * @param refusal the refusal
     * @param names   each seat's player's name, by seat
     * @return the sentence
     */
    public String refusal(Outcome.Rejected refusal, List<String> names) {
        return RefusalWords.say(this, refusal, names);
    }

    /**
     * A variant's name, from its texts; an id these texts do not know is spelled out ("my-rule" is "My rule").
     *
     * @param id the variant's id
     * @return its name
     */
    public String variantName(String id) {
        return say(Ask.of(Shelves.variant(id), "name"), NONE, null, () -> Words.capitalized(Words.spelled(id)));
    }

    /**
     * A variant's description, in one line.
     *
     * @param id the id of a variant of these texts
     * @return its description
     * @throws IllegalArgumentException if no variant of these texts has that id
     */
    public String variantDescription(String id) {
        Variant v = known(variants, id, "variant");
        return say(Ask.of(Shelves.variant(id), "description"), NONE, null, v::description);
    }

    /**
     * What an option of a variant sets, in one line.
     *
     * @param variantId the id of a variant of these texts
     * @param option    the name of one of its options
     * @return the option's description
     * @throws IllegalArgumentException if no variant of these texts has that id, or it has no such option
     */
    public String option(String variantId, String option) {
        Variant v = known(variants, variantId, "variant");
        OptionSpec spec = v.options().stream().filter(o -> o.name().equals(option)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("option: '" + option + "' is not an option of '"
                        + variantId + "'; its options: " + v.options().stream().map(OptionSpec::name).toList()));
        return say(Ask.of(Shelves.variant(variantId), "option." + option), NONE, null, spec::description);
    }

    /**
     * One of the values a choice option may take, as people say it ({@code option.<name>.<value>} in the variant's
     * texts: a value {@code face} may be "its face value"); a value without a text is spelled out.
     *
     * @param variantId the id of a variant of these texts
     * @param option    the name of one of its options, of type choice
     * @param value     one of the option's values
     * @return the value in words
     * @throws IllegalArgumentException if no variant of these texts has that id, it has no such choice option, or the
     *                                  option has no such value
     */
    public String optionChoice(String variantId, String option, String value) {
        Variant v = known(variants, variantId, "variant");
        OptionSpec spec = v.options().stream().filter(o -> o.name().equals(option) && o.choices() != null
                        && !o.choices().isEmpty()).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("option: '" + option + "' is not a choice option of '"
                        + variantId + "'"));
        if (!spec.choices().contains(value)) {
            throw new IllegalArgumentException("value: '" + value + "' is not one of " + spec.choices());
        }
        return say(Ask.of(Shelves.variant(variantId), "option." + option + "." + value), NONE, null,
                () -> Words.spelled(value));
    }

    /**
     * An edition's name: "Classic (before 2011)".
     *
     * @param id the edition's id
     * @return its name; an id these texts do not know is spelled out
     */
    public String editionName(String id) {
        return say(Ask.of(Shelves.edition(id), "name"), NONE, null, () -> Words.capitalized(Words.spelled(id)));
    }

    /**
     * An edition's description, in one line.
     *
     * @param id the id of an edition of these texts
     * @return its description
     * @throws IllegalArgumentException if no edition of these texts has that id
     */
    public String editionDescription(String id) {
        Edition e = known(editions, id, "edition");
        return say(Ask.of(Shelves.edition(id), "description"), NONE, null, e::description);
    }

    /**
     * A kind of bot's name, from a bot spec: {@code heuristic} is "Heuristic bot", {@code ismcts:500} "Search bot
     * (500)"; a kind given to {@link #withBots} with a {@code name} text is named by it; a kind these texts do not know
     * is spelled out ("Alpha beta bot").
     *
     * @param spec a bot spec: a kind's name, with {@code :argument} if it takes one
     * @return the name
     */
    public String botName(String spec) {
        return BotWords.name(this, spec);
    }

    /**
     * How a kind of bot plays, in one line, for the project's own bots ({@code random}, {@code heuristic},
     * {@code ismcts}) and the kinds given to {@link #withBots} with a {@code description} text.
     *
     * @param spec a bot spec: a kind's name, with {@code :argument} if it takes one
     * @return the description, or empty for a kind these texts do not know (its factory's own description is
     *         English)
     */
    public Optional<String> botDescription(String spec) {
        return BotWords.description(this, spec);
    }


    private static <T> T known(Map<String, T> byId, String id, String what) {
        T found = byId.get(id);
        if (found == null) {
            throw new IllegalArgumentException(what + ": '" + id + "' is not a " + what + " of these texts; known: "
                    + byId.keySet());
        }
        return found;
    }

    // ---- the machinery shared with RefusalWords and Scope ----


    /** The keys in the base game's texts first, then in each variant's, in order. */
    List<Ask> cardAsks(String... keys) {
        List<Ask> asks = new ArrayList<>();
        for (String key : keys) {
            asks.add(new Ask(BASE, key));
            variantShelves.forEach(s -> asks.add(new Ask(s, key)));
        }
        return asks;
    }

    /** {@return whether this language or English has the key in that owner's texts (false for an owner not here)} */
    boolean hasText(String shelf, String key) {
        Shelf own = shelves.get(shelf);
        Shelf inEnglish = english.shelves.get(shelf);
        return own != null && own.get(key) != null || inEnglish != null && inEnglish.get(key) != null;
    }

    /**
     * The first of the texts asked for that this language has and that renders; else (unless strict) the English
     * one; else what {@code otherwise} makes.
     *
     * @throws MissingResourceException when strict and this language has none of them
     */
    String say(List<Ask> asks, Function<String, Object> arguments, List<String> names, Supplier<String> otherwise) {
        List<String> problems = new ArrayList<>();
        String text = tryOwn(asks, arguments, names, problems);
        if (text != null) {
            return text;
        }
        if (strict) {
            Ask first = asks.isEmpty() ? new Ask(BASE, "") : asks.get(0);
            List<String> owners = asks.stream().map(a -> shelves.containsKey(a.shelf())
                    ? shelves.get(a.shelf()).owner() : a.shelf()).distinct().toList();
            throw new MissingResourceException("no " + language + " text " + asks.stream().map(Ask::key).distinct()
                    .toList() + " in the texts of " + owners + (problems.isEmpty() ? "" : ": " + problems),
                    GameTexts.class.getName(), first.key());
        }
        if (english != this) {
            text = english.tryOwn(asks, arguments, names, problems);
            if (text != null) {
                return text;
            }
        }
        return otherwise.get();
    }

    /** The first of the texts asked for that this language has and that renders, or null. */
    String tryOwn(List<Ask> asks, Function<String, Object> arguments, List<String> names, List<String> problems) {
        Scope scope = new Scope(this, names);
        for (Ask ask : asks) {
            Shelf shelf = shelves.get(ask.shelf());
            if (shelf == null) {
                continue;
            }
            Template template = shelf.get(ask.key());
            if (template == null) {
                if (shelf.problem(ask.key()) != null) {
                    problems.add(shelf.problem(ask.key()));
                }
                continue;
            }
            try {
                return template.render(arguments, scope);
            } catch (IllegalArgumentException | MissingResourceException e) {
                problems.add(e.getMessage());
            }
        }
        return null;
    }

    /** The items as one phrase, "A, B and C", in this language. */
    String join(List<String> items, List<String> names) {
        if (items.size() < 2) {
            return items.isEmpty() ? "" : items.get(0);
        }
        Template and = shelves.get(BASE).get("list.and");
        if (and == null && !strict) {
            and = english.shelves.get(BASE).get("list.and");
        }
        if (and == null) {
            if (strict) {
                throw new MissingResourceException("no " + language + " text list.and in the texts of the base game",
                        GameTexts.class.getName(), "list.and");
            }
            return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
        }
        return Language.join(language, items, and, new Scope(this, names));
    }

    String language() {
        return language;
    }

    boolean isStrict() {
        return strict;
    }

    Words words() {
        return words;
    }

    Map<String, Shelf> shelves() {
        return shelves;
    }

    List<String> variantShelves() {
        return variantShelves;
    }
}
