package dev.taki.web;

import dev.taki.api.Card;
import dev.taki.api.Event;
import dev.taki.api.Move;
import dev.taki.api.PlayerView;
import dev.taki.api.text.GameTexts;
import dev.taki.bots.Bots;
import dev.taki.core.VariantCatalog;
import dev.taki.match.LoggedEvent;
import dev.taki.match.MatchSeat;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What a table says to the people at it, in their language, from the game's texts ({@link GameTexts}: the base
 * game's and every plugin's): each event's line, and the words of a view — its cards' names, its moves' labels, the
 * question a play with a choice asks and what each choice means. The page shows these and never a code.
 */
final class TableWords {
    /** The names the table gives its bots ({@link Tables#botName}), said in each language the page speaks. */
    private static final Map<String, String> BOT_NAME = Map.of("en", "Bot %d", "he", "בוט %d");

    /** How many languages' texts are kept: a server asked for many odd locales makes the rest on each call. */
    private static final int LOCALES_KEPT = 64;

    private final VariantCatalog catalog;
    private final Map<Locale, GameTexts> texts = new java.util.concurrent.ConcurrentHashMap<>();

    TableWords(VariantCatalog catalog) {
        this.catalog = catalog;
    }

    /** {@return the game's texts in that language, with the kinds of bot's own ({@link Bots#texts()})} */
    GameTexts texts(Locale locale) {
        GameTexts known = texts.get(locale);
        if (known != null) {
            return known;
        }
        GameTexts made = catalog.texts(locale).withBots(Bots.texts());
        if (texts.size() < LOCALES_KEPT) {
            texts.putIfAbsent(locale, made);
        }
        return made;
    }

    /**
     * {@return each seat's player's name, by seat, as a reader in that language reads it: a person's name as they gave
     * it, a bot's as the table names its bots in that language ("בוט 2"), an open seat's null}
     */
    static List<String> names(List<MatchSeat> seats, Locale locale) {
        List<String> names = new ArrayList<>(seats.size());
        for (MatchSeat seat : seats) {
            names.add(seat.isOpen() ? null : displayed(seat, locale));
        }
        return names;
    }

    private static String displayed(MatchSeat seat, Locale locale) {
        if (seat.human() || !seat.name().equals(Tables.botName(seat.seat()))) {
            return seat.name();
        }
        String format = BOT_NAME.getOrDefault(locale.getLanguage(), BOT_NAME.get("en"));
        return String.format(Locale.ROOT, format, seat.seat());
    }

    /**
     * The line of each event, as the page's log shows it: consecutive events of one move are read together, so that
     * a variant's sentence may stand for the events it folds (a Crazy Card's hands passed is one line, not one per
     * pair of hands swapped); a folded event has none.
     *
     * @param events the events, in order, as the reader's seat sees them
     * @param names  each seat's player's name, by seat
     * @param texts  the texts in the reader's language
     * @return one entry per event, in order
     */
    static List<Optional<String>> lines(List<LoggedEvent> events, List<String> names, GameTexts texts) {
        List<Optional<String>> lines = new ArrayList<>(events.size());
        int from = 0;
        while (from < events.size()) {
            int version = events.get(from).version();
            int to = from;
            while (to < events.size() && events.get(to).version() == version) {
                to++;
            }
            lines.addAll(texts.linesByEvent(events.subList(from, to).stream().map(LoggedEvent::event).toList(), names));
            from = to;
        }
        return lines;
    }

    /**
     * {@return the names of the cards an event shows (a card played, the cards drawn or given that the reader sees),
     * code to name; empty for an event that shows none} The page names them before the view that follows arrives.
     *
     * @param event the event as the reader's seat sees it
     * @param texts the texts in the reader's language
     */
    static ObjectNode eventCards(Event event, GameTexts texts) {
        List<Card> cards = List.of();
        if (event instanceof Event.CardPlayed played) {
            cards = List.of(played.card());
        } else if (event instanceof Event.CardsDrawn drawn) {
            cards = drawn.cards();
        } else if (event instanceof Event.CardsGiven given) {
            cards = given.cards();
        }
        ObjectNode names = JsonNodeFactory.instance.objectNode();
        for (Card card : cards) {
            names.put(card.notation(), texts.card(card));
        }
        return names;
    }

    /**
     * The words of a view: {@code cards} (each card's code in the view, the discard pile's and the legal plays'
     * included, to its name), {@code moves} (each legal move's notation to its label), {@code prompts} (the first card
     * of each play that names a choice to the question it asks) and {@code choices} (each such play's notation to
     * what its choice means).
     *
     * @param view  the reader's view
     * @param names each seat's player's name, by seat
     * @param texts the texts in the reader's language
     * @return the words, as a JSON object
     */
    static ObjectNode viewWords(PlayerView view, List<String> names, GameTexts texts) {
        ObjectNode cards = JsonNodeFactory.instance.objectNode();
        ObjectNode moves = JsonNodeFactory.instance.objectNode();
        ObjectNode prompts = JsonNodeFactory.instance.objectNode();
        ObjectNode choices = JsonNodeFactory.instance.objectNode();
        List<Card> seen = new ArrayList<>(view.hand());
        if (view.leading() != null) {
            seen.add(view.leading());
        }
        seen.addAll(view.discardPile());
        if (view.outOfPlay() != null) {
            seen.addAll(view.outOfPlay());
        }
        for (Move move : view.legalMoves()) {
            moves.put(move.notation(), texts.move(move, names));
            if (move instanceof Move.Play play) {
                seen.addAll(play.cards());
                if (play.choice() != null) {
                    prompts.put(play.card().notation(), texts.prompt(play.card(), play.choice().kind()));
                    choices.put(move.notation(), texts.choice(play.card(), play.choice(), names));
                }
            }
        }
        for (Card card : seen) {
            if (!cards.has(card.notation())) {
                cards.put(card.notation(), texts.card(card));
            }
        }
        ObjectNode words = JsonNodeFactory.instance.objectNode();
        words.set("cards", cards);
        words.set("moves", moves);
        words.set("prompts", prompts);
        words.set("choices", choices);
        return words;
    }
}
