package dev.taki.examples.houserules;

import dev.taki.api.Card;
import dev.taki.api.Event;
import dev.taki.api.Move;
import dev.taki.api.Phase;
import dev.taki.api.TableView;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;

import java.util.List;

/**
 * Three hooks, and the state {@link DrawnCard}.
 * <ul>
 *   <li>{@link #apply} carries out the draw at the start of a turn with no count waiting (the base game offers
 *       it only when no card can be played): one card at a time, until the card just drawn can be played —
 *       some legal play of the seat, as the table now stands, plays it alone ({@code Table.legalMoves}). The seat is
 *       then left to act in the ordinary turn phase, and the card is kept in the state. If both piles run out
 *       first, the turn ends. That seat's next move of its turn clears the state ({@link #beforeMove}; another seat's
 *       move out of turn, or the seat's own, leaves it); the base game carries the play out, so the card's action
 *       is the usual one.
 *   <li>{@link #finishMoves} removes, while the state names the seat to act, every move but the plays of that
 *       card alone (all its choices: the four colours of a Change Color, the seats of a {@code seven-swap} 7;
 *       not a pair that plays another card with it).
 * </ul>
 * A draw facing a count, a draw after a Plus ({@code permissive-plus}) and every other move are left to the
 * other rules.
 */
final class DrawUntilPlayRules implements Rules {
    /** The one instance: the rule has no options, and its state lives in the game. */
    static final DrawUntilPlayRules INSTANCE = new DrawUntilPlayRules();

    private DrawUntilPlayRules() {
    }

    /** In finishMoves, not adjustMoves: a variant listed later may still add moves (a pair) in adjustMoves. */
    @Override
    public void finishMoves(TableView table, int seat, List<Move> legal) {
        Card card = cardToPlay(table, seat);
        if (card != null) {
            legal.removeIf(m -> !plays(m, card));
        }
    }

    /** The seat's next move of its turn plays the card (the only one it has): the state has done its work. */
    @Override
    public void beforeMove(Table table, int seat, Move move) {
        DrawnCard forced = table.state(DrawUntilPlay.ID, DrawnCard.class).orElse(null);
        if (forced != null && forced.seat() == seat && !table.isInterjection()) {
            table.setState(DrawUntilPlay.ID, null);
        }
    }

    @Override
    public boolean apply(Table table, int seat, Move move) {
        if (!(move instanceof Move.Draw) || table.phase() != Phase.TURN || table.pendingDraw() > 0) {
            return false;
        }
        while (true) {
            List<Card> drawn = table.draw(seat, 1, Event.DrawCause.TURN);
            if (drawn.isEmpty()) {
                table.endTurn(0);
                return true;
            }
            Card card = drawn.get(0);
            if (canPlay(table, seat, card)) {
                table.setState(DrawUntilPlay.ID, new DrawnCard(seat, card));
                return true;
            }
        }
    }

    /** The card the seat must play now, or null when the state names no card for it. */
    private static Card cardToPlay(TableView table, int seat) {
        DrawnCard forced = table.state(DrawUntilPlay.ID, DrawnCard.class).orElse(null);
        if (forced == null || forced.seat() != seat || table.phase() != Phase.TURN
                || !table.hand(seat).contains(forced.card())) {
            return null;
        }
        return forced.card();
    }

    /** Whether some legal play of the seat, on the table as it stands, plays the card alone. */
    private static boolean canPlay(Table table, int seat, Card card) {
        for (Move m : table.legalMoves(seat)) {
            if (plays(m, card)) {
                return true;
            }
        }
        return false;
    }

    /** A play of that card alone: a move that plays other cards with it (a pair of plus-three-rule) is not. */
    private static boolean plays(Move move, Card card) {
        return move instanceof Move.Play p && p.cards().equals(List.of(card));
    }
}
