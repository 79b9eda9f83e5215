package dev.taki.examples.houserules;

import dev.taki.api.Event;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One hook: {@link #onDrawShort}. The engine asks it whenever a draw could not be supplied in full, whoever caused
 * the draw; it ends the game with every seat that holds the fewest cards. The engine then carries out nothing more
 * of the move (no more draws, no next turn).
 */
final class DryPilesRules implements Rules {
    /** The one instance: the rule has no options and keeps no state. */
    static final DryPilesRules INSTANCE = new DryPilesRules();

    private DryPilesRules() {
    }

    @Override
    public void onDrawShort(Table table, int seat, int owed, int forgiven, Event.DrawCause cause) {
        int fewest = Integer.MAX_VALUE;
        for (int s = 0; s < table.players(); s++) {
            fewest = Math.min(fewest, table.handSize(s));
        }
        List<Integer> winners = new ArrayList<>();
        for (int s = 0; s < table.players(); s++) {
            if (table.handSize(s) == fewest) {
                winners.add(s);
            }
        }
        table.emit(new Event.VariantEvent(DryPiles.ID, "piles-dry", seat, Map.of("fewest", fewest)));
        table.endGame(winners);
    }
}
