package dev.taki.bots;

import dev.taki.api.Card;
import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.PlayerView;
import dev.taki.api.TableSetup;
import dev.taki.core.Taki;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Bots moving out of turn under the house rules {@code jump-in} and {@code catch-last-card}: which seats are asked,
 * in what order, what each bot does, and whole games that end.
 */
class OutOfTurnTest {
    private static final List<String> BOTH = List.of("jump-in", "catch-last-card");

    /** A table laid out by hand with the given variants, seat 0 to act. */
    private static GameState table(List<String> variants, String leading, String... hands) {
        List<List<Card>> cards = Arrays.stream(hands).map(BotTable::cards).toList();
        return Taki.fromSetup(BotTable.config(hands.length, 1, variants), TableSetup.of(cards, Card.parse(leading)));
    }

    private static GameState apply(GameState state, int seat, String move) {
        Outcome outcome = state.apply(seat, state.parseMove(move));
        assertTrue(outcome.isAccepted(), () -> move + ": " + outcome);
        return outcome.state();
    }

    private static Optional<OutOfTurn.Interjection> ask(GameState state, Bot... bots) {
        return OutOfTurn.ask(state, seat -> bots[seat], new Random(1));
    }

    private static OutOfTurn.Interjection interjection(GameState state, int seat, String move) {
        return new OutOfTurn.Interjection(seat, state.parseMove(move));
    }

    /** A bot that must not be asked: the test fails if it is. */
    private static final Bot NEVER_ASKED = new Bot() {
        @Override
        public String name() {
            return "never-asked";
        }

        @Override
        public Move choose(PlayerView view, Random random) {
            throw new AssertionError("asked to choose");
        }

        @Override
        public Optional<Move> interject(PlayerView view, Random random) {
            throw new AssertionError("asked out of turn with " + view.legalMoves());
        }
    };

    @Test
    void aGameWithNoOutOfTurnRuleAsksNobody() {
        GameState state = Taki.newGame(GameConfig.of(4, 3));
        assertEquals(List.of(), OutOfTurn.seats(state));
        assertEquals(Optional.empty(), ask(state, NEVER_ASKED, NEVER_ASKED, NEVER_ASKED, NEVER_ASKED));
    }

    @Test
    void theHeuristicBotJumpsInAndDeclaresWhenTheJumpLeavesItOneCard() {
        GameState state = table(BOTH, "R5", "G1 G6 G3", "B1 B6 B3", "R5 Y7");
        assertEquals(List.of(2), OutOfTurn.seats(state));
        HeuristicBot bot = new HeuristicBot();
        assertEquals(Optional.of(interjection(state, 2, "play R5 last")), ask(state, NEVER_ASKED, NEVER_ASKED, bot));
        GameState more = table(BOTH, "R5", "G1 G6 G3", "B1 B6 B3", "R5 Y7 Y8");
        assertEquals(Optional.of(interjection(more, 2, "play R5")), ask(more, NEVER_ASKED, NEVER_ASKED, bot));
    }

    @Test
    void aBotThatLetsPlayGoOnPassesTheQuestionToTheNextSeatInTurnOrder() {
        GameState state = table(BOTH, "R3", "R5 R7", "G1 G3 G4", "B1 B3 B4", "R5 Y7 Y8");
        state = apply(state, 0, "play R5"); // seat 0 is catchable; seat 3 may jump, or catch
        assertEquals(1, state.toAct());
        assertEquals(List.of(2, 3, 0), OutOfTurn.seats(state));
        Bot idle = new Bot() {
            @Override
            public String name() {
                return "idle";
            }

            @Override
            public Move choose(PlayerView view, Random random) {
                throw new AssertionError("asked to choose");
            }
        };
        HeuristicBot heuristic = new HeuristicBot();
        assertEquals(Optional.of(interjection(state, 2, "catch 0")), ask(state, heuristic, NEVER_ASKED, heuristic, heuristic));
        assertEquals(Optional.of(interjection(state, 3, "catch 0")), ask(state, heuristic, NEVER_ASKED, idle, heuristic),
                "a bot by default lets play go on; a catch comes before a jump");
        assertEquals(Optional.of(interjection(state, 3, "catch 0")), ask(state, heuristic, NEVER_ASKED, null, heuristic),
                "a seat without a bot (a person's) is not asked");
        GameState caught = apply(state, 3, "catch 0");
        assertEquals(Optional.of(interjection(caught, 3, "play R5")), ask(caught, idle, NEVER_ASKED, idle, heuristic),
                "the jump is still there after the catch");
    }

    @Test
    void theJumperTakesTheTurnAndPlayGoesOnFromIt() {
        GameState state = table(BOTH, "R3", "R5 R7 R8", "G1 G3 G4", "B1 B3 B4", "R5 Y7 Y8");
        state = apply(state, 0, "play R5");
        HeuristicBot bot = new HeuristicBot();
        assertEquals(Optional.of(interjection(state, 3, "play R5")), ask(state, NEVER_ASKED, NEVER_ASKED, NEVER_ASKED, bot));
        state = apply(state, 3, "play R5");
        assertEquals(0, state.toAct(), "seats 1 and 2 lost their turns; play goes on after the jumper");
        assertEquals(List.of(), OutOfTurn.seats(state));
    }

