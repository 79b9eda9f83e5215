package dev.taki.examples.houserules;

import dev.taki.api.Card;
import dev.taki.api.Game;
import dev.taki.api.Notation;
import dev.taki.api.NotationException;
import dev.taki.api.TableView;
import dev.taki.api.spi.StateCodec;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The state of {@code draw-until-play} while a player must play the card their draw ended on: the seat and the
 * card. It exists only between that draw and the play; the game keeps it (never the rules), copies it with
 * every state and writes it to JSON as {@code {"seat": 2, "card": "G+2"}}. What every player may see of it is
 * the seat alone: the card stays as hidden as the rest of that hand until it is played.
 *
 * @param seat the seat that must play the card
 * @param card the card their draw ended on
 */
public record DrawnCard(int seat, Card card) {
    /** The JSON field of the seat. */
    static final String SEAT = "seat";
    /** The JSON field of the card, in notation. */
    static final String CARD = "card";
    /**
     * The codec registered in {@link DrawUntilPlay#setUp}: the whole state, the seat alone for views, and the card
     * guessed back from a table whose hidden cards a searching bot placed ({@link #guess}).
     */
    static final StateCodec<DrawnCard> CODEC = new StateCodec<>(DrawUntilPlay.ID, DrawnCard.class,
            DrawnCard::toJson, DrawnCard::read, DrawnCard::publicJson).withGuessHidden(DrawnCard::guess);

    /** Checks the fields. */
    public DrawnCard {
        if (seat < 0 || seat > 9) {
            throw new IllegalArgumentException(SEAT + ": expected a seat from 0 to 9, got " + seat);
        }
        if (card == null) {
            throw new IllegalArgumentException(CARD + ": expected a card, got null");
        }
    }

    private Map<String, Object> toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(SEAT, seat);
        m.put(CARD, card.notation());
        return m;
    }

    private Map<String, Object> publicJson() {
        return Map.of(SEAT, seat);
    }

    /**
     * The whole state from what a view shows of it (the seat) and a table with the hidden cards guessed: the card
     * is the last one that seat received, since the state lasts only from the draw that ended on it to the seat's
     * next move.
     */
    private static Map<String, Object> guess(Map<String, Object> publicPart, TableView table) {
        if (!(publicPart.get(SEAT) instanceof Integer seat) || seat < 0 || seat >= table.players()) {
            throw new IllegalArgumentException(SEAT + ": expected a seat of this game, got " + publicPart.get(SEAT));
        }
        List<Card> hand = table.hand(seat);
        if (hand.isEmpty()) {
            throw new IllegalArgumentException(SEAT + ": seat " + seat + " holds no card to play");
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(SEAT, seat);
        m.put(CARD, hand.get(hand.size() - 1).notation());
        return m;
    }

    /** The state from its JSON fields, refusing anything {@link #toJson} could not have written. */
    private static DrawnCard read(Map<String, Object> json, Game game) {
        if (!json.keySet().equals(Set.of(SEAT, CARD))) {
            throw new IllegalArgumentException("expected the fields " + SEAT + " and " + CARD + ", got " + json.keySet());
        }
        if (!(json.get(SEAT) instanceof Integer seat) || seat < 0 || seat > 9) {
            throw new IllegalArgumentException(SEAT + ": expected a seat from 0 to 9, got " + json.get(SEAT));
        }
        if (!(json.get(CARD) instanceof String text)) {
            throw new IllegalArgumentException(CARD + ": expected a card in notation, got " + json.get(CARD));
        }
        if (seat >= game.config().players()) {
            throw new IllegalArgumentException(SEAT + ": expected a seat of this " + game.config().players()
                    + "-player game, got " + seat);
        }
        return new DrawnCard(seat, card(text, game.notation()));
    }

    /** The card written in notation, read in the notation of the game (which has every plugin's cards). */
    private static Card card(String text, Notation notation) {
        try {
            return notation.parseCard(text);
        } catch (NotationException e) {
            throw new IllegalArgumentException(CARD + ": expected a card of this game in notation, got '"
                    + (text.length() <= 40 ? text : text.substring(0, 37) + "...") + "'");
        }
    }
}
