package dev.taki.core.engine;

import dev.taki.api.Card;
import dev.taki.api.Event;

import java.util.List;

/**
 * One instance of each event that most moves report — a turn starting, a card played, a single card drawn — made the
 * first time it is reported and handed out again after: events are immutable values, so a move's events are the same
 * whether they are new objects or these. Made lazily and without a lock: two threads may both make one, and either
 * is kept (an event's fields are final, so a thread that reads the other's sees it whole).
 */
final class CommonEvents {
    /** Seats 0 to 9: a game has 2 to 10 players. */
    private static final int SEATS = 10;
    /** Cards whose code is below this are kept: the base game's and the usual plugins' cards. */
    private static final int CODES = 128;
    private static final Event.DrawCause[] CAUSES = Event.DrawCause.values();

    private static final Event.TurnStarted[] TURN_STARTED = new Event.TurnStarted[SEATS];
    private static final Event.CardPlayed[] CARD_PLAYED = new Event.CardPlayed[SEATS * CODES * 2];
    private static final Event.CardsDrawn[] ONE_DRAWN = new Event.CardsDrawn[SEATS * CODES * CAUSES.length];

    static {
        for (int seat = 0; seat < SEATS; seat++) {
            TURN_STARTED[seat] = new Event.TurnStarted(seat);
        }
    }

    private CommonEvents() {
    }

    static Event.TurnStarted turnStarted(int seat) {
        return seat < SEATS ? TURN_STARTED[seat] : new Event.TurnStarted(seat);
    }

    static Event.CardPlayed cardPlayed(int seat, Card card, boolean inRun) {
        int code = card.code();
        if (seat >= SEATS || code >= CODES) {
            return new Event.CardPlayed(seat, card, inRun);
        }
        int at = (seat * CODES + code) * 2 + (inRun ? 1 : 0);
        Event.CardPlayed known = CARD_PLAYED[at];
        if (known == null || known.card() != card) {
            known = new Event.CardPlayed(seat, card, inRun);
            CARD_PLAYED[at] = known;
        }
        return known;
    }

    /** A seat drew one card, all it owed: its event, whose {@code cards()} is the list of that card. */
    static Event.CardsDrawn oneDrawn(int seat, Card card, Event.DrawCause cause) {
        int code = card.code();
        if (seat >= SEATS || code >= CODES) {
            return new Event.CardsDrawn(seat, 1, List.of(card), cause, 0);
        }
        int at = (seat * CODES + code) * CAUSES.length + cause.ordinal();
        Event.CardsDrawn known = ONE_DRAWN[at];
        if (known == null || known.cards().get(0) != card) {
            known = new Event.CardsDrawn(seat, 1, List.of(card), cause, 0);
            ONE_DRAWN[at] = known;
        }
        return known;
    }
}
