package dev.taki.testkit.contract;

import dev.taki.api.Card;
import dev.taki.api.Move;
import dev.taki.api.Phase;
import dev.taki.api.TableView;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.StateCodec;
import dev.taki.api.spi.Table;
import dev.taki.api.spi.Variant;

import java.util.List;
import java.util.Map;

/**
 * A test-only jump, like the house rule {@code jump-in}: at the start of a turn, with a number card leading, a seat
 * other than the one to act that holds the identical card may play it out of turn, with whatever its own turn would
 * name ({@link TableView#movesAtTurnStart}); play goes on from the jumper. Made in three ways:
 * <ul>
 *   <li>{@link #handingOn()} makes the jump the jumper's turn in {@code beforeMove} and hands the play on to the
 *       rules, as a move out of turn that takes the turn must be;
 *   <li>{@link #carryingOut()} carries the jump out itself in {@code apply} — takes the card from the hand, discards
 *       it, ends the turn — and returns true: right for a plain number card, but it swallows whatever another rule
 *       does with the card (the hand swap of {@link SevenSwapsWithNext}), in either order;
 *   <li>{@link #carryingOutWithTheAction()} does the same but plays the card and asks the rules for its action
 *       ({@code Table.carryOut}), so the swap happens; the rules listed after it are still never asked to
 *       {@code apply} the jump, so a rule that counts the cards played ({@link CountsNumberCards}) misses it in one
 *       order only.
 * </ul>
 *
 * @param id the variant's id, also the id of its state
 * @param carrying who carries the jump out
 */
public record Jump(String id, Carrying carrying) implements Variant {
    /** Who carries a jump out. */
    public enum Carrying {
        /** The rules, as the jumper's turn: the jump is handed on. */
        HANDED_ON,
        /** The jump's own rule, which plays the card without its action and ends the turn. */
        ITSELF,
        /** The jump's own rule, which plays the card, asks for its action and returns true. */
        ITSELF_WITH_THE_ACTION
    }

    /** {@return the jump that hands the play on} */
    public static Jump handingOn() {
        return new Jump("jump-handing-on", Carrying.HANDED_ON);
    }

    /** {@return the jump that carries the play out itself: it swallows other rules' parts of the move} */
    public static Jump carryingOut() {
        return new Jump("jump-carrying-out", Carrying.ITSELF);
    }

    /** {@return the jump that carries the play out itself with its action: later rules never see it} */
    public static Jump carryingOutWithTheAction() {
        return new Jump("jump-carrying-out-with-the-action", Carrying.ITSELF_WITH_THE_ACTION);
    }

    /**
     * The state: whose turn has started with no move made in it yet. Public.
     *
     * @param seat the seat whose turn has just started
     */
    record Opening(int seat) {
    }

    @Override
    public String description() {
        return carrying == Carrying.HANDED_ON ? "a jump handed on to the rules as the jumper's turn"
                : "a jump carried out by its own rule (swallows other rules' parts)";
    }

    @Override
    public void setUp(SetupContext context) {
        context.state(new StateCodec<>(id, Opening.class, o -> Map.of("seat", o.seat()),
                json -> new Opening((Integer) json.get("seat"))));
    }

    @Override
    public Rules rules(Options options) {
        return new Rules() {
            @Override
            public void onTurnStart(Table table, int seat) {
                table.setState(id, new Opening(seat));
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
                    if (carrying == Carrying.HANDED_ON && isJumpWith(move, table.leading())) {
                        table.startTurn(seat);
                        table.setState(id, null);
                    }
                    return;
                }
                if (!table.isInterjection()) {
                    table.setState(id, null);
                }
            }

            @Override
            public boolean apply(Table table, int seat, Move move) {
                if (carrying == Carrying.HANDED_ON || seat == table.toAct() || !isJumpWith(move, table.leading())) {
                    return false;
                }
                Move.Play play = (Move.Play) move;
                table.startTurn(seat);
                table.setState(id, null);
                if (carrying == Carrying.ITSELF) {
                    table.takeFromHand(seat, play.card());
                    table.discard(play.card());
                    table.endTurn(0);
                } else {
                    table.playFromHand(seat, play.card(), false);
                    table.carryOut(seat, play.card(), play);
                }
                return true;
            }

            private boolean atTurnStart(TableView table) {
                return table.phase() == Phase.TURN && table.toAct() == table.turnOwner() && table.pendingDraw() == 0
                        && table.taki().isEmpty()
                        && table.state(id, Opening.class).map(o -> o.seat() == table.toAct()).orElse(false);
            }
        };
    }

    private static boolean isJumpWith(Move move, Card leading) {
        return move instanceof Move.Play p && p.cards().size() == 1 && p.card().equals(leading);
    }
}
