package dev.taki.testkit.contract;

import dev.taki.api.Move;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.StateCodec;
import dev.taki.api.spi.Table;
import dev.taki.api.spi.Variant;

import java.util.Map;

/**
 * A test-only rule that counts the number cards played, in public, from its {@code apply} — which adds to the move
 * and hands it on (returns false), as a rule that adds to a move must. It counts every play it is asked about: a
 * rule listed before it that carries a play out itself hides that play from it.
 */
public final class CountsNumberCards implements Variant {
    /** The variant's id, also the id of its state. */
    public static final String ID = "counts-number-cards";

    /**
     * The state: the number cards played so far. Public.
     *
     * @param played how many
     */
    record Count(int played) {
        static final StateCodec<Count> CODEC = new StateCodec<>(ID, Count.class, c -> Map.of("played", c.played()),
                json -> new Count((Integer) json.get("played")));
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "counts the number cards played, in public";
    }

    @Override
    public void setUp(SetupContext context) {
        context.state(Count.CODEC);
    }

    @Override
    public Rules rules(Options options) {
        return new Rules() {
            @Override
            public Object initialState(int players, Map<String, Object> setup) {
                return new Count(0);
            }

            @Override
            public boolean apply(Table table, int seat, Move move) {
                if (move instanceof Move.Play p && p.cards().stream().anyMatch(c -> c.kind().isNumber())) {
                    int played = table.state(ID, Count.class).map(Count::played).orElse(0);
                    table.setState(ID, new Count(played + 1));
                }
                return false;
            }
        };
    }
}
