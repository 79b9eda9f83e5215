package dev.taki.variants.crazycard;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Direction;
import dev.taki.api.Event;
import dev.taki.api.Move;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The Crazy Card's hooks. The base game already offers {@code play CRAZY cw|ccw} wherever a colourless
 * card may be played (not on an active +2, not inside a TAKI run), one move per direction the card's kind
 * names, and lays it on the pile without touching the leading card or the active colour, since its kind is
 * transparent; this class supplies the deck change and the card's action.
 */
final class CrazyCardRules implements Rules {
    private static final Card KING = Card.of(CardKind.KING);
    private static final Card CRAZY = Card.of(CrazyCard.CRAZY);

    /** Each King becomes a Crazy Card where it lies: the deck's order decides seeded deals. */
    @Override
    public void adjustDeck(List<Card> deck) {
        for (int i = 0; i < deck.size(); i++) {
            if (deck.get(i) == KING) {
                deck.set(i, CRAZY);
            }
        }
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
        passHands(table, toward);
        table.emit(new Event.VariantEvent(CrazyCard.ID, "hands-passed", seat,
                Map.of("direction", toward.notation(), "handSizes", handSizes(table))));
        table.setDirection(toward);
        if (lastCard) {
            int receiver = Math.floorMod(seat + toward.step(), table.players());
            table.playerOut(receiver);
            // Another variant may have ended the game or started a new round: either way this turn is over.
            if (table.moveEnded()) {
                return true;
            }
        }
        table.endTurn(0);
        return true;
    }

    /**
     * Moves every seat's hand to its neighbour toward the direction. The table swaps hands two at a time, so
     * seat 0 swaps with each other seat in turn, going round in that direction: each swap gives the seat the
     * hand of the seat before it, and the last one gives seat 0 the hand of the seat before seat 0.
     */
    private static void passHands(Table table, Direction toward) {
        int n = table.players();
        for (int i = 1; i < n; i++) {
            table.swapHands(0, Math.floorMod(i * toward.step(), n));
        }
    }

    private static List<Integer> handSizes(Table table) {
        List<Integer> sizes = new ArrayList<>(table.players());
        for (int s = 0; s < table.players(); s++) {
            sizes.add(table.handSize(s));
        }
        return sizes;
    }
}
