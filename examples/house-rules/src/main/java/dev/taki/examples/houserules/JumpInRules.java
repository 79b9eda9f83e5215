package dev.taki.examples.houserules;

import dev.taki.api.Card;
import dev.taki.api.Event;
import dev.taki.api.Move;
import dev.taki.api.Phase;
import dev.taki.api.TableView;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;

import java.util.List;
import java.util.Map;

/**
 * Three hooks and the state {@link TurnOpening}; the jump itself is played by the other rules.
 * <ul>
 *   <li>{@link #onTurnStart} notes whose turn has started; {@link #beforeMove} forgets it once that seat makes a
 *       move of its turn (an interjection of theirs, such as a catch, is no move of the turn).
 *   <li>{@link #interjections}: at the start of a turn — the noted seat is to act in the turn phase, no count waits,
 *       no TAKI is open — with a number card leading, a seat other than the one to act that holds the identical
 *       card may play it: exactly the plays of that card alone that its own turn would allow now
 *       ({@link TableView#movesAtTurnStart}), so another rule's choices come with it ({@code play R7 @0} under
 *       {@code seven-swap}). Only the seat's own hand decides, so nothing is told to the others.
 *   <li>{@link #beforeMove} makes a jump the jumper's turn ({@link Table#startTurn}); the rules then carry the play
 *       out as any play of a turn, whatever their order — the "last card" rule, going out and the next turn
 *       included.
 * </ul>
 */
final class JumpInRules implements Rules {
    /** The one instance: the rule has no options, and its state lives in the game. */
    static final JumpInRules INSTANCE = new JumpInRules();

    private JumpInRules() {
    }

    @Override
    public void onTurnStart(Table table, int seat) {
        table.setState(JumpIn.ID, new TurnOpening(seat));
    }

    @Override
    public void interjections(TableView table, int seat, List<Move> moves) {
        if (seat == table.toAct() || !atTurnStart(table)) {
            return;
        }
        Card leading = table.leading();
        if (!leading.kind().isNumber() || !table.hand(seat).contains(leading)) {
            return;
        }
        for (Move m : table.movesAtTurnStart(seat)) {
            if (isJumpWith(m, leading)) {
                moves.add(m);
            }
        }
    }

    @Override
    public void beforeMove(Table table, int seat, Move move) {
        if (seat != table.toAct()) {
            if (isJumpWith(move, table.leading())) {
                table.emit(new Event.VariantEvent(JumpIn.ID, "jumped", seat, Map.of("over", table.toAct())));
                table.startTurn(seat);
                table.setState(JumpIn.ID, null);
            }
            return;
        }
        if (!table.isInterjection()) {
            table.setState(JumpIn.ID, null);
        }
    }

    /**
     * The start of a turn: the seat whose turn started is to act in the turn phase and has made no move of it yet,
     * with no count waiting and no TAKI open or running (a +3 window is another phase).
     */
    static boolean atTurnStart(TableView table) {
        return table.phase() == Phase.TURN && table.toAct() == table.turnOwner() && table.pendingDraw() == 0
                && table.taki().isEmpty()
                && table.state(JumpIn.ID, TurnOpening.class).map(o -> o.seat() == table.toAct()).orElse(false);
    }

    /** A play of that very card alone (with what its turn would name), not a pair that plays it with another. */
    private static boolean isJumpWith(Move move, Card leading) {
        return move instanceof Move.Play p && p.cards().size() == 1 && p.card().equals(leading);
    }
}
