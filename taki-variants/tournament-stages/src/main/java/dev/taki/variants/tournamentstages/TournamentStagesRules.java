package dev.taki.variants.tournamentstages;

import dev.taki.api.Event;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The stages. State: {@link Stages}, each seat's stage and whether a player emptied their hand at stage 1
 * (the stage game is complete).
 *
 * <p>When a later variant keeps the game going after that (penalty-scoring starts a new round), the stages
 * start again from the first stage in the new round.
 */
final class TournamentStagesRules implements Rules {
    private final int firstStage;

    TournamentStagesRules(int firstStage) {
        this.firstStage = firstStage;
    }

    @Override
    public int handSize(int baseHandSize) {
        return firstStage;
    }

    @Override
    public Stages initialState(int players, Map<String, Object> setup) {
        Object given = setup.get(TournamentStages.STAGES);
        return given == null ? Stages.start(players, firstStage) : new Stages(stagesFrom(given, players), false);
    }

    /** The scenario field {@code stages}: one stage per seat, each from 1 to this game's first stage. */
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
     * turn then passes as usual. If that leaves one card to a player going out on their own move (the turn's
     * owner, acting now), the move's "last card" declaration is due as for any turn ending with one card
     * (RULES.md § 5). One who goes out on another player's move owes nothing: a +2 count drawn by the next
     * player, or a +3 window closed by the last responder's pass ({@code Table.settleLastCard} sees to both). At
     * stage 1 the player has won (or a later variant decides).
     */
    @Override
    public boolean onPlayerOut(Table table, int seat) {
        Stages stages = stages(table);
        int stage = stages.of(seat);
        if (stage <= 1) {
            table.setState(TournamentStages.ID, stages.finish());
            return false;
        }
        int next = stage - 1;
        table.setState(TournamentStages.ID, stages.down(seat));
        table.emit(new Event.VariantEvent(TournamentStages.ID, "stage-reached", seat, Map.of("stage", next)));
        table.draw(seat, next, Event.DrawCause.VARIANT);
        table.settleLastCard(seat);
        return true;
    }

    /** A new round (of another variant) starts the stages again from the first stage. */
    @Override
    public void onNewRound(Table table) {
        table.setState(TournamentStages.ID, Stages.start(table.players(), firstStage));
        table.emit(new Event.VariantEvent(TournamentStages.ID, "stages-reset", -1, Map.of("stage", firstStage)));
    }

    private static Stages stages(Table table) {
        return table.state(TournamentStages.ID, Stages.class)
                .orElseThrow(() -> new IllegalStateException("the " + TournamentStages.ID + " state is missing"));
    }
}
