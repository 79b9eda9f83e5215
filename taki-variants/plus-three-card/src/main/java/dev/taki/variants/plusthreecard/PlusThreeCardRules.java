package dev.taki.variants.plusthreecard;

import dev.taki.api.Card;
import dev.taki.api.Event;
import dev.taki.api.Move;
import dev.taki.api.TableView;
import dev.taki.api.spi.ResponseWindow;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The +3 and the +3 Breaker (RULES.md § 9, § 7).
 * <ul>
 *   <li>Both are colourless and transparent; the base game already offers them wherever a colourless card
 *       may go (not on an active +2, not inside a TAKI run; after a King anything).</li>
 *   <li>A +3 ends its player's turn for the "last card" rule and opens a {@link ResponseWindow}: each other
 *       player in turn order may {@code pass} or {@code play BREAK}. All pass: every other player draws 3.
 *       A Breaker: the +3's player draws 3, nobody else. A Breaker is never broken.</li>
 *   <li>A Breaker on its own player's turn, with no +3 to break: that player draws 3 and the turn ends;
 *       the next player follows the card beneath.</li>
 * </ul>
 * The window's state names the +3's player and the responders still to ask; it holds no secret, so every
 * player sees it whole (the window's codec has no separate public part).
 */
final class PlusThreeCardRules implements Rules {
    /** How many cards a +3 makes a player draw. */
    static final int PLUS_THREE_COUNT = 3;
    static final Card PLUS_THREE = Card.of(PlusThreeCard.PLUS_THREE);
    static final Card BREAKER = Card.of(PlusThreeCard.BREAKER);
    /** The window of a +3, kept under the variant's id; it keeps no state of its own, so one serves every game. */
    static final ResponseWindow WINDOW = new ResponseWindow(PlusThreeCard.ID, PLUS_THREE_COUNT);
    private static final int COPIES = 2;

    @Override
    public void adjustDeck(List<Card> deck) {
        for (int i = 0; i < COPIES; i++) {
            deck.add(PLUS_THREE);
            deck.add(BREAKER);
        }
    }

    @Override
    public void adjustMoves(TableView table, int seat, List<Move> moves) {
        if (!WINDOW.asks(table, seat)) {
            return;
        }
        moves.clear();
        moves.add(Move.pass());
        if (table.hand(seat).contains(BREAKER)) {
            moves.add(Move.play(BREAKER));
        }
    }

    /**
     * A Plus is the base game's: these rules change moves only while their window asks a seat, which no Plus is
     * played into, and carry out only their own cards (the +3 and the Breaker are colourless, so they follow a Plus as
     * the base game's matching rule says).
     */
    @Override
    public boolean leavesPlusToBaseGame() {
        return true;
    }

    @Override
    public boolean apply(Table table, int seat, Move move) {
        Optional<ResponseWindow.Open> open = WINDOW.current(table);
        if (open.isEmpty() || open.get().asked() != seat) {
            return false;
        }
        ResponseWindow.Open w = open.get();
        if (move instanceof Move.Pass) {
            WINDOW.pass(table, w, seat);
            return true;
        }
        if (move instanceof Move.Play play && play.cards().equals(List.of(BREAKER))) {
            table.playFromHand(seat, BREAKER, false);
            WINDOW.answered(table, w, seat, "broken");
            return true;
        }
        return false;
    }

    @Override
    public boolean carryOut(Table table, int seat, Card card, Move.Play play) {
        if (card == PLUS_THREE) {
            WINDOW.open(table, seat);
            return true;
        }
        if (card == BREAKER) {
            // On its own player's turn there is no +3 to break: the Breaker turns on its player.
            table.emit(new Event.VariantEvent(PlusThreeCard.ID, "breaker-without-plus-three", seat, Map.of()));
            table.draw(seat, PLUS_THREE_COUNT, Event.DrawCause.VARIANT);
            table.endTurn(0);
            return true;
        }
        return false;
    }
}
