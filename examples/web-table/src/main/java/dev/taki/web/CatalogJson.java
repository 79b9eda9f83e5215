package dev.taki.web;

import dev.taki.api.spi.Edition;
import dev.taki.api.spi.OptionSpec;
import dev.taki.api.spi.Variant;
import dev.taki.api.text.GameTexts;
import dev.taki.bots.Bots;
import dev.taki.core.VariantCatalog;
import dev.taki.core.json.TakiJson;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.util.Locale;
import java.util.Map;

/**
 * {@code GET /api/catalog}: the variants, editions and bots a table may use, for a page's chooser; their names and
 * descriptions in the request's language ({@link GameTexts}), their ids and options' names as the configuration
 * writes them.
 */
final class CatalogJson {
    private CatalogJson() {
    }

    static ObjectNode write(VariantCatalog catalog, GameTexts texts) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        ArrayNode variants = out.putArray("variants");
        for (Variant v : catalog.variants().values()) {
            ObjectNode variant = variants.addObject();
            variant.put("id", v.id());
            variant.put("name", texts.variantName(v.id()));
            variant.put("description", texts.variantDescription(v.id()));
            variant.put("minPlayers", v.minPlayers());
            variant.put("maxPlayers", v.maxPlayers());
            ArrayNode options = variant.putArray("options");
            for (OptionSpec o : v.options()) {
                ObjectNode option = option(o, texts.option(v.id(), o.name()));
                if (o.type() == OptionSpec.Type.CHOICE) {
                    ArrayNode labels = option.putArray("choiceLabels");
                    o.choices().forEach(c -> labels.add(texts.optionChoice(v.id(), o.name(), c)));
                }
                options.add(option);
            }
            ArrayNode conflicts = variant.putArray("conflicts");
            v.conflicts().stream().sorted().forEach(conflicts::add);
            ArrayNode requires = variant.putArray("requires");
            v.requires().stream().sorted().forEach(requires::add);
        }
        ArrayNode editions = out.putArray("editions");
        for (Edition e : catalog.editions().values()) {
            ObjectNode edition = editions.addObject();
            edition.put("id", e.id());
            edition.put("name", texts.editionName(e.id()));
            edition.put("description", texts.editionDescription(e.id()));
            edition.set("variants", TakiJson.variantsTree(e.variants()));
            ArrayNode names = edition.putArray("variantNames");
            e.variants().forEach(ev -> names.add(texts.variantName(ev.id())));
        }
        ArrayNode bots = out.putArray("bots");
        for (Map.Entry<String, String> b : Bots.descriptions().entrySet()) {
            ObjectNode bot = bots.addObject();
            bot.put("name", b.getKey());
            bot.put("label", texts.botName(b.getKey()));
            bot.put("description", texts.botDescription(b.getKey()).orElse(b.getValue()));
        }
        return out;
    }

    private static ObjectNode option(OptionSpec o, String description) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("name", o.name());
        out.put("type", o.type().name().toLowerCase(Locale.ROOT));
        switch (o.type()) {
            case INTEGER -> {
                out.put("default", ((Number) o.defaultValue()).longValue());
                out.put("min", o.min());
                out.put("max", o.max());
            }
            case BOOLEAN -> out.put("default", (Boolean) o.defaultValue());
            case CHOICE -> {
                out.put("default", (String) o.defaultValue());
                ArrayNode choices = out.putArray("choices");
                o.choices().forEach(choices::add);
            }
        }
        out.put("description", description);
        out.put("allowed", o.allowed());
        return out;
    }
}
