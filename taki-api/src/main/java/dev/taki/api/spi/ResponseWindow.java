package dev.taki.api.spi;

import dev.taki.api.Event;
import dev.taki.api.Phase;
import dev.taki.api.TableView;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A helper for variants: the response window after a +3 (RULES.md § 9). Every other player, in turn order
 * from the owner's next player, is asked in turn and may answer or pass; the first answer ends the window.
 * Kept in the variant's state as {@code {"owner": seat, "waiting": [seat asked now, seats still to ask…]}}
 * — nothing in it is secret, since every responder is asked whatever they hold, so a view of it cannot
 * reveal who could answer.
 *
 * <p>The variant decides what an answer is (in {@link Rules#adjustMoves} and {@link Rules#apply}); this
 * class keeps the order, the draws of {@code count} cards and the end of the window.
 */
public final class ResponseWindow {
    /** The state key of the owner's seat. */
    public static final String OWNER = "owner";
    /** The state key of the responders still to ask, the one asked now first. */
    public static final String WAITING = "waiting";

    private final String variantId;
    private final int count;

    /**
     * A window kept in the given variant's state, whose owner makes the others draw {@code count} cards
     * (or draws them when answered).
     */
    public ResponseWindow(String variantId, int count) {
        this.variantId = variantId;
        this.count = count;
    }

    /**
     * An open window: the owner and the responders still to ask, the one asked now first.
     *
     * @param owner   the seat whose card opened the window
     * @param waiting the seats still to ask, the one asked now first
     */
    public record Open(int owner, List<Integer> waiting) {
        /** Copies the list. */
        public Open {
            waiting = List.copyOf(waiting);
        }

        /** The seat asked now. */
        public int asked() {
            return waiting.get(0);
        }

        Map<String, Object> toState() {
            return Map.of(OWNER, owner, WAITING, waiting);
        }
    }

    /** The open window, if any. */
    public Optional<Open> current(TableView table) {
        if (table.phase() != Phase.RESPONSE) {
            return Optional.empty();
        }
        Map<String, Object> s = table.variantState(variantId);
        if (!(s.get(OWNER) instanceof Number owner) || !(s.get(WAITING) instanceof List<?> waiting)
                || waiting.isEmpty()) {
            return Optional.empty();
        }
        List<Integer> seats = new ArrayList<>(waiting.size());
        for (Object w : waiting) {
            seats.add(((Number) w).intValue());
        }
        return Optional.of(new Open(owner.intValue(), seats));
    }

    /** True when a window is open and the seat is the one asked now. */
    public boolean asks(TableView table, int seat) {
        if (table.phase() != Phase.RESPONSE) {
            return false;
        }
        Object waiting = table.variantState(variantId).get(WAITING);
        return waiting instanceof List<?> w && !w.isEmpty() && w.get(0) instanceof Number n && n.intValue() == seat;
    }

    /**
     * Opens the window after the owner's +3: the owner's turn is over for the "last card" rule, then the
     * next player in turn order is asked.
     */
    public void open(Table table, int owner) {
        table.settleLastCard(owner);
        List<Integer> waiting = new ArrayList<>();
        for (int i = 1; i < table.players(); i++) {
            waiting.add(table.seatAfter(owner, i));
        }
        if (table.handSize(owner) == 0) {
            table.emit(new Event.WinPending(owner));
        }
        Open w = new Open(owner, waiting);
        table.setVariantState(variantId, w.toState());
        table.emit(new Event.VariantEvent(variantId, "window-opened", owner, Map.of("responders", w.waiting())));
        table.setToAct(w.asked(), Phase.RESPONSE);
    }

    /**
     * The seat asked now passes: the next responder is asked or, when none is left, every other player
     * draws the count in turn order from the owner's next player, and the owner goes out or play passes on.
     */
    public void pass(Table table, Open w, int seat) {
        table.emit(new Event.VariantEvent(variantId, "passed", seat, Map.of(OWNER, w.owner())));
        List<Integer> rest = w.waiting().subList(1, w.waiting().size());
        if (!rest.isEmpty()) {
            Open next = new Open(w.owner(), rest);
            table.setVariantState(variantId, next.toState());
            table.setToAct(next.asked(), Phase.RESPONSE);
            return;
        }
        table.setVariantState(variantId, Map.of());
        table.emit(new Event.VariantEvent(variantId, "all-passed", w.owner(), Map.of()));
        for (int i = 1; i < table.players(); i++) {
            table.draw(table.seatAfter(w.owner(), i), count, Event.DrawCause.VARIANT);
        }
        close(table, w.owner(), -1);
    }

    /**
     * The seat asked now has answered (its cards already lie on the discard pile): the window ends, nobody
     * else is asked, the owner draws the count and play passes on from the owner.
     */
    public void answered(Table table, Open w, int seat, String eventName) {
        table.setVariantState(variantId, Map.of());
        table.emit(new Event.VariantEvent(variantId, eventName, seat, Map.of(OWNER, w.owner())));
        table.draw(w.owner(), count, Event.DrawCause.VARIANT);
        close(table, w.owner(), seat);
    }

    /**
     * After the window: a responder who answered with their last cards goes out, then an owner whose hand
     * is still empty (nothing came back, § 7); unless that ended the game or started a new round, the
     * turn passes to the owner's next player.
     */
    private static void close(Table table, int owner, int responder) {
        int round = table.round();
        for (int seat : responder >= 0 ? List.of(responder, owner) : List.of(owner)) {
            if (table.handSize(seat) == 0) {
                table.playerOut(seat);
                if (table.isOver() || table.round() != round) {
                    return;
                }
            }
        }
        table.passTurnFrom(owner);
    }
}
