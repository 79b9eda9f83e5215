package dev.taki.it;

import dev.taki.api.Card;
import dev.taki.api.Direction;
import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.Phase;
import dev.taki.api.TableSetup;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.ResponseWindow;
import dev.taki.api.spi.Variant;
import dev.taki.core.TableFacts;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.core.json.TakiJson;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The JSON of states, views and events under every variant on the class path, alone and in random
 * combinations: state → JSON → state is equal and plays on the same; and in the response window after a +3,
 * nothing public says who holds an answer (a Breaker, or a 3 with a Plus).
 */
class JsonAcrossVariantsTest {
    private static final VariantCatalog CATALOG = VariantCatalog.discover();
    private static final TakiJson JSON = TakiJson.create(CATALOG);

    /** Each variant alone, each edition, and random combinations in random order with random options. */
    private static List<List<VariantChoice>> configurations(Random random) {
        List<List<VariantChoice>> all = new ArrayList<>();
        List<String> ids = new ArrayList<>(CATALOG.variants().keySet());
        assertTrue(ids.size() >= 6, "every variant is on the class path: " + ids);
        ids.forEach(id -> all.add(List.of(choice(id, random))));
        CATALOG.editions().keySet().forEach(id -> all.add(List.of(VariantChoice.of(id))));
        while (all.size() < ids.size() + CATALOG.editions().size() + 8) {
            Collections.shuffle(ids, random);
            List<VariantChoice> some = new ArrayList<>();
            for (String id : ids.subList(0, 2 + random.nextInt(ids.size() - 1))) {
                some.add(choice(id, random));
            }
            try {
                CATALOG.check(GameConfig.of(4, 0).withVariants(some));
                all.add(some);
            } catch (IllegalArgumentException conflicting) {
                // plus-three-card with plus-three-rule: try another
            }
        }
        return all;
    }

    private static VariantChoice choice(String id, Random random) {
        Variant v = CATALOG.variants().get(id);
        return switch (id) {
            case "penalty-scoring" -> new VariantChoice(id, Map.of("rounds", 1 + random.nextInt(2)));
            case "tournament-stages" -> new VariantChoice(id, Map.of("firstStage", 1 + random.nextInt(3)));
            case "permissive-plus" -> new VariantChoice(id, Map.of("drawInsteadOfFollow", random.nextBoolean()));
            default -> VariantChoice.of(v.id());
        };
    }

    @Test
    void everyStateUnderEveryVariantReadsBackEqualAndPlaysOnTheSame() {
        Random random = new Random(21);
        int states = 0;
        for (List<VariantChoice> variants : configurations(random)) {
            for (int game = 0; game < 1; game++) {
                int players = 2 + random.nextInt(5);
                GameConfig config = new GameConfig(players, random.nextLong(), random.nextInt(players),
                        random.nextBoolean() ? Direction.CW : Direction.CCW, variants);
                GameState state = Taki.newGame(config, CATALOG);
                int moves = 0;
                while (!state.isOver() && moves++ < 3000) {
                    String text = JSON.writeState(state);
                    GameState again = JSON.readState(text);
                    assertEquals(state, again, variants + "\n" + text);
                    assertEquals(text, JSON.writeState(again));
                    int seat = random.nextInt(players);
                    assertEquals(state.view(seat), JSON.readView(JSON.writeView(state.view(seat))));
                    List<Move> legal = state.legalMoves();
                    Move move = legal.get(random.nextInt(legal.size())).withDeclaration();
                    Outcome.Accepted a = (Outcome.Accepted) state.apply(state.toAct(), move);
                    Outcome.Accepted b = (Outcome.Accepted) again.apply(again.toAct(), move);
                    assertEquals(a.state(), b.state(), "the state read plays on the same");
                    assertEquals(a.events(), JSON.readEvents(JSON.writeEvents(a.events())));
                    List<Event> seen = a.events().stream().map(e -> e.seenBy(seat)).toList();
                    assertEquals(seen, JSON.readEvents(JSON.writeEvents(a.events(), seat)));
                    state = a.state();
                    states++;
                }
                assertEquals(state, JSON.readState(JSON.writeState(state)));
            }
        }
        assertTrue(states > 1000, "states checked: " + states);
    }

