package dev.taki.bots;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Color;
import dev.taki.api.Event;
import dev.taki.api.PlayerView;
import dev.taki.api.TableView;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;

/**
 * What one seat knows of the cards in other hands, from the events it saw: cards it saw go into a hand (hands
 * swapped with it, cards given to or by it) stay known there until that hand plays them or passes them on
 * unseen. Everything else hidden from the seat — the rest of the other hands and the draw pile — is one pool
 * of unseen cards, from which {@link Deal} places them at random. It reads only the seat's views and events.
 *
 * <p>It also infers what other hands do not hold ({@link VoidMark}), taking other players to play when they can
 * (the base game lets a player draw for its turn only when it cannot play; a variant that allows more makes this
 * a guess): a player who draws for its turn had no card matching the table then by the ordinary rule
 * ({@code TableView.matches}: the active colour, the leading card's symbol, or colourless); one who takes a
 * waiting count had no coloured card of the count's kind; one who ends its TAKI run had no more card of the run's
 * colour. A Plus is never ruled out: it is played only with a card to follow it. The cards it held then keep that
 * mark until it plays them; since which of its cards it plays is not always clear, it counts how many of its cards
 * may have come since and keeps the constraint on the rest only (a lower bound, so the constraint stays true).
 */
final class CardKnowledge {
    /** The most void constraints kept for one seat: the oldest are dropped first (dropping one is always sound). */
    private static final int MAX_VOIDS = 8;

    private final int seat;
    /** The game's cards, every copy: what is hidden is the deck less what the seat sees. */
    private final List<Card> deck;
    /** Each card of the deck once. */
    private final List<Card> kinds;
    private final List<List<Card>> known = new ArrayList<>();
    private final List<List<VoidMark>> voids = new ArrayList<>();
    private int round = -1;
    private Card leading;
    private Color active;
    private int pending;
    private CardKind pendingKind;
    /** The seat whose play went down inside a TAKI run, if the last play did; else -1. */
    private int lastRunPlayer = -1;

    /**
     * @param seat the seat whose knowledge this is
     * @param deck the game's cards, every copy: {@link #deal} counts the unseen cards from it
     */
    CardKnowledge(int seat, List<Card> deck) {
        this.seat = seat;
        this.deck = List.copyOf(deck);
        this.kinds = deck.stream().distinct().toList();
    }

    /**
     * Cards a seat held when it drew (or ended its run) instead of playing, and that cannot be any card it could
     * have played then: every card of its hand but the ones that may have come since ({@code later}, an upper
     * bound). The excluded cards are those of every later mark of the seat too, since the cards it held then were
     * held at those moments as well.
     */
    static final class VoidMark {
        final boolean[] excluded;
        int later;

        VoidMark(boolean[] excluded, int later) {
            this.excluded = excluded;
            this.later = later;
        }

        boolean excludes(Card card) {
            return CardKnowledge.excludes(excluded, card);
        }

        VoidMark copy() {
            return new VoidMark(excluded.clone(), later);
        }
    }

    /** Whether a set of excluded cards, by card code, holds the card (a code beyond it: not excluded). */
    private static boolean excludes(boolean[] excluded, Card card) {
        return card.code() < excluded.length && excluded[card.code()];
    }

    /**
     * Follows the cards through the events the seat saw. Its own hand is tracked too, so that a hand it passes
     * on is known to its receiver; the next view corrects it.
     */
    void observe(List<Event> events) {
        for (Event e : events) {
            if (e instanceof Event.CardPlayed p) {
                lastRunPlayer = p.inRun() ? p.seat() : -1;
                hand(p.seat()).remove(p.card());
                left(p.seat(), p.card());
                if (!p.card().kind().isTransparent()) {
                    leading = p.card();
                    if (p.card().isColored()) {
                        active = p.card().colorOrNull();
                    }
                }
            } else if (e instanceof Event.TakiClosed t && t.seat() == lastRunPlayer) {
                ranOut(t.seat(), t.color());
            } else if (e instanceof Event.TakiLeftOpen t && t.seat() == lastRunPlayer) {
                ranOut(t.seat(), t.color());
            } else if (e instanceof Event.ColorChosen c) {
                active = c.color();
            } else if (e instanceof Event.DrawCountRaised r) {
                pending = r.count();
                pendingKind = leading == null ? null : leading.kind();
            } else if (e instanceof Event.DrawCountTaken || e instanceof Event.DrawCountCancelled) {
                pending = 0;
            } else if (e instanceof Event.CardsDrawn d) {
                if (d.seat() == seat) {
                    hand(seat).addAll(d.cards());
                } else {
                    drew(d);
                }
            } else if (e instanceof Event.CardsGiven g) {
                if (g.cards().isEmpty()) {
                    hand(g.from()).clear(); // which of its known cards went is not known: forget them all
                } else {
                    g.cards().forEach(hand(g.from())::remove);
                    hand(g.to()).addAll(g.cards());
                    g.cards().forEach(c -> left(g.from(), c));
                }
                voids(g.to()).forEach(v -> v.later += g.count());
            } else if (e instanceof Event.HandsSwapped s) {
                List<Card> one = new ArrayList<>(hand(s.seat()));
                List<Card> other = hand(s.other());
                hand(s.seat()).clear();
                hand(s.seat()).addAll(other);
                other.clear();
                other.addAll(one);
                List<VoidMark> oneVoids = new ArrayList<>(voids(s.seat()));
                voids(s.seat()).clear();
                voids(s.seat()).addAll(voids(s.other()));
                voids(s.other()).clear();
                voids(s.other()).addAll(oneVoids);
            }
        }
    }

