package dev.taki.core.json;

import dev.taki.api.spi.EventCodec;
import dev.taki.api.Card;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.NotationException;
import dev.taki.api.Event;
import dev.taki.api.Event.CardPlayed;
import dev.taki.api.Event.CardsDrawn;
import dev.taki.api.Event.CardsGiven;
import dev.taki.api.Event.HandsSwapped;
import dev.taki.api.Notation;
import dev.taki.api.Event.ColorChosen;
import dev.taki.api.Event.DeckReshuffled;
import dev.taki.api.Event.DirectionChanged;
import dev.taki.api.Event.DrawCountCancelled;
import dev.taki.api.Event.DrawCountRaised;
import dev.taki.api.Event.DrawCountTaken;
import dev.taki.api.Event.GameWon;
import dev.taki.api.Event.LastCardDeclared;
import dev.taki.api.Event.LastCardPenalty;
import dev.taki.api.Event.PlayerOut;
import dev.taki.api.Event.PlayerSkipped;
import dev.taki.api.Event.TakiClosed;
import dev.taki.api.Event.TakiLeftOpen;
import dev.taki.api.Event.TakiOpened;
import dev.taki.api.Event.TurnStarted;
import dev.taki.api.Event.WinPending;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntFunction;

/** The codecs of the engine's own events: the closed list of their logical names and fields. */
final class BaseEvents {
    private static final Map<String, Event.DrawCause> CAUSES = Words.all(Event.DrawCause.class);
    private static final int MAX_COUNT = 100_000;

    static List<EventCodec<?>> all(Notation notation) {
        BaseEvents e = new BaseEvents(notation);
        return e.codecs();
    }

    private final Notation notation;

    private BaseEvents(Notation notation) {
        this.notation = notation;
    }

    private List<EventCodec<?>> codecs() {
        return List.of(
                new EventCodec<>("card-played", CardPlayed.class,
                        e -> fields("seat", e.seat(), "card", e.card().notation(), "inRun", e.inRun()),
                        m -> new CardPlayed(seat(m), card(m, "card"), bool(m, "inRun"))),
                new EventCodec<>("color-chosen", ColorChosen.class,
                        e -> fields("seat", e.seat(), "color", e.color().toString()),
                        m -> new ColorChosen(seat(m), color(m))),
                new EventCodec<>("cards-drawn", CardsDrawn.class, BaseEvents::drawn, this::drawn),
                new EventCodec<>("cards-given", CardsGiven.class,
                        e -> fields("from", e.from(), "to", e.to(), "count", e.count(),
                                "cards", e.cards().stream().map(Card::notation).toList()),
                        this::given),
                new EventCodec<>("hands-swapped", HandsSwapped.class,
                        e -> fields("seat", e.seat(), "other", e.other()),
                        m -> new HandsSwapped(seat(m), integer(m, "other", 0, 9))),
                seatOnly("turn-started", TurnStarted.class, TurnStarted::seat, TurnStarted::new),
                seatOnly("player-skipped", PlayerSkipped.class, PlayerSkipped::seat, PlayerSkipped::new),
                new EventCodec<>("direction-changed", DirectionChanged.class,
                        e -> fields("direction", e.direction().notation()),
                        m -> new DirectionChanged(direction(m))),
                new EventCodec<>("taki-opened", TakiOpened.class,
                        e -> fields("seat", e.seat(), "color", e.color().toString()),
                        m -> new TakiOpened(seat(m), color(m))),
                new EventCodec<>("taki-closed", TakiClosed.class,
                        e -> fields("seat", e.seat(), "color", e.color().toString()),
                        m -> new TakiClosed(seat(m), color(m))),
                new EventCodec<>("taki-left-open", TakiLeftOpen.class,
                        e -> fields("seat", e.seat(), "color", e.color().toString()),
                        m -> new TakiLeftOpen(seat(m), color(m))),
                new EventCodec<>("draw-count-raised", DrawCountRaised.class,
                        e -> fields("seat", e.seat(), "count", e.count()),
                        m -> new DrawCountRaised(seat(m), count(m, "count"))),
                new EventCodec<>("draw-count-taken", DrawCountTaken.class,
                        e -> fields("seat", e.seat(), "count", e.count()),
                        m -> new DrawCountTaken(seat(m), count(m, "count"))),
                new EventCodec<>("draw-count-cancelled", DrawCountCancelled.class,
                        e -> fields("seat", e.seat(), "count", e.count()),
                        m -> new DrawCountCancelled(seat(m), count(m, "count"))),
                seatOnly("last-card-declared", LastCardDeclared.class, LastCardDeclared::seat, LastCardDeclared::new),
                seatOnly("last-card-penalty", LastCardPenalty.class, LastCardPenalty::seat, LastCardPenalty::new),
                new EventCodec<>("deck-reshuffled", DeckReshuffled.class,
                        e -> fields("cards", e.cards()),
                        m -> new DeckReshuffled(count(m, "cards"))),
                seatOnly("win-pending", WinPending.class, WinPending::seat, WinPending::new),
                seatOnly("player-out", PlayerOut.class, PlayerOut::seat, PlayerOut::new),
                new EventCodec<>("game-won", GameWon.class,
                        e -> fields("winners", e.winners()),
                        m -> new GameWon(seats(m, "winners"))));
    }

