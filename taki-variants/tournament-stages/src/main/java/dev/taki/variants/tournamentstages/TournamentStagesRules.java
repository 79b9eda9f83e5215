package dev.taki.variants.tournamentstages;

import dev.taki.api.Event;
import dev.taki.api.TableView;
import dev.taki.api.Move;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * The stages. State: {@code stages}, each seat's stage by seat, and {@code finished}, true once a player
 * emptied their hand at stage 1 (the stage game is complete).
 *
 * <p>When a later variant keeps the game going after that (penalty-scoring starts a new round), the stages
 * start again from the first stage in the new round.
 */
final class TournamentStagesRules implements Rules {

    /** This variant never leaves a player to act without a move: the engine need not try its moves. */
    @Override
    public boolean mayLeaveNoMove(TableView table, int seat, Move move) {
        return false;
    }
    static final String FINISHED = "finished";
    private final int firstStage;

    TournamentStagesRules(int firstStage) {
        this.firstStage = firstStage;
    }

    @Override
    public int handSize(int baseHandSize) {
        return firstStage;
    }

    @Override
    public Map<String, Object> initialState(int players, Map<String, Object> setup) {
        Object given = setup.get(TournamentStages.STAGES);
        List<Integer> stages = given == null ? Collections.nCopies(players, firstStage) : stagesFrom(given, players);
        return state(stages, false);
    }

    private List<Integer> stagesFrom(Object given, int players) {
        if (!(given instanceof List<?> list)) {
            throw new IllegalArgumentException(TournamentStages.STAGES + ": expected a list of stages, one per seat, got "
                    + given);
        }
        if (list.size() != players) {
            throw new IllegalArgumentException(TournamentStages.STAGES + ": expected " + players
                    + " stages (one per seat), got " + list.size());
        }
        List<Integer> stages = new ArrayList<>(players);
        for (int i = 0; i < list.size(); i++) {
            Object v = list.get(i);
            if (!(v instanceof Integer || v instanceof Long || v instanceof Short)
                    || ((Number) v).longValue() < 1 || ((Number) v).longValue() > firstStage) {
                throw new IllegalArgumentException(TournamentStages.STAGES + "[" + i + "]: expected a stage from 1 to "
                        + firstStage + ", got " + v);
            }
            stages.add(((Number) v).intValue());
        }
        return stages;
    }

    /**
     * A player who empties their hand above stage 1 goes down a stage and at once draws that many cards; the
     * turn then passes as usual. If that leaves the turn's owner with one card, the move's "last card"
     * declaration is due as for any turn ending with one card (RULES.md § 5). At stage 1 the player has won
     * (or a later variant decides).
     */
    @Override
    public boolean onPlayerOut(Table table, int seat) {
        List<Integer> stages = stages(table);
        int stage = stages.get(seat);
        if (stage <= 1) {
            table.setVariantState(TournamentStages.ID, state(stages, true));
            return false;
        }
        int next = stage - 1;
        stages.set(seat, next);
        table.setVariantState(TournamentStages.ID, state(stages, false));
        table.emit(new Event.VariantEvent(TournamentStages.ID, "stage-reached", seat, Map.of("stage", next)));
        table.draw(seat, next, Event.DrawCause.VARIANT);
        if (seat == table.turnOwner() && table.handSize(seat) == 1) {
            table.settleLastCard(seat);
        }
        return true;
    }

    /** A new round (of another variant) starts the stages again from the first stage. */
    @Override
    public void onNewRound(Table table) {
        table.setVariantState(TournamentStages.ID, state(Collections.nCopies(table.players(), firstStage), false));
        table.emit(new Event.VariantEvent(TournamentStages.ID, "stages-reset", -1, Map.of("stage", firstStage)));
    }

    private static List<Integer> stages(Table table) {
        List<Integer> stages = new ArrayList<>();
        for (Object v : (List<?>) table.variantState(TournamentStages.ID).get(TournamentStages.STAGES)) {
            stages.add(((Number) v).intValue());
        }
        return stages;
    }

    private static Map<String, Object> state(List<Integer> stages, boolean finished) {
        return Map.of(TournamentStages.STAGES, List.copyOf(stages), FINISHED, finished);
    }
}
