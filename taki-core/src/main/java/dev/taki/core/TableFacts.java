package dev.taki.core;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Game;
import dev.taki.api.spi.StateCodec;
import dev.taki.api.Color;
import dev.taki.api.ConfigurationException;
import dev.taki.api.Direction;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Phase;
import dev.taki.api.TakiStatus;
import dev.taki.core.engine.JsonLike;
import dev.taki.core.engine.Ruleset;
import dev.taki.core.engine.State;
import dev.taki.core.engine.TableChecks;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Every fact of a game's table as plain values — what a full state holds beyond its configuration — so
 * that a state can be saved and restored (the JSON of {@code dev.taki.core.json.TakiJson} is made from it).
 * Piles are listed top first; {@code taki} is null when there is no TAKI run or open TAKI.
 *
 * <p>It holds every hand and the order of the draw pile: like {@link Referee}, it is for servers, tools and
 * tests, never for a player. {@link #restore} checks everything a forged or damaged table could get wrong
 * before the engine acts on it.
 *
 * @param hands every seat's cards, in the order received
 * @param drawPile the draw pile, top first
 * @param discardPile the discard pile, top first
 * @param outOfPlay the cards set aside for the whole game (empty in a dealt game)
 * @param transparentOnTop how many transparent cards lie on the leading card, at the top of the discard pile
 * @param activeColor the colour a card must match
 * @param direction the direction of play
 * @param turnOwner whose turn it is
 * @param toAct who must act now
 * @param phase where the seat to act stands in the turn
 * @param pendingDraw the waiting draw count, 0 when none waits
 * @param pendingDrawKind the kind of card whose count waits, or null
 * @param taki the TAKI run or open TAKI, or null
 * @param pendingWinners seats that emptied their hand on a count still going round
 * @param winners the winners, once the game is over
 * @param rng the state of the game's random generator: the next reshuffle comes from it
 * @param round the round being played, from 1
 * @param moveCount the moves applied so far
 * @param variantStates each plugin's state by id, as JSON-like values
 */
public record TableFacts(List<List<Card>> hands, List<Card> drawPile, List<Card> discardPile, List<Card> outOfPlay,
                         int transparentOnTop,
                         Color activeColor, Direction direction, int turnOwner, int toAct, Phase phase,
                         int pendingDraw, CardKind pendingDrawKind, TakiStatus taki, List<Integer> pendingWinners,
                         List<Integer> winners, long rng, int round, int moveCount,
                         Map<String, Map<String, Object>> variantStates) {

    /**
     * Copies every collection, the plugins' states deeply in the normal form of JSON-like values (whole numbers
     * as Integer when they fit), so that changing what was passed in changes nothing here.
     *
     * @param hands every seat's cards, in the order received; copied
     * @param drawPile the draw pile, top first; copied
     * @param discardPile the discard pile, top first; copied
     * @param outOfPlay the cards set aside for the whole game; copied, null for none
     * @param transparentOnTop how many transparent cards lie on the leading card, at the top of the discard pile
     * @param activeColor the colour a card must match
     * @param direction the direction of play
     * @param turnOwner whose turn it is
     * @param toAct who must act now
     * @param phase where the seat to act stands in the turn
     * @param pendingDraw the waiting draw count, 0 when none waits
     * @param pendingDrawKind the kind of card whose count waits, or null
     * @param taki the TAKI run or open TAKI, or null
     * @param pendingWinners seats that emptied their hand on a count still going round; copied
     * @param winners the winners, once the game is over; copied
     * @param rng the state of the game's random generator: the next reshuffle comes from it
     * @param round the round being played, from 1
     * @param moveCount the moves applied so far
     * @param variantStates each plugin's state by id, as JSON-like values; copied deeply
     * @throws IllegalArgumentException if a state holds a value that is not JSON-like
     */
    public TableFacts {
        hands = hands.stream().map(List::copyOf).toList();
        drawPile = List.copyOf(drawPile);
        discardPile = List.copyOf(discardPile);
        outOfPlay = outOfPlay == null ? List.of() : List.copyOf(outOfPlay);
        pendingWinners = List.copyOf(pendingWinners);
        winners = List.copyOf(winners);
        Map<String, Map<String, Object>> states = new LinkedHashMap<>();
        variantStates.forEach((id, s) -> states.put(Objects.requireNonNull(id), JsonLike.normalise(id, s)));
        variantStates = Collections.unmodifiableMap(states);
    }

    /**
     * The facts of a table with no card out of play: the form before cards could be set aside.
     *
     * @param hands every seat's cards, in the order received; copied
     * @param drawPile the draw pile, top first; copied
     * @param discardPile the discard pile, top first; copied
     * @param transparentOnTop how many transparent cards lie on the leading card, at the top of the discard pile
     * @param activeColor the colour a card must match
     * @param direction the direction of play
     * @param turnOwner whose turn it is
     * @param toAct who must act now
     * @param phase where the seat to act stands in the turn
     * @param pendingDraw the waiting draw count, 0 when none waits
     * @param pendingDrawKind the kind of card whose count waits, or null
     * @param taki the TAKI run or open TAKI, or null
     * @param pendingWinners seats that emptied their hand on a count still going round; copied
     * @param winners the winners, once the game is over; copied
     * @param rng the state of the game's random generator: the next reshuffle comes from it
     * @param round the round being played, from 1
     * @param moveCount the moves applied so far
     * @param variantStates each plugin's state by id, as JSON-like values; copied deeply
     * @throws IllegalArgumentException if a state holds a value that is not JSON-like
     */
    public TableFacts(List<List<Card>> hands, List<Card> drawPile, List<Card> discardPile, int transparentOnTop,
                      Color activeColor, Direction direction, int turnOwner, int toAct, Phase phase, int pendingDraw,
                      CardKind pendingDrawKind, TakiStatus taki, List<Integer> pendingWinners, List<Integer> winners,
                      long rng, int round, int moveCount, Map<String, Map<String, Object>> variantStates) {
        this(hands, drawPile, discardPile, List.of(), transparentOnTop, activeColor, direction, turnOwner, toAct, phase,
                pendingDraw, pendingDrawKind, taki, pendingWinners, winners, rng, round, moveCount, variantStates);
    }

    /**
     * The facts of a state made by this engine.
     *
     * @param state a state of this engine
     * @return its facts
     * @throws IllegalArgumentException for a state of another implementation
     */
    public static TableFacts of(GameState state) {
        State s = State.of(state);
        List<List<Card>> hands = new ArrayList<>(s.players());
        for (int seat = 0; seat < s.players(); seat++) {
            hands.add(s.hand(seat));
        }
        Map<String, Map<String, Object>> states = new LinkedHashMap<>();
        s.stateIds().forEach(id -> states.put(id, s.variantState(id)));
        return new TableFacts(hands, s.drawPileTopFirst(), s.discardPile(), s.outOfPlay(), s.transparentOnTop(),
                s.activeColor(),
                s.direction(), s.turnOwner(), s.toAct(), s.phase(), s.pendingDraw(), s.pendingDrawKind().orElse(null),
                s.taki().orElse(null), s.pendingWinners(), s.winners(), s.rng(), s.round(), s.moveCount(), states);
    }

    /**
     * The state of a game with this configuration and this table, after checking that the table can be
     * played: one hand per player, every card of the configured deck in exactly one place (a hand, a pile, or out
     * of play), seats and counts
     * in range, the game over exactly when it has winners, variant states only for variants in play, and —
     * unless the game is over — a legal move for the seat to act that the rules in play can compute.
     *
     * @param game the rules of the configuration, from {@link VariantCatalog#game} or {@link Taki#game}
     * @return the state, ready to play on
     * @throws ConfigurationException listing every problem, each naming its field
     */
    public GameState restore(Game game) {
        if (!(game instanceof Ruleset rules)) {
            throw new IllegalArgumentException("not a game made by this engine: "
                    + (game == null ? "null" : game.getClass().getName()));
        }
        List<String> problems = new ArrayList<>();
        check(rules, problems);
        Map<String, Object> states = readStates(rules, problems);
        if (!problems.isEmpty()) {
            throw new ConfigurationException(problems);
        }
        State state = State.assemble(rules, hands, drawPile, discardPile, outOfPlay, transparentOnTop, activeColor,
                direction,
                turnOwner, toAct, phase, pendingDraw,
                pendingDraw > 0 ? (pendingDrawKind == null ? CardKind.PLUS_TWO : pendingDrawKind) : null, taki,
                pendingWinners, winners, rng, round, moveCount, states);
        probe(state, problems);
        if (!problems.isEmpty()) {
            throw new ConfigurationException(problems);
        }
        return state;
    }

    private void check(Ruleset rules, List<String> problems) {
        int players = rules.config().players();
        int deck = rules.deck().size();
        TableChecks.handPerPlayer(players, hands, problems);
        checkCards(rules, problems);
        if (discardPile.isEmpty()) {
            problems.add(TableChecks.noLeadingCard("discardPile"));
        } else if (transparentOnTop < 0 || transparentOnTop >= discardPile.size()) {
            problems.add("transparentOnTop: expected 0 to " + (discardPile.size() - 1) + ", got " + transparentOnTop);
        } else {
            for (int i = 0; i < transparentOnTop; i++) {
                if (!discardPile.get(i).kind().isTransparent()) {
                    problems.add("transparentOnTop: discardPile[" + i + "] (" + discardPile.get(i)
                            + ") is not a transparent card of the variants in play");
                }
            }
        }
        required(activeColor, "activeColor", problems);
        required(direction, "direction", problems);
        required(phase, "phase", problems);
        TableChecks.seat(turnOwner, players, "turnOwner", problems);
        TableChecks.seat(toAct, players, "toAct", problems);
        TableChecks.range(pendingDraw, 0, 2 * deck, "pendingDraw", problems);
        if (taki != null) {
            required(taki.color(), "taki.color", problems);
            TableChecks.range(taki.seat(), -1, players - 1, "taki.seat", problems);
            TableChecks.range(taki.cardsPlayed(), 0, deck, "taki.cardsPlayed", problems);
        }
        if (phase == Phase.TAKI_RUN && (taki == null || taki.seat() != toAct)) {
            problems.add("taki: in phase taki-run the seat to act (" + toAct + ") must own the TAKI run, got " + taki);
        }
        seats(pendingWinners, players, "pendingWinners", problems);
        seats(winners, players, "winners", problems);
        if ((phase == Phase.OVER) != !winners.isEmpty()) {
            problems.add("winners: a game is over exactly when it has winners (phase " + phase + ", winners "
                    + winners + ")");
        }
        TableChecks.range(round, 1, 1_000_000, "round", problems);
        TableChecks.range(moveCount, 0, Integer.MAX_VALUE, "moveCount", problems);
        if (pendingDrawKind != null && !rules.notation().cardKinds().contains(pendingDrawKind)) {
            problems.add("pendingDrawKind: " + pendingDrawKind.symbol() + " is not a card of this game");
        }
        if (pendingDrawKind != null && pendingDraw == 0) {
            problems.add("pendingDrawKind: no count is waiting (pendingDraw is 0)");
        }
        if (phase != null) {
            TableChecks.phaseInPlay(rules, phase, "phase", problems);
        }
    }

    /**
     * The plugins' states, each read back through its codec, which checks it (an empty state is no state, as
     * format 1 wrote a window that had closed); a state the rules keep from the start of every game must be there.
     */
    private Map<String, Object> readStates(Ruleset rules, List<String> problems) {
        Map<String, Object> out = new LinkedHashMap<>();
        variantStates.forEach((id, json) -> {
            StateCodec<?> codec = TableChecks.stateCodec(rules, id, problems);
            if (codec != null && !json.isEmpty()) {
                TableChecks.readState(rules, codec, json, out, problems);
            }
        });
        TableChecks.statesFromTheStart(rules, variantStates, "variantStates", false, problems);
        return out;
    }

    /**
     * Every physical card of the deck exactly once, in a hand, a pile or out of play: first the cards held too often,
     * then those missing.
     */
    private void checkCards(Ruleset rules, List<String> problems) {
        List<List<Card>> places = new ArrayList<>(hands);
        places.add(drawPile);
        places.add(discardPile);
        places.add(outOfPlay);
        Map<Card, Integer> off = TableChecks.cardsOff(rules, places);
        off.forEach((c, n) -> {
            if (n > 0) {
                problems.add(TableChecks.tooMany(c, n,
                        "the configured deck holds (" + TableChecks.inDeck(rules, c) + ")"));
            }
        });
        off.forEach((c, n) -> {
            if (n < 0) {
                problems.add(TableChecks.notPlaced(c, -n));
            }
        });
    }

    /** The rules must be able to act on the table: the seat to act has a legal move, and every view can be made. */
    private static void probe(State state, List<String> problems) {
        try {
            TableChecks.seatToActCanMove(state, "toAct", "", problems);
            for (int seat = 0; seat < state.players(); seat++) {
                state.view(seat);
            }
        } catch (RuntimeException e) {
            problems.add(TableChecks.cannotAct(e));
        }
    }

    private static void required(Object value, String field, List<String> problems) {
        if (value == null) {
            problems.add(field + ": required");
        }
    }

    private static void seats(List<Integer> seats, int players, String field, List<String> problems) {
        HashSet<Integer> seen = new HashSet<>();
        for (int i = 0; i < seats.size(); i++) {
            TableChecks.seat(seats.get(i), players, field + "[" + i + "]", problems);
            if (!seen.add(seats.get(i))) {
                problems.add(field + "[" + i + "]: seat " + seats.get(i) + " is listed twice");
            }
        }
    }
}
