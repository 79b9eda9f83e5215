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
            "R9", "B1"})
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
        for (CardKind kind : CardKind.base()) {
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
    @ValueSource(strings = {"play R5", "play COLOR Y", "play R3 R+", "draw", "play R7 @2", "play R7 @0 last",
            "close", "end", "pass", "play R5 last", "close last", "draw last", "end last", "play COLOR G last",
            "play SUPERTAKI R", "play SUPERTAKI Y last", "play KING cw"})
    void everyMoveReadsBackAsItIsWritten(String text) {
        assertEquals(text, Move.parse(text).notation());
    }

    @Test
    void movesAreReadCaseInsensitively() {
        assertEquals(Move.play(Card.parse("R5")).withDeclaration(), Move.parse("PLAY r5 LAST"));
        assertEquals(Move.play(Card.parse("COLOR"), Color.YELLOW), Move.parse("play color y"));
        assertEquals(Move.play(Card.parse("R7"), new Seat(3)), Move.parse("Play r7 @3"));
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

    @Test
    void aPlayWithoutTheChoiceItsCardNamesIsReadForTheGameToRefuse() {
        Card color = Card.parse("COLOR");
        assertEquals(new Move.Play(List.of(color), null, false), Move.parse("play COLOR"));
        assertEquals(new Move.Play(List.of(color), Direction.CW, true), Move.parse("play COLOR cw last"));
    }

    @Test
    void aDeclarationOnAPassIsReadAndDropped() {
        assertEquals(Move.pass(), Move.parse("pass last"));
        assertEquals("pass", Move.parse("PASS LAST").notation());
    }

    @ParameterizedTest
    @ValueSource(strings = {"play", "play COLOR Q", "play CRAZY", "jump R5",
            "draw R5", "pass now", "play R2", "close now", "", "play R5 Q", "play SUPERTAKI Q",
            "play SUPERTAKI R G", "play R7 @", "play R7 @2 @3", "play R7 @x"})
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
        assertEquals(0, deck.stream().filter(c -> !c.kind().isBase()).count());
        assertEquals(26, deck.stream().filter(c -> c.colorOrNull() == Color.BLUE).count());
    }

    @Test
    void aPlayMayNameAChoiceOfAnyKindAfterItsCards() {
        Move.Play seven = (Move.Play) Move.parse("play G7 @1 last");
        assertEquals(1, seven.seat());
        assertEquals(new Seat(1), seven.choice());
        assertTrue(seven.declaresLast());
        assertEquals(Color.GREEN, ((Move.Play) Move.parse("play R5 G")).color());
    }

    @Test
    void aPluginsCardIsReadOnlyByANotationThatHasIt() {
        CardKind spin = CardKind.colorless("TEST_SPIN", "SPIN").choosing(ChoiceKind.DIRECTION).transparent().define();
        assertSame(spin, CardKind.colorless("TEST_SPIN", "SPIN").choosing(ChoiceKind.DIRECTION).transparent().define());
        assertThrows(NotationException.class, () -> Card.parse("SPIN"));
        Notation game = Notation.of(List.of(CardKind.KING, spin), List.of());
        assertEquals(Move.play(Card.of(spin), Direction.CCW), game.parseMove("play spin ccw"));
        // Read without its direction, for the game to refuse as BAD_CHOICE; a word that is no choice is not read.
        assertEquals(new Move.Play(List.of(Card.of(spin)), null, false), game.parseMove("play SPIN"));
        NotationException e = assertThrows(NotationException.class, () -> game.parseMove("play SPIN up"));
        assertTrue(e.getMessage().contains("needs a direction"), e.getMessage());
        assertTrue(spin.isTransparent());
        assertSame(Card.of(spin), Card.fromCode(Card.of(spin).code()));
    }

    @Test
    void twoKindsWrittenAlikeAreRefusedNamingBoth() {
        CardKind one = CardKind.colorless("TEST_FOUR_A", "+4").define();
        CardKind other = CardKind.colorless("TEST_FOUR_B", "+4").transparent().define();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Notation.of(List.of(one, other), List.of()));
        assertTrue(e.getMessage().contains("TEST_FOUR_A") && e.getMessage().contains("TEST_FOUR_B"), e.getMessage());
        CardKind r5 = CardKind.colorless("TEST_R5", "R5").define();
        assertThrows(IllegalArgumentException.class, () -> Notation.of(List.of(CardKind.FIVE, r5), List.of()));
    }

    @Test
    void aHugeMoveIsQuotedShort() {
        String huge = "play " + "R".repeat(5_000_000);
        NotationException e = assertThrows(NotationException.class, () -> Move.parse(huge));
        assertTrue(e.getMessage().length() < 400, "message of " + e.getMessage().length() + " characters");
        NotationException c = assertThrows(NotationException.class, () -> Card.parse(huge));
        assertTrue(c.getMessage().length() < 400, "message of " + c.getMessage().length() + " characters");
    }

    @Test
    void aPlayHasAtMostNineCardsAndOneChoice() {
        String nine = "play" + " R5".repeat(9);
        assertEquals(9, ((Move.Play) Move.parse(nine + " @2 last")).cards().size());
        assertThrows(NotationException.class, () -> Move.parse(nine + " R5"));
        assertThrows(NotationException.class, () -> Move.parse(nine + " R5 last"));
        assertThrows(NotationException.class, () -> Move.parse(nine + " @2 @3 last"));
    }
}
