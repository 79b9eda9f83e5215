package dev.taki.examples.spark;

import dev.taki.api.ConfigurationException;
import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.VariantChoice;
import dev.taki.bots.Bots;
import dev.taki.core.VariantCatalog;
import dev.taki.core.config.ConfigFiles;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The options that set up the game, as {@code taki simulate} reads them: players, seed, a configuration file,
 * variants and editions. The command line wins over the file.
 */
final class GameSetup {

    @Option(names = "--players", paramLabel = "N",
            description = "number of players, 2 to 10 (default: the --config file's, else the number of --bots, else 4)")
    Integer players;

    @Option(names = "--seed", paramLabel = "SEED", description = "seed of game 0; game g has SEED+g (default: the --config file's, else 1)")
    Long seed;

    @Option(names = "--config", paramLabel = "FILE", description = "a game configuration file, JSON or YAML, read on the driver")
    Path config;

    @Option(names = {"--variant", "--edition"}, paramLabel = "ID", description = "a variant or edition to play with (repeatable)")
    List<String> variants = new ArrayList<>();

    /**
     * The configuration of game 0.
     *
     * @param bots the bot names given, whose count is the number of players when nothing else says
     * @throws IllegalArgumentException with one clear sentence for an unreadable file or a game that cannot be played
     */
    GameConfig config(VariantCatalog catalog, List<String> bots) {
        GameConfig cfg = new GameConfig(bots.size() > 1 ? bots.size() : 4, 1, 0, Direction.CW, List.of());
        if (config != null) {
            try {
                cfg = ConfigFiles.read(config, catalog);
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot read the configuration file " + config + ": " + e);
            } catch (ConfigurationException e) {
                throw new IllegalArgumentException("the configuration file " + config + " cannot be played: " + e.getMessage());
            }
        }
        if (players != null) {
            cfg = new GameConfig(players, cfg.seed(), cfg.firstPlayer(), cfg.direction(), cfg.variants());
        }
        if (seed != null) {
            cfg = cfg.withSeed(seed);
        }
        if (!variants.isEmpty()) {
            List<VariantChoice> all = new ArrayList<>(cfg.variants());
            all.addAll(catalog.expand(variants.stream().map(VariantChoice::of).toList()));
            cfg = cfg.withVariants(all);
        }
        try {
            catalog.check(cfg);
        } catch (ConfigurationException e) {
            throw new IllegalArgumentException("this game cannot be played: " + e.getMessage().replace("players: ", "--players: "));
        }
        return cfg;
    }

    /**
     * One bot name a seat: the names given, or the one name for every seat.
     *
     * @throws IllegalArgumentException for a list that does not fit the seats, or an unknown bot
     */
    static List<String> seats(List<String> names, int seats) {
        if (names.size() != 1 && names.size() != seats) {
            throw new IllegalArgumentException("--bots names " + names.size() + " bots for " + seats
                    + " seats: name one bot for every seat, or one bot for all (known bots: " + String.join(", ", Bots.names()) + ")");
        }
        List<String> trimmed = names.stream().map(String::trim).toList();
        trimmed.forEach(Bots::create); // an unknown bot fails here, on the driver, with Bots' own sentence
        return trimmed.size() == 1 ? Collections.nCopies(seats, trimmed.get(0)) : trimmed;
    }
}
