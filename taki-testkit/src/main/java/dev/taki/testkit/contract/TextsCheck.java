package dev.taki.testkit.contract;

import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Edition;
import dev.taki.api.spi.OptionSpec;
import dev.taki.api.spi.Variant;
import dev.taki.api.text.GameTexts;
import dev.taki.core.VariantCatalog;
import dev.taki.testkit.arbitraries.PlayerCounts;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Checks that plugins speak every language they ship, whole: for each language, the names and descriptions of the
 * variants (and editions), their options, the names of their cards, the questions and options of their choices, the
 * labels of their verbs — and, along random games with the variants, a sentence for every event each seat sees, a
 * label for every legal move, a sentence for refused moves — each found in that language's own texts
 * ({@link GameTexts#strict()}: no English stand-in, nothing made up), every text parses, every key of the English
 * texts is translated, and nothing people read shows a code: an event type, a card in notation, a placeholder,
 * "1 cards".
 * <pre>{@code
 * @TestFactory
 * Stream<DynamicNode> texts() {
 *     return TextsCheck.forVariants("my-rule").languages("en", "he").tests();
 * }
 * }</pre>
 * Events that random games seldom reach are checked from samples ({@link #events}). Each setting returns a new
 * check; the check itself is immutable.
 */
public final class TextsCheck {
    private static final List<String> NAMES = List.of("Dana", "Ben", "Noa", "Avi", "Tamar", "Yossi", "Maya", "Omer",
            "Shira", "Eli");
    /** The most problems reported for one language: past them, the first are enough to go on with. */
    private static final int MOST_PROBLEMS = 60;

    private final List<String> variants;
    private final List<String> editions;
    private final List<Locale> languages;
    private final List<Event> events;
    private final VariantCatalog catalog;
    private final int games;

    private TextsCheck(List<String> variants, List<String> editions, List<Locale> languages, List<Event> events,
                       VariantCatalog catalog, int games) {
        this.variants = List.copyOf(variants);
        this.editions = List.copyOf(editions);
        this.languages = List.copyOf(languages);
        this.events = List.copyOf(events);
        this.catalog = catalog;
        this.games = games;
    }

    /**
     * The check of these variants' texts, in English until {@link #languages} says more, with 20 random games.
     *
     * @param ids the variants' ids, as the catalog knows them; none checks the base game alone
     * @return the check
     */
    public static TextsCheck forVariants(String... ids) {
        return new TextsCheck(List.of(ids), List.of(), List.of(Locale.ENGLISH), List.of(), null, 20);
    }

    /**
     * The same check in these languages.
     *
     * @param tags language tags: {@code en}, {@code he}…, at least one
     * @return the new check; this one is unchanged
     * @throws IllegalArgumentException if no language is given
     */
    public TextsCheck languages(String... tags) {
        if (tags.length == 0) {
            throw new IllegalArgumentException("languages: expected at least one language tag, such as en");
        }
        List<Locale> locales = new ArrayList<>();
        for (String tag : tags) {
            locales.add(Locale.forLanguageTag(Objects.requireNonNull(tag, "languages: a tag is null")));
        }
        return new TextsCheck(variants, editions, locales, events, catalog, games);
    }

    /**
     * The same check, the names and descriptions of these editions included.
     *
     * @param ids the editions' ids
     * @return the new check; this one is unchanged
     */
    public TextsCheck editions(String... ids) {
        return new TextsCheck(variants, List.of(ids), languages, events, catalog, games);
    }

    /**
     * The same check, with sample events that random games seldom reach, each to be said in every language
     * ({@code new Event.VariantEvent("dry-piles", "piles-dry", 0, Map.of("fewest", 2))}).
     *
     * @param samples the events, with the details they carry in play
     * @return the new check; this one is unchanged
     */
    public TextsCheck events(Event... samples) {
        return new TextsCheck(variants, editions, languages, List.of(samples), catalog, games);
    }

    /**
     * The same check taking its variants from this catalog instead of the class path.
     *
     * @param catalog the catalog
     * @return the new check; this one is unchanged
     */
    public TextsCheck catalog(VariantCatalog catalog) {
        return new TextsCheck(variants, editions, languages, events, Objects.requireNonNull(catalog, "catalog"), games);
    }

    /**
     * The same check with this many random games in each language.
     *
     * @param games at least 0
     * @return the new check; this one is unchanged
     * @throws IllegalArgumentException if {@code games} is negative
     */
    public TextsCheck games(int games) {
        if (games < 0) {
            throw new IllegalArgumentException("games: expected 0 or more, got " + games);
        }
        return new TextsCheck(variants, editions, languages, events, catalog, games);
    }

    /**
     * Everything the check finds, in every language, one line each ("he: no he text [event.hands-passed] in the
     * texts of [crazy-card]"); empty when the texts are whole.
     *
     * @return the problems
     * @throws IllegalArgumentException if a variant or edition is not in the catalog
     */
    public List<String> problems() {
        List<String> all = new ArrayList<>();
        for (Locale locale : languages) {
            for (String problem : problems(locale)) {
                all.add(locale.toLanguageTag() + ": " + problem);
            }
        }
        return List.copyOf(all);
    }

    /**
     * The check as dynamic tests, one per language, each failing with every problem it found there.
     *
     * @return the tests
     */
    public Stream<DynamicNode> tests() {
        return languages.stream().map(locale -> DynamicTest.dynamicTest("texts of " + subject() + " in "
                + locale.toLanguageTag(), () -> {
            List<String> problems = problems(locale);
            if (!problems.isEmpty()) {
                throw new AssertionError("the texts of " + subject() + " in " + locale.toLanguageTag() + " are not"
                        + " whole:\n  " + String.join("\n  ", problems));
            }
        }));
    }

    private String subject() {
        return variants.isEmpty() ? "the base game" : String.join(", ", variants);
    }

    private VariantCatalog catalog() {
        return catalog != null ? catalog : VariantCatalog.discover();
    }

    /** The problems in one language, at most {@link #MOST_PROBLEMS}, each once. */
    List<String> problems(Locale locale) {
        VariantCatalog catalog = catalog();
        Map<String, Variant> known = catalog.variants();
        Map<String, Edition> knownEditions = catalog.editions();
        for (String id : variants) {
            if (!known.containsKey(id)) {
                throw new IllegalArgumentException("variants: '" + id + "' is not in the catalog; it has "
                        + known.keySet());
            }
        }
        for (String id : editions) {
            if (!knownEditions.containsKey(id)) {
                throw new IllegalArgumentException("editions: '" + id + "' is not in the catalog; it has "
                        + knownEditions.keySet());
            }
        }
        GameTexts texts = catalog.texts(locale);
        TextsReader reader = new TextsReader(texts.strict(), catalog, NAMES);
        Set<String> problems = new LinkedHashSet<>();
        untranslated(texts, problems);
        for (String id : variants) {
            Variant v = known.get(id);
            reader.read(id + "'s name", t -> t.variantName(id));
            reader.read(id + "'s description", t -> t.variantDescription(id));
            for (OptionSpec option : v.options()) {
                reader.read(id + "'s option " + option.name(), t -> t.option(id, option.name()));
                for (String value : option.choices() == null ? List.<String>of() : option.choices()) {
                    reader.read(id + "'s option " + option.name() + " = " + value,
                            t -> t.optionChoice(id, option.name(), value));
                }
            }
            reader.vocabulary(v);
        }
        for (String id : editions) {
            reader.read(id + "'s name", t -> t.editionName(id));
            reader.read(id + "'s description", t -> t.editionDescription(id));
        }
        for (Event sample : events) {
            reader.read("the sample event " + sample.type(), t -> t.event(sample, NAMES));
        }
        List<VariantChoice> choices = variants.stream().map(VariantChoice::of).toList();
        if (games > 0) {
            // tables of the sizes the variants support, up to 6 players (more add nothing a text could lack)
            PlayerCounts counts = PlayerCounts.supportedBy(choices, catalog);
            List<Integer> sizes = new ArrayList<>();
            for (int n = counts.min(); n <= Math.max(counts.min(), Math.min(counts.max(), 6)); n++) {
                if (counts.contains(n)) {
                    sizes.add(n);
                }
            }
            for (int g = 0; g < games; g++) {
                int players = sizes.get(g % sizes.size());
                reader.game(catalog.game(GameConfig.of(players, 7919L * g + 17).withVariants(choices)), g);
            }
        }
        problems.addAll(reader.problems());
        return problems.stream().limit(MOST_PROBLEMS).toList();
    }

    /** The keys of the English texts this language lacks, and the texts that do not parse, of the checked owners. */
    private void untranslated(GameTexts texts, Set<String> problems) {
        Set<String> owners = new LinkedHashSet<>(List.of("taki", "taki-refusals"));
        owners.addAll(variants);
        owners.addAll(editions);
        for (Map.Entry<String, List<String>> e : texts.problems().entrySet()) {
            if (owners.contains(e.getKey())) {
                e.getValue().forEach(p -> problems.add("the texts of " + e.getKey() + ": " + p));
            }
        }
    }

    /** Reads texts strictly, noting what is missing and what shows a code. */
    interface Read {
        String apply(GameTexts texts) throws MissingResourceException;
    }
}
