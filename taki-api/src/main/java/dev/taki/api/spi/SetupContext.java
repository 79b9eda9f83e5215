package dev.taki.api.spi;

import dev.taki.api.CardKind;
import dev.taki.api.ChoiceKind;
import dev.taki.api.MoveVerb;
import dev.taki.api.Phase;

/**
 * What a plugin adds to the vocabulary of a game, told once when a configuration that names it is resolved
 * ({@link Variant#setUp}): the model is Jackson's {@code Module.setupModule(context)}. The vocabulary of a
 * game is fixed from then on. Two plugins that claim one card symbol, one kind of choice, one verb, one event type
 * or one state id are refused together, naming both.
 */
public interface SetupContext {

    /** {@return the number of players of the game being set up} */
    int players();

    /**
     * Adds a kind of card to the game, and {@code copies} of it to the deck: of each colour for a coloured
     * kind ({@code copies} 2 adds 8 cards), or of the one card for a colourless kind. Copies may be 0 for a kind
     * that only a rule puts on the table.
     *
     * @param kind the kind of card
     * @param copies how many copies go into the deck, 0 or more
     */
    void card(CardKind kind, int copies);

    /**
     * Adds a kind of choice that plays of this game may name (colours, directions and seats need none).
     *
     * @param kind the kind of choice
     */
    void choice(ChoiceKind kind);

    /**
     * Adds a verb that moves of this game may use ({@code declare}, {@code catch 1}): the plugin offers its moves
     * ({@link Rules#interjections} or {@link Rules#adjustMoves}) and carries them out ({@link Rules#apply}).
     *
     * @param verb the verb
     */
    void verb(MoveVerb verb);

    /**
     * Adds a phase the plugin puts a seat in (the base game's need none). A phase is only a name: plugins that
     * add the same one share it (two plugins with response windows both use {@link ResponseWindow#PHASE}).
     *
     * @param phase the phase
     */
    void phase(Phase phase);

    /**
     * Adds the JSON codec of an event record of the plugin's own ({@code VariantEvent}s need none).
     *
     * @param codec how the event is written and read
     */
    void event(EventCodec<?> codec);

    /**
     * Adds the codec of the plugin's own state: the state's type, its id and its JSON.
     *
     * @param codec how the state is written and read
     */
    void state(StateCodec<?> codec);
}
