package dev.taki.api;

import java.util.List;
import java.util.Map;

/**
 * Something that happened in a game, in order: enough to animate a table or write a log. Events from the
 * engine are the records nested here; variants may add their own records implementing this interface
 * (a {@link VariantEvent} serves those that need no type of their own).
 */
public interface Event {

    /** {@return a stable logical name for the event, used in logs and JSON ({@code "card-played"}…)} */
    String type();

    /**
     * This event as the given seat may see it. Events that reveal hidden cards (another player's draw)
     * return a copy without them; all others return themselves.
     *
     * @param seat the seat that sees it
     * @return the event, or a copy that hides what the seat may not see
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

    /**
     * A player played a card onto the discard pile; {@code inRun} when inside a TAKI run.
     *
     * @param seat who played it
     * @param card the card
     * @param inRun whether the card went down inside a TAKI run
     */
    record CardPlayed(int seat, Card card, boolean inRun) implements Event {
        @Override public String type() { return "card-played"; }
    }

    /**
     * A player named the active colour.
     *
     * @param seat who named it
     * @param color the colour named
     */
    record ColorChosen(int seat, Color color) implements Event {
        @Override public String type() { return "color-chosen"; }
    }

    /**
     * A player drew cards. {@code cards} is empty in the copy seen by other players; {@code count} is
     * always there. {@code forgiven} counts cards owed that neither pile could supply (RULES.md § 6).
     *
     * @param seat who drew
     * @param count how many cards they drew
     * @param cards the cards drawn, or none in the copy another seat sees
     * @param cause why they drew
     * @param forgiven cards owed that neither pile could supply
     */
    record CardsDrawn(int seat, int count, List<Card> cards, DrawCause cause, int forgiven) implements Event {
        /**
         * Copies the card list.
         *
         * @param seat who drew
         * @param count how many cards they drew
         * @param cards the cards drawn, or none in the copy another seat sees; the list is copied
         * @param cause why they drew
         * @param forgiven cards owed that neither pile could supply
         */
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
     *
     * @param from the seat that gave them
     * @param to the seat that got them
     * @param count how many cards went
     * @param cards the cards, or none in the copy a third seat sees
     */
    record CardsGiven(int from, int to, int count, List<Card> cards) implements Event {
        /**
         * Copies the card list.
         *
         * @param from the seat that gave them
         * @param to the seat that got them
         * @param count how many cards went
         * @param cards the cards, or none in the copy a third seat sees; the list is copied
         */
        public CardsGiven {
            cards = List.copyOf(cards);
        }

        @Override public String type() { return "cards-given"; }

        @Override
        public Event seenBy(int viewer) {
            return viewer == from || viewer == to || cards.isEmpty() ? this : new CardsGiven(from, to, count, List.of());
        }
    }

    /**
     * Two seats swapped their whole hands.
     *
     * @param seat one of the two seats: where a play swapped the hands, the seat that played it
     * @param other the other seat
     */
    record HandsSwapped(int seat, int other) implements Event {
        @Override public String type() { return "hands-swapped"; }
    }

    /**
     * A new turn started for a seat.
     *
     * @param seat whose turn it is now
     */
    record TurnStarted(int seat) implements Event {
        @Override public String type() { return "turn-started"; }
    }

    /**
     * A seat lost its turn (Stop).
     *
     * @param seat the seat that lost its turn
     */
    record PlayerSkipped(int seat) implements Event {
        @Override public String type() { return "player-skipped"; }
    }

    /**
     * The direction of play changed.
     *
     * @param direction the direction of play from now on
     */
    record DirectionChanged(Direction direction) implements Event {
        @Override public String type() { return "direction-changed"; }
    }

    /**
     * A TAKI run opened in the given colour (by a TAKI, a Super TAKI, or a player joining an open TAKI).
     *
     * @param seat who opened it
     * @param color the run's colour
     */
    record TakiOpened(int seat, Color color) implements Event {
        @Override public String type() { return "taki-opened"; }
    }

    /**
     * A TAKI run was closed.
     *
     * @param seat who closed it
     * @param color the run's colour
     */
    record TakiClosed(int seat, Color color) implements Event {
        @Override public String type() { return "taki-closed"; }
    }

    /**
     * A player ended their turn leaving the TAKI open for the next player.
     *
     * @param seat who left it open
     * @param color the run's colour
     */
    record TakiLeftOpen(int seat, Color color) implements Event {
        @Override public String type() { return "taki-left-open"; }
    }

    /**
     * A +2 raised the waiting count to {@code count}.
     *
     * @param seat who played the +2
     * @param count the waiting count now
     */
    record DrawCountRaised(int seat, int count) implements Event {
        @Override public String type() { return "draw-count-raised"; }
    }

    /**
     * A player took the waiting count (the cards themselves are in a {@link CardsDrawn}).
     *
     * @param seat who took it
     * @param count how many cards it was
     */
    record DrawCountTaken(int seat, int count) implements Event {
        @Override public String type() { return "draw-count-taken"; }
    }

    /**
     * A King cancelled the waiting count: nobody draws it.
     *
     * @param seat who played the King
     * @param count the count that was waiting
     */
    record DrawCountCancelled(int seat, int count) implements Event {
        @Override public String type() { return "draw-count-cancelled"; }
    }

    /**
     * A player declared "last card".
     *
     * @param seat who declared
     */
    record LastCardDeclared(int seat) implements Event {
        @Override public String type() { return "last-card-declared"; }
    }

    /**
     * A player ended a turn with one card and no declaration: they draw 4.
     *
     * @param seat who draws 4
     */
    record LastCardPenalty(int seat) implements Event {
        @Override public String type() { return "last-card-penalty"; }
    }

    /**
     * The discard pile (but its top) was shuffled into a new draw pile of {@code cards} cards.
     *
     * @param cards how many cards the new draw pile holds
     */
    record DeckReshuffled(int cards) implements Event {
        @Override public String type() { return "deck-reshuffled"; }
    }

    /**
     * A player emptied their hand, but the last card's action may still send cards back to them.
     *
     * @param seat the seat whose hand is empty
     */
    record WinPending(int seat) implements Event {
        @Override public String type() { return "win-pending"; }
    }

    /**
     * A player went out: their hand is empty and their last card's action is done.
     *
     * @param seat the seat that went out
     */
    record PlayerOut(int seat) implements Event {
        @Override public String type() { return "player-out"; }
    }

    /**
     * The game ended; {@code winners} holds one seat, or several when a variant lets them share the win.
     *
     * @param winners the winning seats
     */
    record GameWon(List<Integer> winners) implements Event {
        /**
         * Copies the seat list.
         *
         * @param winners the winning seats; the list is copied
         */
        public GameWon {
            winners = List.copyOf(winners);
        }

        @Override public String type() { return "game-won"; }
    }

    /**
     * An event of a variant that needs no record of its own: the variant's id, a name, the seat concerned
     * (or -1) and details as JSON-like values (strings, numbers, booleans, lists, maps).
     *
     * @param variant the id of the variant that raised it
     * @param name the event's name within the variant
     * @param seat the seat concerned, or -1
     * @param details what else it says, as JSON-like values
     */
    record VariantEvent(String variant, String name, int seat, Map<String, Object> details) implements Event {
        /**
         * Copies the details.
         *
         * @param variant the id of the variant that raised it
         * @param name the event's name within the variant
         * @param seat the seat concerned, or -1
         * @param details what else it says, as JSON-like values; the map is copied
         */
        public VariantEvent {
            details = Map.copyOf(details);
        }

        @Override public String type() { return variant + ":" + name; }
    }
}
