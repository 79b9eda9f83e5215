package dev.taki.testkit.play;

import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.PlayerView;
import dev.taki.core.TableFacts;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Everything a state is and answers, taken before a move is tried on it, to show afterwards that a refused
 * move changed nothing (RULES.md § 8): every fact of the table ({@link TableFacts} — hands, both piles in
 * order, colour, direction, turn, phase, counts, runs, winners, round, move count, random state and every
 * variant's state), the configuration, the state's {@code hashCode} and the legal moves of every seat — and,
 * with {@link #ofWhole}, the view of every seat and a spectator's, and a copy of the state restored from its
 * facts, which the state must still {@code equals}.
 */
public final class StateSnapshot {
    private final TableFacts facts;
    private final Object config;
    private final int hash;
    private final List<List<Move>> legal;
    private final List<PlayerView> views;
    private final GameState copy;

    private StateSnapshot(GameState state, boolean whole) {
        facts = TableFacts.of(state);
        config = state.config();
        hash = state.hashCode();
        legal = new ArrayList<>();
        views = new ArrayList<>();
        for (int seat = 0; seat < state.players(); seat++) {
            legal.add(state.legalMoves(seat));
            if (whole) {
                views.add(state.view(seat));
            }
        }
        if (whole) {
            views.add(state.spectatorView());
        }
        copy = whole ? facts.restore(state.game()) : null;
    }

    /**
     * What the state holds and answers now: its facts, configuration, hash and legal moves.
     *
     * @param state the state to take
     * @return the snapshot
     */
    public static StateSnapshot of(GameState state) {
        return new StateSnapshot(state, false);
    }

    /**
     * The same, and the views, and a copy of the state to compare it with as a whole ({@code equals} both ways).
     *
     * @param state the state to take
     * @return the snapshot
     */
    public static StateSnapshot ofWhole(GameState state) {
        return new StateSnapshot(state, true);
    }

    /**
     * What differs between the snapshot and the state now, one line each ("facts.toAct 2 became 3",
     * "legal moves of seat 1 …"); empty if nothing does.
     *
     * @param now the state after a move was refused, or the same object later
     * @return the differences
     */
    public List<String> differencesFrom(GameState now) {
        List<String> out = new ArrayList<>();
        TableFacts after = TableFacts.of(now);
        if (!facts.equals(after)) {
            out.addAll(componentDifferences("facts.", facts, after));
            if (out.isEmpty()) {
                out.add("the table's facts differ");
            }
        }
        if (!config.equals(now.config())) {
            out.add("config " + config + " became " + now.config());
        }
        if (hash != now.hashCode()) {
            out.add("hashCode " + hash + " became " + now.hashCode());
        }
        for (int seat = 0; seat < legal.size(); seat++) {
            List<Move> moves = now.legalMoves(seat);
            if (!legal.get(seat).equals(moves)) {
                out.add("legal moves of seat " + seat + " " + legal.get(seat) + " became " + moves);
            }
        }
        for (int seat = 0; seat < views.size(); seat++) {
            boolean spectator = seat == legal.size();
            PlayerView view = spectator ? now.spectatorView() : now.view(seat);
            if (!views.get(seat).equals(view)) {
                out.add((spectator ? "the spectator's view: " : "view of seat " + seat + ": ") + String.join("; ",
                        componentDifferences("", views.get(seat), view)));
            }
        }
        if (copy != null && !(now.equals(copy) && copy.equals(now))) {
            out.add("the state no longer equals a copy made before the move (GameState.equals)");
        }
        return out;
    }

    /** {@return the facts taken, for messages} */
    public TableFacts facts() {
        return facts;
    }

    /** The components in which two records of one type differ, as "name x became y". */
    static List<String> componentDifferences(String prefix, Record a, Record b) {
        List<String> out = new ArrayList<>();
        for (RecordComponent c : a.getClass().getRecordComponents()) {
            try {
                Object x = c.getAccessor().invoke(a);
                Object y = c.getAccessor().invoke(b);
                if (!Objects.equals(x, y)) {
                    out.add(prefix + c.getName() + " " + x + " became " + y);
                }
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        return out;
    }
}
