package dev.taki.variants.plusthreerule;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Color;
import dev.taki.api.Event;
import dev.taki.api.Move;
import dev.taki.api.TableView;
import dev.taki.api.TakiStatus;
import dev.taki.api.spi.ResponseWindow;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The "+3" made of a 3 and a Plus of one colour (RULES.md § 9, § 7).
 * <ul>
 *   <li>The pair {@code play C3 C+} is offered wherever a single 3 could be played: at the start of a turn
 *       with no +2 active and after a Plus when its 3 matches, and after a King; never in a TAKI run nor on
 *       an active +2.</li>
 *   <li>It closes a TAKI left open; the Plus goes on the pile first, the 3 on top (both opaque: the 3
 *       leads and sets the active colour); the Plus has no action of its own.</li>
 *   <li>Then a {@link ResponseWindow} opens: each other player in turn order may {@code pass} or answer with
 *       a pair of one colour of their own (no matching needed). All pass: every other player draws 3. An
 *       answer (it goes on the pile like the pair, its 3 on top): the first player draws 3, nobody else.</li>
 * </ul>
 * The window's state holds no secret, so the default {@link #publicState} shows it whole.
 */
final class PlusThreeRuleRules implements Rules {

    /** This variant never leaves a player to act without a move: the engine need not try its moves. */
    @Override
    public boolean mayLeaveNoMove(TableView table, int seat, Move move) {
        return false;
    }
    /** How many cards a +3 makes a player draw. */
    static final int PLUS_THREE_COUNT = 3;
    private final ResponseWindow window = new ResponseWindow(PlusThreeRule.ID, PLUS_THREE_COUNT);

    @Override
    public void adjustMoves(TableView table, int seat, List<Move> moves) {
        switch (table.phase()) {
            case RESPONSE -> {
                if (window.asks(table, seat)) {
                    moves.clear();
                    moves.add(Move.pass());
                    for (Color c : pairColors(table.hand(seat))) {
                        moves.add(pair(c));
                    }
                }
            }
            case TURN, PLUS_FOLLOW -> {
                if (table.pendingDraw() == 0) {
                    addPairs(table, seat, moves, true);
                }
            }
            case KING_FOLLOW -> addPairs(table, seat, moves, false);
            default -> {
                // TAKI_RUN: never inside a run. OVER: no moves.
            }
        }
    }

    private static void addPairs(TableView table, int seat, List<Move> moves, boolean mustMatch) {
        Color openTaki = table.taki().filter(TakiStatus::isLeftOpen).map(TakiStatus::color).orElse(null);
        for (Color c : pairColors(table.hand(seat))) {
            // SPI gap: a variant cannot close an open TAKI of the pair's own colour (Table.playCard would join
            // it as a run instead), so the pair is not offered there; its 3 alone still joins the run.
            if (c == openTaki) {
                continue;
            }
            Move m = pair(c);
            if ((!mustMatch || table.matches(three(c))) && !moves.contains(m)) {
                moves.add(m);
            }
        }
    }

    @Override
    public boolean apply(Table table, int seat, Move move) {
        Optional<ResponseWindow.Open> open = window.current(table);
        if (open.isPresent()) {
            ResponseWindow.Open w = open.get();
            if (w.asked() != seat) {
                return false;
            }
            if (move instanceof Move.Pass) {
                window.pass(table, w, seat);
                return true;
            }
            if (move instanceof Move.Play play && isPair(play)) {
                Card three = play.cards().get(0);
                Card plus = play.cards().get(1);
                table.takeFromHand(seat, plus);
                table.emit(new Event.CardPlayed(seat, plus, false));
                table.discard(plus, false);
                table.takeFromHand(seat, three);
                table.emit(new Event.CardPlayed(seat, three, false));
                table.discard(three, false);
                window.answered(table, w, seat, "answered");
                return true;
            }
            return false;
        }
        if (move instanceof Move.Play play && isPair(play)) {
            Card three = play.cards().get(0);
            Card plus = play.cards().get(1);
            // The Plus goes through the base play so that a TAKI left open (of another colour) is closed with
            // its event; its action is withheld in carryOut. Then the 3 lies on it and leads.
            table.playCard(seat, plus, play);
            table.takeFromHand(seat, three);
            table.emit(new Event.CardPlayed(seat, three, false));
            table.discard(three, false);
            window.open(table, seat);
            return true;
        }
        return false;
    }

    @Override
    public boolean carryOut(Table table, int seat, Card card, Move.Play play) {
        // The Plus of a pair has no action of its own: apply goes on with the 3.
        return play != null && isPair(play) && card == play.cards().get(1);
    }

    /** The colours of which the hand holds both a 3 and a Plus, in colour order. */
    static List<Color> pairColors(List<Card> hand) {
        return Arrays.stream(Color.values())
                .filter(c -> hand.contains(three(c)) && hand.contains(plus(c)))
                .toList();
    }

    /** True for {@code play C3 C+}: a 3 and then a Plus of the same colour, nothing else. */
    static boolean isPair(Move.Play play) {
        List<Card> cards = play.cards();
        return cards.size() == 2 && play.color() == null && play.direction() == null
                && cards.get(0).kind() == CardKind.THREE && cards.get(1).kind() == CardKind.PLUS
                && cards.get(0).colorOrNull() == cards.get(1).colorOrNull();
    }

    static Move.Play pair(Color c) {
        return Move.play(List.of(three(c), plus(c)));
    }

    private static Card three(Color c) {
        return Card.of(CardKind.THREE, c);
    }

    private static Card plus(Color c) {
        return Card.of(CardKind.PLUS, c);
    }
}
