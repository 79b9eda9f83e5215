package dev.taki.testkit.play;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Choice;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.Game;
import dev.taki.api.Move;
import dev.taki.api.MoveVerb;
import dev.taki.api.Notation;
import dev.taki.api.Seat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Every single-card move that a game's notation can express, legal or not: the raw material of illegal moves.
 * Each card of the game (plugins' included) is played naming nothing, each colour, each direction and each
 * seat; then draw, close, end and pass; then the plugins' verbs ({@code declare}, {@code catch 3}), naming each
 * seat where the verb names one. Plugins' own kinds of choice are left out: their values depend on the table.
 */
public final class MoveUniverse {
    private static final Map<Notation, List<Move>> KNOWN = new ConcurrentHashMap<>();
    /** Seats named: every seat of the largest table, and one past it. */
    private static final int SEATS = 11;

    private MoveUniverse() {
    }

    /** {@return every such move of the base game's cards} */
    public static List<Move> all() {
        return of(Notation.base());
    }

    /**
     * Every such move of the game's cards.
     *
     * @param game the game whose cards and choices are used
     * @return the moves
     */
    public static List<Move> of(Game game) {
        return of(game.notation());
    }

    private static List<Move> of(Notation notation) {
        return KNOWN.computeIfAbsent(notation, MoveUniverse::build);
    }

    private static List<Move> build(Notation notation) {
        List<Choice> choices = new ArrayList<>(List.of(Color.values()));
        choices.addAll(List.of(Direction.values()));
        for (int seat = 0; seat < SEATS; seat++) {
            choices.add(new Seat(seat));
        }
        List<Move> moves = new ArrayList<>();
        for (CardKind kind : notation.cardKinds()) {
            for (Card card : kind.cards()) {
                moves.add(Move.play(card));
                for (Choice c : choices) {
                    moves.add(Move.play(card, c));
                }
            }
        }
        moves.add(Move.draw());
        moves.add(Move.close());
        moves.add(Move.end());
        moves.add(Move.pass());
        for (MoveVerb verb : notation.verbs()) {
            if (!verb.takesSeat()) {
                moves.add(verb.move());
                continue;
            }
            for (int seat = 0; seat < SEATS; seat++) {
                moves.add(verb.move(seat));
            }
        }
        return List.copyOf(moves);
    }
}
