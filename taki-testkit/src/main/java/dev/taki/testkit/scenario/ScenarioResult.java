package dev.taki.testkit.scenario;

import java.util.List;

/**
 * The outcome of running one scenario: passed, or failed with what differed.
 *
 * @param scenario    the scenario
 * @param differences what did not match, one sentence each; empty when it passed
 * @param table       the table after the last applied move (for failure messages), or null
 */
public record ScenarioResult(Scenario scenario, List<String> differences, String table) {

    /**
     * Copies the differences.
     *
     * @param scenario the scenario
     * @param differences what did not match, one sentence each; copied
     * @param table the table after the last applied move, or null
     */
    public ScenarioResult {
        differences = List.copyOf(differences);
    }

    /** {@return true if every expectation held} */
    public boolean passed() {
        return differences.isEmpty();
    }

    /**
     * {@return a failure report for people: where the scenario comes from and the rule it checks, what differed (one
     * line each), and the table after the last applied move}
     */
    public String report() {
        String rule = scenario.rule() == null || scenario.rule().isBlank() ? "" : " (" + scenario.rule() + ")";
        return scenario.source() + rule + "\n  " + String.join("\n  ", differences)
                + (table == null ? "" : "\ntable:\n" + table);
    }

    /** {@return one line: the name, then "pass", or "FAIL:" and what differed} */
    public String line() {
        return scenario.name() + (passed() ? ": pass" : ": FAIL: " + String.join("; ", differences));
    }
}
