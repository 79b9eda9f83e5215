package dev.taki.bots;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.text.GameTexts;
import dev.taki.core.Taki;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The bots by name, and whole games between them. */
class BotsTest {

    @Test
    void botsAreMadeByNameAndABadSpecSaysWhatExists() {
        assertEquals(List.of("heuristic", "ismcts", "random"), Bots.names());
        assertInstanceOf(HeuristicBot.class, Bots.create("heuristic"));
        assertInstanceOf(RandomBot.class, Bots.create(" random "));
        assertEquals("unknown bot 'clever'; known bots: heuristic, ismcts, random",
                assertThrows(IllegalArgumentException.class, () -> Bots.create("clever")).getMessage());
        assertEquals("the bot 'random' takes no argument, got '5'",
                assertThrows(IllegalArgumentException.class, () -> Bots.create("random:5")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> Bots.create(""));
        assertTrue(Bots.descriptions().get("heuristic").contains("colour"));
    }

    @Test
    void everyKindHandsItsTextsToTheGamesTextsAndTheProjectsOwnKeepTheBaseGames() {
        assertEquals(Bots.names(), List.copyOf(Bots.texts().keySet()));
        assertNull(Bots.texts().get("heuristic").apply(Locale.ENGLISH), "named by the base game's texts");
        GameTexts hebrew = GameTexts.base(Locale.forLanguageTag("he")).withBots(Bots.texts());
        assertEquals(GameTexts.base(Locale.forLanguageTag("he")).botName("ismcts:500"), hebrew.botName("ismcts:500"));
    }

    @Property(tries = 200)
    void everyBotMoveIsAcceptedAndGamesEnd(@ForAll @IntRange(min = 2, max = 10) int players, @ForAll long seed) {
        GameState state = Taki.newGame(GameConfig.of(players, seed));
        Bot[] bots = new Bot[players];
        for (int seat = 0; seat < players; seat++) {
            bots[seat] = Bots.create(seat % 2 == 0 ? "heuristic" : "random");
            bots[seat].join(state.game(), seat);
        }
        Random random = new Random(seed);
        int moves = 0;
        while (!state.isOver()) {
            int seat = state.toAct();
            Move move = bots[seat].choose(state.view(seat), random);
            Outcome outcome = state.apply(seat, move);
            assertTrue(outcome.isAccepted(), () -> "seat " + seat + " chose " + move.notation() + ": " + outcome);
            Outcome.Accepted accepted = (Outcome.Accepted) outcome;
            for (int s = 0; s < players; s++) {
                bots[s].observe(SeenBy.of(accepted.events(), s));
            }
            state = accepted.state();
            assertTrue(++moves < 20_000, "a game between bots should end");
        }
    }
}