    private static <E extends Event> EventCodec<E> seatOnly(String type, Class<E> c, Function<E, Integer> seat,
                                                           IntFunction<E> make) {
        return new EventCodec<>(type, c, e -> fields("seat", seat.apply(e)), m -> make.apply(seat(m)));
    }

    private static Map<String, ?> drawn(CardsDrawn e) {
        return fields("seat", e.seat(), "count", e.count(), "cards", e.cards().stream().map(Card::notation).toList(),
                "cause", Words.of(e.cause()), "forgiven", e.forgiven());
    }

    private CardsGiven given(Map<String, Object> m) {
        int count = count(m, "count");
        List<Card> cards = cards(m, "cards");
        if (!cards.isEmpty() && cards.size() != count) {
            throw new IllegalArgumentException("cards: expected " + count + " cards (the count), or none when hidden, got "
                    + cards.size());
        }
        return new CardsGiven(integer(m, "from", 0, 9), integer(m, "to", 0, 9), count, cards);
    }

    private CardsDrawn drawn(Map<String, Object> m) {
        int count = count(m, "count");
        List<Card> cards = cards(m, "cards");
        if (!cards.isEmpty() && cards.size() != count) {
            throw new IllegalArgumentException("cards: expected " + count + " cards (the count), or none when hidden, got "
                    + cards.size());
        }
        Object cause = m.get("cause");
        if (!(cause instanceof String s) || !CAUSES.containsKey(s)) {
            throw new IllegalArgumentException("cause: expected one of " + String.join(", ",
                    new java.util.TreeSet<>(CAUSES.keySet())) + ", got " + shown(cause));
        }
        return new CardsDrawn(seat(m), count, cards, CAUSES.get(s), count(m, "forgiven"));
    }

    /** An ordered field map: name, value, name, value… */
    static Map<String, Object> fields(Object... namesAndValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            m.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        return m;
    }

    static int seat(Map<String, Object> m) {
        return integer(m, "seat", 0, 9);
    }

    static int count(Map<String, Object> m, String name) {
        return integer(m, name, 0, MAX_COUNT);
    }

    static int integer(Map<String, Object> m, String name, int min, int max) {
        Object v = m.get(name);
        if (!(v instanceof Integer i) || i < min || i > max) {
            throw new IllegalArgumentException(name + ": expected an integer from " + min + " to " + max + ", got "
                    + shown(v));
        }
        return i;
    }

    private static boolean bool(Map<String, Object> m, String name) {
        if (!(m.get(name) instanceof Boolean b)) {
            throw new IllegalArgumentException(name + ": expected true or false, got " + shown(m.get(name)));
        }
        return b;
    }

    private static String string(Map<String, Object> m, String name) {
        if (!(m.get(name) instanceof String s) || s.length() > 16) {
            throw new IllegalArgumentException(name + ": expected a short string, got " + shown(m.get(name)));
        }
        return s;
    }

    private Card card(Map<String, Object> m, String name) {
        return parsed(string(m, name), name);
    }

    /** A card of the game's notation, its problem naming the field: {@code card: 'R2' is not a card: …}. */
    private Card parsed(String text, String name) {
        try {
            return notation.parseCard(text);
        } catch (NotationException e) {
            throw new IllegalArgumentException(name + ": " + e.getMessage(), e);
        }
    }

    private static Color color(Map<String, Object> m) {
        return Color.parse(string(m, "color"));
    }

    private static Direction direction(Map<String, Object> m) {
        String s = string(m, "direction");
        if (!s.equals("cw") && !s.equals("ccw")) {
            throw new IllegalArgumentException("direction: expected \"cw\" or \"ccw\", got " + shown(s));
        }
        return Direction.parse(s);
    }

    private List<Card> cards(Map<String, Object> m, String name) {
        if (!(m.get(name) instanceof List<?> list)) {
            throw new IllegalArgumentException(name + ": expected a list of cards, got " + shown(m.get(name)));
        }
        List<Card> cards = new ArrayList<>(list.size());
        for (Object o : list) {
            if (!(o instanceof String s) || s.length() > 16) {
                throw new IllegalArgumentException(name + ": expected card notation such as R5, got " + shown(o));
            }
            cards.add(parsed(s, name));
        }
        return cards;
    }

    private static List<Integer> seats(Map<String, Object> m, String name) {
        if (!(m.get(name) instanceof List<?> list) || list.size() > 10) {
            throw new IllegalArgumentException(name + ": expected a list of seats, got " + shown(m.get(name)));
        }
        List<Integer> seats = new ArrayList<>();
        for (Object o : list) {
            if (!(o instanceof Integer i) || i < 0 || i > 9) {
                throw new IllegalArgumentException(name + ": expected seats from 0 to 9, got " + shown(o));
            }
            seats.add(i);
        }
        return seats;
    }

    static String shown(Object v) {
        if (v == null) {
            return "nothing";
        }
        String s = v instanceof String str ? "\"" + str + "\"" : String.valueOf(v);
        return s.length() > 40 ? "a " + v.getClass().getSimpleName() + " of " + s.length() + " characters" : s;
    }
}
