package dev.taki.variants.tournamentstages;

import dev.taki.api.Game;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.StateCodec;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The state of a stage game: each seat's stage, by seat, and whether a player has emptied their hand at
 * stage 1 (the stage game is complete). In JSON: {@code {"stages": [8, 7, 8], "finished": false}}.
 *
 * @param bySeat   each seat's stage, from 1 to {@link TournamentStages#MAX_FIRST_STAGE}
 * @param finished true once a player emptied their hand at stage 1
 */
record Stages(List<Integer> bySeat, boolean finished) {
    /** The state field holding whether the stage game is complete. */
    static final String FINISHED = "finished";
    /** The codec of the state, kept under the variant's id; every player sees it whole. */
    static final StateCodec<Stages> CODEC = new StateCodec<>(TournamentStages.ID, Stages.class, Stages::toJson,
            Stages::read);


    /** Copies the list. */
    Stages {
        bySeat = List.copyOf(bySeat);
    }

    /** Everyone at the first stage. */
    static Stages start(int players, int firstStage) {
        return new Stages(Collections.nCopies(players, firstStage), false);
    }

    /** The seat's stage. */
    int of(int seat) {
        return bySeat.get(seat);
    }

    /** The same stages with the seat one stage down. */
    Stages down(int seat) {
        List<Integer> stages = new ArrayList<>(bySeat);
        stages.set(seat, stages.get(seat) - 1);
        return new Stages(stages, finished);
    }

    /** The same stages, the stage game complete. */
    Stages finish() {
        return new Stages(bySeat, true);
    }

    private Map<String, Object> toJson() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put(TournamentStages.STAGES, bySeat);
        json.put(FINISHED, finished);
        return json;
    }

    /**
     * The state from JSON, refusing what the variant could never have written: a field other than the two,
     * a list of stages that could not be a table's, a stage out of 1 to {@link TournamentStages#MAX_FIRST_STAGE}
     * (the largest first stage: the codec cannot know the game's option), a finished stage game in which nobody
     * is at stage 1.
     */
    private static Stages read(Map<String, Object> json, Game game) {
        for (String field : json.keySet()) {
            if (!Set.of(TournamentStages.STAGES, FINISHED).contains(field)) {
                throw new IllegalArgumentException(field + ": not a field of the " + TournamentStages.ID
                        + " state (expected " + TournamentStages.STAGES + " and " + FINISHED + ")");
            }
        }
        Object given = json.get(TournamentStages.STAGES);
        int players = game.config().players();
        if (!(given instanceof List<?> list) || list.size() != players) {
            throw new IllegalArgumentException(TournamentStages.STAGES + ": expected " + players
                    + " stages, one per seat, got " + given);
        }
        List<Integer> stages = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            Object v = list.get(i);
            if (!(v instanceof Integer stage) || stage < 1 || stage > firstStage(game)) {
                throw new IllegalArgumentException(TournamentStages.STAGES + "[" + i + "]: expected a stage from 1 to "
                        + firstStage(game) + ", got " + v);
            }
            stages.add(stage);
        }
        if (!(json.get(FINISHED) instanceof Boolean finished)) {
            throw new IllegalArgumentException(FINISHED + ": expected true or false, got " + json.get(FINISHED));
        }
        if (finished && !stages.contains(1)) {
            throw new IllegalArgumentException(FINISHED + ": true, but no seat is at stage 1, where the stage game ends");
        }
        return new Stages(stages, finished);
    }

    /** The first stage the game was configured with (its option, or the default). */
    private static int firstStage(Game game) {
        for (VariantChoice v : game.config().variants()) {
            if (v.id().equals(TournamentStages.ID) && v.options().get(TournamentStages.FIRST_STAGE) instanceof Number n) {
                return n.intValue();
            }
        }
        return TournamentStages.DEFAULT_FIRST_STAGE;
    }
}
