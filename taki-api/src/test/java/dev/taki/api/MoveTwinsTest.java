package dev.taki.api;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A common move with and without "last card" is one kept instance each way: declaring allocates nothing. */
class MoveTwinsTest {

    @Test
    void aCommonPlayAndItsDeclaredTwinAreKeptInstancesThatStillCompareByValue() {
        for (String text : new String[] {"play R5", "play COLOR Y", "play BSTOP", "draw"}) {
            Move plain = Move.parse(text);
            Move declared = plain.withDeclaration();
            assertTrue(declared.declaresLast(), text);
            assertSame(declared, plain.withDeclaration(), text + ": the same twin every time");
            assertEquals(plain, declared.withoutDeclaration(), text);
            assertSame(declared.withoutDeclaration(), declared.withoutDeclaration(), text + ": the canonical move");
            assertEquals(Move.parse(text + " last"), declared, text);
            assertEquals(declared.notation(), Move.parse(text + " last").notation());
            assertNotEquals(plain, declared, text);
        }
    }

    @Test
    void theEnginesOwnPlaysAreTheTwinsOfTheirDeclarations() {
        Move plain = Move.play(Card.parse("R5"));
        assertSame(plain, plain.withDeclaration().withoutDeclaration());
        Move colour = Move.play(Card.parse("COLOR"), Color.YELLOW);
        assertSame(colour, colour.withDeclaration().withoutDeclaration());
    }

    @Test
    void aPlayOfSeveralCardsOrNamingAnotherChoiceIsMadeAsBefore() {
        Move pair = Move.parse("play R3 R+");
        assertEquals(Move.parse("play R3 R+ last"), pair.withDeclaration());
        assertEquals(pair, pair.withDeclaration().withoutDeclaration());
        Move seat = Move.parse("play R7 @2");
        assertEquals("play R7 @2 last", seat.withDeclaration().notation());
        assertFalse(seat.withDeclaration().withoutDeclaration().declaresLast());
    }
}
