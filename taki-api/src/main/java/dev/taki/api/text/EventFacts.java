package dev.taki.api.text;

import dev.taki.api.Event;
import dev.taki.api.Seat;
import dev.taki.api.spi.EventCodec;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a text may say of an event: whose it is (the base game's, or a variant's by its id), its name there, the
 * form of its sentence (a draw whose cards the reader sees), and its arguments. The base game's events give typed
 * arguments — seats as {@link Seat}, cards, colours, directions — which a text writes as people say them; a
 * variant's details are JSON-like values, which a text formats by name ({@code {over:seat}}).
 *
 * @param owner     the id of the variant the event belongs to, or null for the base game's
 * @param name      the event's name within its owner: the type for the base game, the part after "id:" for a
 *                  variant
 * @param form      the form of the sentence, or null for the plain one
 * @param arguments the arguments by name
 */
record EventFacts(String owner, String name, String form, Map<String, Object> arguments) {

    /** The prefix by which a text reaches any detail of a variant's event, even one named like the event's seat. */
    static final String DETAILS = "details.";

    /** {@return the facts of the event} */
    static EventFacts of(Event event, Words words) {
        Map<String, Object> a = new LinkedHashMap<>();
        if (event instanceof Event.VariantEvent v) {
            v.details().forEach((key, value) -> {
                a.put(DETAILS + key, value);
                a.putIfAbsent(key, value);
            });
            if (v.seat() >= 0 && v.seat() <= 99) {
                a.put("seat", new Seat(v.seat()));
            } else {
                a.remove("seat");
            }
            return new EventFacts(v.variant(), v.name(), null, a);
        }
        String form = base(event, a);
        if (form != null) {
            return new EventFacts(null, event.type(), form.isEmpty() ? null : form, a);
        }
        // a plugin's own event record: its fields as its codec writes them, its owner the part before ':'
        EventCodec<?> codec = words.codec(event.type());
        if (codec != null) {
            try {
                codec.fieldsOf(event).forEach((key, value) -> a.put(key, value));
            } catch (RuntimeException e) {
                a.clear();
            }
        }
        String type = event.type();
        int colon = type.indexOf(':');
        return colon > 0 ? new EventFacts(type.substring(0, colon), type.substring(colon + 1), null, a)
                : new EventFacts("", type, null, a);
    }

    /** The base game's event's arguments; its form ("" for the plain one), or null for another event. */
    private static String base(Event event, Map<String, Object> a) {
        if (event instanceof Event.CardPlayed e) {
            a.put("seat", new Seat(e.seat()));
            a.put("card", e.card());
            a.put("inRun", e.inRun());
        } else if (event instanceof Event.ColorChosen e) {
            a.put("seat", new Seat(e.seat()));
            a.put("color", e.color());
        } else if (event instanceof Event.CardsDrawn e) {
            a.put("seat", new Seat(e.seat()));
            a.put("count", e.count());
            a.put("cards", e.cards());
            a.put("cause", e.cause().name().toLowerCase(Locale.ROOT).replace('_', '-'));
            a.put("forgiven", e.forgiven());
            return e.cards().isEmpty() ? "" : "cards";
        } else if (event instanceof Event.CardsGiven e) {
            a.put("from", new Seat(e.from()));
            a.put("to", new Seat(e.to()));
            a.put("count", e.count());
            a.put("cards", e.cards());
            return e.cards().isEmpty() ? "" : "cards";
        } else if (event instanceof Event.HandsSwapped e) {
            a.put("seat", new Seat(e.seat()));
            a.put("other", new Seat(e.other()));
        } else if (event instanceof Event.DirectionChanged e) {
            a.put("direction", e.direction());
        } else if (event instanceof Event.TakiOpened e) {
            a.put("seat", new Seat(e.seat()));
            a.put("color", e.color());
        } else if (event instanceof Event.TakiClosed e) {
            a.put("seat", new Seat(e.seat()));
            a.put("color", e.color());
        } else if (event instanceof Event.TakiLeftOpen e) {
            a.put("seat", new Seat(e.seat()));
            a.put("color", e.color());
        } else if (event instanceof Event.DrawCountRaised e) {
            a.put("seat", new Seat(e.seat()));
            a.put("count", e.count());
        } else if (event instanceof Event.DrawCountTaken e) {
            a.put("seat", new Seat(e.seat()));
            a.put("count", e.count());
        } else if (event instanceof Event.DrawCountCancelled e) {
            a.put("seat", new Seat(e.seat()));
            a.put("count", e.count());
        } else if (event instanceof Event.DeckReshuffled e) {
            a.put("cards", e.cards());
        } else if (event instanceof Event.GameWon e) {
            List<Seat> winners = new ArrayList<>();
            e.winners().forEach(s -> winners.add(new Seat(s)));
            a.put("winners", winners);
            a.put("count", winners.size());
        } else {
            int seat = seatOf(event);
            if (seat < 0) {
                return null;
            }
            a.put("seat", new Seat(seat));
        }
        return "";
    }

    /** The seat of the base game's events that say nothing else, or -1 for another event. */
    private static int seatOf(Event event) {
        if (event instanceof Event.TurnStarted e) {
            return e.seat();
        }
        if (event instanceof Event.PlayerSkipped e) {
            return e.seat();
        }
        if (event instanceof Event.LastCardDeclared e) {
            return e.seat();
        }
        if (event instanceof Event.LastCardPenalty e) {
            return e.seat();
        }
        if (event instanceof Event.WinPending e) {
            return e.seat();
        }
        if (event instanceof Event.PlayerOut e) {
            return e.seat();
        }
        return -1;
    }

    /** {@return the event's seat, or null when it names none} */
    Seat seat() {
        return arguments.get("seat") instanceof Seat s ? s : null;
    }

    /** {@return the full type of the event, as {@link Event#type()} gives it} */
    String type() {
        return owner == null || owner.isEmpty() ? name : owner + ":" + name;
    }
}
