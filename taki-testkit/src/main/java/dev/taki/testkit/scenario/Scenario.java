package dev.taki.testkit.scenario;

import dev.taki.api.GameConfig;
import dev.taki.api.TableSetup;

import java.util.List;
import java.util.Map;

/**
 * One rule scenario (NOTATION.md): a configuration, a table laid out by hand, moves, and what must hold
 * afterwards. {@code problem} is set instead of config/setup when the file itself could not be read
 * into a playable scenario (and the scenario did not expect that).
 *
 * @param name    what the scenario shows
 * @param rule    the rule it checks, e.g. "RULES.md 4.2"
 * @param source  the file it came from
 * @param config  the game configuration
 * @param setup   the table
 * @param moves   the moves, as "seat: move" lines
 * @param expect  the expectations, as read from the file (JSON-like values)
 * @param invalid true when the configuration or setup must be refused
 * @param problem why the scenario could not be built, or null
 */
public record Scenario(String name, String rule, String source, GameConfig config, TableSetup setup,
                       List<String> moves, Map<String, Object> expect, boolean invalid, String problem) {
}
