package dev.taki.testkit.contract;

import dev.taki.api.Card;
import dev.taki.api.GameState;
import dev.taki.api.Phase;
import dev.taki.core.TableFacts;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A table like another but for a few facts, for the twins the contract compares a state with: other hands, another
 * draw pile, another seat to act. Every other fact is copied as it is, whatever facts a table has — so a fact added
 * to {@link TableFacts} is kept by every twin without a change here.
 */
final class TableEdit {
    private final TableFacts facts;
    private final Map<String, Object> changed = new LinkedHashMap<>();

    private TableEdit(TableFacts facts) {
        this.facts = facts;
    }

    /** An edit of the facts of the state. */
    static TableEdit of(GameState state) {
        return new TableEdit(TableFacts.of(state));
    }

    /** An edit of these facts. */
    static TableEdit of(TableFacts facts) {
        return new TableEdit(facts);
    }

    /** The hands, every seat's, in the order received. */
    TableEdit hands(List<List<Card>> hands) {
        changed.put("hands", hands);
        return this;
    }

    /** The draw pile, top first. */
    TableEdit drawPile(List<Card> drawPile) {
        changed.put("drawPile", drawPile);
        return this;
    }

    /** The seat's turn has just started: it owns the turn and is to act, in the turn phase. */
    TableEdit turnOf(int seat) {
        changed.put("turnOwner", seat);
        changed.put("toAct", seat);
        changed.put("phase", Phase.TURN);
        return this;
    }

    /** {@return the facts edited} */
    TableFacts facts() {
        RecordComponent[] components = TableFacts.class.getRecordComponents();
        Object[] values = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        try {
            for (int i = 0; i < components.length; i++) {
                String name = components[i].getName();
                types[i] = components[i].getType();
                values[i] = changed.containsKey(name) ? changed.get(name) : components[i].getAccessor().invoke(facts);
            }
            Constructor<TableFacts> canonical = TableFacts.class.getDeclaredConstructor(types);
            return canonical.newInstance(values);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the facts of a table cannot be copied: " + e, e);
        }
    }

    /**
     * The state of the game on the edited table.
     *
     * @throws RuntimeException if the rules refuse the table (the seat to act would have no legal move, a variant's
     *                          state names a card that is elsewhere now…)
     */
    GameState restore(GameState like) {
        return facts().restore(like.game());
    }
}
