package dev.taki.api.spi;

import dev.taki.api.Event;
import dev.taki.api.Phase;
import dev.taki.api.TableView;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A helper for plugins whose card lets the other players answer it: a response window. Every other player, in
 * turn order from the owner's next player, is asked in turn, one at a time, in the phase {@link #PHASE}, and may
 * answer or pass — out of the normal turn order, not a free-for-all: the seat asked is the seat to act, and no
 * other may answer; the first answer ends the window. If all pass, each of them draws {@code count} cards; if one
 * answers, the owner draws them instead.
 *
 * <p>The window is kept as the plugin's state ({@link Open}, under the plugin's id): register {@link #PHASE}
 * and {@link #codec()} in {@link Variant#setUp}. Nothing in it is secret, since every responder is asked
 * whatever they hold, so a view of it cannot reveal who could answer. The plugin decides what an answer is (in
 * {@link Rules#adjustMoves} and {@link Rules#apply}); this class keeps the order, the draws and the end of the
 * window. For a window that forces no draws, see {@link Window}.
 */
public final class ResponseWindow {
    /** The phase of the seat asked to answer (it is not their turn). */
    public static final Phase PHASE = Phase.named("response");
    /** The state key of the owner's seat. */
    public static final String OWNER = "owner";
    /** The state key of the responders still to ask, the one asked now first. */
    public static final String WAITING = "waiting";

    private final String id;
    private final int count;
    private final StateCodec<Open> codec;

    /**
     * A window kept under the given id (the plugin's), whose owner makes the others draw {@code count} cards
     * (or draws them when answered).
     *
     * @param id the plugin's id, under which the window's state is kept
     * @param count how many cards each player draws at the end
     */
    public ResponseWindow(String id, int count) {
        this.id = id;
        this.count = count;
        this.codec = new StateCodec<>(id, Open.class, Open::toJson, ResponseWindow::read);
    }

    /**
     * An open window: the owner and the responders still to ask, the one asked now first.
     *
     * @param owner   the seat whose card opened the window
     * @param waiting the seats still to ask, the one asked now first
     */
    public record Open(int owner, List<Integer> waiting) {
        /**
         * Copies the list and checks it is not empty.
         *
         * @param owner the seat whose card opened the window
         * @param waiting the seats still to ask, at least one; copied
         */
        public Open {
            waiting = List.copyOf(waiting);
            if (waiting.isEmpty()) {
                throw new IllegalArgumentException(WAITING + ": expected at least one seat still to ask");
            }
        }

        /** {@return the seat asked now} */
        public int asked() {
            return waiting.get(0);
        }

        /** The same fields as any {@link Window}'s, written by it. */
        Map<String, Object> toJson() {
            return new Window.Asking(owner, waiting).toJson();
        }
    }

    /** {@return the codec of the window's state, to register in {@link Variant#setUp}} */
    public StateCodec<Open> codec() {
        return codec;
    }

    /** The same fields as any {@link Window}'s, read and checked by it. */
    private static Open read(Map<String, Object> json) {
        Window.Asking asking = Window.read(json);
        return new Open(asking.owner(), asking.waiting());
    }

    /**
     * The open window, if any.
     *
     * @param table the table now
     * @return the window, or empty when none is open
     */
    public Optional<Open> current(TableView table) {
        return table.phase() == PHASE ? table.state(id, Open.class) : Optional.empty();
    }

    /**
     * True when a window is open and the seat is the one asked now.
     *
     * @param table the table now
     * @param seat any seat
     * @return whether the seat must answer or pass now
     */
    public boolean asks(TableView table, int seat) {
        if (table.phase() != PHASE) {
            return false;
        }
        // asked for every candidate list of a game with a window: no lambda, so nothing to call through
        Open open = table.state(id, Open.class).orElse(null);
        return open != null && open.asked() == seat;
    }

    /**
     * Opens the window after the owner's card: the owner's turn is over for the "last card" rule, then the
     * next player in turn order is asked.
     *
     * @param table the table to change
     * @param owner the seat whose card opens it
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
        table.setState(id, w);
        table.emit(new Event.VariantEvent(id, "window-opened", owner, Map.of("responders", w.waiting())));
        table.setToAct(w.asked(), PHASE);
    }

    /**
     * The seat asked now passes: the next responder is asked or, when none is left, every other player draws
     * the count in turn order from the owner's next player, and the owner goes out or play passes on.
     *
     * @param table the table to change
     * @param w the open window
     * @param seat the seat that passes, the one asked now
     */
    public void pass(Table table, Open w, int seat) {
        table.emit(new Event.VariantEvent(id, "passed", seat, Map.of(OWNER, w.owner())));
        List<Integer> rest = w.waiting().subList(1, w.waiting().size());
        if (!rest.isEmpty()) {
            Open next = new Open(w.owner(), rest);
            table.setState(id, next);
            table.setToAct(next.asked(), PHASE);
            return;
        }
        table.setState(id, null);
        table.emit(new Event.VariantEvent(id, "all-passed", w.owner(), Map.of()));
        for (int i = 1; i < table.players(); i++) {
            table.draw(table.seatAfter(w.owner(), i), count, Event.DrawCause.VARIANT);
        }
        close(table, w.owner(), -1);
    }

    /**
     * The seat asked now has answered (its cards already lie on the discard pile): the window ends, nobody
     * else is asked, the owner draws the count and play passes on from the owner.
     *
     * @param table the table to change
     * @param w the open window
     * @param seat the seat that answered
     * @param eventName the name of the {@code VariantEvent} that says so
     */
    public void answered(Table table, Open w, int seat, String eventName) {
        table.setState(id, null);
        table.emit(new Event.VariantEvent(id, eventName, seat, Map.of(OWNER, w.owner())));
        table.draw(w.owner(), count, Event.DrawCause.VARIANT);
        close(table, w.owner(), seat);
    }

    /**
     * After the window: an owner whose hand is still empty (nothing came back: the piles had no card to draw,
     * § 6 and § 7) goes out, then a responder who answered with their last cards — in the order they emptied
     * their hands, as § 7 orders several hands emptied on one count; unless that ended the game or started a
     * new round, the turn passes to the owner's next player.
     */
    private static void close(Table table, int owner, int responder) {
        for (int seat : responder >= 0 ? List.of(owner, responder) : List.of(owner)) {
            if (table.handSize(seat) == 0) {
                table.playerOut(seat);
                if (table.moveEnded()) {
                    return;
                }
            }
        }
        table.passTurnFrom(owner);
    }
}
