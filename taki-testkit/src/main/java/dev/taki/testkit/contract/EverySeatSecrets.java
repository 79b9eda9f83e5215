package dev.taki.testkit.contract;

import dev.taki.api.Card;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.PlayerView;
import dev.taki.core.TableFacts;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * What no seat may learn: the cards of the other seats, whoever is to act, and the order of the draw pile. Each
 * observer — every seat, and a spectator — is given twins of the table that differ only in cards it cannot see,
 * and must see the same on them: who is to act, the phase, every window and the rest of each variant's public state,
 * everything public, and its own legal moves, interjections included, whether or not it is to act.
 *
 * <p>Before a move, every card the observer cannot see — every other hand, the seat to act's too, and the draw pile —
 * is dealt again in the same sizes (keeping the seat to act's hand only where no such deal leaves it a legal move).
 *
 * <p>After a move, the move is made on the table and, for each observer other than the mover, on a twin in which the
 * hands of the seats that are neither the observer nor the mover are dealt again among themselves. The mover's hand
 * and the draw pile stay as they are (what a move shows of those is {@link ActingSeatSecrets}'s), so the rules have
 * nothing to tell the two tables apart by but cards that the observer cannot see and that have no part in the move:
 * the observer's view after the move and the events as it sees them must be the same on both. A window that asks
 * only the seats holding some card fails here: who is asked, or who is to act, tells everyone who holds it. A move
 * that ends a round or the game is left out (a variant may count the hands then), and so is an observer whom the
 * move gives cards that depend on the hands dealt again.
 */
final class EverySeatSecrets {
    /** The observer that holds no hand: a spectator. */
    private static final int SPECTATOR = -1;
    /** Deals of every hidden card tried before keeping the seat to act's hand (a deal may leave it no legal move). */
    private static final int DEALS = 3;

    private EverySeatSecrets() {
    }

    /**
     * Every observer's view of the state is the same when the cards it cannot see are dealt again.
     *
     * @throws AssertionError naming the observer, what changes in its view and both tables
     */
    static void checkState(GameState state, Random random) {
        if (state.isOver()) {
            return;
        }
        for (int observer = SPECTATOR; observer < state.players(); observer++) {
            GameState twin = twinOfState(state, observer, random);
            if (twin == null) {
                continue;
            }
            PlayerView seen = view(state, observer);
            PlayerView seenThere = view(twin, observer);
            if (!seen.equals(seenThere)) {
                String who = who(observer);
                throw new AssertionError("leak of cards " + who + " cannot see: " + who + "'s view changes when only"
                        + " cards it cannot see are dealt again (every other hand and the draw pile): "
                        + ContractChecks.differences(seen, seenThere)
                        + "\nA view — who is to act, the phase, the public part of every variant's state, the seat's"
                        + " own legal moves (GameState.legalMoves(seat), interjections included) — may depend only on"
                        + " the seat's own hand and what is public."
                        + "\ntable:\n" + state + "\nthe other table: the same but " + dealtAgain(state, twin));
            }
        }
    }

    /**
     * After the move, no observer but the mover sees anything that depends on the hands of the seats other than
     * itself and the mover.
     *
     * @throws AssertionError naming the observer, what it learns and both tables
     * @throws IllegalArgumentException if the move is not legal for the seat
     */
    static void checkMove(GameState state, int mover, Move move, Random random) {
        Outcome outcome = state.apply(mover, move);
        if (!(outcome instanceof Outcome.Accepted played)) {
            throw new IllegalArgumentException(mover + ": " + move.notation() + " is not legal on\n" + state);
        }
        GameState after = played.state();
        if (after.isOver() || after.round() != state.round()) {
            return;
        }
        for (int observer = SPECTATOR; observer < state.players(); observer++) {
            if (observer == mover) {
                continue;
            }
            List<Integer> others = new ArrayList<>();
            for (int seat = 0; seat < state.players(); seat++) {
                if (seat != observer && seat != mover) {
                    others.add(seat);
                }
            }
            if (others.size() < 2) {
                continue;                  // one hand alone cannot be dealt otherwise
            }
            GameState twin;
            Outcome there;
            try {
                twin = HiddenInformation.redealt(state, others, false, random);
                there = twin.apply(mover, move);
            } catch (RuntimeException e) {
                continue;                  // a deal the rules refuse, or a variant's state naming a card dealt away
            }
            if (!(there instanceof Outcome.Accepted playedThere)) {
                continue;                  // the mover's own moves changed: the check before the move says so
            }
            GameState afterThere = playedThere.state();
            if (afterThere.isOver() || afterThere.round() != after.round()
                    || observer != SPECTATOR && !after.hand(observer).equals(afterThere.hand(observer))) {
                continue;                  // the game ended, or the observer was given cards from the hands dealt again
            }
            List<String> learnt = new ArrayList<>();
            PlayerView seen = view(after, observer);
            PlayerView seenThere = view(afterThere, observer);
            if (!seen.equals(seenThere)) {
                learnt.add("its view: " + ContractChecks.differences(seen, seenThere));
            }
            learnt.addAll(ActingSeatSecrets.events(observer, played.events(), playedThere.events()));
            if (!learnt.isEmpty()) {
                String who = who(observer);
                throw new AssertionError("leak of other seats' cards: after " + mover + ": " + move.notation() + ", "
                        + who + " learns about the cards of seats " + others + ", which it cannot see and which have"
                        + " no part in the move.\nOn a table that differs only in how those seats' cards are dealt"
                        + " among them, " + who + " sees after the move:\n  " + String.join("\n  ", learnt)
                        + "\nWho is asked, who is to act, the phase and a variant's public state must follow from what"
                        + " is public and the mover's own move, never from what other seats hold: a window asks every"
                        + " seat it may concern and lets each pass (Window.open asks every other seat)."
                        + "\ntable before the move:\n" + state + "\nthe other table: the same but "
                        + dealtAgain(state, twin));
            }
        }
    }

    /** A twin of the state that the observer cannot tell from it, or null when the rules refuse every deal tried. */
    private static GameState twinOfState(GameState state, int observer, Random random) {
        List<Integer> others = new ArrayList<>();
        for (int seat = 0; seat < state.players(); seat++) {
            if (seat != observer) {
                others.add(seat);
            }
        }
        for (int deal = 0; deal < DEALS; deal++) {
            try {
                return HiddenInformation.redealt(state, others, true, random);
            } catch (RuntimeException e) {
                // a deal that leaves the seat to act no legal move: deal again
            }
        }
        try {
            return HiddenInformation.twin(state, observer, random, null);
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static PlayerView view(GameState state, int observer) {
        return observer == SPECTATOR ? state.spectatorView() : state.view(observer);
    }

    private static String who(int observer) {
        return observer == SPECTATOR ? "a spectator" : "seat " + observer;
    }

    /** The hands and draw pile of the twin that differ from the state's. */
    private static String dealtAgain(GameState state, GameState twin) {
        TableFacts here = TableFacts.of(state);
        TableFacts there = TableFacts.of(twin);
        List<String> out = new ArrayList<>();
        for (int seat = 0; seat < state.players(); seat++) {
            List<Card> hand = there.hands().get(seat);
            if (!hand.equals(here.hands().get(seat))) {
                out.add("seat " + seat + " holds " + hand + " (here " + here.hands().get(seat) + ")");
            }
        }
        if (!there.drawPile().equals(here.drawPile())) {
            out.add("the draw pile, top first, is " + ActingSeatSecrets.top(there.drawPile()));
        }
        return out.isEmpty() ? "nothing (the cards dealt again fell as they were)" : String.join(", ", out);
    }
}
