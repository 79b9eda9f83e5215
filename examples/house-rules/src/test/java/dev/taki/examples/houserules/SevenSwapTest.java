package dev.taki.examples.houserules;

import dev.taki.api.Card;
import dev.taki.api.Event;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.Rejection;
import dev.taki.api.text.GameTexts;
import dev.taki.testkit.play.ScriptedGame;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The events of a swap, and the reasons a 7 is refused for its choice of seat. */
class SevenSwapTest {
    private static final String TABLE = "{\"players\": 3, \"variants\": [\"seven-swap\"], \"setup\": {\"hands\":"
            + " [[\"R7\", \"B1\", \"G9\"], [\"Y4\", \"Y5\"], [\"G6\"]], \"leading\": \"R3\"}}";

    @Test
    void theSwapIsAnnouncedAfterTheCardAndBeforeTheLastCardRule() {
        ScriptedGame g = ScriptedGame.of(TABLE).play("0: play R7 @2 last");
        assertEquals(List.of(new Event.CardPlayed(0, Card.parse("R7"), false), new Event.HandsSwapped(0, 2),
                new Event.LastCardDeclared(0), new Event.TurnStarted(1)), g.lastEvents());
        assertEquals(List.of("G6"), g.hand(0));
        assertEquals(List.of("B1", "G9"), g.hand(2));
    }

    @Test
    void everySeatSeesTheSwapButNoCard() {
        ScriptedGame g = ScriptedGame.of(TABLE).play("0: play R7 @1");
        for (Event e : g.lastEvents()) {
            assertEquals(e, e.seenBy(1));
            assertEquals(e, e.seenBy(2));
        }
        assertEquals(List.of("Y4", "Y5"), g.state().view(0).hand().stream().map(Card::notation).toList());
    }

    @Test
    void aLastSevenIsPlayedWithNoSwap() {
        ScriptedGame g = ScriptedGame.of("{\"players\": 2, \"variants\": [\"seven-swap\"], \"setup\": {\"hands\":"
                + " [[\"R7\"], [\"Y4\", \"Y5\"]], \"leading\": \"R3\"}}").play("0: play R7");
        assertFalse(g.eventTypes().contains("hands-swapped"), g.eventTypes()::toString);
        assertEquals(List.of(0), g.state().winners());
    }

    @Test
    void aSevenNamingItsOwnSeatOrNoSeatOfTheGameIsABadChoice() {
        GameState s = ScriptedGame.of(TABLE).state();
        for (String move : List.of("play R7 @0", "play R7 @3", "play R7 @9")) {
            Outcome.Rejected no = (Outcome.Rejected) s.apply(0, s.parseMove(move));
            assertEquals(Rejection.BAD_CHOICE, no.reason(), move);
            assertTrue(no.message().contains("@1, @2"), no.message());
        }
    }

    @Test
    void aPlainSevenIsRefusedAndTheRefusalListsTheSeatsToName() {
        GameState s = ScriptedGame.of(TABLE).state();
        Outcome.Rejected no = (Outcome.Rejected) s.apply(0, s.parseMove("play R7"));
        assertTrue(no.message().contains("play R7 @1, play R7 @2"), no.message());
        // The rules' own reason; the engine asks for it once no variant in play allows what the base game would.
        Outcome.Rejected why = SevenSwapRules.INSTANCE.explain(s, 0, Move.parse("play R7"));
        assertEquals(Rejection.BAD_CHOICE, why.reason());
        assertTrue(why.message().contains("names the seat to swap hands with"), why.message());
    }

    @Test
    void aSevenNamingASeatWhereItSwapsNothingIsABadChoice() {
        GameState run = ScriptedGame.of("{\"players\": 3, \"variants\": [\"seven-swap\"], \"setup\": {\"hands\":"
                + " [[\"RTAKI\", \"R7\", \"B1\"], [\"Y4\", \"Y5\"], [\"G6\"]], \"leading\": \"R3\"}}")
                .play("0: play RTAKI").state();
        Outcome.Rejected no = (Outcome.Rejected) run.apply(0, run.parseMove("play R7 @1"));
        assertEquals(Rejection.BAD_CHOICE, no.reason());
        assertTrue(no.message().contains("inside a TAKI run swaps nothing"), no.message());
    }

    @Test
    void aSevenThatDoesNotMatchIsRefusedForThatEvenWithASeat() {
        GameState s = ScriptedGame.of("{\"players\": 3, \"variants\": [\"seven-swap\"], \"setup\": {\"hands\":"
                + " [[\"B7\", \"B1\", \"G9\"], [\"Y4\", \"Y5\"], [\"G6\"]], \"leading\": \"R3\"}}").state();
        Outcome.Rejected no = (Outcome.Rejected) s.apply(0, s.parseMove("play B7 @1"));
        assertEquals(Rejection.CARD_DOES_NOT_MATCH, no.reason());
        assertNull(SevenSwapRules.INSTANCE.explain(s, 0, Move.parse("play B7")));
    }

    @Test
    void itsRefusalsHaveKeysAndAreSaidWithThePlayersNamesInEnglishAndHebrew() {
        GameState s = ScriptedGame.of(TABLE).state();
        Outcome.Rejected own = (Outcome.Rejected) s.apply(0, s.parseMove("play R7 @0"));
        assertEquals("seven-swap-own-seat", own.key());
        assertTrue(own.message().startsWith("seat 0 cannot play R7 @0: a 7 swaps hands with another seat"), own.message());
        GameTexts english = GameTexts.of(Locale.ENGLISH, List.of(new SevenSwap()), List.of());
        GameTexts hebrew = GameTexts.of(Locale.forLanguageTag("he"), List.of(new SevenSwap()), List.of());
        assertEquals("Dana cannot play red 7 (swap hands with Dana): a 7 swaps hands with another player, not with its"
                + " own player", english.refusal(own, List.of("Dana", "Ben", "Noa")));
        assertEquals("דנה לא יכול/ה לשים 7 אדום (להחליף ידיים עם דנה): 7 מחליף ידיים עם שחקן אחר, לא עם מי ששם אותו",
                hebrew.refusal(own, List.of("דנה", "בן", "נועה")));
        Outcome.Rejected plain = (Outcome.Rejected) s.apply(0, s.parseMove("play R7"));
        assertEquals("seven-swap-needs-seat", plain.key());
        assertEquals("עם מי מחליפים ידיים?", hebrew.prompt(Card.parse("R7"), dev.taki.api.ChoiceKind.SEAT));
    }
}
