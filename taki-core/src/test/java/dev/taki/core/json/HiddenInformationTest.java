package dev.taki.core.json;

import dev.taki.api.Card;
import dev.taki.api.Event;
import dev.taki.api.GameState;
import dev.taki.api.Phase;
import dev.taki.core.TableFacts;
import dev.taki.core.Taki;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * RULES.md § 8: no player's view shows another player's hand or the order of the draw pile — tested as "none
 * of the hidden cards can be recovered": dealing the hidden cards anew (other hands, same sizes, and the draw
 * pile, in any order) leaves the JSON of the seat's view exactly as it was. Events seen by a seat show only
 * their own draws (and a spectator, seat -1, sees none).
 */
class HiddenInformationTest {
    private static final TakiJson JSON = TakiJson.create(Games.NO_VARIANTS);
    private static final List<String> VIEW_FIELDS = List.of("format", "seat", "hand", "version", "round", "handSizes", "leading",
            "activeColor", "direction", "drawPileSize", "discardPile", "turnOwner", "toAct", "phase", "pendingDraw",
            "taki", "winners", "legalMoves", "variantStates");

    @Test
    void aSeatsViewIsTheSameWhateverTheCardsHiddenFromItAre() {
        Random random = new Random(5);
        List<GameState> pool = Games.pool();
        int changed = 0;
        for (int i = 0; i < 400; i++) {
            GameState state = pool.get(random.nextInt(pool.size()));
            int seat = random.nextInt(state.players());
            GameState other = redealHidden(state, seat, random, false);
            String view = JSON.writeView(state.view(seat));
            assertEquals(view, JSON.writeView(other.view(seat)), "the view of seat " + seat + " changed when cards"
                    + " hidden from it moved\n" + state + "\n---\n" + other);
            assertEquals(JSON.writePublicView(state), JSON.writePublicView(other));
            if (!state.equals(other)) {
                changed++;
            }
        }
        assertTrue(changed > 300, "the hidden cards were dealt anew in " + changed + " states");
    }

    @Test
    void thePublicViewIsTheSameWhateverAnyHandHolds() {
        Random random = new Random(6);
        List<GameState> pool = Games.pool();
        for (int i = 0; i < 200; i++) {
            GameState state = pool.get(random.nextInt(pool.size()));
            GameState other = redealHidden(state, -1, random, true);
            assertEquals(JSON.writePublicView(state), JSON.writePublicView(other));
        }
    }

    @Test
    void aViewHasOnlyItsOwnHandAndCountsOfTheRest() {
        Random random = new Random(7);
        List<GameState> pool = Games.pool();
        for (int i = 0; i < 300; i++) {
            GameState state = pool.get(random.nextInt(pool.size()));
            int seat = random.nextInt(state.players());
            JsonNode view = JSON.parse(JSON.writeView(state.view(seat)));
            assertEquals(VIEW_FIELDS, List.copyOf(view.propertyNames()));
            assertEquals(notation(state.hand(seat)), strings(view.get("hand")));
            for (int s = 0; s < state.players(); s++) {
                assertEquals(state.handSize(s), view.get("handSizes").get(s).intValue());
            }
            assertEquals(state.drawPileSize(), view.get("drawPileSize").intValue());
            assertEquals(state.view(seat), JSON.readView(view), "a view reads back equal");
            assertEquals(state.moveCount(), view.get("version").intValue(), "a view carries the version");
            assertEquals(state.round(), view.get("round").intValue());
            assertEquals(state.view(seat).version(), state.spectatorView().version());
            assertEquals(List.of(), state.spectatorView().hand(), "a spectator sees no hand");
            assertEquals(List.of(), state.spectatorView().legalMoves());
            JsonNode pub = JSON.parse(JSON.writePublicView(state));
            assertTrue(!pub.has("hand") && !pub.has("seat") && !pub.has("legalMoves"), pub.toString());
        }
    }

