package dev.taki.api.text;

import dev.taki.api.Event;
import dev.taki.api.Seat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import static dev.taki.api.text.Ask.args;

/**
 * Events as sentences: the base game's {@code event.<type>} (and its forms), a variant's {@code event.<name>}, the
 * base game's {@code window.<name>} for the SPI's windows, and, where no text says it, a sentence made of the
 * variant's name and the event's name in words.
 */
final class EventWords {
    private EventWords() {
    }

    static String event(GameTexts texts, Event event, List<String> names) {
        EventFacts facts = EventFacts.of(event, texts.words());
        List<Ask> asks = new ArrayList<>();
        if (facts.owner() == null) {
            if (facts.form() != null) {
                asks.add(new Ask(GameTexts.BASE, "event." + facts.name() + "." + facts.form()));
            }
            asks.add(new Ask(GameTexts.BASE, "event." + facts.name()));
        } else {
            if (facts.owner().isEmpty()) {
                texts.variantShelves().forEach(s -> asks.add(new Ask(s, "event." + facts.name())));
            } else {
                asks.add(new Ask(Shelves.variant(facts.owner()), "event." + facts.name()));
            }
            asks.add(new Ask(GameTexts.BASE, "window." + facts.name()));
        }
        return texts.say(asks, facts.arguments()::get, names, () -> madeUp(texts, facts, names));
    }

    /** A sentence made of what is known of an event no text describes: "My rule: hands passed (Dana)". */
    private static String madeUp(GameTexts texts, EventFacts facts, List<String> names) {
        String owner = facts.owner() == null || facts.owner().isEmpty() ? "" : texts.variantName(facts.owner());
        String event = Words.spelled(facts.name());
        Seat seat = facts.seat();
        Function<String, Object> arguments = args("variant", owner, "event", event, "seat", seat);
        String key = seat == null ? "fallback.event" : "fallback.event.seat";
        return texts.say(Ask.of(GameTexts.BASE, owner.isEmpty() ? key + ".base" : key), arguments, names,
                () -> (owner.isEmpty() ? "" : owner + ": ") + event
                        + (seat == null ? "" : " (" + texts.player(seat.number(), names) + ")"));
    }
}
