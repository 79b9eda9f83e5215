package dev.taki.variants.crazycard;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Direction;
import dev.taki.api.Event;
import dev.taki.api.Move;
import dev.taki.api.TableView;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The Crazy Card's hooks. The base game already offers {@code play CRAZY cw|ccw} wherever a colourless
 * card may be played (not on an active +2, not inside a TAKI run), and lays a transparent card on the pile
 * without touching the leading card or the active colour; this class supplies the deck change, the
 * transparency and the card's action.
 */
final class CrazyCardRules implements Rules {

    /** This variant never leaves a player to act without a move: the engine need not try its moves. */
    @Override
    public boolean mayLeaveNoMove(TableView table, int seat, Move move) {
        return false;
    }
    private static final Card KING = Card.of(CardKind.KING);
    private static final Card CRAZY = Card.of(CardKind.CRAZY);

    @Override
    public void adjustDeck(List<Card> deck) {
        for (int i = 0; i < deck.size(); i++) {
            if (deck.get(i) == KING) {
                deck.set(i, CRAZY);
            }
        }
    }

    @Override
    public boolean isTransparent(Card card) {
        return card == CRAZY;
    }

    /**
     * Every hand passes to the neighbour in the named direction, play turns that way, and the turn ends as
     * usual: the "last card" check applies to the hand the player holds after the pass. When the Crazy
     * Card was its player's last card, the neighbour who receives the empty hand has gone out.
     */
    @Override
    public boolean carryOut(Table table, int seat, Card card, Move.Play play) {
        if (card != CRAZY) {
            return false;
        }
        Direction toward = play.direction();
        if (toward == null) {
            throw new IllegalStateException("a Crazy Card needs a direction (play CRAZY cw or play CRAZY ccw)");
        }
        boolean lastCard = table.handSize(seat) == 0;
        table.passHands(toward);
        table.emit(new Event.VariantEvent(CrazyCard.ID, "hands-passed", seat,
                Map.of("direction", toward.notation(), "handSizes", handSizes(table))));
        table.setDirection(toward);
        if (lastCard) {
            int receiver = Math.floorMod(seat + toward.step(), table.players());
            int round = table.round();
            table.playerOut(receiver);
            // Another variant may have ended the game or started a new round: either way this turn is over.
            if (table.isOver() || table.round() != round) {
                return true;
            }
        }
        table.endTurn(0);
        return true;
    }

    private static List<Integer> handSizes(Table table) {
        List<Integer> sizes = new ArrayList<>(table.players());
        for (int s = 0; s < table.players(); s++) {
            sizes.add(table.handSize(s));
        }
        return sizes;
    }
}