    @Test
    void eventsSeenByASeatShowOnlyTheCardsItMayKnow() {
        Random random = new Random(8);
        int hiddenDraws = 0;
        for (int game = 0; game < 12; game++) {
            GameState start = Taki.newGame(Games.config(random), Games.NO_VARIANTS);
            for (Games.Step step : Games.play(start, random)) {
                for (int viewer = -1; viewer < start.players(); viewer++) {
                    int seat = viewer;
                    Set<String> mayKnow = new HashSet<>();
                    for (Event e : step.events()) {
                        if (e instanceof Event.CardPlayed p) {
                            mayKnow.add(p.card().notation());
                        }
                        if (e instanceof Event.CardsDrawn d && d.seat() == seat) {
                            mayKnow.addAll(notation(d.cards()));
                        }
                    }
                    JsonNode doc = JSON.parse(JSON.writeEvents(step.events(), seat));
                    assertEquals(seat, doc.get("seenBy").intValue());
                    for (JsonNode e : doc.get("events")) {
                        if (e.get("type").stringValue().equals("cards-drawn")) {
                            int drawer = e.get("seat").intValue();
                            if (drawer != seat) {
                                assertEquals(0, e.get("cards").size(), "seat " + seat + " sees the cards of seat " + drawer);
                                hiddenDraws += e.get("count").intValue() > 0 ? 1 : 0;
                            }
                            assertTrue(mayKnow.containsAll(strings(e.get("cards"))));
                        }
                        if (e.has("card")) {
                            assertTrue(mayKnow.contains(e.get("card").stringValue()));
                        }
                    }
                    assertEquals(step.events().stream().map(e -> e.seenBy(seat)).toList(),
                            JSON.readEvents(doc.toString()), "events read back equal");
                }
            }
        }
        assertTrue(hiddenDraws > 100, "hidden draws checked: " + hiddenDraws);
    }

    @Test
    void theRefereesEventsKeepEveryDrawnCard() {
        Random random = new Random(9);
        for (Games.Step step : Games.play(Taki.newGame(Games.config(random), Games.NO_VARIANTS), random)) {
            assertEquals(step.events(), JSON.readEvents(JSON.writeEvents(step.events())));
        }
        assertNotEquals(0, Games.pool().size());
    }

    /**
     * The same state with the cards hidden from {@code seat} dealt anew: the other hands (keeping their sizes)
     * and the draw pile shuffled together. The hand of a seat that must act in the middle of its turn stays,
     * so that it keeps its legal moves; with {@code everyHand}, the seat's own hand joins in too.
     */
    static GameState redealHidden(GameState state, int seat, Random random, boolean everyHand) {
        TableFacts f = TableFacts.of(state);
        List<List<Card>> hands = new ArrayList<>();
        List<Card> hidden = new ArrayList<>(f.drawPile());
        List<Boolean> redeal = new ArrayList<>();
        for (int s = 0; s < state.players(); s++) {
            boolean keep = (s == seat && !everyHand) || (s == state.toAct() && state.phase() != Phase.TURN);
            redeal.add(!keep);
            if (!keep) {
                hidden.addAll(f.hands().get(s));
            }
        }
        Collections.shuffle(hidden, random);
        int next = 0;
        for (int s = 0; s < state.players(); s++) {
            List<Card> hand = f.hands().get(s);
            if (redeal.get(s)) {
                hand = new ArrayList<>(hidden.subList(next, next + hand.size()));
                next += hand.size();
            }
            hands.add(hand);
        }
        List<Card> draw = hidden.subList(next, hidden.size());
        return new TableFacts(hands, draw, f.discardPile(), f.transparentOnTop(), f.activeColor(), f.direction(),
                f.turnOwner(), f.toAct(), f.phase(), f.pendingDraw(), f.pendingDrawKind(), f.taki(), f.pendingWinners(),
                f.winners(), f.rng(), f.round(), f.moveCount(), f.variantStates()).restore(state.game());
    }

    private static List<String> notation(List<Card> cards) {
        return cards.stream().map(Card::notation).toList();
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.stringValue()));
        return out;
    }
}
