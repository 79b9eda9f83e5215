package dev.taki.variants.penaltyscoring;

import dev.taki.api.Game;
import dev.taki.api.spi.StateCodec;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The state of a match: the totals by seat and the round being played, from 1 (it stays at the last round
 * once the match is over). In JSON: {@code {"scores": [-100, 25, 40], "round": 2}}.
 *
 * @param scores the match totals, by seat
 * @param round  the round being played, from 1
 */
record Scoreboard(List<Integer> scores, int round) {
    /** The largest total, either way, that a match keeps (and a setup may give). */
    /**
     * The largest total either way that a saved state may hold: 100 rounds of 10 players, each left with the
     * whole deck scored at the highest option values, stay far below it.
     */
    static final int MAX_TOTAL = 100_000_000;
    /** The codec of the state, kept under the variant's id; every player sees it whole. */
    static final StateCodec<Scoreboard> CODEC = new StateCodec<>(PenaltyScoring.ID, Scoreboard.class,
            Scoreboard::toJson, Scoreboard::read);


    /** Copies the list. */
    Scoreboard {
        scores = List.copyOf(scores);
    }

    /** A match about to start: every total 0, round 1. */
    static Scoreboard start(int players) {
        return new Scoreboard(Collections.nCopies(players, 0), 1);
    }

    private Map<String, Object> toJson() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put(PenaltyScoring.SCORES, scores);
        json.put(PenaltyScoring.ROUND, round);
        return json;
    }

    /**
     * The state from JSON, refusing what the variant could never have written: a field other than the two, a
     * list of totals that could not be a table's, a total beyond {@link #MAX_TOTAL} either way, a round out of
     * 1 to {@link PenaltyScoring#MAX_ROUNDS} (the most rounds a match may have: the codec cannot know the
     * game's option).
     */
    private static Scoreboard read(Map<String, Object> json, Game game) {
        for (String field : json.keySet()) {
            if (!Set.of(PenaltyScoring.SCORES, PenaltyScoring.ROUND).contains(field)) {
                throw new IllegalArgumentException(field + ": not a field of the " + PenaltyScoring.ID
                        + " state (expected " + PenaltyScoring.SCORES + " and " + PenaltyScoring.ROUND + ")");
            }
        }
        Object given = json.get(PenaltyScoring.SCORES);
        int players = game.config().players();
        if (!(given instanceof List<?> list) || list.size() != players) {
            throw new IllegalArgumentException(PenaltyScoring.SCORES + ": expected " + players
                    + " integers, one match total per seat, got " + given);
        }
        List<Integer> scores = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            Object v = list.get(i);
            if (!(v instanceof Integer total) || Math.abs(total) > MAX_TOTAL) {
                throw new IllegalArgumentException(PenaltyScoring.SCORES + "[" + i + "]: expected an integer from -"
                        + MAX_TOTAL + " to " + MAX_TOTAL + ", got " + v);
            }
            scores.add(total);
        }
        Object round = json.get(PenaltyScoring.ROUND);
        if (!(round instanceof Integer r) || r < 1 || r > PenaltyScoring.MAX_ROUNDS) {
            throw new IllegalArgumentException(PenaltyScoring.ROUND + ": expected a round from 1 to "
                    + PenaltyScoring.MAX_ROUNDS + ", got " + round);
        }
        return new Scoreboard(scores, r);
    }
}
