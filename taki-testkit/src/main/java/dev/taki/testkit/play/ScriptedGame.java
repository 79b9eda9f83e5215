package dev.taki.testkit.play;

import dev.taki.api.Event;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.core.Taki;
import dev.taki.core.record.RecordedMove;
import dev.taki.testkit.scenario.Scenario;
import dev.taki.testkit.scenario.ScenarioReader;

import java.util.ArrayList;
import java.util.List;

/**
 * A game laid out in scenario JSON, played move by move, keeping the events of every accepted move — for
 * unit tests that look at events or at the table between moves, where a scenario file cannot:
 * <pre>{@code
 * ScriptedGame g = ScriptedGame.of("{\"players\": 2, \"variants\": [\"crazy-card\"],"
 *         + " \"setup\": {\"hands\": [[\"CRAZY\", \"B5\"], [\"G7\"]], \"leading\": \"R7\"}}");
 * g.play("0: play CRAZY cw");
 * assertTrue(g.eventTypes().contains("crazy-card:hands-passed"));
 * }</pre>
 */
public final class ScriptedGame {
    private GameState state;
    private final List<Event> events = new ArrayList<>();
    private List<Event> lastEvents = List.of();

    private ScriptedGame(GameState state) {
        this.state = state;
    }

    /**
     * The game of a scenario's "players", "variants" and "setup" (JSON, as in a scenario file), with the
     * variants found on the class path.
     *
     * @param json the scenario's fields, as JSON
     * @return the game, before any move
     * @throws IllegalArgumentException if the scenario cannot be read
     */
    public static ScriptedGame of(String json) {
        Scenario s = ScenarioReader.parse(json, "test").get(0);
        if (s.problem() != null) {
            throw new IllegalArgumentException(s.problem());
        }
        return new ScriptedGame(Taki.fromSetup(s.config(), s.setup()));
    }

    /**
     * Applies "seat: move", which must be accepted (an AssertionError shows the table otherwise).
     *
     * @param line the move, as {@code "seat: move"}
     * @return this game, to play on
     */
    public ScriptedGame play(String line) {
        RecordedMove m = RecordedMove.parse(line, state.game().notation());
        Outcome o = state.apply(m.seat(), m.move());
        if (!o.isAccepted()) {
            throw new AssertionError(line + " was rejected: " + ((Outcome.Rejected) o).message() + "\n" + state);
        }
        Outcome.Accepted a = (Outcome.Accepted) o;
        state = a.state();
        lastEvents = a.events();
        events.addAll(a.events());
        return this;
    }

    /** {@return the state now} */
    public GameState state() {
        return state;
    }

    /** {@return every event of the accepted moves so far, in order} */
    public List<Event> events() {
        return List.copyOf(events);
    }

    /** {@return the events of the last accepted move} */
    public List<Event> lastEvents() {
        return lastEvents;
    }

    /** {@return the type names of all events so far, e.g. {@code card-played}, {@code plus-three-card:passed}} */
    public List<String> eventTypes() {
        return events.stream().map(Event::type).toList();
    }

    /** {@return the legal moves of the seat to act, in notation, sorted} */
    public List<String> legal() {
        return state.legalMoves().stream().map(Move::notation).sorted().toList();
    }

    /**
     * A seat's hand in notation, in the order received.
     *
     * @param seat a seat of the game
     * @return its cards in notation
     */
    public List<String> hand(int seat) {
        return state.hand(seat).stream().map(c -> c.notation()).toList();
    }
}
