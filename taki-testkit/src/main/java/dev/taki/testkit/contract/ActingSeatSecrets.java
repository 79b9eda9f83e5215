package dev.taki.testkit.contract;

import dev.taki.api.Card;
import dev.taki.api.Event;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.PlayerView;
import dev.taki.core.TableFacts;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

/**
 * What a move may not tell the other seats: the acting seat's hidden cards — the hand it holds (but the cards it
 * plays) and the cards it draws (which depend on the order of the draw pile, hidden from all). The acting seat is
 * the seat that makes the move: the seat to act, or a seat moving out of turn.
 *
 * <p>The move is played twice: on the state, and on a twin of it that no other seat can tell from it — the acting
 * seat's cards that the move does not play are dealt again from those cards and the draw pile, and the draw pile
 * is shuffled (only the pile when no such deal keeps the move legal, so that the seat at least draws other cards).
 * Every other seat and a spectator then look at both tables after the move. Where what the rules make public comes
 * out the same — every public fact of a spectator's view (hand sizes, piles, leading card, colour, direction, turn,
 * phase, counts, runs, winners, round) and, for a seat, its own hand — the rest of what the observer sees must come
 * out the same too: the public part of every variant's state (the same in every view), the observer's legal moves,
 * and the events as the observer sees them ({@link Event#seenBy}). Where the public facts differ, the rules
 * themselves made the hidden cards matter in public (cards passed to the observer, a number of cards drawn that
 * depends on what was drawn), and nobody learns anything from that twin.
 *
 * <p>A move that ends a round or the game is left out: at that point a variant may count the hands (penalty
 * scoring), which is the rules showing them.
 */
final class ActingSeatSecrets {
    /** Deals of the acting seat's hand tried before settling for shuffling the draw pile alone. */
    private static final int HAND_DEALS = 2;
    /** The observer that holds no hand: a spectator. */
    private static final int SPECTATOR = -1;
    /** The parts of a view compared when the rest agrees; the rest are the facts the rules make public. */
    private static final Set<String> CHECKED = Set.of("variantStates", "legalMoves");

    private ActingSeatSecrets() {
    }

    /**
     * Checks one legal move of a seat.
     *
     * @throws AssertionError naming the observer, what it learns and the two tables
     */
    static void check(GameState state, int actor, Move move, Random random) {
        Outcome outcome = state.apply(actor, move);
        if (!(outcome instanceof Outcome.Accepted played)) {
            throw new IllegalArgumentException(actor + ": " + move.notation() + " is not legal on\n" + state);
        }
        GameState after = played.state();
        if (after.isOver() || after.round() != state.round()) {
            return;
        }
        TableFacts facts = TableFacts.of(state);
        Twin twin = null;
        for (int attempt = 0; attempt <= HAND_DEALS && twin == null; attempt++) {
            twin = twin(state, facts, actor, move, attempt < HAND_DEALS, random);
        }
        if (twin == null) {
            return;
        }
        GameState there = twin.outcome.state();
        if (there.isOver() || there.round() != after.round()) {
            return;
        }
        PlayerView seen = after.spectatorView();
        PlayerView seenThere = there.spectatorView();
        if (!publicFacts(seen).equals(publicFacts(seenThere))) {
            return;                    // the rules made a difference public: nobody learns anything from this twin
        }
        for (int observer = SPECTATOR; observer < state.players(); observer++) {
            if (observer == actor || observer != SPECTATOR && !after.hand(observer).equals(there.hand(observer))) {
                continue;              // the acting seat, or an observer given cards that depend on the hidden ones
            }
            List<String> learnt = new ArrayList<>();
            if (observer == SPECTATOR) {
                learnt.addAll(states(seen, seenThere));     // the same in every view: the spectator's stand for all
            } else if (!after.legalMoves(observer).equals(there.legalMoves(observer))) {
                learnt.add("its legal moves: " + after.legalMoves(observer) + " here, " + there.legalMoves(observer)
                        + " on the other table");
            }
            learnt.addAll(events(observer, played.events(), twin.outcome.events()));
            if (!learnt.isEmpty()) {
                String who = observer == SPECTATOR ? "a spectator" : "seat " + observer;
                throw new AssertionError("leak of the acting seat's hidden cards: after " + actor + ": "
                        + move.notation() + ", " + who + " learns about the cards seat " + actor + " holds or drew."
                        + "\nTwo tables that " + who + " cannot tell apart before the move (only "
                        + (twin.handDealt ? "seat " + actor + "'s hidden cards and the order of the draw pile differ"
                        : "the order of the draw pile differs, so seat " + actor + " draws other cards")
                        + ") give the same public facts after it, but " + who + " sees:\n  "
                        + String.join("\n  ", learnt)
                        + "\nThe public part of a variant's state (StateCodec.publicPart) and the events as another seat"
                        + " sees them (Event.seenBy) must not show a seat's hidden cards."
                        + "\ntable before the move:\n" + state + "\nthe other table: the same but " + twinDiffers(facts,
                        TableFacts.of(twin.state), actor));
            }
        }
    }

