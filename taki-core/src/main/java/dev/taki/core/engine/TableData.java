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

/**
 * Every fact of a game's table, as plain fields. A {@link State} holds one that is never changed again;
 * a {@link WorkingTable} works on a private copy while a move is applied.
 * The draw pile is stored bottom first (its top card is the last element), the discard pile top first.
 */
final class TableData {
    List<Card>[] hands;
    ArrayList<Card> drawPile;
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
    TakiStatus taki;
    ArrayList<Integer> pendingWinners;
    List<Integer> winners;
    long rng;
    int round;
    int moveCount;
    /** The plugins' typed states by id, in the order they were first set. */
    Map<String, Object> variantStates;

    /*
     * Copy on write: a copy shares its lists with the table it was copied from, and copies a list only
     * when it is about to change it (the *ForChange methods). A state's table never changes, so what it
     * shares stays valid; a derived state holds new lists only for what its move changed.
     */
    private final boolean[] handOwned;
    private boolean drawPileOwned;
    private boolean pendingWinnersOwned;
    private boolean variantStatesOwned;

    @SuppressWarnings("unchecked")
    TableData(int players) {
        hands = new List[players];
        handOwned = new boolean[players];
        for (int i = 0; i < players; i++) {
            hands[i] = new ArrayList<>();
            handOwned[i] = true;
        }
        drawPile = new ArrayList<>();
        discard = io.vavr.collection.List.empty();
        outOfPlay = List.of();
        pendingWinners = new ArrayList<>();
        winners = List.of();
        variantStates = new LinkedHashMap<>();
        drawPileOwned = true;
        pendingWinnersOwned = true;
        variantStatesOwned = true;
        phase = Phase.TURN;
        direction = Direction.CW;
    }

    private TableData(TableData from) {
        hands = from.hands.clone();
        handOwned = new boolean[hands.length];
        drawPile = from.drawPile;
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

    /** A copy that shares every list until it changes one. */
    TableData copy() {
        return new TableData(this);
    }

    /** A seat's hand, ready to change. */
    List<Card> handForChange(int seat) {
        if (!handOwned[seat]) {
            hands[seat] = new ArrayList<>(hands[seat]);
            handOwned[seat] = true;
        }
        return hands[seat];
    }

    /** Replaces every hand (hands passed round); whether the new lists are this table's own to change. */
    void replaceHands(List<Card>[] newHands, boolean owned) {
        hands = newHands;
        java.util.Arrays.fill(handOwned, owned);
    }

    ArrayList<Card> drawPileForChange() {
        if (!drawPileOwned) {
            drawPile = new ArrayList<>(drawPile);
            drawPileOwned = true;
        }
        return drawPile;
    }

    ArrayList<Integer> pendingWinnersForChange() {
        if (!pendingWinnersOwned) {
            pendingWinners = new ArrayList<>(pendingWinners);
            pendingWinnersOwned = true;
        }
        return pendingWinners;
    }

    Map<String, Object> variantStatesForChange() {
        if (!variantStatesOwned) {
            variantStates = new LinkedHashMap<>(variantStates);
            variantStatesOwned = true;
        }
        return variantStates;
    }

    /** New piles and an empty pending-winner list, all this table's own (a new deal or a laid-out table). */
    void replacePiles(ArrayList<Card> newDrawPile, io.vavr.collection.List<Card> newDiscardTopFirst) {
        drawPile = newDrawPile;
        discard = newDiscardTopFirst;
        pendingWinners = new ArrayList<>();
        drawPileOwned = true;
        pendingWinnersOwned = true;
    }

    /** Fresh, empty hands of this table's own (a new deal). */
    @SuppressWarnings("unchecked")
    void clearHands() {
        List<Card>[] fresh = new List[hands.length];
        for (int i = 0; i < fresh.length; i++) {
            fresh[i] = new ArrayList<>();
        }
        replaceHands(fresh, true);
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
                && outOfPlay.equals(t.outOfPlay)
                && transparentOnTop == t.transparentOnTop && activeColor == t.activeColor
                && direction == t.direction && turnOwner == t.turnOwner && toAct == t.toAct && phase == t.phase
                && pendingDraw == t.pendingDraw && pendingDrawKind == t.pendingDrawKind
                && java.util.Objects.equals(taki, t.taki)
                && pendingWinners.equals(t.pendingWinners) && winners.equals(t.winners) && rng == t.rng
                && round == t.round && moveCount == t.moveCount && variantStates.equals(t.variantStates);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(java.util.Arrays.hashCode(hands), drawPile, discard, activeColor, direction,
                toAct, phase, pendingDraw, taki, rng, moveCount);
    }

    Card leading() {
        return discard.get(transparentOnTop);
    }

    int players() {
        return hands.length;
    }
}
