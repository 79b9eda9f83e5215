package dev.taki.examples.houserules;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Move;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;

/**
 * One hook: the action of a Change Direction in a two-player game reverses the direction, as in the base
 * game, and ends the turn skipping one seat, as a Stop does — so the same player starts the next turn.
 * The engine calls it wherever the card's action is carried out: played on its own, or as the last card
 * of a TAKI run.
 */
final class DirectionStopsTwoRules implements Rules {

    @Override
    public boolean carryOut(Table table, int seat, Card card, Move.Play play) {
        if (card.kind() != CardKind.CHANGE_DIRECTION || table.players() != 2) {
            return false;
        }
        table.setDirection(table.direction().reversed());
        table.endTurn(1);
        return true;
    }
}
