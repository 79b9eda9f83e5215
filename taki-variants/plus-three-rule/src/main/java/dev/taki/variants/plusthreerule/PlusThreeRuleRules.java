package dev.taki.variants.plusthreerule;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Color;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.Phase;
import dev.taki.api.Rejection;
import dev.taki.api.TableView;
import dev.taki.api.TakiStatus;
import dev.taki.api.spi.ResponseWindow;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
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
 * The window's state holds no secret, so every player sees it whole (the window's codec has no separate
 * public part).
 */
final class PlusThreeRuleRules implements Rules {
    /** How many cards a +3 makes a player draw. */
    static final int PLUS_THREE_COUNT = 3;
    /** The window of a pair, kept under the variant's id; it keeps no state of its own, so one serves every game. */
    static final ResponseWindow WINDOW = new ResponseWindow(PlusThreeRule.ID, PLUS_THREE_COUNT);

    @Override
    public void adjustMoves(TableView table, int seat, List<Move> moves) {
        Phase phase = table.phase();
        if (phase == ResponseWindow.PHASE) {
            if (WINDOW.asks(table, seat)) {
                moves.clear();
                moves.add(Move.pass());
                for (Color c : pairColors(table.hand(seat))) {
                    moves.add(pair(c));
                }
            }
        } else if (phase == Phase.TURN || phase == Phase.PLUS_FOLLOW) {
            if (table.pendingDraw() == 0) {
                addPairs(table, seat, moves, true);
            }
        } else if (phase == Phase.KING_FOLLOW) {
            addPairs(table, seat, moves, false);
        }
        // Never inside a TAKI run, and no moves once the game is over.
    }

    private static void addPairs(TableView table, int seat, List<Move> moves, boolean mustMatch) {
        Color openTaki = table.taki().filter(TakiStatus::isLeftOpen).map(TakiStatus::color).orElse(null);
        for (Color c : pairColors(table.hand(seat))) {
            // A card of an open TAKI's colour joins it as a run (RULES.md § 4.5), and a pair is never part of a
            // run, so the pair is not offered on a TAKI left open in its own colour; its 3 alone still joins it.
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
        Optional<ResponseWindow.Open> open = WINDOW.current(table);
        if (open.isPresent()) {
            ResponseWindow.Open w = open.get();
            if (w.asked() != seat) {
                return false;
            }
            if (move instanceof Move.Pass) {
                WINDOW.pass(table, w, seat);
                return true;
            }
            if (move instanceof Move.Play play && isPair(play)) {
                Card three = play.cards().get(0);
                Card plus = play.cards().get(1);
                table.playFromHand(seat, plus, false);
                table.playFromHand(seat, three, false);
                WINDOW.answered(table, w, seat, "answered");
                return true;
            }
            return false;
        }
        if (move instanceof Move.Play play && isPair(play)) {
            Card three = play.cards().get(0);
            Card plus = play.cards().get(1);
            // The Plus goes first and closes a TAKI left open (of another colour: the pair is not offered on one
            // of its own); its action is withheld, so nothing carries it out. Then the 3 lies on it and leads.
            boolean takiLeftOpen = table.taki().map(TakiStatus::isLeftOpen).orElse(false);
            table.playFromHand(seat, plus, false);
            if (takiLeftOpen) {
                table.closeRun(seat);
            }
            table.playFromHand(seat, three, false);
            WINDOW.open(table, seat);
            return true;
        }
        return false;
    }

    /**
     * Says why a pair the seat holds was refused where the base game has no word for pairs: it is never played
     * in a TAKI run (its own, or one left open in its colour, which it would join), and at the start of a turn or
     * after a Plus its 3 must match as a single 3 would. The rest (a card not held, a waiting count, a seat not
     * asked) is the base game's to say.
     */
    @Override
    public Outcome.Rejected explain(TableView table, int seat, Move move) {
        if (!(move instanceof Move.Play play) || !isPair(play) || !table.hand(seat).containsAll(play.cards())) {
            return null;
        }
        Phase phase = table.phase();
        // On a TAKI left open in the pair's colour, the pair would join the run as its first cards.
        boolean joinsOpenRun = phase == Phase.TURN
                && table.taki().filter(t -> t.isLeftOpen() && t.color() == play.card().colorOrNull()).isPresent();
        if (phase == Phase.TAKI_RUN || joinsOpenRun) {
            return new Outcome.Rejected(Rejection.ILLEGAL_MOVE,
                    "a 3 and a Plus are never played as a pair in a TAKI run", "plus-three-rule-pair-in-run",
                    Map.of("card", play.card().notation()));
        }
        if ((phase == Phase.TURN || phase == Phase.PLUS_FOLLOW) && table.pendingDraw() == 0 && !table.matches(play.card())) {
            return Outcome.Rejected.of(Rejection.CARD_DOES_NOT_MATCH, "card-does-not-match", Map.of("card",
                    play.card().notation(), "activeColor", String.valueOf(table.activeColor()),
                    "leading", String.valueOf(table.leading())));
        }
        return null;
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
        return cards.size() == 2 && play.choice() == null
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
