package dev.taki.core.engine;

import dev.taki.api.Card;
import dev.taki.api.Phase;

import java.util.ArrayList;
import java.util.List;

/** Shuffles the deck, deals the hands and turns up the first leading card (RULES.md § 2). */
final class Dealer {
    private Dealer() {
    }

    /**
     * Gathers every card in play (the deck less the cards out of play, which stay aside), shuffles, deals the
     * hands one card at a time from the first seat on, and turns up cards until a number card shows (any other
     * goes back and the draw pile is shuffled again). When the cards in play are too few for full hands (many
     * set aside), the hands get what there is, and one card is always left to turn up.
     */
    static void deal(State d, Ruleset rules, int firstSeat) {
        Rng rng = new Rng(d.rng);
        Card[] pile = inPlay(rules.deck, d.outOfPlay);
        int size = pile.length;
        rng.shuffle(pile, size);
        int n = d.players();
        int dealt = Math.max(0, Math.min(rules.handSize * n, size - 1));
        // card i of the deal goes to seat (firstSeat + i) mod n, taken from the top (the end of the array)
        for (int seat = 0; seat < n; seat++) {
            int offset = Math.floorMod(seat - firstSeat, n);
            int count = dealt > offset ? (dealt - offset + n - 1) / n : 0;
            Card[] hand = new Card[count];
            for (int k = 0; k < count; k++) {
                hand[k] = pile[size - 1 - (offset + k * n)];
            }
            d.hands[seat] = CardList.ofRange(hand, 0, count);
        }
        size -= dealt;
        boolean numberLeft = false;
        for (int i = 0; i < size && !numberLeft; i++) {
            numberLeft = pile[i].kind().isNumber();
        }
        Card leading;
        while (true) {
            Card top = pile[--size];
            if (top.kind().isNumber() || !numberLeft) {
                leading = top;
                d.activeColor = top.isColored() ? top.colorOrNull()
                        : d.activeColor != null ? d.activeColor : dev.taki.api.Color.RED;
                break;
            }
            pile[size++] = top;
            rng.shuffle(pile, size);
        }
        // the rest of the array is the draw pile as it is: no copy (cards beyond the size are never read)
        d.drawPile = pile;
        d.drawSize = size;
        d.discard = io.vavr.collection.List.of(leading);
        d.pendingWinners = List.of();
        d.transparentOnTop = 0;
        d.rng = rng.state();
        d.direction = rules.config.direction();
        d.pendingDraw = 0;
        d.pendingDrawKind = null;
        d.taki = java.util.Optional.empty();
        d.round++;
        d.turnOwner = firstSeat;
        d.toAct = firstSeat;
        d.phase = Phase.TURN;
    }

    /** The deck less one copy of each card out of play, in the deck's order. */
    private static Card[] inPlay(List<Card> deck, List<Card> outOfPlay) {
        if (outOfPlay.isEmpty()) {
            return deck.toArray(new Card[0]);
        }
        ArrayList<Card> pile = new ArrayList<>(deck);
        for (Card aside : outOfPlay) {
            pile.remove(aside);
        }
        return pile.toArray(new Card[0]);
    }
}
