package dev.taki.testkit.contract;

import dev.taki.api.Card;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.TableView;
import dev.taki.core.TableFacts;
import dev.taki.core.VariantCatalog;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A move out of turn that takes the turn — a jump: one of a seat's interjections that its own turn would allow now
 * ({@link TableView#movesAtTurnStart}) — is carried out as that move in the seat's own turn. The rules say how
 * ({@code Rules.interjections}): the move is made a turn in {@code beforeMove} ({@code Table.startTurn}) and handed
 * on, so that every rule in play does its part, as for any move of a turn. A rule whose {@code apply} carries the
 * jump out itself and returns true swallows the others' parts — the hand swap of a 7 under {@code seven-swap}, the
 * action of a card.
 *
 * <p>The move is made out of turn on the table, and as a turn on a twin where the seat's turn has just started (it owns
 * the turn and is to act, in the turn phase; all else the same). The table after must be the same on both: hands,
 * piles, colour, direction, turn, phase, count, run, winners. The variants' states are left out: the turn that
 * starts on the jump tells the rules watching turns, which the twin, set out as it is, did not.
 */
final class TurnTakenOutOfTurn {
    /** The facts not compared: what watching the turn's start may set. */
    private static final String LEFT_OUT = "variantStates";

    private TurnTakenOutOfTurn() {
    }

    /** Whether the move is one out of turn that its seat's own turn would allow now: a jump. */
    static boolean applies(GameState state, int seat, Move move) {
        return seat != state.toAct() && !state.isOver()
                && state.movesAtTurnStart(seat).contains(move.withoutDeclaration());
    }

    /**
     * Checks a jump already made: {@code outOfTurn} is its outcome on {@code state}. Nothing is checked where the
     * move is not one that takes the turn, or where the twin cannot be set out.
     *
     * @param catalog where the variants' events are written from, for the report (null: the class path)
     * @throws AssertionError naming the move, what differs, both event lists and the table
     */
    static void check(GameState state, int seat, Move move, Outcome.Accepted outOfTurn, VariantCatalog catalog) {
        if (!applies(state, seat, move)) {
            return;
        }
        Outcome asTurn;
        try {
            asTurn = TableEdit.of(state).turnOf(seat).restore(state).apply(seat, move);
        } catch (RuntimeException e) {
            return;                        // a table the rules cannot set out: nothing to compare with
        }
        if (!(asTurn instanceof Outcome.Accepted turn)) {
            return;
        }
        List<String> differs = differences(TableFacts.of(outOfTurn.state()), TableFacts.of(turn.state()));
        if (differs.isEmpty()) {
            return;
        }
        throw new AssertionError("a move out of turn that takes the turn is not carried out as that turn: " + seat
                + ": " + move.notation() + ", which seat " + seat + "'s own turn would allow now, leaves another table"
                + " out of turn than as a move of its turn:\n  " + String.join("\n  ", differs)
                + "\nthe events out of turn:\n" + EventText.lines(outOfTurn.events(), catalog)
                + "\nthe events as a move of its turn:\n" + EventText.lines(turn.events(), catalog)
                + "\nA rule carries the move out itself instead of handing it on, so the other rules in play "
                + state.config().variants().stream().map(v -> v.id()).toList() + " never do their part. Make the move"
                + " a turn in beforeMove (Table.startTurn) and let apply return false, so that the rules carry it out"
                + " as any move of a turn; or, where one rule must act first, declare the order"
                + " (Variant.before() / after())."
                + "\ntable before the move:\n" + state);
    }

    /** The facts that differ, each as "name: x out of turn, y as a turn". */
    private static List<String> differences(TableFacts outOfTurn, TableFacts asTurn) {
        List<String> out = new ArrayList<>();
        for (RecordComponent c : TableFacts.class.getRecordComponents()) {
            if (c.getName().equals(LEFT_OUT)) {
                continue;
            }
            try {
                Object x = c.getAccessor().invoke(outOfTurn);
                Object y = c.getAccessor().invoke(asTurn);
                if (Objects.equals(x, y)) {
                    continue;
                }
                if (c.getName().equals("hands")) {
                    for (int seat = 0; seat < outOfTurn.hands().size(); seat++) {
                        List<Card> a = outOfTurn.hands().get(seat);
                        List<Card> b = asTurn.hands().get(seat);
                        if (!a.equals(b)) {
                            out.add("hands: seat " + seat + " holds " + a + " out of turn, " + b + " as a turn");
                        }
                    }
                } else {
                    out.add(c.getName() + ": " + x + " out of turn, " + y + " as a turn");
                }
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        return out;
    }
}
