package dev.taki.api.spi;

import dev.taki.api.Event;
import dev.taki.api.Phase;
import dev.taki.api.TableView;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A helper for any window in which other players are asked, one at a time, whether they answer: each asked seat is
 * put to act in the window's phase and may answer or pass; the plugin decides what an answer is and what happens
 * when everyone has passed. Unlike {@link ResponseWindow}, which is the +3's window with its draws, this one forces
 * nothing: it keeps the order, the state and the events ({@code window-opened}, {@code passed}), nothing else.
 *
 * <p>The window is kept as the plugin's state ({@link Asking}, under the plugin's id): register the phase and
 * {@link #codec()} in {@link Variant#setUp}. Which seats are asked must not depend on what they hold — a window that
 * asks only the seats that could answer tells everyone who holds what; ask every seat the rule may concern and let
 * each pass.
 */
public final class Window {
    /** The state key of the owner's seat. */
    public static final String OWNER = "owner";
    /** The state key of the seats still to ask, the one asked now first. */
    public static final String WAITING = "waiting";

    private final String id;
    private final Phase phase;
    private final StateCodec<Asking> codec;

    /**
     * A window kept under the given id (the plugin's) whose asked seat acts in the given phase.
     *
     * @param id the plugin's id, under which the window's state is kept
     * @param phase the phase of the seat asked (register it in {@link Variant#setUp})
     */
    public Window(String id, Phase phase) {
        this.id = java.util.Objects.requireNonNull(id, "id");
        this.phase = java.util.Objects.requireNonNull(phase, "phase");
        this.codec = new StateCodec<>(id, Asking.class, Asking::toJson, Window::read);
    }

    /**
     * An open window: the seat whose move opened it and the seats still to ask, the one asked now first.
     *
     * @param owner   the seat whose move opened the window
     * @param waiting the seats still to ask, the one asked now first
     */
    public record Asking(int owner, List<Integer> waiting) {
        /**
         * Copies the list and checks it is not empty.
         *
         * @param owner the seat whose move opened the window
         * @param waiting the seats still to ask, at least one; copied
         */
        public Asking {
            waiting = List.copyOf(waiting);
            if (waiting.isEmpty()) {
                throw new IllegalArgumentException(WAITING + ": expected at least one seat still to ask");
            }
        }

        /** {@return the seat asked now} */
        public int asked() {
            return waiting.get(0);
        }

        Map<String, Object> toJson() {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put(OWNER, owner);
            m.put(WAITING, waiting);
            return m;
        }
    }

    /** {@return the codec of the window's state, to register in {@link Variant#setUp}} */
    public StateCodec<Asking> codec() {
        return codec;
    }

    /** {@return the phase of the seat asked} */
    public Phase phase() {
        return phase;
    }

    /** The window's JSON fields, checked: the owner and 1 to 9 other seats, each listed once. */
    static Asking read(Map<String, Object> json) {
        if (!json.keySet().equals(Set.of(OWNER, WAITING))) {
            throw new IllegalArgumentException("expected the fields " + OWNER + " and " + WAITING + ", got " + json.keySet());
        }
        if (!(json.get(OWNER) instanceof Integer owner) || owner < 0 || owner > 9) {
            throw new IllegalArgumentException(OWNER + ": expected a seat from 0 to 9, got " + json.get(OWNER));
        }
        if (!(json.get(WAITING) instanceof List<?> list) || list.isEmpty() || list.size() > 9) {
            throw new IllegalArgumentException(WAITING + ": expected a list of 1 to 9 seats, got " + json.get(WAITING));
        }
        List<Integer> seats = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            if (!(list.get(i) instanceof Integer s) || s < 0 || s > 9 || s.equals(owner) || seats.contains(s)) {
                throw new IllegalArgumentException(WAITING + "[" + i + "]: expected another seat than the owner's,"
                        + " listed once, got " + list.get(i));
            }
            seats.add(s);
        }
        return new Asking(owner, seats);
    }

    /**
     * The open window, if any.
     *
     * @param table the table now
     * @return the window, or empty when none is open
     */
    public Optional<Asking> current(TableView table) {
        return table.phase() == phase ? table.state(id, Asking.class) : Optional.empty();
    }

    /**
     * True when the window is open and the seat is the one asked now.
     *
     * @param table the table now
     * @param seat any seat
     * @return whether the seat must answer or pass now
     */
    public boolean asks(TableView table, int seat) {
        return current(table).map(w -> w.asked() == seat).orElse(false);
    }

    /**
     * Opens the window asking every other seat in turn order from the owner's next; the first of them acts next.
     *
     * @param table the table to change
     * @param owner the seat whose move opens it
     * @return the window
     */
    public Asking open(Table table, int owner) {
        List<Integer> seats = new ArrayList<>();
        for (int i = 1; i < table.players(); i++) {
            seats.add(table.seatAfter(owner, i));
        }
        return open(table, owner, seats);
    }

    /**
     * Opens the window asking these seats in this order; the first of them acts next. The seats must follow from
     * what is public, never from what they hold.
     *
     * @param table the table to change
     * @param owner the seat whose move opens it
     * @param seats the seats to ask, at least one, not the owner
     * @return the window
     */
    public Asking open(Table table, int owner, List<Integer> seats) {
        Asking w = new Asking(owner, seats);
        table.setState(id, w);
        table.emit(new Event.VariantEvent(id, "window-opened", owner, Map.of("responders", w.waiting())));
        table.setToAct(w.asked(), phase);
        return w;
    }

    /**
     * The seat asked now passes: the next seat is asked, or — when none is left — the window closes and empty is
     * returned, for the plugin to say what follows (whose turn it is: {@link Table#passTurnFrom}, …).
     *
     * @param table the table to change
     * @param seat the seat that passes, the one asked now
     * @return the window still open, or empty once every seat has passed
     */
    public Optional<Asking> pass(Table table, int seat) {
        Asking w = current(table).orElseThrow(() -> new IllegalStateException("no window of " + id + " is open"));
        if (w.asked() != seat) {
            throw new IllegalStateException("the window of " + id + " asks seat " + w.asked() + ", not seat " + seat);
        }
        table.emit(new Event.VariantEvent(id, "passed", seat, Map.of(OWNER, w.owner())));
        List<Integer> rest = w.waiting().subList(1, w.waiting().size());
        if (rest.isEmpty()) {
            table.setState(id, null);
            return Optional.empty();
        }
        Asking next = new Asking(w.owner(), rest);
        table.setState(id, next);
        table.setToAct(next.asked(), phase);
        return Optional.of(next);
    }

    /**
     * Closes the window without asking the rest (an answer ended it), for the plugin to say what follows.
     *
     * @param table the table to change
     */
    public void close(Table table) {
        table.setState(id, null);
    }
}
