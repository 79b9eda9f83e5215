package dev.taki.core;

import dev.taki.api.Card;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.Phase;
import dev.taki.api.TakiStatus;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every fact of a game's table, as plain fields. A {@link State} holds one that is never changed again;
 * a {@link WorkingTable} works on a private copy while a move is applied.
 * Piles are stored bottom first, so the top card is the last element.
 */
final class TableData {
    List<Card>[] hands;
    ArrayList<Card> drawPile;
    ArrayList<Card> discard;
    int transparentOnTop;
    Color activeColor;
    Direction direction;
    int turnOwner;
    int toAct;
    Phase phase;
    int pendingDraw;
    TakiStatus taki;
    ArrayList<Integer> pendingWinners;
    List<Integer> winners;
    long rng;
    int round;
    int moveCount;
    Map<String, Map<String, Object>> variantStates;

    @SuppressWarnings("unchecked")
    TableData(int players) {
        hands = new List[players];
        for (int i = 0; i < players; i++) {
            hands[i] = new ArrayList<>();
        }
        drawPile = new ArrayList<>();
        discard = new ArrayList<>();
        pendingWinners = new ArrayList<>();
        winners = List.of();
        variantStates = new LinkedHashMap<>();
        phase = Phase.TURN;
        direction = Direction.CW;
    }

    TableData copy() {
        TableData c = new TableData(hands.length);
        for (int i = 0; i < hands.length; i++) {
            c.hands[i] = new ArrayList<>(hands[i]);
        }
        c.drawPile = new ArrayList<>(drawPile);
        c.discard = new ArrayList<>(discard);
        c.transparentOnTop = transparentOnTop;
        c.activeColor = activeColor;
        c.direction = direction;
        c.turnOwner = turnOwner;
        c.toAct = toAct;
        c.phase = phase;
        c.pendingDraw = pendingDraw;
        c.taki = taki;
        c.pendingWinners = new ArrayList<>(pendingWinners);
        c.winners = winners;
        c.rng = rng;
        c.round = round;
        c.moveCount = moveCount;
        c.variantStates = new LinkedHashMap<>(variantStates);
        return c;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof TableData t)) {
            return false;
        }
        return java.util.Arrays.equals(hands, t.hands) && drawPile.equals(t.drawPile) && discard.equals(t.discard)
                && transparentOnTop == t.transparentOnTop && activeColor == t.activeColor
                && direction == t.direction && turnOwner == t.turnOwner && toAct == t.toAct && phase == t.phase
                && pendingDraw == t.pendingDraw && java.util.Objects.equals(taki, t.taki)
                && pendingWinners.equals(t.pendingWinners) && winners.equals(t.winners) && rng == t.rng
                && round == t.round && moveCount == t.moveCount && variantStates.equals(t.variantStates);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(java.util.Arrays.hashCode(hands), drawPile, discard, activeColor, direction,
                toAct, phase, pendingDraw, taki, rng, moveCount);
    }

    Card leading() {
        return discard.get(discard.size() - 1 - transparentOnTop);
    }

    int players() {
        return hands.length;
    }
}
