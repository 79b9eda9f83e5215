package dev.taki.cli;

import dev.taki.api.spi.Edition;
import dev.taki.api.spi.OptionSpec;
import dev.taki.api.spi.Variant;
import dev.taki.core.VariantCatalog;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.util.stream.Collectors;

/** {@code taki variants}: the variants and editions on the class path, with options and defaults. */
@Command(name = "variants", mixinStandardHelpOptions = true,
        description = "Lists the available variants (with their options and defaults) and editions.")
final class VariantsCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        VariantCatalog catalog = VariantCatalog.discover();
        out.println("variants:");
        for (Variant v : catalog.variants().values()) {
            out.println("  " + v.id() + " — " + v.description());
            for (OptionSpec o : v.options()) {
                out.println("      option " + o.name() + " (" + o.allowed() + ", default " + o.defaultValue() + "): "
                        + o.description());
            }
            if (!v.conflicts().isEmpty()) {
                out.println("      conflicts with " + String.join(", ", v.conflicts()));
            }
            if (!v.requires().isEmpty()) {
                out.println("      requires " + String.join(", ", v.requires()));
            }
        }
        out.println("editions:");
        for (Edition e : catalog.editions().values()) {
            out.println("  " + e.id() + " — " + e.description() + " ["
                    + (e.variants().isEmpty() ? "no variants" : e.variants().stream().map(c -> c.id())
                    .collect(Collectors.joining(", "))) + "]");
        }
    }
}
