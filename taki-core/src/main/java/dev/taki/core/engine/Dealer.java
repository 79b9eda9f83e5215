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
    static void deal(TableData d, Ruleset rules, int firstSeat) {
        Rng rng = new Rng(d.rng);
        ArrayList<Card> pile = inPlay(rules.deck, d.outOfPlay);
        rng.shuffle(pile);
        d.clearHands();
        int n = d.players();
        for (int i = 0; i < rules.handSize * n && pile.size() > 1; i++) {
            d.hands[(firstSeat + i) % n].add(pile.remove(pile.size() - 1));
        }
        Card leading = null;
        boolean numberLeft = pile.stream().anyMatch(c -> c.kind().isNumber());
        while (true) {
            Card top = pile.remove(pile.size() - 1);
            if (top.kind().isNumber() || !numberLeft) {
                leading = top;
                d.activeColor = top.isColored() ? top.colorOrNull()
                        : d.activeColor != null ? d.activeColor : dev.taki.api.Color.RED;
                break;
            }
            pile.add(top);
            rng.shuffle(pile);
        }
        d.replacePiles(pile, io.vavr.collection.List.of(leading));
        d.transparentOnTop = 0;
        d.rng = rng.state();
        d.direction = rules.config.direction();
        d.pendingDraw = 0;
        d.pendingDrawKind = null;
        d.taki = null;
        d.round++;
        d.turnOwner = firstSeat;
        d.toAct = firstSeat;
        d.phase = Phase.TURN;
    }

    /** The deck less one copy of each card out of play, in the deck's order. */
    private static ArrayList<Card> inPlay(List<Card> deck, List<Card> outOfPlay) {
        ArrayList<Card> pile = new ArrayList<>(deck);
        for (Card aside : outOfPlay) {
            pile.remove(aside);
        }
        return pile;
    }
}