    /** A twin of the state and the outcome of the move on it. */
    private record Twin(GameState state, Outcome.Accepted outcome, boolean handDealt) {
    }

    /** How the twin differs from the state: the acting seat's hand and the draw pile. */
    private static String twinDiffers(TableFacts state, TableFacts twin, int actor) {
        String hand = state.hands().get(actor).equals(twin.hands().get(actor)) ? ""
                : "seat " + actor + " holds " + twin.hands().get(actor) + " and ";
        return hand + "the draw pile, top first, is " + top(twin.drawPile()) + " (here " + top(state.drawPile()) + ")";
    }

    static String top(List<Card> pile) {
        return pile.size() <= 8 ? pile.toString()
                : pile.subList(0, 8).toString().replace("]", ", … " + (pile.size() - 8) + " more]");
    }

    /** A twin on which the move is accepted, or null if this deal does not keep it legal. */
    private static Twin twin(GameState state, TableFacts f, int actor, Move move, boolean dealHand, Random random) {
        List<Card> hand = new ArrayList<>(f.hands().get(actor));
        List<Integer> hidden = new ArrayList<>();
        List<Card> played = new ArrayList<>(move instanceof Move.Play p ? p.cards() : List.of());
        if (dealHand) {
            for (int i = 0; i < hand.size(); i++) {
                if (!played.remove(hand.get(i))) {
                    hidden.add(i);
                }
            }
        }
        List<Card> pool = new ArrayList<>();
        hidden.forEach(i -> pool.add(hand.get(i)));
        pool.addAll(f.drawPile());
        if (pool.size() < 2) {
            return null;
        }
        Collections.shuffle(pool, random);
        for (int k = 0; k < hidden.size(); k++) {
            hand.set(hidden.get(k), pool.get(k));
        }
        List<Card> drawPile = pool.subList(hidden.size(), pool.size());
        List<List<Card>> hands = new ArrayList<>(f.hands());
        hands.set(actor, hand);
        GameState twin;
        try {
            twin = TableEdit.of(f).hands(hands).drawPile(List.copyOf(drawPile)).restore(state);
        } catch (RuntimeException e) {
            return null;       // a deal the rules cannot play (the seat to act would have no legal move)
        }
        Outcome o;
        try {
            o = twin.apply(actor, move);
        } catch (RuntimeException e) {
            return null;       // a variant's state that names a card of the hand dealt away
        }
        return o instanceof Outcome.Accepted a ? new Twin(twin, a, dealHand && !hidden.isEmpty()) : null;
    }

    /** The variants' public states that differ between two views. */
    private static List<String> states(PlayerView v, PlayerView w) {
        List<String> out = new ArrayList<>();
        TreeSet<String> ids = new TreeSet<>(v.variantStates().keySet());
        ids.addAll(w.variantStates().keySet());
        for (String id : ids) {
            Map<String, Object> x = v.variantStates().get(id);
            Map<String, Object> y = w.variantStates().get(id);
            if (!Objects.equals(x, y)) {
                out.add("the public part of the state of '" + id + "': " + x + " here, " + y + " on the other table");
            }
        }
        return out;
    }

    /** The first difference between the events of the move as the observer sees them on both tables, if any. */
    static List<String> events(int observer, List<Event> here, List<Event> there) {
        List<Event> seen = here.stream().map(e -> e.seenBy(observer)).toList();
        List<Event> seenThere = there.stream().map(e -> e.seenBy(observer)).toList();
        if (seen.equals(seenThere)) {
            return List.of();
        }
        int i = 0;
        while (i < seen.size() && i < seenThere.size() && seen.get(i).equals(seenThere.get(i))) {
            i++;
        }
        return List.of("the events as it sees them (Event.seenBy(" + observer + ")), from event " + i + ": "
                + (i < seen.size() ? seen.get(i) : "none") + " here, "
                + (i < seenThere.size() ? seenThere.get(i) : "none") + " on the other table");
    }

    /** What a spectator's view holds but the variants' public states: the public table. */
    private static List<Object> publicFacts(PlayerView v) {
        List<Object> out = new ArrayList<>();
        for (RecordComponent c : PlayerView.class.getRecordComponents()) {
            if (!CHECKED.contains(c.getName())) {
                try {
                    out.add(c.getAccessor().invoke(v));
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        return out;
    }
}
