package dev.taki.core.spi;

import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.TableView;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Variant;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A move offered by two rules, or twice by one, is a legal move once, where it was first offered. */
class RepeatedOffersTest {

    /** Offers again every move already offered, in reverse order, and equal copies of the plays (not the same objects). */
    static final class Echo implements Variant {
        @Override
        public String id() {
            return "echo";
        }

        @Override
        public String description() {
            return "offers every move again";
        }

        @Override
        public Rules rules(Options options) {
            return new Rules() {
                @Override
                public void adjustMoves(TableView table, int seat, List<Move> moves) {
                    List<Move> again = new ArrayList<>(moves);
                    for (int i = again.size() - 1; i >= 0; i--) {
                        Move m = again.get(i);
                        moves.add(m instanceof Move.Play p ? new Move.Play(p.cards(), p.choice(), false) : m);
                        moves.add(m);
                    }
                }
            };
        }
    }

    private static final VariantCatalog CATALOG = VariantCatalog.of(List.of(new Echo()), List.of());

    @Test
    void movesOfferedAgainAreLegalOnceInTheOrderFirstOffered() {
        int states = 0;
        int repeated = 0;
        for (int seed = 1; seed <= 200; seed++) {
            GameConfig config = GameConfig.of(2 + seed % 4, seed);
            GameState plain = Taki.newGame(config, CATALOG);
            GameState echoed = Taki.newGame(config.withVariants(List.of(VariantChoice.of("echo"))), CATALOG);
            SplittableRandom random = new SplittableRandom(seed);
            for (int d = 0; d < 300 && !plain.isOver(); d++) {
                List<Move> legal = plain.legalMoves();
                assertEquals(legal, echoed.legalMoves(), "seed " + seed + ", decision " + d + "\n" + plain);
                states++;
                repeated += legal.size();
                Move move = legal.get(random.nextInt(legal.size())).withDeclaration();
                int seat = plain.toAct();
                plain = plain.apply(seat, move).state();
                echoed = echoed.apply(seat, move).state();
            }
        }
        assertTrue(states > 5_000 && repeated > states, states + " states, " + repeated + " moves offered twice");
    }
}
