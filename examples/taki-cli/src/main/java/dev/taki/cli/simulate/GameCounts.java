package dev.taki.cli.simulate;

import dev.taki.api.Event;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What one game did, counted from its events as they happen: decisions, turns, cards drawn, reshuffles,
 * draw-count chains and variant events. Generic: it reads the engine's events and names a variant's events by
 * their type, never by what the variant means. Reused from game to game by one thread ({@link #start}).
 */
final class GameCounts {
    /** Whether a class is one of the engine's own events (nested in {@link Event}, {@code VariantEvent} aside). */
    private static final ClassValue<Boolean> ENGINE_EVENT = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            return type.getEnclosingClass() == Event.class && type != Event.VariantEvent.class;
        }
    };

    private int firstSeat;
    private int decisions;
    private int turns;
    private int cardsDrawn;
    private int reshuffles;
    private int drawChains;
    private int drawChainLinks;
    private int longestDrawChain;
    private int drawChainCards;
    private int chain; // cards that raised the waiting count since it was last taken or cancelled
    private int round;
    private List<Integer> winners = List.of();
    private final Map<String, Long> variantEvents = new TreeMap<>();

    /** Starts counting a game whose first seat to act is {@code firstSeat}. */
    void start(int firstSeat) {
        this.firstSeat = firstSeat;
        decisions = 0;
        turns = 1;
        cardsDrawn = 0;
        reshuffles = 0;
        drawChains = 0;
        drawChainLinks = 0;
        longestDrawChain = 0;
        drawChainCards = 0;
        chain = 0;
        round = 1;
        winners = List.of();
        variantEvents.clear();
    }

    /** Counts an accepted move and its events. */
    void decision(List<Event> events) {
        decisions++;
        for (int i = 0, n = events.size(); i < n; i++) {
            count(events.get(i));
        }
    }

    private void count(Event e) {
        if (e instanceof Event.CardPlayed) {
            return; // the most frequent event, and nothing to count
        }
        if (e instanceof Event.TurnStarted) {
            turns++;
        } else if (e instanceof Event.CardsDrawn d) {
            cardsDrawn += d.count();
        } else if (e instanceof Event.DrawCountRaised) {
            chain++;
        } else if (e instanceof Event.DrawCountTaken t) {
            drawChainCards += t.count();
            endChain();
        } else if (e instanceof Event.DrawCountCancelled) {
            endChain();
        } else if (e instanceof Event.DeckReshuffled) {
            reshuffles++;
        } else if (!ENGINE_EVENT.get(e.getClass())) {
            variantEvents.merge(e.type(), 1L, Long::sum);
        }
    }

    private void endChain() {
        if (chain > 0) {
            drawChains++;
            drawChainLinks += chain;
            longestDrawChain = Math.max(longestDrawChain, chain);
            chain = 0;
        }
    }

    /** Ends the game: its winners (none when it was stopped unfinished) and the round of its last state. */
    void end(List<Integer> winners, int round) {
        endChain();
        this.winners = winners;
        this.round = round;
    }

    int firstSeat() {
        return firstSeat;
    }

    int decisions() {
        return decisions;
    }

    int turns() {
        return turns;
    }

    int cardsDrawn() {
        return cardsDrawn;
    }

    int reshuffles() {
        return reshuffles;
    }

    int drawChains() {
        return drawChains;
    }

    int drawChainLinks() {
        return drawChainLinks;
    }

    int longestDrawChain() {
        return longestDrawChain;
    }

    int drawChainCards() {
        return drawChainCards;
    }

    int round() {
        return round;
    }

    List<Integer> winners() {
        return winners;
    }

    Map<String, Long> variantEvents() {
        return variantEvents;
    }
}
