package dev.taki.testkit.contract;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Move;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;
import dev.taki.api.spi.Variant;

/**
 * A test-only rule for two players only ({@code maxPlayers} 2): a Change Direction, which changes nothing between
 * two players, skips the other player instead (the UNO house rule). The engine refuses it for 3 players or more,
 * so a contract suite that dealt 2–10 players would fail on its first deal of three.
 */
final class TwoPlayerDuel implements Variant {
    static final String ID = "two-player-duel";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "for two players: a Change Direction skips the other player";
    }

    @Override
    public int maxPlayers() {
        return 2;
    }

    @Override
    public Rules rules(Options options) {
        return new Rules() {
            @Override
            public boolean carryOut(Table table, int seat, Card card, Move.Play play) {
                if (card.kind() != CardKind.CHANGE_DIRECTION) {
                    return false;
                }
                table.setDirection(table.direction().reversed());
                table.endTurn(1);
                return true;
            }
        };
    }
}
