package dev.taki.core.record;

import dev.taki.api.ConfigurationException;
import dev.taki.api.GameConfig;
import dev.taki.api.NotationException;
import dev.taki.api.Notation;
import dev.taki.core.VariantCatalog;
import dev.taki.core.config.ConfigFiles;
import dev.taki.core.json.JsonLimits;
import dev.taki.core.json.TakiJson;
import dev.taki.core.json.TakiJsonException;
import tools.jackson.core.util.DefaultIndenter;
import tools.jackson.core.util.DefaultPrettyPrinter;
import tools.jackson.core.util.Separators;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.List;

/** The JSON form of a {@link GameRecord}: writing it, and reading it with every problem named. */
final class RecordJson {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    /** Writes the configuration, and reads within the default limits of the JSON layer (document size, nesting, string length). */
    private static final TakiJson LIMITED = TakiJson.create(VariantCatalog.of(List.of(), List.of()));
    private static final ObjectWriter PRETTY = JSON.writer().with(new DefaultPrettyPrinter(
            Separators.createDefaultInstance().withObjectNameValueSpacing(Separators.Spacing.AFTER))
            .withArrayIndenter(new DefaultIndenter("  ", "\n"))
            .withObjectIndenter(new DefaultIndenter("  ", "\n")));
    private static final List<String> FIELDS = List.of("format", "config", "moves");

    private RecordJson() {
    }

    static String write(GameRecord record) {
        return PRETTY.writeValueAsString(tree(record)) + "\n";
    }

    static ObjectNode tree(GameRecord record) {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", GameRecord.FORMAT);
        root.set("config", LIMITED.configTree(record.config()));
        ArrayNode moves = root.putArray("moves");
        record.moves().forEach(m -> moves.add(m.notation()));
        return root;
    }

    static GameRecord read(String text, VariantCatalog catalog, JsonLimits limits) {
        JsonNode root;
        try {
            TakiJson reader = limits.equals(JsonLimits.DEFAULT) ? LIMITED
                    : TakiJson.builder().catalog(VariantCatalog.of(List.of(), List.of())).limits(limits).build();
            root = reader.parse(text);
        } catch (TakiJsonException e) {
            throw new RecordException(List.of("the record is not valid JSON: " + e.getMessage()));
        }
        if (root == null || !root.isObject()) {
            throw new RecordException(List.of("a record is a JSON object with the fields " + String.join(", ", FIELDS)));
        }
        List<String> problems = new ArrayList<>();
        for (String field : root.propertyNames()) {
            if (!FIELDS.contains(field)) {
                problems.add(field + ": unknown field; a record has the fields " + String.join(", ", FIELDS));
            }
        }
        JsonNode format = root.get("format");
        if (format == null) {
            problems.add("format: missing; this taki reads records of format " + GameRecord.FORMAT);
        } else if (!format.isIntegralNumber() || !format.canConvertToInt() || format.asInt() != GameRecord.FORMAT) {
            problems.add("format: this taki reads records of format " + GameRecord.FORMAT + ", got " + format);
        }
        if (root.get("config") != null && root.get("config").isObject() && !root.get("config").has("seed")) {
            problems.add("config.seed: missing; a record replays only with the seed its game was dealt with");
        }
        GameConfig config = config(root.get("config"), catalog, problems);
        Notation notation = config == null ? Notation.base() : catalog.game(config).notation();
        List<RecordedMove> moves = moves(root.get("moves"), notation, problems);
        if (!problems.isEmpty()) {
            throw new RecordException(problems);
        }
        return new GameRecord(config, moves);
    }

    private static GameConfig config(JsonNode node, VariantCatalog catalog, List<String> problems) {
        if (node == null) {
            problems.add("config: missing; expected the game's configuration, as in a configuration file");
            return null;
        }
        if (!node.isObject()) {
            problems.add("config: expected an object such as {\"players\": 4, \"seed\": 7}, got " + node);
            return null;
        }
        try {
            return ConfigFiles.parseJson(JSON.writeValueAsString(node), catalog);
        } catch (ConfigurationException e) {
            e.problems().forEach(p -> problems.add("config." + p));
            return null;
        }
    }

    private static List<RecordedMove> moves(JsonNode node, Notation notation, List<String> problems) {
        List<RecordedMove> moves = new ArrayList<>();
        if (node == null) {
            problems.add("moves: missing; expected a list of \"seat: move\" lines such as \"0: play R5\"");
            return moves;
        }
        if (!node.isArray()) {
            problems.add("moves: expected a list of \"seat: move\" lines such as \"0: play R5\", got " + node);
            return moves;
        }
        int i = 0;
        for (JsonNode line : node) {
            String field = "moves[" + i++ + "]";
            if (!line.isString()) {
                problems.add(field + ": expected a \"seat: move\" line such as \"0: play R5\", got " + line);
                continue;
            }
            try {
                moves.add(RecordedMove.parse(line.asString(), notation));
            } catch (NotationException e) {
                problems.add(field + ": " + e.getMessage());
            }
        }
        return moves;
    }
}
