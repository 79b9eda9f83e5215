package dev.taki.bots;

import dev.taki.api.Card;
import dev.taki.api.Event;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class SeenByTest {
    private static final List<Event> EVENTS = List.of(
            new Event.CardsDrawn(1, 2, List.of(Card.parse("R5"), Card.parse("G+2")), Event.DrawCause.TURN, 0),
            new Event.TurnStarted(2));

    @Test
    void aSeatSeesItsOwnDrawnCardsAndOnlyTheCountOfAnothersDraw() {
        assertEquals(EVENTS, SeenBy.of(EVENTS, 1));
        assertEquals(List.of(new Event.CardsDrawn(1, 2, List.of(), Event.DrawCause.TURN, 0), new Event.TurnStarted(2)),
                SeenBy.of(EVENTS, 0));
    }

    @Test
    void theListCannotBeChanged() {
        assertThrows(UnsupportedOperationException.class, () -> SeenBy.of(EVENTS, 0).add(new Event.TurnStarted(0)));
    }
}
