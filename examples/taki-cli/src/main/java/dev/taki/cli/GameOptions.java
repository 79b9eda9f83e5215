package dev.taki.cli;

import dev.taki.api.ConfigurationException;
import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.VariantChoice;
import dev.taki.core.VariantCatalog;
import dev.taki.core.config.ConfigFiles;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The options that set up a game — {@code --players}, {@code --seed}, {@code --config FILE}, {@code --variant ID} —
 * as every command of {@code taki} reads them, for a picocli {@code @Mixin} (the Spark example's command uses it
 * too). The command line wins over the file.
 */
public final class GameOptions {

    @Option(names = "--players", paramLabel = "N",
            description = "number of players, 2 to 10 (default: the --config file's, else the number of --bots (for play, one more: you), else 4)")
    Integer players;

    @Option(names = "--seed", paramLabel = "SEED", description = "seed of the shuffles and the bots (default: the --config file's, a fresh one if it has none; else 1, or for play a new one each game)")
    Long seed;

    @Option(names = "--config", paramLabel = "FILE", description = "a game configuration file, JSON or YAML (docs/configuration.md)")
    Path config;

    @Option(names = "--variant", paramLabel = "ID", description = "a variant or edition to play with (repeatable; see 'taki variants')")
    List<String> variants = new ArrayList<>();

    /** No option given: picocli fills the fields from the command line. */
    public GameOptions() {
    }

    /**
     * The configuration these options describe; the seed is 1 when neither {@code --seed} nor a file gives one.
     *
     * @param catalog         the variants the configuration may name
     * @param fallbackPlayers the number of players when neither --players nor a file says
     * @return the configuration, checked against the catalog
     * @throws IllegalArgumentException with one clear sentence for an unreadable file or a configuration that cannot be played
     */
    public GameConfig config(VariantCatalog catalog, int fallbackPlayers) {
        return config(catalog, fallbackPlayers, 1);
    }

    /** The configuration these options describe, with this seed when neither --seed nor a file gives one. */
    GameConfig config(VariantCatalog catalog, int fallbackPlayers, long fallbackSeed) {
        GameConfig cfg = new GameConfig(fallbackPlayers, fallbackSeed, 0, Direction.CW, List.of());
        if (config != null) {
            cfg = readFile(config, catalog);
        }
        if (players != null) {
            cfg = new GameConfig(players, cfg.seed(), cfg.firstPlayer(), cfg.direction(), cfg.variants());
        }
        if (seed != null) {
            cfg = cfg.withSeed(seed);
        }
        // Each entry is checked under the option that gave it, so a problem names "--variant crazy-card".
        List<VariantChoice> given = new ArrayList<>(cfg.variants());
        List<String> fields = new ArrayList<>(Collections.nCopies(given.size(), "--config"));
        for (String id : variants) {
            given.add(VariantChoice.of(id));
            fields.add("--variant " + id);
        }
        cfg = cfg.withVariants(given);
        try {
            catalog.check(cfg, fields);
        } catch (ConfigurationException e) {
            throw new IllegalArgumentException("this game cannot be played: " + e.getMessage().replace("players: ", "--players: "));
        }
        return cfg.withVariants(catalog.expand(given));
    }

    /**
     * Reads a configuration file, as {@code --config} names it here and in {@code compare}.
     *
     * @param file    a configuration file, JSON or YAML
     * @param catalog the variants it may name
     * @return the configuration, checked against the catalog
     * @throws IllegalArgumentException with one clear sentence for a file that cannot be read or played
     */
    static GameConfig readFile(Path file, VariantCatalog catalog) {
        try {
            return ConfigFiles.read(file, catalog);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the configuration file " + FileProblems.describe(file, e));
        } catch (ConfigurationException e) {
            throw new IllegalArgumentException("the configuration file " + file + " cannot be played: " + e.getMessage());
        }
    }
}
