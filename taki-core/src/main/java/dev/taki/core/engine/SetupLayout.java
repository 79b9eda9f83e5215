package dev.taki.core.engine;

import dev.taki.api.Card;
import dev.taki.api.ConfigurationException;
import dev.taki.api.TableSetup;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** Lays a hand-made {@link TableSetup} on the table, checking it against the configured deck. */
final class SetupLayout {
    private SetupLayout() {
    }

    static State lay(Ruleset rules, TableSetup setup) {
        int players = rules.config.players();
        List<String> problems = new ArrayList<>();
        if (setup.hands().size() != players) {
            problems.add("setup.hands: expected " + players + " hands (one per player), got " + setup.hands().size());
        }
        if (setup.leading() == null) {
            problems.add("setup.leading: a leading card is required");
        } else if (!setup.leading().isColored() && setup.activeColor() == null) {
            problems.add("setup.activeColor: required when the leading card (" + setup.leading() + ") has no colour");
        }
        if (setup.current() < 0 || setup.current() >= players) {
            problems.add("setup.current: expected a seat from 0 to " + (players - 1) + ", got " + setup.current());
        }
        Set<Card> refusedOutOfPlay = checkOutOfPlay(rules, setup.outOfPlay(), problems);
        List<List<Card>> places = new ArrayList<>(setup.hands());
        if (setup.leading() != null) {
            places.add(List.of(setup.leading()));
        }
        places.add(setup.drawPile());
        places.add(setup.discardPile());
        places.add(setup.outOfPlay());
        Map<Card, Integer> off = TableChecks.cardsOff(rules, places);
        off.forEach((card, more) -> {
            if (more > 0 && !refusedOutOfPlay.contains(card)) {
                long inDeck = TableChecks.inDeck(rules, card);
                long setAside = setup.outOfPlay().stream().filter(c -> c == card).count();
                problems.add("setup: " + (inDeck == 0 ? "the configured deck has no " + card
                        : "places " + (inDeck + more) + " copies of " + card + ", the deck holds " + inDeck)
                        + (setAside == 0 ? "" : " (" + setAside + " of them in setup.outOfPlay)"));
            }
        });
        if (!problems.isEmpty()) {
            throw new ConfigurationException(problems);
        }
        // The copies of each card that no place holds: those the places hold fewer of than the deck.
        Map<Card, Integer> left = new HashMap<>();
        off.forEach((card, more) -> left.put(card, Math.max(0, -more)));
        State d = new State(players, rules);
        for (int i = 0; i < players; i++) {
            d.hands[i] = CardList.copyOf(setup.hands().get(i));
        }
        List<Card> rest = new ArrayList<>();
        for (Card c : rules.deck) {
            int n = left.getOrDefault(c, 0);
            if (n > 0) {
                rest.add(c);
                left.put(c, n - 1);
            }
        }
        Rng rng = new Rng(setup.seed());
        List<Card> drawTopFirst = new ArrayList<>(setup.drawPile());
        List<Card> discardTopFirst = new ArrayList<>();
        discardTopFirst.add(setup.leading());
        discardTopFirst.addAll(setup.discardPile());
        List<Card> outOfPlay = new ArrayList<>(setup.outOfPlay());
        switch (setup.rest()) {
            case DRAW_PILE -> {
                rng.shuffle(rest);
                drawTopFirst.addAll(rest);
            }
            case DISCARD_PILE -> {
                rng.shuffle(rest);
                discardTopFirst.addAll(rest);
            }
            // set aside in the deck's order: nothing will ever draw them, and a saved state reads more easily
            case OUT_OF_PLAY -> outOfPlay.addAll(rest);
        }
        Collections.reverse(drawTopFirst);
        d.setDrawPile(drawTopFirst);
        d.discard = io.vavr.collection.List.ofAll(discardTopFirst);
        d.outOfPlay = List.copyOf(outOfPlay);
        d.activeColor = setup.activeColor() != null ? setup.activeColor() : setup.leading().colorOrNull();
        d.direction = setup.direction();
        d.turnOwner = setup.current();
        d.toAct = setup.current();
        d.rng = rng.state();
        d.round = 1;
        return d;
    }

    /**
     * The cards set aside must be cards of the deck on their own, before they are counted with the others, so that
     * the problem names the field; the cards refused so are not reported again.
     */
    private static Set<Card> checkOutOfPlay(Ruleset rules, List<Card> outOfPlay, List<String> problems) {
        Set<Card> refused = new HashSet<>();
        Map<Card, Integer> setAside = new TreeMap<>();
        outOfPlay.forEach(c -> setAside.merge(c, 1, Integer::sum));
        setAside.forEach((card, count) -> {
            long inDeck = TableChecks.inDeck(rules, card);
            if (inDeck == 0) {
                problems.add("setup.outOfPlay: the configured deck has no " + card);
                refused.add(card);
            } else if (count > inDeck) {
                problems.add("setup.outOfPlay: sets aside " + count + " copies of " + card + ", the deck holds " + inDeck);
                refused.add(card);
            }
        });
        return refused;
    }
}
