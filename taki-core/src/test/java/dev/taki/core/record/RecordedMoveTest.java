package dev.taki.core.record;

import dev.taki.api.Card;
import dev.taki.api.Color;
import dev.taki.api.Move;
import dev.taki.api.NotationException;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** "seat: move" lines, as NOTATION.md writes them. */
class RecordedMoveTest {

    @Test
    void aLineKeepsItsSeatMoveAndDeclaration() {
        RecordedMove m = RecordedMove.parse("2: play COLOR y last");
        assertEquals(2, m.seat());
        assertEquals(Move.play(Card.parse("COLOR"), Color.YELLOW).withDeclaration(), m.move());
        assertEquals("2: play COLOR Y last", m.notation());
        assertEquals(m, RecordedMove.parse(m.notation()));
        assertEquals(new RecordedMove(10, Move.draw()), RecordedMove.parse(" 10 :draw "));
    }

    @Test
    void aBrokenLineSaysWhatWasExpected() {
        assertTrue(assertThrows(NotationException.class, () -> RecordedMove.parse("play R5")).getMessage()
                .contains("is not a 'seat: move' line"));
        assertTrue(assertThrows(NotationException.class, () -> RecordedMove.parse("x: play R5")).getMessage()
                .contains("does not start with a seat number"));
        assertTrue(assertThrows(NotationException.class, () -> RecordedMove.parse("-1: play R5")).getMessage()
                .contains("does not start with a seat number"));
        assertTrue(assertThrows(NotationException.class, () -> RecordedMove.parse("0: play R2")).getMessage()
                .contains("is not a card"));
    }
}
