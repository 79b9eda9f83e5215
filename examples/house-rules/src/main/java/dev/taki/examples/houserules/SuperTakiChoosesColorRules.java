package dev.taki.examples.houserules;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Color;
import dev.taki.api.Move;
import dev.taki.api.TableView;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;

import java.util.List;
import java.util.ListIterator;

/**
 * Two hooks. {@link #adjustMoves} replaces every {@code play SUPERTAKI} the game offers with the four
 * {@code play SUPERTAKI <colour>} moves, so the Super TAKI may still be played wherever the base game allows
 * it (not on an active +2, not inside a run) but always names a colour. {@link #carryOut} makes the named
 * colour the active colour and lets the base game do the rest: a Super TAKI opens a TAKI run in the active
 * colour (RULES.md § 4.6), and a Super TAKI that is its player's last card ends its empty run at once. Naming
 * the colour first is exactly what a player at the table does; opening the run here ({@code Table.openRun})
 * would take the base game's handling of the card over as well.
 */
final class SuperTakiChoosesColorRules implements Rules {
    static final Card SUPER_TAKI = Card.of(CardKind.SUPER_TAKI);

    @Override
    public void adjustMoves(TableView table, int seat, List<Move> moves) {
        for (ListIterator<Move> it = moves.listIterator(); it.hasNext(); ) {
            if (it.next() instanceof Move.Play p && p.cards().equals(List.of(SUPER_TAKI)) && p.color() == null) {
                it.remove();
                for (Color c : Color.values()) {
                    it.add(Move.play(SUPER_TAKI, c));
                }
            }
        }
    }

    @Override
    public boolean carryOut(Table table, int seat, Card card, Move.Play play) {
        if (card == SUPER_TAKI && play != null && play.color() != null) {
            table.chooseColor(seat, play.color());
        }
        return false;
    }
}
