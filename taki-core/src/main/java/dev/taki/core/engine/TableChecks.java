package dev.taki.core.engine;

import dev.taki.api.Card;
import dev.taki.api.Phase;
import dev.taki.api.spi.StateCodec;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The checks that a table given whole ({@code dev.taki.core.TableFacts#restore}) and a table rebuilt from a seat's
 * view ({@code TableFromView}) share, so that both refuse the same fault in the same words. Each check adds a
 * problem naming its field to a list; where the two tables word a check differently, the caller passes the field
 * or the wording in.
 *
 * <p>Internal to the engine: public only so that {@code TableFacts} can reach it; its package is not exported.
 */
public final class TableChecks {
    private TableChecks() {
    }

    /**
     * Checks that there is one hand per player.
     *
     * @param players the players of the game
     * @param hands the hands given
     * @param problems where a problem is added
     * @return whether there is one hand per player
     */
    public static boolean handPerPlayer(int players, List<? extends List<Card>> hands, List<String> problems) {
        if (hands.size() == players) {
            return true;
        }
        problems.add("hands: expected " + players + " hands (one per player), got " + hands.size());
        return false;
    }

    /**
     * Per card that the places hold more or less often than the configured deck, in card order, how many more
     * (negative: how many fewer). Counted by card code without a map, as a searching bot rebuilds tables often.
     *
     * @param rules the rules in play, whose deck the places must hold, each physical card exactly once
     * @param places the hands, the piles and the cards out of play, no card null
     * @return the cards off, empty when the places hold exactly the deck
     */
    public static SortedMap<Card, Integer> cardsOff(Ruleset rules, List<? extends List<Card>> places) {
        int[] left = new int[Card.codeCount()];
        rules.deck().forEach(c -> left[c.code()]++);
        boolean fits = true;
        for (List<Card> place : places) {
            for (int i = 0; i < place.size(); i++) {
                fits &= --left[place.get(i).code()] >= 0;
            }
        }
        for (int n : left) {
            fits &= n == 0;
        }
        if (fits) {
            return Collections.emptySortedMap();
        }
        SortedMap<Card, Integer> off = new TreeMap<>();
        for (int code = 0; code < left.length; code++) {
            if (left[code] != 0) {
                off.put(Card.fromCode(code), -left[code]);
            }
        }
        return off;
    }

    /**
     * {@return how many of a card the configured deck holds}
     *
     * @param rules the rules in play
     * @param card the card
     */
    public static long inDeck(Ruleset rules, Card card) {
        return rules.deck().stream().filter(c -> c == card).count();
    }

    /**
     * {@return the problem of a card that the places hold more often than they may}
     *
     * @param card the card
     * @param count how many of it are too many
     * @param beyond what they exceed, in the caller's words, such as {@code "the configured deck holds (2)"}
     */
    public static String tooMany(Card card, int count, String beyond) {
        return "cards: " + count + " " + card + " more than " + beyond;
    }

    /**
     * Adds a problem for each state that the rules keep from the start of every game ({@link
     * Ruleset#statesFromTheStart}) and that the table read lacks.
     *
     * @param rules the rules in play
     * @param states the plugins' states as read, by id
     * @param field the field that holds them, in the caller's words, such as {@code "view.variantStates"}
     * @param publicParts true if the states are public parts, which may show nothing of a state that is there:
     *                    only a state every player sees whole is then missing when it is empty
     * @param problems where the problems are added
     */
    public static void statesFromTheStart(Ruleset rules, Map<String, ? extends Map<String, ?>> states, String field,
                                          boolean publicParts, List<String> problems) {
        for (String id : rules.statesFromTheStart()) {
            boolean empty = states.containsKey(id) && states.get(id).isEmpty()
                    && (!publicParts || rules.stateCodec(id).isWholePublic());
            if (!states.containsKey(id) || empty) {
                problems.add(field + "." + id + ": missing: the rules in play keep it from the start of every game");
            }
        }
    }

    /**
     * {@return the problem of a table whose discard pile holds no card}
     *
     * @param field the discard pile's field, in the caller's words, such as {@code "view.discardPile"}
     */
    public static String noLeadingCard(String field) {
        return field + ": the leading card is missing (the discard pile cannot be empty)";
    }

    /**
     * {@return the problem of cards of the deck that no hand or pile holds, nor the cards out of play}
     *
     * @param card the card missing
     * @param count how many of it are missing
     */
    public static String notPlaced(Card card, int count) {
        return "cards: " + count + " " + card + " of the deck are in no hand or pile, nor out of play";
    }

    /**
     * The codec of a plugin's state, or null after adding a problem when no plugin in play keeps a state of that id.
     *
     * @param rules the rules in play
     * @param id the id the state was given under
     * @param problems where a problem is added
     * @return the codec, or null
     */
    public static StateCodec<?> stateCodec(Ruleset rules, String id, List<String> problems) {
        StateCodec<?> codec = rules.stateCodecs().get(id);
        if (codec == null) {
            problems.add("variantStates." + id + ": no plugin in play keeps a state of that name; states: "
                    + new TreeSet<>(rules.stateCodecs().keySet()));
        }
        return codec;
    }

    /**
     * Reads a plugin's state through its codec, which checks it, and puts it in {@code out} under the codec's id; a
     * state the codec refuses becomes a problem instead.
     *
     * @param rules the rules in play, passed to the codec
     * @param codec the codec of the state
     * @param json the state as JSON-like values
     * @param out where the state read is put
     * @param problems where a problem is added
     */
    public static void readState(Ruleset rules, StateCodec<?> codec, Map<String, Object> json, Map<String, Object> out,
                                 List<String> problems) {
        try {
            Object value = codec.read().apply(json, rules);
            if (!codec.type().isInstance(value)) {
                problems.add("variantStates." + codec.id() + ": the codec made no " + codec.type().getSimpleName());
            } else {
                out.put(codec.id(), value);
            }
        } catch (RuntimeException e) {
            String why = String.valueOf(e.getMessage());
            // A message that names its own field ("seat: …") continues the path: variantStates.id.seat: …
            problems.add("variantStates." + codec.id() + (why.matches("[A-Za-z0-9_.\\[\\]-]+: .*") ? "." : ": ") + why);
        }
    }

    /**
     * Checks that a phase is one of the rules in play.
     *
     * @param rules the rules in play
     * @param phase the phase given, null counting as none of them
     * @param field the field the phase was given in, for the problem
     * @param problems where a problem is added
     */
    public static void phaseInPlay(Ruleset rules, Phase phase, String field, List<String> problems) {
        if (phase == null || !rules.phases().contains(phase)) {
            problems.add(field + ": '" + phase + "' is not a phase of this game; phases: " + rules.phases());
        }
    }

    /**
     * Checks that the rules in play can go on from a table just assembled, unless its game is over: the seat to act
     * has a legal move. The rules may throw; the caller turns that into {@link #cannotAct}.
     *
     * @param state the table assembled
     * @param field the field the seat to act was given in, for the problem
     * @param where words that end the problem, such as {@code " on the table rebuilt"}, or empty
     * @param problems where a problem is added
     * @return whether the game is over or the seat to act has a legal move
     */
    public static boolean seatToActCanMove(State state, String field, String where, List<String> problems) {
        if (state.isOver() || !state.legalMoves().isEmpty()) {
            return true;
        }
        problems.add(field + ": seat " + state.toAct() + " has no legal move in phase " + state.phase() + where);
        return false;
    }

    /**
     * {@return the problem of rules that threw when asked about a table assembled}
     *
     * @param e what they threw
     */
    public static String cannotAct(RuntimeException e) {
        return "the rules in play cannot act on this table: " + e;
    }

    /**
     * Checks that a seat is one of the game's, from 0.
     *
     * @param seat the seat
     * @param players the players of the game
     * @param field its field, for the problem
     * @param problems where a problem is added
     */
    public static void seat(int seat, int players, String field, List<String> problems) {
        range(seat, 0, players - 1, field, problems);
    }

    /**
     * Checks that a number lies in a range.
     *
     * @param value the number
     * @param min the least it may be
     * @param max the most it may be
     * @param field its field, for the problem
     * @param problems where a problem is added
     */
    public static void range(int value, int min, int max, String field, List<String> problems) {
        if (value < min || value > max) {
            problems.add(field + ": expected " + min + " to " + max + ", got " + value);
        }
    }
}
