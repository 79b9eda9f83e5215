package dev.taki.core;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.TableSetup;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The move made for a seat whose time ran out: legal, and the most passive one, in every phase. */
class DefaultMoveTest {

    private static GameState table(String leading, String... hands) {
        return Taki.fromSetup(GameConfig.of(hands.length, 3), TableSetup.of(
                Arrays.stream(hands).map(h -> Arrays.stream(h.split(" ")).map(Card::parse).toList()).toList(),
                Card.parse(leading)), VariantCatalog.of(List.of(), List.of()));
    }

    private static GameState after(GameState s, String... moves) {
        for (String m : moves) {
            s = ((Outcome.Accepted) s.apply(s.toAct(), Move.parse(m))).state();
        }
        return s;
    }

    @Test
    void itIsTheMostPassiveLegalMoveOfEachPhase() {
        assertEquals(Optional.of(Move.parse("draw")), table("R7", "G5 B3 B4", "Y1").defaultMove(0), "nothing matches: draw");
        assertEquals(Optional.of(Move.parse("play R5")), table("R7", "R5 B3 B4", "Y1").defaultMove(0),
                "a card matches, so drawing is not allowed: a play");
        assertEquals(Optional.empty(), table("R7", "R5 B3", "Y1").defaultMove(1), "a seat that may not act");
        assertEquals(Optional.of(Move.parse("play R5")), after(table("R7", "R+ R5 G3 G4", "Y1"), "play R+").defaultMove(0),
                "after a Plus a card must follow");
        assertEquals(Optional.of(Move.parse("end")), after(table("R7", "KING R5 G3", "Y1"), "play KING").defaultMove(0),
                "after a King: end the turn");
        assertEquals(Optional.of(Move.parse("close")), after(table("R7", "RTAKI R5 R3 G3", "Y1"), "play RTAKI", "play R5")
                .defaultMove(0), "in a TAKI run: close it");
        assertEquals(Optional.of(Move.parse("end")), after(table("R7", "RTAKI R5 R3 G3", "Y1"), "play RTAKI").defaultMove(0),
                "a TAKI run with no card yet cannot be closed: end the turn, leaving it open");
        assertEquals(Optional.of(Move.parse("draw")), after(table("R7", "R+2 R5", "G5 B1"), "play R+2 last").defaultMove(1),
                "a waiting +2: take it");
        assertEquals(Optional.of(Move.parse("play R5 last")), table("R7", "R5 B3", "Y1").defaultMove(0),
                "a play that leaves one card declares it");
    }

    @Test
    void aPlayThatMustBeMadeGivesAwayTheWeakestCardAndKeepsTheStrongest() {
        List<String> hand = new ArrayList<>(List.of(
                "KING", "SUPERTAKI", "COLOR", "RTAKI", "R+2", "R+", "RSTOP", "RDIR", "R9", "G7", "R3"));
        List<String> expected = List.of("play R3", "play G7", "play R9", "play RDIR", "play RSTOP", "play R+",
                "play R+2", "play RTAKI", "play COLOR R", "play SUPERTAKI last", "play KING");
        for (String move : expected) {
            GameState state = table("R7", String.join(" ", hand), "Y1");
            assertEquals(Optional.of(Move.parse(move)), state.defaultMove(0), "holding " + hand);
            hand.remove(move.split(" ")[1]);
        }
    }

    /**
     * The first turn of 200 dealt games of four: where nothing matches the seat draws; where a card matches (and
     * drawing is not allowed) it gives away a number card if it can, never a Super TAKI or a King while it holds
     * another card to play, and of several number cards the lowest.
     */
    @Test
    void onTheFirstTurnItDrawsWhereItMayAndOtherwiseGivesAwayTheWeakestCard() {
        int draws = 0;
        int numberCards = 0;
        for (long seed = 0; seed < 200; seed++) {
            GameState state = Taki.newGame(GameConfig.of(4, seed));
            List<Move> legal = state.legalMoves();
            Move move = state.defaultMove(state.toAct()).orElseThrow();
            String game = "game " + seed + ", legal " + legal + ": " + move;
            if (legal.contains(Move.draw())) {
                assertEquals(Move.draw(), move, game);
                draws++;
                continue;
            }
            Card card = ((Move.Play) move).card();
            List<Card> playable = legal.stream().map(m -> ((Move.Play) m).card()).toList();
            int lowest = playable.stream().filter(c -> c.kind().isNumber()).mapToInt(c -> c.kind().number()).min()
                    .orElse(0);
            if (lowest > 0) {
                assertEquals(lowest, card.kind().number(), game + ": the lowest number card");
                numberCards++;
            } else if (card.kind() == CardKind.SUPER_TAKI || card.kind() == CardKind.KING) {
                assertTrue(playable.stream().allMatch(c -> c.kind() == CardKind.SUPER_TAKI
                        || c.kind() == CardKind.KING), game + ": a Super TAKI or a King only when nothing else");
            }
        }
        assertTrue(draws > 0 && numberCards > 100, draws + " draws, " + numberCards + " number cards");
    }

    @Property(tries = 300)
    void itIsAlwaysAcceptedAndAGameOfTimeOutsEnds(@ForAll @IntRange(min = 2, max = 10) int players, @ForAll long seed) {
        GameState state = Taki.newGame(GameConfig.of(players, seed));
        Random random = new Random(seed);
        for (int moves = 0; !state.isOver(); moves++) {
            assertTrue(moves < 20_000, "a game should end");
            for (int seat = 0; seat < players; seat++) {
                assertEquals(state.legalMoves(seat).isEmpty(), state.defaultMove(seat).isEmpty());
            }
            int seat = state.toAct();
            Move move = random.nextInt(3) == 0 ? state.defaultMove(seat).orElseThrow()
                    : state.legalMoves().get(random.nextInt(state.legalMoves().size())).withDeclaration();
            Outcome outcome = state.apply(seat, move);
            assertTrue(outcome.isAccepted(), move.notation() + ": " + outcome);
            state = outcome.state();
        }
    }
}
