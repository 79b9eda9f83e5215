package dev.taki.variants.plusthreerule;

import dev.taki.api.Event;
import dev.taki.api.Phase;
import dev.taki.api.TableView;
import dev.taki.api.spi.Table;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The response window after a +3 (RULES.md § 9): every other player, in turn order from the +3's next
 * player, is asked in turn and may answer or pass; the first answer ends the window. Kept in the variant's
 * state as {@code {"owner": seat, "waiting": [seat asked now, seats still to ask…]}} — nothing in it is
 * secret, since every responder is asked whatever they hold.
 *
 * <p>The same class (with another package and id) serves {@code plus-three-card}: the modules duplicate it
 * rather than depend on each other.
 */
final class ResponseWindow {
    /** How many cards a +3 makes a player draw. */
    static final int COUNT = 3;
    static final String OWNER = "owner";
    static final String WAITING = "waiting";

    private final String variantId;

    ResponseWindow(String variantId) {
        this.variantId = variantId;
    }

    /** An open window: the +3's player and the responders still to ask, the one asked now first. */
    record Open(int owner, List<Integer> waiting) {
        Open {
            waiting = List.copyOf(waiting);
        }

        int asked() {
            return waiting.get(0);
        }

        Map<String, Object> toState() {
            return Map.of(OWNER, owner, WAITING, waiting);
        }
    }

    /** The open window, if any. */
    Optional<Open> current(TableView table) {
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
    boolean asks(TableView table, int seat) {
        return current(table).map(w -> w.asked() == seat).orElse(false);
    }

    /**
     * Opens the window after the owner's +3: the owner's turn is over for the "last card" rule, then the
     * next player in turn order is asked.
     */
    void open(Table table, int owner) {
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
     * draws 3 in turn order from the owner's next player, and the owner goes out or play passes on.
     */
    void pass(Table table, Open w, int seat) {
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
            table.draw(table.seatAfter(w.owner(), i), COUNT, Event.DrawCause.VARIANT);
        }
        close(table, w.owner(), -1);
    }

    /**
     * The seat asked now has answered (its cards already lie on the discard pile): the window ends, nobody
     * else is asked, the owner draws 3 and play passes on from the owner.
     */
    void answered(Table table, Open w, int seat, String eventName) {
        table.setVariantState(variantId, Map.of());
        table.emit(new Event.VariantEvent(variantId, eventName, seat, Map.of(OWNER, w.owner())));
        table.draw(w.owner(), COUNT, Event.DrawCause.VARIANT);
        close(table, w.owner(), seat);
    }

    /**
     * After the window: a responder who answered with their last cards goes out, then an owner whose hand
     * is still empty (nothing came back, § 7); unless that ended the game or started a new round, the
     * turn passes to the owner's next player.
     */
    private static void close(Table table, int owner, int responder) {
        for (int seat : responder >= 0 ? List.of(responder, owner) : List.of(owner)) {
            if (table.handSize(seat) == 0) {
                table.playerOut(seat);
                if (table.isOver() || table.phase() != Phase.RESPONSE) {
                    return;
                }
            }
        }
        table.passTurnFrom(owner);
    }
}
