package dev.taki.testkit.contract;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Direction;
import dev.taki.api.Move;
import dev.taki.api.Phase;
import dev.taki.api.Seat;
import dev.taki.api.TableView;
import dev.taki.api.TakiStatus;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;
import dev.taki.api.spi.Variant;

import java.util.List;
import java.util.ListIterator;

/**
 * A test-only stand-in for the house rule {@code seven-swap} (which the testkit cannot see: the house rules depend on
 * it), made the same way: a 7 played outside a TAKI run, not joining an open TAKI of its colour and not its player's
 * last card names the next seat ({@code play R7 @1}), offered in {@link Rules#adjustMoves}, and its action, asked of
 * the rules in {@link Rules#carryOut}, swaps the two hands and ends the turn.
 */
public final class SevenSwapsWithNext implements Variant {
    /** The variant's id. */
    public static final String ID = "seven-swaps-with-next";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "a 7 names the next seat, and the two swap their hands";
    }

    @Override
    public Rules rules(Options options) {
        return new Rules() {
            @Override
            public void adjustMoves(TableView table, int seat, List<Move> moves) {
                if (table.phase() == Phase.TAKI_RUN) {
                    return;
                }
                for (ListIterator<Move> it = moves.listIterator(); it.hasNext(); ) {
                    if (it.next() instanceof Move.Play p && p.choice() == null && p.cards().size() == 1
                            && swaps(table, seat, p.card())) {
                        it.set(Move.play(p.card(), new Seat(next(table, seat))));
                    }
                }
            }

            @Override
            public boolean carryOut(Table table, int seat, Card card, Move.Play play) {
                if (card.kind() != CardKind.SEVEN || play == null || play.seat() < 0) {
                    return false;
                }
                table.swapHands(seat, play.seat());
                table.endTurn(0);
                return true;
            }
        };
    }

    private static boolean swaps(TableView table, int seat, Card card) {
        TakiStatus taki = table.taki().orElse(null);
        boolean joinsOpenTaki = taki != null && taki.isLeftOpen() && taki.color() == card.colorOrNull();
        return card.kind() == CardKind.SEVEN && !joinsOpenTaki && table.handSize(seat) > 1;
    }

    private static int next(TableView table, int seat) {
        return Math.floorMod(seat + (table.direction() == Direction.CW ? 1 : -1), table.players());
    }
}
