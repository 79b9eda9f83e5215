package dev.taki.variants.plusthreecard;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Variant;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import org.junit.jupiter.api.Test;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * These rules say they leave a Plus to the base game ({@link Rules#leavesPlusToBaseGame}), so the engine decides
 * from the hand whether a Plus strands its player instead of trying it: the legal moves must be exactly those of the
 * same rules that do not say so. Random games of 2 to 6 players are played under both, move for move, and every
 * state's legal moves compared.
 */
class PlusLeftToBaseGameTest {

    @Test
    void theLegalMovesAreThoseOfTheSameRulesTriedOnACopy() {
        VariantCatalog quick = VariantCatalog.of(List.of(new PlusThreeCard()), List.of());
        VariantCatalog tried = VariantCatalog.of(List.of(saying(new PlusThreeCard(), false)), List.of());
        int pluses = 0;
        for (int game = 0; game < 600; game++) {
            int players = 2 + game % 5;
            GameConfig config = GameConfig.of(players, 31_000 + game).withVariants(
                    List.of(VariantChoice.of(PlusThreeCard.ID)));
            GameState a = Taki.newGame(config, quick);
            GameState b = Taki.newGame(config, tried);
            SplittableRandom random = new SplittableRandom(game);
            for (int moves = 0; !a.isOver() && moves < 1_500; moves++) {
                List<Move> legal = a.legalMoves();
                assertEquals(b.legalMoves(), legal, "game " + game + ", move " + moves + ":\n" + a);
                for (Move m : legal) {
                    if (m instanceof Move.Play p && p.card().kind() == dev.taki.api.CardKind.PLUS) {
                        pluses++;
                    }
                }
                int seat = a.toAct();
                Move move = legal.get(random.nextInt(legal.size()));
                Move made = a.handSize(seat) <= 2 ? move.withDeclaration() : move;
                a = a.apply(seat, made).state();
                b = b.apply(seat, made).state();
            }
        }
        assertTrue(pluses > 1_000, "Plus cards were often legal: " + pluses);
    }

    /** The variant, whose rules answer {@code leavesPlusToBaseGame} as told and do all else as its own. */
    private static Variant saying(Variant variant, boolean leaves) {
        return (Variant) Proxy.newProxyInstance(Variant.class.getClassLoader(), new Class<?>[] {Variant.class},
                (proxy, method, args) -> {
                    Object result = call(method, variant, args);
                    return method.getName().equals("rules") ? rulesSaying((Rules) result, leaves) : result;
                });
    }

    private static Rules rulesSaying(Rules rules, boolean leaves) {
        return (Rules) Proxy.newProxyInstance(Rules.class.getClassLoader(), new Class<?>[] {Rules.class},
                (proxy, method, args) -> method.getName().equals("leavesPlusToBaseGame") ? leaves
                        : call(method, rules, args));
    }

    private static Object call(Method method, Object target, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
