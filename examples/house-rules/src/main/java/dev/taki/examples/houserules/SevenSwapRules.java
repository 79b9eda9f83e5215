package dev.taki.examples.houserules;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Choice;
import dev.taki.api.ChoiceKind;
import dev.taki.api.Color;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.Phase;
import dev.taki.api.Rejection;
import dev.taki.api.TableView;
import dev.taki.api.TakiStatus;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;

import java.util.List;
import java.util.ListIterator;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Three hooks, no state.
 * <ul>
 *   <li>{@link #adjustMoves}: every {@code play C7} that the game offers where the 7 would swap — outside a
 *       TAKI run, not joining a TAKI left open of its colour, not the player's last card — becomes one
 *       {@code play C7 @s} per other seat, in seat order ({@link ChoiceKind#SEAT}). Where it would not swap,
 *       the plain {@code play C7} stays.
 *   <li>{@link #carryOut}: the base game has played the card (closing a TAKI left open of another colour) and
 *       asks for its action; a 7 that names a seat swaps the hands ({@code Table.swapHands}), then the turn
 *       ends as after a number card — so the "last card" rule judges the hand held after the swap.
 *   <li>{@link #explain}: why a 7 without its seat, or with a seat that is not another seat of the game, is
 *       refused ({@link Rejection#BAD_CHOICE}), each refusal with a key ({@code seven-swap-…}) that its texts
 *       translate.
 * </ul>
 * The engine never asks for the action of a 7 played inside a run (nor of a number card ending one), so a 7
 * there is an ordinary run card.
 */
final class SevenSwapRules implements Rules {
    /** The one instance: the rule has no options and keeps no state. */
    static final SevenSwapRules INSTANCE = new SevenSwapRules();

    private SevenSwapRules() {
    }

    @Override
    public void adjustMoves(TableView table, int seat, List<Move> moves) {
        if (table.phase() == Phase.TAKI_RUN) {
            return;
        }
        for (ListIterator<Move> it = moves.listIterator(); it.hasNext(); ) {
            if (it.next() instanceof Move.Play p && p.choice() == null && p.cards().size() == 1
                    && swaps(table, seat, p.card())) {
                it.remove();
                for (Choice other : ChoiceKind.SEAT.offered(table, seat)) {
                    it.add(Move.play(p.card(), other));
                }
            }
        }
    }

    /**
     * Whether a 7 played now from the seat's hand would swap: outside its player's own run (checked by the
     * caller), not joining a TAKI left open of its colour, and not its player's last card.
     */
    static boolean swaps(TableView table, int seat, Card card) {
        return card.kind() == CardKind.SEVEN && !joinsOpenTaki(table, card) && table.handSize(seat) > 1;
    }

    private static boolean joinsOpenTaki(TableView table, Card card) {
        TakiStatus taki = table.taki().orElse(null);
        return taki != null && taki.isLeftOpen() && taki.color() == card.colorOrNull();
    }

    @Override
    public boolean carryOut(Table table, int seat, Card card, Move.Play play) {
        if (card.kind() != CardKind.SEVEN || play == null || play.seat() < 0) {
            return false;
        }
        table.swapHands(seat, play.seat());
        table.endTurn(0);
        return true;
    }

    /**
     * A 7 that the game would let its player play, refused for its choice: a seat is needed and missing, names
     * the player's own seat or no seat of the game, or is given where the 7 swaps nothing.
     */
    @Override
    public Outcome.Rejected explain(TableView table, int seat, Move move) {
        if (!(move instanceof Move.Play p) || p.cards().size() != 1 || p.card().kind() != CardKind.SEVEN
                || !table.hand(seat).contains(p.card())) {
            return null;
        }
        if (!playable(table, p.card())) {
            return p.choice() == null ? null : unplayable(table, p.card());
        }
        boolean inRun = table.phase() == Phase.TAKI_RUN;
        boolean swaps = !inRun && swaps(table, seat, p.card());
        String plain = "play " + p.card().notation();
        if (!swaps) {
            if (p.choice() == null) {
                return null;
            }
            String where = inRun ? "inside a TAKI run" : joinsOpenTaki(table, p.card()) ? "joining the open TAKI"
                    : "as the last card";
            String whereKey = inRun ? "in-run" : joinsOpenTaki(table, p.card()) ? "open-taki" : "last-card";
            return new Outcome.Rejected(Rejection.BAD_CHOICE, "a 7 played " + where + " swaps nothing and names no"
                    + " seat: " + plain, "seven-swap-swaps-nothing", Map.of("card", p.card().notation(),
                    "where", whereKey));
        }
        List<Choice> seats = ChoiceKind.SEAT.offered(table, seat);
        String others = seats.stream().map(Choice::notation).collect(Collectors.joining(", "));
        if (p.choice() == null) {
            return new Outcome.Rejected(Rejection.BAD_CHOICE, "a 7 played outside a TAKI run names the seat to swap"
                    + " hands with, one of " + others + " (" + plain + " " + seats.get(0).notation() + ")",
                    "seven-swap-needs-seat", Map.of("card", p.card().notation()));
        }
        if (p.seat() == seat) {
            return new Outcome.Rejected(Rejection.BAD_CHOICE, "a 7 swaps hands with another seat, not its"
                    + " player's own: one of " + others, "seven-swap-own-seat", Map.of("card", p.card().notation()));
        }
        if (p.seat() < 0 || p.seat() >= table.players()) {
            return new Outcome.Rejected(Rejection.BAD_CHOICE, "a 7 names a seat of this " + table.players()
                    + "-player game to swap hands with: one of " + others, "seven-swap-no-such-seat",
                    Map.of("card", p.card().notation()));
        }
        return null;
    }

    /** Why a 7 naming a seat is refused where the 7 itself could not be played: the reason of the plain play. */
    private static Outcome.Rejected unplayable(TableView table, Card card) {
        Phase phase = table.phase();
        if (phase == Phase.TURN && table.pendingDraw() > 0) {
            return new Outcome.Rejected(Rejection.MUST_ANSWER_PLUS_TWO, "a count of " + table.pendingDraw()
                    + " is waiting: a 7 cannot be played on it", "seven-swap-count-waiting",
                    Map.of("card", card.notation(), "count", table.pendingDraw()));
        }
        if (phase == Phase.TAKI_RUN) {
            return new Outcome.Rejected(Rejection.NOT_IN_RUN_COLOR, "in a TAKI run only cards of the run's colour"
                    + " may be played, and a 7 there names no seat", "seven-swap-not-in-run",
                    Map.of("card", card.notation()));
        }
        if (phase == Phase.TURN || phase == Phase.PLUS_FOLLOW) {
            // the library's own sentence, word for word: translated with it
            return Outcome.Rejected.of(Rejection.CARD_DOES_NOT_MATCH, "card-does-not-match", Map.of("card",
                    card.notation(), "activeColor", String.valueOf(table.activeColor()),
                    "leading", String.valueOf(table.leading())));
        }
        return null;
    }

    /** Whether the base game lets a 7 be played now, by the ordinary rules of the phase. */
    private static boolean playable(TableView table, Card card) {
        Phase phase = table.phase();
        if (phase == Phase.TURN) {
            return table.pendingDraw() == 0 && table.matches(card);
        }
        if (phase == Phase.PLUS_FOLLOW) {
            return table.matches(card);
        }
        if (phase == Phase.KING_FOLLOW) {
            return true;
        }
        if (phase == Phase.TAKI_RUN) {
            Color run = table.taki().map(TakiStatus::color).orElse(null);
            return run != null && card.colorOrNull() == run;
        }
        return false;
    }
}
