package dev.taki.testkit.contract;

import dev.taki.api.Event;
import dev.taki.api.Game;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Variant;
import dev.taki.core.TableFacts;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.testkit.play.OutOfTurnMoves;
import dev.taki.testkit.play.RandomGame;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Collectors;

/**
 * Rules that compose give the same game in either order. A random game is played with the variants in the order the
 * configuration lists them, moves out of turn included; before every move its table is set out again with the
 * variants in the reverse order, and the two are compared move by move on that same table: every seat's legal moves,
 * and the events of the move — as a spectator sees them, in any order (two rules may announce their parts of one move
 * in either order) — and the table after it, as a spectator sees it.
 *
 * <p>A difference means that one rule replaces the other's move instead of handing it on: both carry the move out
 * ({@code apply} returning true) and the first asked wins, or one takes away what the other offers. Where the
 * variants declare their order ({@link Variant#before()}, {@link Variant#after()}) both orders resolve alike and
 * nothing is compared.
 */
final class BothOrders {
    /** The chance that a move carries the "last card" declaration when it is due. */
    private static final double DECLARES = 0.9;

    private BothOrders() {
    }

    /**
     * Plays a random game of the configuration and compares it, move by move, with the same game in the reverse
     * order of its variants.
     *
     * @throws AssertionError naming both orders, the move, what differs and the table
     */
    static void check(GameConfig config, VariantCatalog catalog, long seed) {
        List<VariantChoice> listed = catalog.expand(config.variants());
        if (listed.size() < 2 || orderDeclared(listed, catalog)) {
            return;
        }
        List<VariantChoice> reversed = new ArrayList<>(listed);
        Collections.reverse(reversed);
        GameConfig other = new GameConfig(config.players(), config.seed(), config.firstPlayer(), config.direction(),
                reversed);
        String order = ContractTests.name(listed);
        String otherOrder = ContractTests.name(reversed);
        GameState state = Taki.newGame(config, catalog);
        Game otherGame = Taki.newGame(other, catalog).game();
        Random random = new Random(seed);
        int outOfTurn = 0;
        for (int moves = 0; !state.isOver() && moves < RandomGame.MOVE_LIMIT; moves++) {
            GameState mirror;
            try {
                mirror = TableFacts.of(state).restore(otherGame);
            } catch (RuntimeException e) {
                throw new AssertionError("the table of " + order + " cannot be set out with " + otherOrder + ": "
                        + e.getMessage() + "\n" + state, e);
            }
            Report report = new Report(order, otherOrder, state);
            for (int seat = 0; seat < state.players(); seat++) {
                if (!new LinkedHashSet<>(state.legalMoves(seat)).equals(new LinkedHashSet<>(mirror.legalMoves(seat)))) {
                    throw report.fail("seat " + seat + " has other legal moves", "  " + order + ": "
                            + state.legalMoves(seat) + "\n  " + otherOrder + ": " + mirror.legalMoves(seat));
                }
            }
            OutOfTurnMoves.Pick pick = OutOfTurnMoves.pick(state, random, outOfTurn);
            Move move = random.nextDouble() < DECLARES ? pick.move().withDeclaration() : pick.move();
            outOfTurn = pick.seat() == state.toAct() ? 0 : outOfTurn + 1;
            Outcome here = state.apply(pick.seat(), move);
            Outcome there = mirror.apply(pick.seat(), move);
            String what = pick.seat() + ": " + move.notation();
            if (!(here instanceof Outcome.Accepted a) || !(there instanceof Outcome.Accepted b)) {
                throw report.fail(what + " is accepted in one order only", "  " + order + ": " + here + "\n  "
                        + otherOrder + ": " + there);
            }
            if (!publicly(a.events()).equals(publicly(b.events()))) {
                throw report.fail(what + " gives other events", "  " + order + ":\n"
                        + EventText.lines(a.events(), catalog) + "\n  " + otherOrder + ":\n"
                        + EventText.lines(b.events(), catalog));
            }
            if (!a.state().spectatorView().equals(b.state().spectatorView())) {
                throw report.fail(what + " leaves another table", "  " + ContractChecks.differences(
                        a.state().spectatorView(), b.state().spectatorView()) + " (" + order + ", then " + otherOrder
                        + ")\n  the events, " + order + ":\n" + EventText.lines(a.events(), catalog) + "\n  "
                        + otherOrder + ":\n" + EventText.lines(b.events(), catalog));
            }
            state = a.state();
        }
    }

    /** The events as a spectator sees them, counted: the same events in another order compare equal. */
    private static Map<Event, Integer> publicly(List<Event> events) {
        Map<Event, Integer> out = new HashMap<>();
        for (Event e : events) {
            out.merge(e.seenBy(-1), 1, Integer::sum);
        }
        return out;
    }

    /** Whether every two of the variants have an order one of them declares, so that any listing resolves alike. */
    static boolean orderDeclared(List<VariantChoice> variants, VariantCatalog catalog) {
        Map<String, Variant> known = catalog.variants();
        for (int i = 0; i < variants.size(); i++) {
            for (int j = i + 1; j < variants.size(); j++) {
                Variant a = known.get(variants.get(i).id());
                Variant b = known.get(variants.get(j).id());
                if (a == null || b == null || declaredBetween(a, b) == null) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The variant of the two that declares which comes first, or null if neither does. */
    static Variant declaredBetween(Variant a, Variant b) {
        if (a.before().contains(b.id()) || a.after().contains(b.id())) {
            return a;
        }
        if (b.before().contains(a.id()) || b.after().contains(a.id())) {
            return b;
        }
        return null;
    }

    /** The opening of a report: the two orders, the move's table, and what to do about it. */
    private record Report(String order, String otherOrder, GameState table) {
        AssertionError fail(String what, String details) {
            return new AssertionError("the rules do not compose: on the same table, " + what + " in the order "
                    + order + " than in the order " + otherOrder + ":\n" + details
                    + "\nOne rule replaces the other's move instead of handing it on. A rule that adds to a move must"
                    + " hand it on: do its part and return false from apply (or act in beforeMove / afterMove), so that"
                    + " the other rule still does its own; where one rule must act first, declare the order"
                    + " (Variant.before() / after()): " + variantsNamed() + "."
                    + "\ntable before the move:\n" + table);
        }

        private String variantsNamed() {
            return table.config().variants().stream().map(v -> "'" + v.id() + "'").collect(Collectors.joining(" and "));
        }
    }
}
