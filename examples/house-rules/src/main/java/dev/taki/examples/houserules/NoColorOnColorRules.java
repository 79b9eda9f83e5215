package dev.taki.examples.houserules;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Move;
import dev.taki.api.TableView;
import dev.taki.api.spi.Rules;

import java.util.List;

/**
 * One hook: while the leading card is a Change Color, no move that plays a Change Color is offered. The
 * engine then adds the ordinary draw if nothing else can be played, so nobody is left without a move.
 * The leading card is what the next play must match, so a transparent card lying on the Change Color (a
 * Crazy Card, a +3) does not lift the ban; a King, a Plus or a Super TAKI on it does, since they become
 * the leading card.
 */
final class NoColorOnColorRules implements Rules {
    static final Card CHANGE_COLOR = Card.of(CardKind.CHANGE_COLOR);

    @Override
    public void adjustMoves(TableView table, int seat, List<Move> moves) {
        if (table.leading() == CHANGE_COLOR) {
            moves.removeIf(m -> m instanceof Move.Play p && p.cards().contains(CHANGE_COLOR));
        }
    }
}
