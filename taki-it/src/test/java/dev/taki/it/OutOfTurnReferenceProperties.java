package dev.taki.it;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.Phase;
import dev.taki.api.VariantChoice;
import dev.taki.core.Taki;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * RULES.md § 9.2 written a second time, apart from the house-rule pack: a small model of whose turn has just started
 * and who is catchable, kept from the moves and events of random games (any seat moving, declarations made or
 * forgotten at random), gives every seat's moves beside its turn — jumps, catches and late declarations — and the
 * engine must offer exactly those, to every seat, after every move.
 */
class OutOfTurnReferenceProperties {

    /** The model: the seat whose turn started with no move of it made yet, and the catchable seat (-1: none). */
    private static final class Reference {
        int opening;
        int catchable = -1;
        final boolean sevenSwap;

        Reference(GameState start, boolean sevenSwap) {
            this.opening = start.toAct();
            this.sevenSwap = sevenSwap;
        }

        /** After an accepted move of {@code seat}, made on {@code before}. */
        void after(GameState before, int seat, Move move, List<Event> events, GameState now) {
            boolean interjection = move instanceof Move.Act || seat != before.toAct();
            boolean jump = seat != before.toAct() && move instanceof Move.Play;
            catchable = -1;
            int owner = jump ? seat : before.turnOwner();
            if (!interjection || jump) {
                opening = -1;
                boolean turnEnded = now.isOver() || events.stream().anyMatch(e -> e instanceof Event.TurnStarted t
                        && (t.seat() != owner || !jump));
                if (turnEnded && !now.isOver() && now.handSize(owner) == 1 && !move.declaresLast()
                        && (seat == owner)) {
                    catchable = owner;
                }
            }
            for (Event e : events) {
                if (e instanceof Event.TurnStarted t) {
                    opening = t.seat();
                }
            }
            if (now.isOver()) {
                opening = -1;
            }
        }

        /** What the rules page says the seat may do beside its turn. */
        Set<Move> expected(GameState s, int seat) {
            Set<Move> moves = new HashSet<>();
            if (s.isOver()) {
                return moves;
            }
            if (catchable >= 0 && s.handSize(catchable) > 0) {
                moves.add(catchable == seat ? s.parseMove("declare") : s.parseMove("catch " + catchable));
            }
            Card leading = s.leading();
            boolean turnStart = opening == s.toAct() && s.phase() == Phase.TURN && s.toAct() == s.turnOwner()
                    && s.pendingDraw() == 0 && s.taki().isEmpty();
            if (seat != s.toAct() && turnStart && leading.kind().isNumber() && s.hand(seat).contains(leading)) {
                if (sevenSwap && leading.kind() == CardKind.SEVEN && s.handSize(seat) > 1) {
                    for (int other = 0; other < s.players(); other++) {
                        if (other != seat) {
                            moves.add(s.parseMove("play " + leading.notation() + " @" + other));
                        }
                    }
                } else {
                    moves.add(Move.play(leading));
                }
            }
            return moves;
        }
    }

    @Property(tries = 120)
    void everySeatIsOfferedExactlyWhatTheRulesPageAllows(@ForAll @IntRange(min = 2, max = 6) int players,
                                                           @ForAll long seed, @ForAll boolean sevenSwap) {
        play(players, seed, sevenSwap);
    }

    /** The games above do reach what they check: jumps, catches and late declarations, several of each. */
    @Test
    void theRandomGamesJumpCatchAndDeclare() {
        int[] total = new int[3];
        for (int seed = 0; seed < 40; seed++) {
            int[] made = play(4, seed, seed % 2 == 0);
            for (int i = 0; i < 3; i++) {
                total[i] += made[i];
            }
        }
        assertTrue(total[0] >= 10 && total[1] >= 10 && total[2] >= 3, "jumps, catches, declarations: "
                + java.util.Arrays.toString(total));
    }

    /** Plays one random game checking every seat after every move; the jumps, catches and declarations made. */
    private static int[] play(int players, long seed, boolean sevenSwap) {
        int[] made = new int[3];
        List<VariantChoice> variants = new ArrayList<>(List.of(VariantChoice.of("jump-in"), VariantChoice.of("catch-last-card")));
        if (sevenSwap) {
            variants.add(VariantChoice.of("seven-swap"));
        }
        GameState s = Taki.newGame(GameConfig.of(players, seed).withVariants(variants));
        Reference ref = new Reference(s, sevenSwap);
        Random random = new Random(seed);
        for (int step = 0; step < 400 && !s.isOver(); step++) {
            for (int seat = 0; seat < players; seat++) {
                Set<Move> expected = ref.expected(s, seat);
                Set<Move> actual = new HashSet<>(s.interjections(seat));
                assertEquals(expected, actual, "seat " + seat + "'s moves beside its turn after step " + step
                        + " on\n" + s);
                if (seat != s.toAct()) {
                    assertEquals(actual, new HashSet<>(s.legalMoves(seat)), "a seat not to act has only those");
                }
            }
            List<int[]> senders = new ArrayList<>();
            for (int seat = 0; seat < players; seat++) {
                if (seat != s.toAct() && !s.legalMoves(seat).isEmpty()) {
                    senders.add(new int[] {seat});
                }
            }
            int seat = !senders.isEmpty() && random.nextInt(3) == 0 ? senders.get(random.nextInt(senders.size()))[0] : s.toAct();
            List<Move> legal = s.legalMoves(seat);
            Move move = legal.get(random.nextInt(legal.size()));
            if (s.handSize(seat) <= 2 && random.nextBoolean()) {
                move = move.withDeclaration();
            }
            Outcome outcome = s.apply(seat, move);
            assertTrue(outcome instanceof Outcome.Accepted, () -> outcome + " on\n");
            Outcome.Accepted accepted = (Outcome.Accepted) outcome;
            if (seat != s.toAct() && move instanceof Move.Play) {
                made[0]++;
            } else if (move instanceof Move.Act act) {
                made[act.verb().word().equals("catch") ? 1 : 2]++;
            }
            ref.after(s, seat, move, accepted.events(), accepted.state());
            s = accepted.state();
        }
        return made;
    }
}
