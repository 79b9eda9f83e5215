package dev.taki.cli.plugins;

import dev.taki.api.CardKind;
import dev.taki.api.ChoiceKind;
import dev.taki.api.MoveVerb;
import dev.taki.api.Phase;
import dev.taki.api.spi.EventCodec;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.StateCodec;

/**
 * A set-up whose additions go nowhere, to run a plugin's {@code setUp} once while loading it. The engine runs
 * it again for every game, where a failure would only show as a refused configuration, without the jar's name.
 */
final class SetUpRehearsal implements SetupContext {
    /** As many players as the engine asks a catalog's variants about. */
    private static final int PLAYERS = 10;

    @Override
    public int players() {
        return PLAYERS;
    }

    @Override
    public void card(CardKind kind, int copies) {
    }

    @Override
    public void choice(ChoiceKind kind) {
    }

    @Override
    public void verb(MoveVerb verb) {
    }

    @Override
    public void phase(Phase phase) {
    }

    @Override
    public void event(EventCodec<?> codec) {
    }

    @Override
    public void state(StateCodec<?> codec) {
    }
}
