package dev.taki.core;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.Event;
import dev.taki.api.Move;
import dev.taki.api.Phase;
import dev.taki.api.TakiStatus;
import dev.taki.api.spi.Table;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A private copy of the table on which one move is carried out. It implements the base game's actions
 * and offers them to variants as a {@link Table}; it records every event.
 */
final class WorkingTable extends TableReader implements Table {
    private final TableData d;
    private final Ruleset rules;
    private final Move move;
    private final List<Event> events;

    WorkingTable(TableData data, Ruleset rules, Move move, List<Event> events) {
        this.d = data;
        this.rules = rules;
        this.move = move;
        this.events = events;
    }

    @Override
    TableData data() {
        return d;
    }

    Ruleset rules() {
        return rules;
    }

    @Override
    public Move move() {
        return move;
    }

    @Override
    public void emit(Event event) {
        if (events != null) {
            events.add(event);
        }
    }

    // ---- cards ------------------------------------------------------------------------------------

    @Override
    public void takeFromHand(int seat, Card card) {
        if (!d.handForChange(checkSeat(seat)).remove(card)) {
            throw new IllegalArgumentException("seat " + seat + " does not hold " + card);
        }
    }

    @Override
    public void discard(Card card, boolean transparent) {
        d.discard = d.discard.prepend(card);
        d.transparentOnTop = transparent ? d.transparentOnTop + 1 : 0;
        if (!transparent && card.isColored()) {
            d.activeColor = card.colorOrNull();
        }
    }

    @Override
    public List<Card> draw(int seat, int count, Event.DrawCause cause) {
        List<Card> drawn = new ArrayList<>(count);
        int forgiven = 0;
        for (int i = 0; i < count; i++) {
            if (d.drawPile.isEmpty() && !reshuffle()) {
                forgiven = count - i;
                break;
            }
            ArrayList<Card> pile = d.drawPileForChange();
            drawn.add(pile.remove(pile.size() - 1));
        }
        if (!drawn.isEmpty()) {
            d.handForChange(checkSeat(seat)).addAll(drawn);
        }
        emit(new Event.CardsDrawn(seat, drawn.size(), drawn, cause, forgiven));
        return drawn;
    }

    /** Shuffles the discard pile, but its leading card and the transparent cards on it, into the draw pile. */
    private boolean reshuffle() {
        int keep = 1 + d.transparentOnTop;
        int n = d.discard.size() - keep;
        if (n <= 0) {
            return false;
        }
        ArrayList<Card> pile = new ArrayList<>(d.discard.drop(keep).reverse().asJava());  // bottom first
        d.discard = d.discard.take(keep);
        Rng rng = new Rng(d.rng);
        rng.shuffle(pile);
        d.rng = rng.state();
        d.drawPileForChange().addAll(0, pile);
        emit(new Event.DeckReshuffled(pile.size()));
        return true;
    }

    @Override
    public void chooseColor(int seat, Color color) {
        d.activeColor = color;
        emit(new Event.ColorChosen(seat, color));
    }

    @Override
    public void setDirection(Direction direction) {
        if (d.direction != direction) {
            d.direction = direction;
            emit(new Event.DirectionChanged(direction));
        }
    }

    @Override
    public void passHands(Direction toward) {
        int n = d.players();
        List<Card>[] moved = d.hands.clone();
        for (int seat = 0; seat < n; seat++) {
            moved[Math.floorMod(seat + toward.step(), n)] = d.hands[seat];
        }
        d.replaceHands(moved, false);
    }

    // ---- the base game's card play ----------------------------------------------------------------

    @Override
    public void playCard(int seat, Card card, Move.Play play) {
        takeFromHand(seat, card);
        emit(new Event.CardPlayed(seat, card, false));
        TakiStatus open = d.taki;
        if (open != null && open.isLeftOpen()) {
            if (card.colorOrNull() == open.color()) {
                joinOpenTaki(seat, card);
                return;
            }
            d.taki = null;
            emit(new Event.TakiClosed(seat, open.color()));
        }
        boolean transparent = rules.isTransparent(card);
        discard(card, transparent);
        carryOut(seat, card, play);
    }

