package dev.taki.examples.houserules;

import dev.taki.api.Card;
import dev.taki.api.Move;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;

/**
 * One hook: the action of a +4 raises the waiting count of +4 cards by 4 and ends the turn, exactly as the
 * base game's +2 does for its own count. The rest of the rule is the base game's handling of any count,
 * whatever kind raised it:
 * <ul>
 *   <li>while a count waits, only a card of the count's kind or a King may be played on it, so a +4 answers
 *       only a +4 count and a +2 only a +2 count; a +4 is never playable on a +2 count;
 *   <li>{@code draw} takes the whole count and the turn passes; a King cancels it;
 *   <li>a player who empties their hand with a +4 has gone out only once someone else draws or cancels the
 *       count (RULES.md § 7), as with a last +2;
 *   <li>a colourless card leaves the active colour as it was and may not enter a TAKI run; played on a TAKI
 *       left open, it closes it.
 * </ul>
 */
final class PlusFourRules implements Rules {
    /** The one instance: the rule has no options and keeps no state. */
    static final PlusFourRules INSTANCE = new PlusFourRules();
    /** The count a +4 adds. */
    static final int COUNT = 4;

    private PlusFourRules() {
    }

    @Override
    public boolean carryOut(Table table, int seat, Card card, Move.Play play) {
        if (card.kind() != PlusFour.PLUS_FOUR) {
            return false;
        }
        table.raiseDrawCount(seat, PlusFour.PLUS_FOUR, COUNT);
        table.endTurn(0);
        return true;
    }
}
