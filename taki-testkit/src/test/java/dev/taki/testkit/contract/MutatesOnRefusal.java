package dev.taki.testkit.contract;

import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.TableView;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.StateCodec;
import dev.taki.api.spi.Variant;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A test-only variant that breaks "a refused move changes nothing": its state holds a mutable list, and
 * explaining a refusal adds the refused seat to it — in the state the move was tried on.
 */
final class MutatesOnRefusal implements Variant {
    static final String ID = "mutates-on-refusal";

    /** The seats refused so far (a mutable list: the bug). */
    record Refusals(List<Integer> seats) {
        @SuppressWarnings("unchecked")
        static final StateCodec<Refusals> CODEC = new StateCodec<>(ID, Refusals.class,
                r -> Map.of("seats", List.copyOf(r.seats())),
                json -> new Refusals(new ArrayList<>((List<Integer>) json.get("seats"))));
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "counts refusals in its state, by changing it in place (a bug)";
    }

    @Override
    public void setUp(SetupContext context) {
        context.state(Refusals.CODEC);
    }

    @Override
    public Rules rules(Options options) {
        return new Rules() {
            @Override
            public Object initialState(int players, Map<String, Object> setup) {
                return new Refusals(new ArrayList<>());
            }

            @Override
            public Outcome.Rejected explain(TableView table, int seat, Move move) {
                table.state(ID, Refusals.class).ifPresent(r -> r.seats().add(seat));
                return null;
            }
        };
    }
}
