package dev.taki.cli;

import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Edition;
import dev.taki.api.spi.OptionSpec;
import dev.taki.api.spi.Variant;
import dev.taki.cli.plugins.Plugins;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

import java.io.PrintWriter;
import java.util.List;
import java.util.stream.Collectors;

/** {@code taki variants}: the variants and editions, taki's own and the plugins', with options and defaults. */
@Command(name = "variants", mixinStandardHelpOptions = true,
        description = {"Lists the available variants, with their options and defaults, and the editions.",
                "They are grouped by where they come from: built in, or the --plugins jar or folder."})
final class VariantsCommand implements Runnable {

    @ParentCommand
    TakiCommand taki;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        Plugins plugins = taki.plugins();
        for (String source : plugins.sources()) {
            List<Variant> variants = plugins.catalog().variants().values().stream()
                    .filter(v -> plugins.sourceOf(v.id()).equals(source)).toList();
            List<Edition> editions = plugins.catalog().editions().values().stream()
                    .filter(e -> plugins.sourceOf(e.id()).equals(source)).toList();
            out.println(source.equals(Plugins.BUILT_IN) ? "built in:" : "from " + source + ":");
            if (!variants.isEmpty()) {
                out.println("  variants:");
                variants.forEach(v -> printVariant(out, v));
            }
            if (!editions.isEmpty()) {
                out.println("  editions:");
                editions.forEach(e -> printEdition(out, e));
            }
        }
    }

    private static void printVariant(PrintWriter out, Variant v) {
        out.println("    " + v.id() + " — " + v.description());
        for (OptionSpec o : v.options()) {
            out.println("        option " + o.name() + " (" + o.allowed() + ", default " + o.defaultValue() + "): "
                    + o.description());
        }
        if (!v.conflicts().isEmpty()) {
            out.println("        conflicts with " + String.join(", ", v.conflicts()));
        }
        if (!v.requires().isEmpty()) {
            out.println("        requires " + String.join(", ", v.requires()));
        }
    }

    private static void printEdition(PrintWriter out, Edition e) {
        out.println("    " + e.id() + " — " + e.description() + " ["
                + (e.variants().isEmpty() ? "no variants"
                : e.variants().stream().map(VariantChoice::id).collect(Collectors.joining(", "))) + "]");
    }
}