    @Test
    void thePublicViewOfAPlusThreeWindowDoesNotSayWhoHoldsABreaker() {
        // Seat 0 plays a +3; one of seats 2 and 3 holds a Breaker, the other a plain card instead.
        List<String> publicViews = new ArrayList<>();
        for (int holder : List.of(2, 3)) {
            dev.taki.api.Game game = CATALOG.game(GameConfig.of(4, 1).withVariants(List.of(VariantChoice.of("plus-three-card"))));
            List<List<Card>> hands = new ArrayList<>(List.of(cards(game, "+3", "R5", "G7"), cards(game, "B4", "Y6"),
                    cards(game, "G9", "Y1"), cards(game, "G9", "Y1")));
            hands.set(holder, cards(game, "BREAK", "Y1"));
            GameState g = game.start(TableSetup.of(hands, Card.parse("R3")));
            StringBuilder seen = new StringBuilder();
            g = g.apply(0, g.parseMove("play +3 ")).state();
            for (int responder = 1; responder <= 3 && g.phase() == ResponseWindow.PHASE; responder++) {
                assertEquals(responder, g.toAct(), "every other player is asked in turn, whatever they hold");
                seen.append(JSON.writePublicView(g)).append('\n');
                for (int seat : List.of(0, 1)) {
                    seen.append(JSON.writeView(g.view(seat))).append('\n');
                }
                Outcome.Accepted a = (Outcome.Accepted) g.apply(responder, Move.pass());
                seen.append(JSON.writeEvents(a.events(), 0)).append('\n');
                g = a.state();
            }
            seen.append(JSON.writePublicView(g));
            publicViews.add(seen.toString());
        }
        assertEquals(publicViews.get(0), publicViews.get(1));
    }

    @Test
    void nothingPublicInAResponseWindowDependsOnTheHandsHeld() {
        Random random = new Random(22);
        int windows = 0;
        for (String variant : List.of("plus-three-card", "plus-three-rule")) {
            for (int game = 0; game < 40 && windows < 400; game++) {
                int players = 3 + random.nextInt(4);
                GameState state = Taki.newGame(GameConfig.of(players, random.nextLong())
                        .withVariants(List.of(VariantChoice.of(variant))), CATALOG);
                while (!state.isOver()) {
                    if (state.phase() == ResponseWindow.PHASE) {
                        int viewer = random.nextInt(players);
                        GameState other = redealAllBut(state, viewer, random);
                        assertEquals(JSON.writePublicView(state), JSON.writePublicView(other));
                        assertEquals(JSON.writeView(state.view(viewer)), JSON.writeView(other.view(viewer)));
                        windows++;
                    }
                    List<Move> legal = state.legalMoves();
                    state = state.applyAsSeatToAct(legal.get(random.nextInt(legal.size())).withDeclaration()).state();
                }
            }
        }
        assertTrue(windows > 50, "response windows checked: " + windows);
    }

    /** The state with every hand but the viewer's, and the draw pile, dealt anew from their cards (same sizes). */
    private static GameState redealAllBut(GameState state, int viewer, Random random) {
        TableFacts f = TableFacts.of(state);
        List<Card> hidden = new ArrayList<>(f.drawPile());
        for (int s = 0; s < state.players(); s++) {
            if (s != viewer) {
                hidden.addAll(f.hands().get(s));
            }
        }
        Collections.shuffle(hidden, random);
        List<List<Card>> hands = new ArrayList<>();
        int next = 0;
        for (int s = 0; s < state.players(); s++) {
            List<Card> hand = f.hands().get(s);
            if (s != viewer) {
                hand = new ArrayList<>(hidden.subList(next, next + hand.size()));
                next += hand.size();
            }
            hands.add(hand);
        }
        return new TableFacts(hands, hidden.subList(next, hidden.size()), f.discardPile(), f.transparentOnTop(),
                f.activeColor(), f.direction(), f.turnOwner(), f.toAct(), f.phase(), f.pendingDraw(),
                f.pendingDrawKind(), f.taki(), f.pendingWinners(), f.winners(), f.rng(), f.round(), f.moveCount(),
                f.variantStates()).restore(state.game());
    }

    private static List<Card> cards(dev.taki.api.Game game, String... notation) {
        return java.util.Arrays.stream(notation).map(game::parseCard).toList();
    }
}