    @Test
    void seatsAreAskedFromTheSeatAfterTheOneToActInTheDirectionOfPlay() {
        GameState state = table(BOTH, "R3", "RDIR G1 G6", "B1 B6 B3", "Y3 Y4 Y6", "R5 Y7");
        state = apply(state, 0, "play RDIR");
        state = apply(state, 3, "play R5"); // one card left, not declared: seat 3 is catchable
        assertEquals(2, state.toAct());
        assertEquals(List.of(1, 0, 3), OutOfTurn.seats(state), "counter-clockwise from seat 2");
    }

    @Test
    void theHeuristicBotCatchesAtOnceAndTheCatchableBotDeclaresLate() {
        GameState state = table(BOTH, "R3", "R5 R7", "G3 G4 G6", "B1 B6 B3");
        state = apply(state, 0, "play R5");
        assertEquals(List.of(2, 0), OutOfTurn.seats(state));
        HeuristicBot bot = new HeuristicBot();
        assertEquals(Optional.of(interjection(state, 2, "catch 0")), ask(state, bot, NEVER_ASKED, bot));
        assertEquals(Optional.of(interjection(state, 0, "declare")), ask(state, bot, NEVER_ASKED, null));
        assertEquals(state.parseMove("catch 0"), bot.choose(state.view(1), new Random(1)),
                "the seat to act catches before its turn's move");
        IsmctsBot searcher = IsmctsBot.ofIterations(50, 1);
        searcher.join(state.game(), 1);
        assertEquals(state.parseMove("catch 0"), searcher.choose(state.view(1), new Random(1)));
        assertEquals(0, searcher.lastReport().searched(), "a catch needs no search");
        GameState caught = apply(state, 2, "catch 0");
        assertEquals(5, caught.handSize(0));
        assertEquals(1, caught.toAct(), "a catch is no turn");
        assertEquals(List.of(), OutOfTurn.seats(caught), "one catch, then nobody is catchable");
    }

    @Test
    void theRandomBotSometimesMovesOutOfTurnAndSometimesLetsPlayGoOn() {
        GameState state = table(BOTH, "R3", "R5 R7", "G3 G4 G6", "B1 B6 B3");
        state = apply(state, 0, "play R5");
        PlayerView view = state.view(2);
        Set<Optional<Move>> seen = new HashSet<>();
        Random random = new Random(1);
        for (int i = 0; i < 40; i++) {
            seen.add(new RandomBot().interject(view, random));
        }
        assertEquals(Set.of(Optional.empty(), Optional.of(state.parseMove("catch 0 last"))), seen);
    }

    /** A heuristic bot that never says "last card": someone to catch. */
    private static final class Forgetful implements Bot {
        private final HeuristicBot plan = new HeuristicBot();

        @Override
        public String name() {
            return "forgetful";
        }

        @Override
        public Move choose(PlayerView view, Random random) {
            return plan.choose(view, random).withoutDeclaration();
        }

        @Override
        public Optional<Move> interject(PlayerView view, Random random) {
            return plan.interject(view, random).map(Move::withoutDeclaration);
        }
    }

    /** Every seat's bot kind in turn: every bot moves out of turn in every game. */
    private static Bot bot(int seat) {
        return switch (seat % 4) {
            case 0 -> new HeuristicBot();
            case 1 -> new Forgetful();
            case 2 -> new RandomBot();
            default -> IsmctsBot.ofIterations(8, 1);
        };
    }

    @Property(tries = 30)
    void gamesWithMovesOutOfTurnEndWithEveryMoveAccepted(@ForAll @IntRange(min = 2, max = 6) int players,
                                                         @ForAll long seed) {
        List<Bot> bots = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            bots.add(bot(seat + (int) Math.floorMod(seed, 4L)));
        }
        BotTable table = new BotTable(BotTable.config(players, seed, BOTH), bots, seed);
        assertTrue(table.playOut(20_000), "a game with moves out of turn should end");
    }

    @Test
    void botsJumpInAndCatchEveryPlayerWhoForgetsLastCard() {
        int jumps = 0;
        int catchable = 0;
        int catches = 0;
        for (long seed = 0; seed < 20; seed++) {
            List<Bot> bots = List.of(new HeuristicBot(), new Forgetful(), new HeuristicBot(), new Forgetful());
            BotTable table = new BotTable(BotTable.config(4, seed, BOTH), bots, seed);
            for (int moves = 0; !table.state.isOver(); moves++) {
                assertTrue(moves < 5_000, "game " + seed + " should end");
                BotTable.Step step = table.step();
                List<List<Event>> seen = table.seen.get(0);
                for (Event e : seen.get(seen.size() - 1)) {
                    if (e instanceof Event.VariantEvent v && v.name().equals("jumped")) {
                        jumps++;
                        assertTrue(step.outOfTurn(), "a jump is a move out of turn");
                    } else if (e instanceof Event.VariantEvent v && v.name().equals("catchable")) {
                        catchable++;
                    } else if (e instanceof Event.VariantEvent v && v.name().equals("caught")) {
                        catches++;
                    }
                }
            }
        }
        assertTrue(jumps > 0, "the heuristic bot jumps in");
        assertTrue(catchable > 0, "the forgetful bots forget");
        assertEquals(catchable, catches, "every player who forgot \"last card\" is caught");
    }
}
