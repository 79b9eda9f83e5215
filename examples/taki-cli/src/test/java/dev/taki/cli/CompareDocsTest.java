package dev.taki.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every {@code taki compare} command the documentation shows can be run as written, from the repository's root
 * folder: the files it names are shipped, it plays (here with few games), and a report it writes into the
 * repository is committed with the numbers of that very command.
 */
class CompareDocsTest {
    private static final JsonMapper MAPPER = JsonMapper.builder().build();
    private static final Pattern COMMAND = Pattern.compile("(?:^|\\s)(?:taki|java -jar examples/taki-cli/target/taki\\.jar) compare (.*)");

    /** A command as the docs write it, and where. */
    private record Documented(String where, List<String> args) {
    }

    @Test
    void everyDocumentedComparisonNamesShippedFilesAndRuns(@TempDir Path dir) throws IOException {
        Path root = root();
        List<Documented> commands = documented(root);
        assertTrue(commands.size() >= 4, "the docs show comparisons: " + commands);
        int run = 0;
        for (Documented d : commands) {
            List<String> args = new ArrayList<>(List.of("compare"));
            for (int i = 0; i < d.args().size(); i++) {
                String a = d.args().get(i);
                String value = i + 1 < d.args().size() ? d.args().get(i + 1) : null;
                switch (a) {
                    case "--config" -> {
                        int eq = value.indexOf('=');
                        Path file = root.resolve(value.substring(eq + 1));
                        assertTrue(Files.isRegularFile(file), d.where() + ": " + file + " is shipped");
                        args.addAll(List.of(a, value.substring(0, eq + 1) + file));
                        i++;
                    }
                    case "-n", "--games" -> {
                        args.addAll(List.of(a, "4"));
                        i++;
                    }
                    case "--out", "--json" -> {
                        Path written = root.resolve(value);
                        if (written.startsWith(root.resolve("docs"))) {
                            assertTrue(Files.isRegularFile(written), d.where() + ": the report " + value + " is committed");
                            if (a.equals("--json")) {
                                assertEquals("taki compare " + String.join(" ", d.args()), MAPPER.readTree(written.toFile()).get("command").asString(),
                                        d.where() + ": " + value + " was made by the command written beside it");
                            }
                        }
                        args.addAll(List.of(a, dir.resolve(run + "-" + Path.of(value).getFileName()).toString()));
                        i++;
                    }
                    default -> args.add(a);
                }
            }
            if (!args.contains("--no-timing")) {
                args.add("--no-timing");
            }
            if (!args.contains("-n") && !args.contains("--games")) {
                args.addAll(List.of("-n", "4"));
            }
            Cli cli = Cli.run(args.toArray(String[]::new));
            assertEquals(0, cli.status(), d.where() + ": " + args + "\n" + cli.err());
            run++;
        }
    }

    /** The repository's root folder: the first folder up from here with docs/cli.md. */
    static Path root() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("docs/cli.md"))) {
                return p;
            }
        }
        throw new AssertionError("no docs/cli.md above " + Path.of("").toAbsolutePath());
    }

    /** The compare commands in README.md, docs/*.md and docs/compare/*.md, continuation lines joined, comments cut. */
    private static List<Documented> documented(Path root) throws IOException {
        List<Path> files = new ArrayList<>(List.of(root.resolve("README.md")));
        for (String folder : List.of("docs", "docs/compare")) {
            try (Stream<Path> s = Files.list(root.resolve(folder))) {
                s.filter(f -> f.toString().endsWith(".md")).sorted().forEach(files::add);
            }
        }
        List<Documented> out = new ArrayList<>();
        for (Path f : files) {
            List<String> lines = Files.readAllLines(f);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                String where = root.relativize(f) + ":" + (i + 1);
                while (line.endsWith("\\") && i + 1 < lines.size()) {
                    line = line.substring(0, line.length() - 1) + " " + lines.get(++i).trim();
                }
                Matcher m = COMMAND.matcher(line.replaceFirst("\\s+#.*$", ""));
                if (m.find() && !line.contains("`taki compare`")) {
                    String command = m.group(1).replaceFirst("`.*$", ""); // an inline command ends at its closing backtick
                    List<String> args = List.of(command.trim().split("\\s+"));
                    assertFalse(args.stream().anyMatch(a -> a.contains("'") || a.contains("\"")), where + ": no quoting to undo");
                    out.add(new Documented(where, args));
                }
            }
        }
        return out;
    }
}
