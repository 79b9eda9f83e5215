package dev.taki.api;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Card and move notation of NOTATION.md: reading, writing, and errors that quote the bad text. */
class NotationTest {

    @ParameterizedTest
    @ValueSource(strings = {"R5", "Y1", "G+2", "B+", "YSTOP", "RDIR", "GTAKI", "COLOR", "SUPERTAKI", "KING",
            "+3", "BREAK", "CRAZY", "B9", "G3"})
    void everyCardReadsBackAsItIsWritten(String text) {
        assertEquals(text, Card.parse(text).notation());
    }

    @Test
    void cardsAreReadCaseInsensitivelyAndAreCanonical() {
        assertSame(Card.of(CardKind.PLUS_TWO, Color.GREEN), Card.parse("g+2"));
        assertSame(Card.of(CardKind.KING), Card.parse(" king "));
        assertSame(Card.of(CardKind.STOP, Color.YELLOW), Card.parse("ystop"));
    }

    @Test
    void everyCardCodeNamesItsCard() {
        for (CardKind kind : CardKind.values()) {
            List<Card> cards = kind.isColored()
                    ? List.of(Card.of(kind, Color.RED), Card.of(kind, Color.GREEN), Card.of(kind, Color.BLUE), Card.of(kind, Color.YELLOW))
                    : List.of(Card.of(kind));
            for (Card c : cards) {
                assertSame(c, Card.fromCode(c.code()));
                assertSame(c, Card.parse(c.notation()));
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"R2", "R0", "X5", "RED5", "", "R", "KINGS", "R+4", "5"})
    void aBadCardIsRefusedQuotingTheText(String text) {
        NotationException e = assertThrows(NotationException.class, () -> Card.parse(text));
        assertTrue(e.getMessage().contains("'" + text + "'"), e.getMessage());
        assertTrue(e.getMessage().contains("expected"), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"play R5", "play COLOR Y", "play CRAZY cw", "play CRAZY ccw", "play R3 R+", "draw",
            "close", "end", "pass", "play R5 last", "close last", "draw last", "end last", "play COLOR G last",
            "play SUPERTAKI R", "play SUPERTAKI Y last"})
    void everyMoveReadsBackAsItIsWritten(String text) {
        assertEquals(text, Move.parse(text).notation());
    }

    @Test
    void movesAreReadCaseInsensitively() {
        assertEquals(Move.play(Card.parse("R5")).withDeclaration(), Move.parse("PLAY r5 LAST"));
        assertEquals(Move.play(Card.parse("COLOR"), Color.YELLOW), Move.parse("play color y"));
        assertEquals(Move.play(Card.parse("CRAZY"), Direction.CCW), Move.parse("Play Crazy CCW"));
    }

    @Test
    void aColourlessCardWithoutAChoiceMayStillNameAColourForAVariant() {
        assertEquals(Move.play(Card.parse("SUPERTAKI"), Color.RED), Move.parse("play supertaki r"));
        assertEquals(Move.play(Card.parse("SUPERTAKI")), Move.parse("play SUPERTAKI"));
    }

    @Test
    void theDeclarationIsPartOfTheMoveButNotOfItsIdentityWhenStripped() {
        Move declared = Move.parse("play R5 last");
        assertTrue(declared.declaresLast());
        assertEquals(Move.parse("play R5"), declared.withoutDeclaration());
    }

    @ParameterizedTest
    @ValueSource(strings = {"play", "play COLOR", "play COLOR Q", "play CRAZY", "play CRAZY up", "jump R5",
            "draw R5", "pass last", "play R2", "close now", "", "play R5 G", "play SUPERTAKI Q",
            "play SUPERTAKI R G"})
    void aBadMoveIsRefusedQuotingTheText(String text) {
        NotationException e = assertThrows(NotationException.class, () -> Move.parse(text));
        assertTrue(e.getMessage().contains("expected") || e.getMessage().contains("needs")
                || e.getMessage().contains("takes") || e.getMessage().contains("cannot"), e.getMessage());
    }

    @Test
    void theBaseDeckHas112CardsWithTheRightCounts() {
        List<Card> deck = Decks.edition2011();
        assertEquals(112, deck.size());
        assertEquals(2, deck.stream().filter(c -> c == Card.parse("R5")).count());
        assertEquals(4, deck.stream().filter(c -> c == Card.parse("COLOR")).count());
        assertEquals(2, deck.stream().filter(c -> c == Card.parse("KING")).count());
        assertEquals(2, deck.stream().filter(c -> c == Card.parse("SUPERTAKI")).count());
        assertEquals(0, deck.stream().filter(c -> c.kind() == CardKind.CRAZY || c.kind() == CardKind.PLUS_THREE).count());
        assertEquals(26, deck.stream().filter(c -> c.colorOrNull() == Color.BLUE).count());
    }
}
