package dev.taki.core.engine;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.Phase;
import dev.taki.api.TakiStatus;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every fact of a game's table, as plain fields. A {@link State} holds one that is never changed again;
 * a {@link WorkingTable} works on a private copy while a move is applied.
 * The draw pile is stored bottom first (its top card at {@code drawSize - 1}), the discard pile top first.
 */
final class TableData {
    /** Each seat's hand: immutable lists, so a copy shares them all and a move replaces only those it changes. */
    CardList[] hands;
    /**
     * The draw pile, bottom first: its first {@link #drawSize} cards, so its top card is {@code drawPile[drawSize - 1]}.
     * The array is shared by every copy and never written once a table has been handed on: drawing only lowers the
     * size, and a pile that grows is a new array.
     */
    Card[] drawPile;
    int drawSize;
    /** The discard pile, top first: a persistent list, so a play shares the whole pile beneath its card. */
    io.vavr.collection.List<Card> discard;
    /** The cards set aside for the whole game: an unmodifiable list, shared by every copy (no move changes it). */
    List<Card> outOfPlay;
    int transparentOnTop;
    Color activeColor;
    Direction direction;
    int turnOwner;
    int toAct;
    Phase phase;
    int pendingDraw;
    /** The kind of card whose count is waiting; null when none is. */
    CardKind pendingDrawKind;
    /** The TAKI open now, if any: kept as the {@link Optional} that {@code TableView.taki()} returns, read far more than set. */
    Optional<TakiStatus> taki;
    /** Seats that emptied their hand on a count still going round: an unmodifiable list, replaced on change. */
    List<Integer> pendingWinners;
    List<Integer> winners;
    long rng;
    int round;
    int moveCount;
    /** The plugins' typed states by id, in the order they were first set. */
    Map<String, Object> variantStates;

    /*
     * Copy on write: a copy shares the map of the plugins' states with the table it was copied from, and copies it
     * only when it is about to change it. Hands, piles and the pending winners are immutable values, replaced whole.
     */
    private boolean variantStatesOwned;

    TableData(int players) {
        hands = new CardList[players];
        java.util.Arrays.fill(hands, CardList.EMPTY);
        drawPile = new Card[0];
        discard = io.vavr.collection.List.empty();
        outOfPlay = List.of();
        pendingWinners = List.of();
        winners = List.of();
        variantStates = new LinkedHashMap<>();
        variantStatesOwned = true;
        phase = Phase.TURN;
        direction = Direction.CW;
        taki = Optional.empty();
    }

    private TableData(TableData from) {
        hands = from.hands.clone();
        drawPile = from.drawPile;
        drawSize = from.drawSize;
        discard = from.discard;
        outOfPlay = from.outOfPlay;
        pendingWinners = from.pendingWinners;
        variantStates = from.variantStates;
        transparentOnTop = from.transparentOnTop;
        activeColor = from.activeColor;
        direction = from.direction;
        turnOwner = from.turnOwner;
        toAct = from.toAct;
        phase = from.phase;
        pendingDraw = from.pendingDraw;
        pendingDrawKind = from.pendingDrawKind;
        taki = from.taki;
        winners = from.winners;
        rng = from.rng;
        round = from.round;
        moveCount = from.moveCount;
    }

    /** A copy that shares every list (and the plugins' states until it changes them). */
    TableData copy() {
        return new TableData(this);
    }

    /** The draw pile, bottom first, as a new list. */
    List<Card> drawPileBottomFirst() {
        return new ArrayList<>(java.util.Arrays.asList(drawPile).subList(0, drawSize));
    }

    /** Lays a new draw pile, bottom first (the list is copied). */
    void setDrawPile(List<Card> bottomFirst) {
        drawPile = bottomFirst.toArray(new Card[0]);
        drawSize = drawPile.length;
    }

    Map<String, Object> variantStatesForChange() {
        if (!variantStatesOwned) {
            variantStates = new LinkedHashMap<>(variantStates);
            variantStatesOwned = true;
        }
        return variantStates;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof TableData t)) {
            return false;
        }
        return java.util.Arrays.equals(hands, t.hands)
                && java.util.Arrays.equals(drawPile, 0, drawSize, t.drawPile, 0, t.drawSize) && discard.equals(t.discard)
                && outOfPlay.equals(t.outOfPlay)
                && transparentOnTop == t.transparentOnTop && activeColor == t.activeColor
                && direction == t.direction && turnOwner == t.turnOwner && toAct == t.toAct && phase == t.phase
                && pendingDraw == t.pendingDraw && pendingDrawKind == t.pendingDrawKind
                && taki.equals(t.taki)
                && pendingWinners.equals(t.pendingWinners) && winners.equals(t.winners) && rng == t.rng
                && round == t.round && moveCount == t.moveCount && variantStates.equals(t.variantStates);
    }

    @Override
    public int hashCode() {
        int pile = 1;
        for (int i = 0; i < drawSize; i++) {
            pile = 31 * pile + drawPile[i].hashCode();
        }
        return java.util.Objects.hash(java.util.Arrays.hashCode(hands), pile, discard, activeColor, direction,
                toAct, phase, pendingDraw, taki, rng, moveCount);
    }

    Card leading() {
        return discard.get(transparentOnTop);
    }

    int players() {
        return hands.length;
    }
}
