package dev.taki.core.json;

import dev.taki.api.ConfigurationException;
import dev.taki.api.GameConfig;
import dev.taki.api.VariantChoice;
import dev.taki.core.VariantCatalog;
import dev.taki.core.config.ConfigFiles;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** A configuration in the shape of a configuration file ({@link ConfigFiles}), which reads it back. */
final class ConfigJson {
    private ConfigJson() {
    }

    static ObjectNode write(GameConfig c) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("players", c.players());
        out.put("seed", c.seed());
        out.put("firstPlayer", c.firstPlayer());
        out.put("direction", c.direction().notation());
        out.set("variants", variants(c.variants()));
        return out;
    }

    /** A list of variant choices as a configuration file writes it: an id alone, or an object with its options. */
    static ArrayNode variants(List<VariantChoice> choices) {
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        for (int i = 0; i < choices.size(); i++) {
            VariantChoice v = choices.get(i);
            if (v.options().isEmpty()) {
                out.add(v.id());
            } else {
                ObjectNode o = out.addObject();
                o.put("id", v.id());
                for (Map.Entry<String, Object> e : new TreeMap<>(v.options()).entrySet()) {
                    if (e.getKey().equals("id")) {
                        throw new TakiJsonException("variants[" + i + "]", "an option cannot be named \"id\"");
                    }
                    o.set(e.getKey(), JsonValues.write(e.getValue(), "variants[" + i + "]." + e.getKey(), 1));
                }
            }
        }
        return out;
    }

    /** Reads a configuration, checked against the catalog; every problem is named under the node's path. */
    static GameConfig read(JsonIn in, VariantCatalog catalog) {
        if (!in.node().isObject()) {
            throw in.error("expected a configuration object, got " + JsonIn.describe(in.node()));
        }
        try {
            return ConfigFiles.parseJson(in.node().toString(), catalog);
        } catch (ConfigurationException e) {
            List<String> problems = new ArrayList<>();
            e.problems().forEach(p -> problems.add(TakiJson.shorten(p)));
            throw new TakiJsonException(in.path(), problems, e);
        }
    }
}