    /** A card left a seat's hand: if it could not have been held at a void's draw, it came later. */
    private void left(int of, Card card) {
        for (VoidMark v : voids(of)) {
            if (v.excludes(card) && v.later > 0) {
                v.later--;
            }
        }
    }

    /**
     * Another seat drew: the cards are new to its hand; and if it drew for its turn with no count waiting, it had
     * no card it could have played instead (no colourless card either: those go on any card then), and if it took
     * a waiting count, no coloured card of the count's kind (a King cancels a count, but a player may keep it and
     * draw) — a constraint on every card it held.
     */
    private void drew(Event.CardsDrawn d) {
        List<VoidMark> of = voids(d.seat());
        of.forEach(v -> v.later += d.count());
        boolean[] playable = null;
        if (leading != null && active != null && d.cause() == Event.DrawCause.TURN && pending == 0) {
            playable = new boolean[Card.codeCount()];
            for (Card c : kinds) {
                playable[c.code()] = TableView.matches(c, leading.kind(), active) && !needsFollower(c);
            }
        } else if (pendingKind != null && d.cause() == Event.DrawCause.PLUS_TWO) {
            playable = new boolean[Card.codeCount()];
            for (Card c : kinds) {
                playable[c.code()] = c.isColored() && c.kind() == pendingKind;
            }
        }
        if (playable == null) {
            return;
        }
        mark(of, playable, d.count());
    }

    /**
     * A seat ended its TAKI run: it had no more card of the run's colour (a player who can go on shedding in a run
     * does), so none of the cards it holds is of that colour.
     */
    private void ranOut(int of, Color color) {
        if (of == seat) {
            return;
        }
        boolean[] excluded = new boolean[Card.codeCount()];
        for (Card c : kinds) {
            excluded[c.code()] = c.isColored() && c.colorOrNull() == color && !needsFollower(c);
        }
        mark(voids(of), excluded, 0);
    }

    /**
     * A Plus is played only with a card to follow it (RULES.md § 4.7), so holding one that matches says nothing of
     * whether its player could play: it is never ruled out.
     */
    private static boolean needsFollower(Card card) {
        return card.kind() == CardKind.PLUS;
    }

    private void mark(List<VoidMark> of, boolean[] excluded, int later) {
        for (VoidMark v : of) {
            for (Card c : kinds) {
                v.excluded[c.code()] |= excluded[c.code()];
            }
        }
        of.add(new VoidMark(excluded, later));
        if (of.size() > MAX_VOIDS) {
            of.remove(0);
        }
    }

    /**
     * The cards as the seat knows them now: its own hand from the view, other seats' known cards (kept only while
     * they fit the view: no more than a hand holds, none that the seat sees elsewhere), and the unseen pool. A new
     * round (a new deal) forgets what the old one showed.
     */
    Deal deal(PlayerView view) {
        int players = view.handSizes().size();
        if (view.round() != round) {
            known.clear();
            voids.clear();
            round = view.round();
        }
        leading = view.leading();
        active = view.activeColor();
        pending = view.pendingDraw();
        pendingKind = pending > 0 ? view.leading().kind() : null;
        hand(players - 1);
        voids(players - 1);
        hand(seat).clear();
        hand(seat).addAll(view.hand());
        int[] unseen = new int[Card.codeCount()];
        deck.forEach(c -> unseen[c.code()]++);
        view.hand().forEach(c -> unseen[c.code()]--);
        view.discardPile().forEach(c -> unseen[c.code()]--);
        view.outOfPlay().forEach(c -> unseen[c.code()]--);
        List<List<Card>> knownHands = new ArrayList<>(players);
        for (int s = 0; s < players; s++) {
            List<Card> fits = new ArrayList<>();
            if (s != seat) {
                for (Card c : hand(s)) {
                    if (fits.size() < view.handSizes().get(s) && unseen[c.code()] > 0) {
                        unseen[c.code()]--;
                        fits.add(c);
                    }
                }
                hand(s).clear();
                hand(s).addAll(fits);
            }
            knownHands.add(s == seat ? view.hand() : List.copyOf(fits));
        }
        List<List<Group>> groups = new ArrayList<>(players);
        for (int s = 0; s < players; s++) {
            groups.add(s == seat ? List.of() : groups(s, view.handSizes().get(s), knownHands.get(s)));
        }
        List<Card> pool = new ArrayList<>();
        for (int code = 0; code < unseen.length; code++) {
            for (int n = 0; n < unseen[code]; n++) {
                pool.add(Card.fromCode(code));
            }
        }
        return new Deal(view, knownHands, groups, List.copyOf(pool));
    }

