package dev.taki.bots;

import dev.taki.api.Card;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.TableSetup;
import dev.taki.core.Taki;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static dev.taki.bots.BotTable.table;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The heuristic bot's plan, one decision at a time, on tables laid out by hand (it sees only its view). */
class HeuristicBotTest {
    private final Bot bot = new HeuristicBot();

    private Move choice(GameState state) {
        return bot.choose(state.view(state.toAct()), new Random(1));
    }

    private static Move move(String notation) {
        return Move.parse(notation);
    }

    @Test
    void itDeclaresLastCardWhenItsMoveLeavesOne() {
        assertEquals(move("play R5 last"), choice(table("R3", "R5 G7", "B1 B3 B4", "Y1 Y3 Y4")));
        assertEquals(move("play R5"), choice(table("R3", "R5 G7 G8", "B1 B3 B4", "Y1 Y3 Y4")));
    }

    @Test
    void itGoesOutWithItsLastCard() {
        assertEquals(move("play R5"), choice(table("R3", "R5", "B1 B3 B4")).withoutDeclaration());
    }

    @Test
    void itShedsTheColourItHoldsLeastOf() {
        assertEquals(move("play G3"), choice(table("R3", "R5 R7 R8 G3 B9", "B1 B3 B4", "Y1 Y3 Y4")));
    }

    @Test
    void itPlaysAPlusEarly() {
        assertEquals(move("play R+"), choice(table("R3", "R5 R+ G7", "B1 B3 B4", "Y1 Y3 Y4")));
    }

    @Test
    void itKeepsItsKingAndChangeColorForWhenNothingElseMatches() {
        assertEquals(move("play R5"), choice(table("R3", "KING COLOR R5 G7", "B1 B3 B4", "Y1 Y3 Y4")));
        assertEquals(move("play COLOR B"), choice(table("R3", "KING COLOR B1 B4 G7", "B1 B3 B4", "Y1 Y3 Y4")));
    }

    @Test
    void itOpensATakiRunPlaysItsNumbersFirstEndsOnAnActionAndClosesIt() {
        GameState s = table("R3", "RTAKI R5 R7 RSTOP G1", "B1 B3 B4", "Y1 Y3 Y4");
        assertEquals(move("play RTAKI"), choice(s));
        s = s.apply(move("play RTAKI")).state();
        for (String expected : new String[] {"play R", "play R", "play RSTOP", "close"}) {
            Move m = choice(s);
            assertEquals(true, m.notation().startsWith(expected), expected + " expected, got " + m);
            s = s.apply(m).state();
        }
    }

    @Test
    void itAnswersAPlusTwoWithAPlusTwo() {
        GameState s = table("R3", "R+2 B1 B3", "G+2 KING R5 G7").apply(move("play R+2")).state();
        assertEquals(move("play G+2"), bot.choose(s.view(1), new Random(1)));
    }

    @Test
    void itStopsAPlayerAboutToGoOut() {
        assertEquals(move("play RSTOP"), choice(table("R3", "R5 RSTOP G7 G8", "B1", "Y1 Y3 Y4")));
    }

    @Test
    void itPassesOnACrazyCardTowardsTheSmallerHand() {
        dev.taki.api.Game game = Taki.game(new GameConfig(3, 1, 0, null, List.of(dev.taki.api.VariantChoice.of("crazy-card"))));
        java.util.function.Function<String, List<Card>> cards = text -> Arrays.stream(text.split(" "))
                .map(game::parseCard).toList();
        GameState s = game.start(new TableSetup(List.of(cards.apply("CRAZY R5 R7 G1 G3 G4 B1"), cards.apply("B3 B4"),
                cards.apply("Y1 Y3 Y4 Y5 Y6")), Card.parse("Y7"), null, List.of(), List.of(), 0, null, false, 0, Map.of()));
        assertEquals(s.parseMove("play CRAZY ccw"), choice(s), "counter-clockwise, seat 1 passes its 2 cards to seat 0");
    }
}
