package dev.taki.bots;

import dev.taki.api.Card;
import dev.taki.api.Event;
import dev.taki.api.Game;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.PlayerView;
import dev.taki.core.TableFacts;
import dev.taki.core.Taki;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The search bot never reads hidden information. In real games — of several variants, the crazy card's passed
 * hands and the seven-swap house rule's swaps among them — the bot plays one seat, fed the events that seat sees.
 * At its decisions a second world is made in which every card the seat cannot see is dealt anew: the other hands
 * keep their sizes and every card the seat ever held (so what it saw pass to them stays there), the draw pile is
 * shuffled, the game has another configuration seed and another random source for its reshuffles. A fresh bot
 * joins that world's game and is given what the real one was given — the same seen events, and at its earlier
 * decisions the same views and seeds (a player remembers the hands it held) — and chooses with the same seed in
 * that world: it must choose the move the bot of the real world chose. The seat's views of the two worlds are equal (so the test compares what it
 * claims), and the worlds themselves differ.
 */
class IsmctsHiddenInformationTest {
    private static final String SPEC = "ismcts:40";
    private static final List<List<String>> VARIANTS = List.of(List.of(), List.of("crazy-card"),
            List.of("edition-2015"), List.of("seven-swap"), List.of("draw-until-play"),
            List.of("crazy-card", "seven-swap", "plus-four"));

    @Test
    void theBotChoosesAlikeWhateverTheCardsHiddenFromItAre() {
        Random random = new Random(15);
        int compared = 0;
        int worldsDiffer = 0;
        int handsKnown = 0;
        for (int game = 0; game < 18; game++) {
            List<String> variants = VARIANTS.get(game % VARIANTS.size());
            int players = 3 + game % 3;
            int seat = game % players;
            List<Bot> bots = new ArrayList<>();
            for (int s = 0; s < players; s++) {
                bots.add(s == seat ? Bots.create(SPEC) : new HeuristicBot());
            }
            BotTable table = new BotTable(BotTable.config(players, 9_000 + game, variants), bots, game);
            List<Decision> decisions = new ArrayList<>();
            Set<Card> everHeld = new HashSet<>();
            for (int moves = 0; !table.state.isOver() && moves < 300; moves++) {
                everHeld.addAll(table.state.hand(seat));
                GameState state = table.state;
                if (state.toAct() != seat) {
                    table.apply(table.choose());
                    continue;
                }
                PlayerView view = state.view(seat);
                Decision decision = new Decision(table.seen.get(seat).size(), view, random.nextLong());
                Move here = bots.get(seat).choose(view, new Random(decision.seed()));
                if (view.legalMoves().size() > 1 && decisions.size() % 2 == 0) {
                    GameState other = redealHidden(state, seat, everHeld, random);
                    assertEquals(view, other.view(seat), "the seat's view of the second world");
                    worldsDiffer += other.equals(state) ? 0 : 1;
                    handsKnown += knownElsewhere(state, seat, everHeld);
                    Move there = replay(other, seat, table.seen.get(seat), decisions, decision.withView(other.view(seat)));
                    assertEquals(here, there, () -> "game " + table.state.config() + ", move " + table.state.moveCount());
                    compared++;
                }
                decisions.add(decision);
                table.apply(here);
            }
        }
        assertTrue(compared > 40, "decisions compared: " + compared);
        assertTrue(worldsDiffer > compared * 9 / 10, "worlds that differ: " + worldsDiffer + " of " + compared);
        assertTrue(handsKnown > 0, "decisions where the seat knew cards in another hand: " + handsKnown);
    }

    /**
     * One of the seat's decisions: how many moves' events the seat had seen then, its view, and the seed of the
     * random source it chose with.
     */
    private record Decision(int eventsSeen, PlayerView view, long seed) {
        Decision withView(PlayerView other) {
            return new Decision(eventsSeen, other, seed);
        }
    }

    /**
     * A fresh bot, joined to the second world's game, given all its seat was given in the real one — the seen
     * events and, at its earlier decisions, the same views and random seeds — then asked to choose in that world.
     */
    private static Move replay(GameState world, int seat, List<List<Event>> seen, List<Decision> earlier, Decision now) {
        Bot fresh = Bots.create(SPEC);
        fresh.join(world.game(), seat);
        int observed = 0;
        List<Decision> all = new ArrayList<>(earlier);
        all.add(now);
        Move last = null;
        for (Decision d : all) {
            for (; observed < d.eventsSeen(); observed++) {
                fresh.observe(seen.get(observed));
            }
            last = fresh.choose(d.view(), new Random(d.seed()));
        }
        return last;
    }

    /**
     * The state with every card hidden from {@code seat} dealt anew, the cards it ever held left where they are,
     * in a game of another configuration seed whose reshuffles come from another random source.
     */
    private static GameState redealHidden(GameState state, int seat, Set<Card> everHeld, Random random) {
        TableFacts f = TableFacts.of(state);
        List<Card> hidden = new ArrayList<>(f.drawPile());
        List<List<Card>> kept = new ArrayList<>();
        for (int s = 0; s < state.players(); s++) {
            List<Card> keep = new ArrayList<>();
            for (Card c : f.hands().get(s)) {
                if (s == seat || everHeld.contains(c)) {
                    keep.add(c);
                } else {
                    hidden.add(c);
                }
            }
            kept.add(keep);
        }
        Collections.shuffle(hidden, random);
        List<List<Card>> hands = new ArrayList<>();
        int next = 0;
        for (int s = 0; s < state.players(); s++) {
            List<Card> hand = new ArrayList<>(kept.get(s));
            int missing = f.hands().get(s).size() - hand.size();
            hand.addAll(hidden.subList(next, next + missing));
            next += missing;
            if (s != seat) {
                Collections.shuffle(hand, random);
            }
            hands.add(hand);
        }
        GameConfig config = state.config().withSeed(state.config().seed() + 1 + random.nextInt(1_000));
        Game game = Taki.game(config);
        return new TableFacts(hands, hidden.subList(next, hidden.size()), f.discardPile(), f.transparentOnTop(),
                f.activeColor(), f.direction(), f.turnOwner(), f.toAct(), f.phase(), f.pendingDraw(), f.pendingDrawKind(),
                f.taki(), f.pendingWinners(), f.winners(), random.nextLong(), f.round(), f.moveCount(), f.variantStates())
                .restore(game);
    }

    private static int knownElsewhere(GameState state, int seat, Set<Card> everHeld) {
        for (int s = 0; s < state.players(); s++) {
            if (s != seat && state.hand(s).stream().anyMatch(everHeld::contains)) {
                return 1;
            }
        }
        return 0;
    }
}