    /**
     * A seat's void constraints as groups of unknown cards to deal, oldest (most excluded) first: each group the
     * cards that must avoid its excluded set, beyond those the older groups already give. Constraints that no
     * longer hold any card are dropped for good (their count of cards never grows again).
     */
    private List<Group> groups(int of, int size, List<Card> knownCards) {
        List<VoidMark> list = voids(of);
        list.removeIf(v -> size - v.later <= 0);
        List<Group> out = new ArrayList<>();
        int placed = 0;
        for (VoidMark v : list) {
            int slots = size - v.later;
            for (Card c : knownCards) {
                if (!v.excludes(c)) {
                    slots--; // a known card may be one of the cards held then
                }
            }
            if (slots > placed) {
                out.add(new Group(v.excluded.clone(), slots - placed));
                placed = slots;
            }
        }
        return List.copyOf(out);
    }

    /** The void constraints this seat keeps on another seat's hand, oldest first (for tests). */
    List<VoidMark> voidsOf(int of) {
        return voids(of).stream().map(VoidMark::copy).toList();
    }

    private List<VoidMark> voids(int of) {
        while (voids.size() <= of) {
            voids.add(new ArrayList<>());
        }
        return voids.get(of);
    }

    /** The cards a seat is known to hold, as far as this seat knows. */
    List<Card> known(int of) {
        return Collections.unmodifiableList(hand(of));
    }

    private List<Card> hand(int of) {
        while (known.size() <= of) {
            known.add(new ArrayList<>());
        }
        return known.get(of);
    }

    /**
     * One decision's knowledge: each hand's known cards and the pool of unseen cards, from which each
     * determinization fills the hands to their sizes and makes the draw pile.
     *
     * @param view the seat's view
     * @param knownHands each seat's known cards (the seat's own: its whole hand)
     * @param groups each seat's groups of unknown cards that must avoid some cards, most constrained first
     * @param pool every card the seat cannot place: the rest of the other hands and the draw pile
     */
    record Deal(PlayerView view, List<List<Card>> knownHands, List<List<Group>> groups, List<Card> pool) {

        /**
         * Hands of the view's sizes: known cards first, then each constrained group from the pool's cards it
         * allows, at random (as many as the pool still holds: an opponent who drew while it could play breaks
         * the inference, and the group is then filled from any cards), then the rest from the pool at random;
         * the draw pile after.
         */
        Guess guess(SplittableRandom random) {
            Card[] shuffled = pool.toArray(new Card[0]);
            for (int i = shuffled.length - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                Card t = shuffled[i];
                shuffled[i] = shuffled[j];
                shuffled[j] = t;
            }
            boolean[] taken = new boolean[shuffled.length];
            List<List<Card>> hands = new ArrayList<>(knownHands.size());
            for (int s = 0; s < knownHands.size(); s++) {
                List<Card> known = knownHands.get(s);
                int missing = view.handSizes().get(s) - known.size();
                if (missing == 0) {
                    hands.add(known);
                    continue;
                }
                List<Card> hand = new ArrayList<>(view.handSizes().get(s));
                hand.addAll(known);
                for (Group g : groups.get(s)) {
                    int need = Math.min(g.count(), missing - (hand.size() - known.size()));
                    for (int i = 0; i < shuffled.length && need > 0; i++) {
                        if (!taken[i] && !g.excludes(shuffled[i])) {
                            taken[i] = true;
                            hand.add(shuffled[i]);
                            need--;
                        }
                    }
                }
                hands.add(hand);
            }
            int next = 0;
            for (int s = 0; s < hands.size(); s++) {
                List<Card> hand = hands.get(s);
                int size = view.handSizes().get(s);
                while (hand.size() < size) {
                    while (taken[next]) {
                        next++;
                    }
                    taken[next] = true;
                    hand.add(shuffled[next]);
                }
            }
            List<Card> drawPile = new ArrayList<>(shuffled.length - next);
            for (int i = 0; i < shuffled.length; i++) {
                if (!taken[i]) {
                    drawPile.add(shuffled[i]);
                }
            }
            return new Guess(hands, drawPile);
        }
    }

    /**
     * Unknown cards of a hand that must avoid some cards.
     *
     * @param excluded by card code, the cards they cannot be
     * @param count how many cards
     */
    record Group(boolean[] excluded, int count) {
        boolean excludes(Card card) {
            return CardKnowledge.excludes(excluded, card);
        }
    }

    /**
     * A placing of the hidden cards.
     *
     * @param hands every seat's hand
     * @param drawPile the draw pile, top first
     */
    record Guess(List<List<Card>> hands, List<Card> drawPile) {
    }
}