    private void joinOpenTaki(int seat, Card card) {
        discard(card, false);
        d.taki = new TakiStatus(card.colorOrNull(), seat, 1);
        d.phase = Phase.TAKI_RUN;
        emit(new Event.TakiOpened(seat, card.colorOrNull()));
        if (d.hands[seat].isEmpty()) {
            finishRun(seat, false);
        }
    }

    /** Plays a card of the run's colour inside the seat's own TAKI run: its action waits for the run's end. */
    void playInRun(int seat, Card card) {
        takeFromHand(seat, card);
        emit(new Event.CardPlayed(seat, card, true));
        discard(card, false);
        d.taki = new TakiStatus(d.taki.color(), seat, d.taki.cardsPlayed() + 1);
        if (d.hands[seat].isEmpty()) {
            finishRun(seat, false);
        }
    }

    /** A Change Color inside a run: it ends and closes the run, and its colour holds for the next player. */
    void playChangeColorInRun(int seat, Card card, Color color) {
        takeFromHand(seat, card);
        emit(new Event.CardPlayed(seat, card, true));
        discard(card, false);
        Color runColor = d.taki.color();
        d.taki = null;
        emit(new Event.TakiClosed(seat, runColor));
        chooseColor(seat, color);
        endTurn(0);
    }

    /**
     * Ends the seat's run: an action on its last card closes the TAKI and is carried out; otherwise the
     * TAKI is closed if asked, or left open.
     */
    void finishRun(int seat, boolean close) {
        TakiStatus run = d.taki;
        Card last = d.leading();
        if (run.cardsPlayed() > 0 && hasAction(last)) {
            d.taki = null;
            emit(new Event.TakiClosed(seat, run.color()));
            d.phase = Phase.TURN;
            carryOut(seat, last, Move.play(last));
            return;
        }
        boolean otherColour = run.cardsPlayed() > 0 && last.colorOrNull() != run.color();
        if (close || otherColour) {
            // Closed, or ending on a card of another colour (a house rule's run card): no TAKI stays open.
            d.taki = null;
            emit(new Event.TakiClosed(seat, run.color()));
        } else {
            d.taki = new TakiStatus(run.color(), -1, 0);
            emit(new Event.TakiLeftOpen(seat, run.color()));
        }
        endTurn(0);
    }

    private static boolean hasAction(Card card) {
        return switch (card.kind()) {
            case PLUS_TWO, PLUS, STOP, CHANGE_DIRECTION -> true;
            default -> false;
        };
    }

    /** The action of a card that lies on the pile: a variant's, or the base game's. */
    private void carryOut(int seat, Card card, Move.Play play) {
        for (Ruleset.Hooks h : rules.hooks) {
            if (h.rules().carryOut(this, seat, card, play)) {
                return;
            }
        }
        CardKind kind = card.kind();
        switch (kind) {
            case PLUS_TWO -> {
                d.pendingDraw += 2;
                emit(new Event.DrawCountRaised(seat, d.pendingDraw));
                endTurn(0);
            }
            case PLUS -> setToAct(seat, Phase.PLUS_FOLLOW);
            case STOP -> endTurn(1);
            case CHANGE_DIRECTION -> {
                setDirection(d.direction.reversed());
                endTurn(0);
            }
            case TAKI -> openRun(seat, card.colorOrNull());
            case SUPER_TAKI -> openRun(seat, d.activeColor);
            case CHANGE_COLOR -> {
                if (play == null || play.color() == null) {
                    throw new IllegalStateException("a Change Color needs a colour");
                }
                chooseColor(seat, play.color());
                endTurn(0);
            }
            case KING -> playKing(seat);
            default -> {
                if (kind.isNumber()) {
                    endTurn(0);
                } else {
                    throw new IllegalStateException("no rule in play carries out the action of " + card
                            + ": a variant that adds it to the deck must also carry it out");
                }
            }
        }
    }

    private void openRun(int seat, Color color) {
        d.taki = new TakiStatus(color, seat, 0);
        emit(new Event.TakiOpened(seat, color));
        setToAct(seat, Phase.TAKI_RUN);
        if (d.hands[seat].isEmpty()) {
            finishRun(seat, false);
        }
    }

