package dev.taki.core.engine;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.Phase;
import dev.taki.api.TableView;
import dev.taki.api.TakiStatus;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The {@link TableView} of a state's table: shared by the immutable state and the working table that makes the next. */
public abstract class TableReader implements TableView {

    /** The table read: the state itself, or the next state a working table is making. */
    abstract State data();

    abstract Ruleset rules();

    @Override
    public List<dev.taki.api.Move> movesAtTurnStart(int seat) {
        checkSeat(seat);
        return data().turnStartMoves(seat);
    }

    @Override
    public int players() {
        return data().hands.length;
    }

    /** The hand as it is: hands are immutable lists, replaced whole when they change (see State). */
    @Override
    public List<Card> hand(int seat) {
        return data().hands[checkSeat(seat)];
    }

    @Override
    public int handSize(int seat) {
        return data().hands[checkSeat(seat)].size();
    }

    @Override
    public Card leading() {
        State d = data();
        return d.discard.get(d.transparentOnTop);
    }

    @Override
    public Color activeColor() {
        return data().activeColor;
    }

    @Override
    public Direction direction() {
        return data().direction;
    }

    @Override
    public int drawPileSize() {
        return data().drawSize;
    }

    @Override
    public List<Card> discardPile() {
        return data().discard.asJava();
    }

    @Override
    public List<Card> outOfPlay() {
        return data().outOfPlay;
    }

    @Override
    public int turnOwner() {
        return data().turnOwner;
    }

    @Override
    public int toAct() {
        return data().toAct;
    }

    @Override
    public Phase phase() {
        return data().phase;
    }

    @Override
    public int pendingDraw() {
        return data().pendingDraw;
    }

    @Override
    public Optional<CardKind> pendingDrawKind() {
        return Optional.ofNullable(data().pendingDrawKind);
    }

    @Override
    public Optional<TakiStatus> taki() {
        return data().taki;
    }

    @Override
    public List<Integer> pendingWinners() {
        return List.copyOf(data().pendingWinners);
    }

    @Override
    public int round() {
        return data().round;
    }

    @Override
    public boolean isOver() {
        return data().phase == Phase.OVER;
    }

    @Override
    public List<Integer> winners() {
        return data().winners;
    }

    @Override
    public Map<String, Object> variantState(String variantId) {
        Object s = data().variantStates.get(variantId);
        return s == null ? Map.of() : JsonLike.normalise(variantId, rules().stateCodec(variantId).writeValue(s));
    }

    @Override
    public <S> Optional<S> state(String id, Class<S> type) {
        Object s = data().variantStates.get(id);
        if (s == null) {
            return Optional.empty();
        }
        if (!type.isInstance(s)) {
            throw new IllegalArgumentException("the state kept under '" + id + "' is a " + s.getClass().getName()
                    + ", not a " + type.getName());
        }
        return Optional.of(type.cast(s));
    }

    /** The draw pile, top first (for the engine's own serialisation and tests, never for players). */
    public List<Card> drawPileTopFirst() {
        List<Card> d = data().drawPileBottomFirst();
        Collections.reverse(d);
        return d;
    }

    int checkSeat(int seat) {
        if (seat < 0 || seat >= data().players()) {
            throw new IndexOutOfBoundsException("seat " + seat + " is not a seat of this "
                    + data().players() + "-player game (seats are 0 to " + (data().players() - 1) + ")");
        }
        return seat;
    }
}
