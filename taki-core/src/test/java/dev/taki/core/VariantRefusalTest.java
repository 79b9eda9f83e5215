package dev.taki.core;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.Rejection;
import dev.taki.api.TableSetup;
import dev.taki.api.TableView;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Variant;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A move that the base game allows but a variant removes is refused naming the variants in play. */
class VariantRefusalTest {
    private static final Variant NO_KINGS = new Variant() {
        @Override public String id() { return "no-kings"; }
        @Override public String description() { return "Kings may not be played"; }
        @Override public Rules rules(Options options) {
            return new Rules() {
                @Override public void adjustMoves(TableView table, int seat, List<Move> moves) {
                    moves.removeIf(m -> m instanceof Move.Play p && p.card().kind() == CardKind.KING);
                }
            };
        }
    };

    @Test
    void aMoveRemovedByAVariantIsRefusedAsIllegalNamingTheVariant() {
        VariantCatalog catalog = VariantCatalog.of(List.of(NO_KINGS), List.of());
        GameState g = Taki.fromSetup(GameConfig.of(2, 1).withVariants(List.of(VariantChoice.of("no-kings"))),
                TableSetup.of(List.of(List.of(Card.parse("KING"), Card.parse("R5")), List.of(Card.parse("G7"))),
                        Card.parse("R7")), catalog);
        Outcome o = g.apply(0, Move.parse("play KING"));
        Outcome.Rejected r = (Outcome.Rejected) o;
        assertEquals(Rejection.ILLEGAL_MOVE, r.reason());
        assertTrue(r.message().contains("the variants in play (no-kings) do not allow it"), r.message());
        assertEquals(List.of(Move.parse("play R5")), g.legalMoves());
    }
}
