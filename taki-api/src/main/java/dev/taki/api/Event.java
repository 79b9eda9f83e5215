package dev.taki.api;

import java.util.List;
import java.util.Map;

/**
 * Something that happened in a game, in order: enough to animate a table or write a log. Events from the
 * engine are the records nested here; variants may add their own records implementing this interface
 * (a {@link VariantEvent} serves those that need no type of their own).
 */
public interface Event {

    /** A stable logical name for the event, used in logs and JSON ({@code "card-played"}…). */
    String type();

    /**
     * This event as the given seat may see it. Events that reveal hidden cards (another player's draw)
     * return a copy without them; all others return themselves.
     */
    default Event seenBy(int seat) {
        return this;
    }

    /** Why cards were drawn. */
    enum DrawCause {
        /** A turn's ordinary draw, when no card could be played. */
        TURN,
        /** A waiting draw count: a +2's, or one a plugin's card raised (the name is the base game's). */
        PLUS_TWO,
        /** The penalty for not declaring "last card". */
        LAST_CARD_PENALTY,
        /** A rule of a variant or plugin. */
        VARIANT
    }

    /** A player played a card onto the discard pile; {@code inRun} when inside a TAKI run. */
    record CardPlayed(int seat, Card card, boolean inRun) implements Event {
        @Override public String type() { return "card-played"; }
    }

    /** A player named the active colour. */
    record ColorChosen(int seat, Color color) implements Event {
        @Override public String type() { return "color-chosen"; }
    }

    /**
     * A player drew cards. {@code cards} is empty in the copy seen by other players; {@code count} is
     * always there. {@code forgiven} counts cards owed that neither pile could supply (RULES.md § 6).
     */
    record CardsDrawn(int seat, int count, List<Card> cards, DrawCause cause, int forgiven) implements Event {
        /** Copies the card list. */
        public CardsDrawn {
            cards = List.copyOf(cards);
        }

        @Override public String type() { return "cards-drawn"; }

        @Override
        public Event seenBy(int viewer) {
            return viewer == seat || cards.isEmpty() ? this : new CardsDrawn(seat, count, List.of(), cause, forgiven);
        }
    }

    /**
     * Cards went from one seat's hand to another's. {@code cards} is empty in the copy seen by any other seat;
     * {@code count} is always there.
     */
    record CardsGiven(int from, int to, int count, List<Card> cards) implements Event {
        /** Copies the card list. */
        public CardsGiven {
            cards = List.copyOf(cards);
        }

        @Override public String type() { return "cards-given"; }

        @Override
        public Event seenBy(int viewer) {
            return viewer == from || viewer == to || cards.isEmpty() ? this : new CardsGiven(from, to, count, List.of());
        }
    }

    /** Two seats swapped their whole hands. */
    record HandsSwapped(int seat, int other) implements Event {
        @Override public String type() { return "hands-swapped"; }
    }

    /** A new turn started for a seat. */
    record TurnStarted(int seat) implements Event {
        @Override public String type() { return "turn-started"; }
    }

    /** A seat lost its turn (Stop). */
    record PlayerSkipped(int seat) implements Event {
        @Override public String type() { return "player-skipped"; }
    }

    /** The direction of play changed. */
    record DirectionChanged(Direction direction) implements Event {
        @Override public String type() { return "direction-changed"; }
    }

    /** A TAKI run opened in the given colour (by a TAKI, a Super TAKI, or a player joining an open TAKI). */
    record TakiOpened(int seat, Color color) implements Event {
        @Override public String type() { return "taki-opened"; }
    }

    /** A TAKI run was closed. */
    record TakiClosed(int seat, Color color) implements Event {
        @Override public String type() { return "taki-closed"; }
    }

    /** A player ended their turn leaving the TAKI open for the next player. */
    record TakiLeftOpen(int seat, Color color) implements Event {
        @Override public String type() { return "taki-left-open"; }
    }

    /** A +2 raised the waiting count to {@code count}. */
    record DrawCountRaised(int seat, int count) implements Event {
        @Override public String type() { return "draw-count-raised"; }
    }

    /** A player took the waiting count (the cards themselves are in a {@link CardsDrawn}). */
    record DrawCountTaken(int seat, int count) implements Event {
        @Override public String type() { return "draw-count-taken"; }
    }

    /** A King cancelled the waiting count: nobody draws it. */
    record DrawCountCancelled(int seat, int count) implements Event {
        @Override public String type() { return "draw-count-cancelled"; }
    }

    /** A player declared "last card". */
    record LastCardDeclared(int seat) implements Event {
        @Override public String type() { return "last-card-declared"; }
    }

    /** A player ended a turn with one card and no declaration: they draw 4. */
    record LastCardPenalty(int seat) implements Event {
        @Override public String type() { return "last-card-penalty"; }
    }

    /** The discard pile (but its top) was shuffled into a new draw pile of {@code cards} cards. */
    record DeckReshuffled(int cards) implements Event {
        @Override public String type() { return "deck-reshuffled"; }
    }

    /** A player emptied their hand, but the last card's action may still send cards back to them. */
    record WinPending(int seat) implements Event {
        @Override public String type() { return "win-pending"; }
    }

    /** A player went out: their hand is empty and their last card's action is done. */
    record PlayerOut(int seat) implements Event {
        @Override public String type() { return "player-out"; }
    }

    /** The game ended; {@code winners} holds one seat, or several when a variant lets them share the win. */
    record GameWon(List<Integer> winners) implements Event {
        /** Copies the seat list. */
        public GameWon {
            winners = List.copyOf(winners);
        }

        @Override public String type() { return "game-won"; }
    }

    /**
     * An event of a variant that needs no record of its own: the variant's id, a name, the seat concerned
     * (or -1) and details as JSON-like values (strings, numbers, booleans, lists, maps).
     */
    record VariantEvent(String variant, String name, int seat, Map<String, Object> details) implements Event {
        /** Copies the details. */
        public VariantEvent {
            details = Map.copyOf(details);
        }

        @Override public String type() { return variant + ":" + name; }
    }
}