    private void playKing(int seat) {
        if (d.pendingDraw > 0) {
            int count = d.pendingDraw;
            int round = d.round;
            d.pendingDraw = 0;
            emit(new Event.DrawCountCancelled(seat, count));
            settlePendingWinners();
            if (isOver() || d.round != round) {
                return;
            }
        }
        if (d.hands[seat].isEmpty()) {
            endTurn(0);
        } else {
            setToAct(seat, Phase.KING_FOLLOW);
        }
    }

    /** The seat takes the waiting +2 count and loses the turn. */
    void drawCount(int seat) {
        int count = d.pendingDraw;
        int round = d.round;
        d.pendingDraw = 0;
        draw(seat, count, Event.DrawCause.PLUS_TWO);
        emit(new Event.DrawCountTaken(seat, count));
        settlePendingWinners();
        if (!isOver() && d.round == round) {
            endTurn(0);
        }
    }

    /** Once the count is drawn or cancelled, a player who emptied their hand on it has gone out. */
    private void settlePendingWinners() {
        if (d.pendingWinners.isEmpty()) {
            return;
        }
        List<Integer> out = new ArrayList<>();
        for (int seat : d.pendingWinners) {
            if (d.hands[seat].isEmpty()) {
                out.add(seat);
            }
        }
        d.pendingWinnersForChange().clear();
        int round = d.round;
        for (int seat : out) {
            if (isOver() || d.round != round) {
                return;
            }
            if (d.hands[seat].isEmpty()) {
                playerOut(seat);
            }
        }
    }

    // ---- turns ------------------------------------------------------------------------------------

    @Override
    public void endTurn(int skips) {
        int owner = d.turnOwner;
        int round = d.round;
        settleLastCard(owner);
        if (d.hands[owner].isEmpty() && !isOver()) {
            if (d.pendingDraw > 0) {
                if (!d.pendingWinners.contains(owner)) {
                    d.pendingWinnersForChange().add(owner);
                    emit(new Event.WinPending(owner));
                }
            } else {
                playerOut(owner);
            }
        }
        if (isOver() || d.round != round) {
            return;
        }
        int next = owner;
        for (int i = 0; i < skips; i++) {
            next = seatAfter(next, 1);
            emit(new Event.PlayerSkipped(next));
        }
        passTurnFrom(next);
    }

    @Override
    public void settleLastCard(int seat) {
        if (d.hands[seat].size() != 1) {
            return;
        }
        if (move != null && move.declaresLast()) {
            emit(new Event.LastCardDeclared(seat));
        } else {
            emit(new Event.LastCardPenalty(seat));
            draw(seat, 4, Event.DrawCause.LAST_CARD_PENALTY);
        }
    }

    @Override
    public void passTurnFrom(int seat) {
        startTurn(seatAfter(seat, 1));
    }

    @Override
    public void startTurn(int seat) {
        d.turnOwner = checkSeat(seat);
        d.toAct = seat;
        d.phase = Phase.TURN;
        emit(new Event.TurnStarted(seat));
    }

    @Override
    public void setToAct(int seat, Phase phase) {
        d.toAct = checkSeat(seat);
        d.phase = phase;
    }

    @Override
    public void playerOut(int seat) {
        if (!d.hands[checkSeat(seat)].isEmpty()) {
            throw new IllegalArgumentException("seat " + seat + " still holds " + d.hands[seat].size()
                    + " cards: only a seat whose hand is empty goes out");
        }
        emit(new Event.PlayerOut(seat));
        for (Ruleset.Hooks h : rules.hooks) {
            if (h.rules().onPlayerOut(this, seat)) {
                return;
            }
        }
        endGame(List.of(seat));
    }

    @Override
    public void endGame(List<Integer> winners) {
        d.winners = List.copyOf(winners);
        d.phase = Phase.OVER;
        emit(new Event.GameWon(d.winners));
    }

    @Override
    public void newRound(int firstSeat) {
        Dealer.deal(d, rules, checkSeat(firstSeat));
        emit(new Event.TurnStarted(firstSeat));
        for (Ruleset.Hooks h : rules.hooks) {
            h.rules().onNewRound(this);
        }
    }

    @Override
    public void setVariantState(String variantId, Map<String, Object> state) {
        d.variantStatesForChange().put(variantId, JsonLike.freeze(variantId, state));
    }
}
