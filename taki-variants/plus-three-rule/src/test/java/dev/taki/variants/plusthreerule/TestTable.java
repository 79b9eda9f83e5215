package dev.taki.variants.plusthreerule;

import dev.taki.api.Event;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.core.Taki;
import dev.taki.testkit.scenario.Scenario;
import dev.taki.testkit.scenario.ScenarioReader;

import java.util.ArrayList;
import java.util.List;

/** A game laid out in scenario JSON, played move by move, keeping the events of every accepted move. */
final class TestTable {
    GameState state;
    final List<Event> events = new ArrayList<>();
    List<Event> lastEvents = List.of();

    private TestTable(GameState state) {
        this.state = state;
    }

    /** {@code json} holds "players", "variants" and "setup" as in a scenario file. */
    static TestTable of(String json) {
        Scenario s = ScenarioReader.parse(json, "test").get(0);
        if (s.problem() != null) {
            throw new IllegalArgumentException(s.problem());
        }
        return new TestTable(Taki.fromSetup(s.config(), s.setup()));
    }

    /** Applies "seat: move", which must be accepted. */
    TestTable play(String line) {
        int colon = line.indexOf(':');
        int seat = Integer.parseInt(line.substring(0, colon).trim());
        Outcome o = state.apply(seat, Move.parse(line.substring(colon + 1)));
        if (!o.isAccepted()) {
            throw new AssertionError(line + " was rejected: " + ((Outcome.Rejected) o).message() + "\n" + state);
        }
        Outcome.Accepted a = (Outcome.Accepted) o;
        state = a.state();
        lastEvents = a.events();
        events.addAll(a.events());
        return this;
    }

    /** The type names of all events so far, e.g. {@code card-played}, {@code plus-three-rule:passed}. */
    List<String> eventTypes() {
        return events.stream().map(Event::type).toList();
    }

    /** The legal moves of the seat to act, in notation, sorted. */
    List<String> legal() {
        return state.legalMoves().stream().map(Move::notation).sorted().toList();
    }

    /** A seat's hand in notation, in the order received. */
    List<String> hand(int seat) {
        return state.hand(seat).stream().map(c -> c.notation()).toList();
    }
}
