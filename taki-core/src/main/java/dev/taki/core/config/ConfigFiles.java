package dev.taki.core.config;

import dev.taki.api.ConfigurationException;
import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.VariantChoice;
import dev.taki.core.VariantCatalog;
import dev.taki.core.engine.JacksonProblems;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.dataformat.yaml.YAMLMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads game configuration files, JSON or YAML:
 * <pre>{@code
 * {"players": 4, "seed": 42, "firstPlayer": 0, "direction": "cw",
 *  "edition": "an-edition-id",
 *  "variants": ["a-variant-id", {"id": "another-variant-id", "someOption": 3}]}
 * }</pre>
 * Every problem is reported at once, each naming its field and what is allowed; the variants and their
 * options are checked against a {@link VariantCatalog}.
 */
public final class ConfigFiles {
    /** Both readers refuse a field given twice, as every reader of this library does. */
    private static final ObjectMapper JSON = JsonMapper.builder()
            .enable(tools.jackson.core.StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();
    private static final ObjectMapper YAML = YAMLMapper.builder()
            .enable(tools.jackson.core.StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();
    private static final Set<String> FIELDS = Set.of("players", "seed", "firstPlayer", "direction", "edition", "variants");

    /** {@return the fields a configuration file may have, in name order: a server that reads more can say so} */
    public static java.util.SortedSet<String> fields() {
        return java.util.Collections.unmodifiableSortedSet(new java.util.TreeSet<>(FIELDS));
    }

    private ConfigFiles() {
    }

    /**
     * Reads a file; {@code .yaml} and {@code .yml} files as YAML, anything else as JSON.
     *
     * @param file a configuration file
     * @param catalog where the variants and editions it names are looked up
     * @return the configuration: the {@code edition} field's variants first, then the list as written (a game
     *         expands an edition named in the list itself)
     * @throws IOException            if the file cannot be read
     * @throws ConfigurationException listing every problem of its content
     */
    public static GameConfig read(Path file, VariantCatalog catalog) throws IOException {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        boolean yaml = name.endsWith(".yaml") || name.endsWith(".yml");
        return parse(Files.readString(file), yaml, catalog, FIELDS);
    }

    /**
     * Reads a JSON configuration.
     *
     * @param json the text of a configuration file
     * @param catalog where the variants and editions it names are looked up
     * @return the configuration: the {@code edition} field's variants first, then the list as written (a game
     *         expands an edition named in the list itself)
     * @throws ConfigurationException listing every problem
     */
    public static GameConfig parseJson(String json, VariantCatalog catalog) {
        return parse(json, false, catalog, FIELDS);
    }

    /**
     * Reads a JSON configuration that is part of a document of the caller's, which allows its own set of fields:
     * some of {@link #fields()} (another is refused as unknown) and fields the caller reads itself (skipped here).
     * An unknown field is refused naming the caller's fields.
     *
     * @param json the text of the document
     * @param catalog where the variants and editions it names are looked up
     * @param allowed the fields the document may have
     * @return the configuration, as {@link #parseJson(String, VariantCatalog)} reads it
     * @throws ConfigurationException listing every problem
     */
    public static GameConfig parseJson(String json, VariantCatalog catalog, Set<String> allowed) {
        return parse(json, false, catalog, Set.copyOf(allowed));
    }

    /**
     * Reads a YAML configuration.
     *
     * @param yaml the text of a configuration file
     * @param catalog where the variants and editions it names are looked up
     * @return the configuration: the {@code edition} field's variants first, then the list as written (a game
     *         expands an edition named in the list itself)
     * @throws ConfigurationException listing every problem
     */
    public static GameConfig parseYaml(String yaml, VariantCatalog catalog) {
        return parse(yaml, true, catalog, FIELDS);
    }

    private static GameConfig parse(String text, boolean yaml, VariantCatalog catalog, Set<String> allowed) {
        JsonNode root;
        try {
            root = (yaml ? YAML : JSON).readTree(text);
        } catch (JacksonException e) {
            throw new ConfigurationException(List.of("the configuration is not valid " + (yaml ? "YAML" : "JSON")
                    + ": " + JacksonProblems.oneLine(e)));
        }
        if (root == null || !root.isObject()) {
            throw new ConfigurationException(List.of("the configuration must be an object with fields "
                    + String.join(", ", new java.util.TreeSet<>(FIELDS))));
        }
        List<String> problems = new ArrayList<>();
        for (String field : root.propertyNames()) {
            if (!allowed.contains(field)) {
                problems.add(field + ": unknown field; the fields are " + String.join(", ", new java.util.TreeSet<>(allowed)));
            }
        }
        int players = integer(root, "players", 4, problems);
        // No seed: a fresh unpredictable one, so two seedless games are two different deals.
        long seed = root.has("seed") ? longValue(root, "seed", 0, problems) : GameConfig.freshSeed();
        int first = integer(root, "firstPlayer", 0, problems);
        Direction direction = Direction.CW;
        JsonNode dir = root.get("direction");
        if (dir != null) {
            if (dir.isString() && (dir.asString().equalsIgnoreCase("cw") || dir.asString().equalsIgnoreCase("ccw"))) {
                direction = Direction.parse(dir.asString());
            } else {
                problems.add("direction: expected \"cw\" or \"ccw\", got " + dir);
            }
        }
        // Checked: the edition as an entry of its own, then the list; returned: the edition's variants, then the list.
        List<VariantChoice> checked = new ArrayList<>();
        List<String> fields = new ArrayList<>();
        List<VariantChoice> chosen = new ArrayList<>();
        JsonNode edition = root.get("edition");
        if (edition != null) {
            if (!edition.isString() || !catalog.editions().containsKey(edition.asString())) {
                problems.add("edition: unknown edition " + edition + "; available: "
                        + (catalog.editions().isEmpty() ? "none (the editions jar is not on the class path)"
                        : String.join(", ", catalog.editions().keySet())));
            } else {
                checked.add(VariantChoice.of(edition.asString()));
                fields.add("edition");
                chosen.addAll(catalog.editions().get(edition.asString()).variants());
            }
        }
        int listStart = checked.size();
        JsonNode list = root.get("variants");
        if (list != null) {
            if (!list.isArray()) {
                problems.add("variants: expected a list of variant ids or {\"id\": …} objects, got " + list);
            } else {
                int i = 0;
                for (JsonNode v : list) {
                    String field = "variants[" + i++ + "]";
                    if (v.isString()) {
                        checked.add(VariantChoice.of(v.asString()));
                        fields.add(field);
                    } else if (v.isObject() && v.path("id").isString()) {
                        Map<String, Object> options = new LinkedHashMap<>();
                        for (Map.Entry<String, JsonNode> e : v.properties()) {
                            if (!e.getKey().equals("id")) {
                                options.put(e.getKey(), value(e.getValue()));
                            }
                        }
                        checked.add(new VariantChoice(v.get("id").asString(), options));
                        fields.add(field);
                    } else {
                        problems.add(field + ": expected a variant id or an object with an \"id\", got " + v);
                    }
                }
            }
        }
        try {
            catalog.check(new GameConfig(players, seed, first, direction, checked), fields);
        } catch (ConfigurationException e) {
            problems.addAll(e.problems());
        }
        if (!problems.isEmpty()) {
            throw new ConfigurationException(problems);
        }
        chosen.addAll(checked.subList(listStart, checked.size()));
        return new GameConfig(players, seed, first, direction, chosen);
    }

    private static int integer(JsonNode root, String field, int fallback, List<String> problems) {
        JsonNode n = root.get(field);
        if (n == null) {
            return fallback;
        }
        if (!n.isIntegralNumber() || !n.canConvertToInt()) {
            problems.add(field + ": expected an integer, got " + n);
            return fallback;
        }
        return n.asInt();
    }

    private static long longValue(JsonNode root, String field, long fallback, List<String> problems) {
        JsonNode n = root.get(field);
        if (n == null) {
            return fallback;
        }
        if (!n.isIntegralNumber() || !n.canConvertToLong()) {
            problems.add(field + ": expected an integer, got " + n);
            return fallback;
        }
        return n.asLong();
    }

    private static Object value(JsonNode n) {
        if (n.isBoolean()) {
            return n.asBoolean();
        }
        if (n.isIntegralNumber()) {
            if (!n.canConvertToLong()) {
                return n.bigIntegerValue(); // past any long: the option's check refuses it by value
            }
            return n.canConvertToInt() ? (Object) n.asInt() : (Object) n.asLong();
        }
        if (n.isNumber()) {
            return n.asDouble();
        }
        if (n.isString()) {
            return n.asString();
        }
        return n.toString();
    }
}
