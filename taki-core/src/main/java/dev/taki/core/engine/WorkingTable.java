package dev.taki.core.engine;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.Event;
import dev.taki.api.Move;
import dev.taki.api.Phase;
import dev.taki.api.TakiStatus;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.StateCodec;
import dev.taki.api.spi.Table;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A private copy of the table on which one move is carried out: the {@link Table} that rules act on. It knows
 * no rule of the game — those are the base game's {@link Rules} and the variants' — only the books: hands,
 * piles, counts, runs, turns, the "last card" rule, going out, and every event.
 */
final class WorkingTable extends TableReader implements Table {
    /** The next state, private to this move until it is handed out. */
    private final State d;
    private final Ruleset rules;
    private final Move move;
    /** The seat making the move: the only one whose "last card" the move's declaration can settle. */
    private final int mover;
    /** Whether the mover held no card as the move began: a hand that was empty then is not emptied by it. */
    private final boolean moverHeldNone;
    /** Whether the events are kept (for an accepted move) or dropped (a move tried for a dead end, a first turn). */
    private final boolean recording;
    /** The first two events, then the rest: most moves report two, which {@link List#of} keeps in one small object. */
    private Event first;
    private Event second;
    private Event[] more;
    private int eventCount;
    private final int roundAtStart;

    /** Whether the move is one of its seat's interjections rather than a turn move. */
    private final boolean interjection;

    WorkingTable(State data, int mover, Move move, boolean recording) {
        this(data, mover, move, false, recording);
    }

    WorkingTable(State data, int mover, Move move, boolean interjection, boolean recording) {
        this.interjection = interjection;
        this.d = data;
        this.rules = data.rules(); // the next state's rules, kept at hand: every step of a move reads them
        this.mover = mover;
        this.moverHeldNone = mover >= 0 && data.hands[mover].isEmpty();
        this.move = move;
        this.recording = recording;
        this.roundAtStart = data.round;
    }

    @Override
    State data() {
        return d;
    }

    @Override
    Ruleset rules() {
        return rules;
    }

    @Override
    public Move move() {
        return move;
    }

    @Override
    public boolean isInterjection() {
        return interjection;
    }

    @Override
    public void emit(Event event) {
        if (!recording) {
            return;
        }
        int n = eventCount++;
        if (n == 0) {
            first = event;
        } else if (n == 1) {
            second = event;
        } else {
            if (more == null) {
                more = new Event[4];
            } else if (n - 2 == more.length) {
                more = java.util.Arrays.copyOf(more, more.length * 2);
            }
            more[n - 2] = event;
        }
    }

    /** The events emitted, in order, as an unmodifiable list (null events are refused, as by {@link List#copyOf}). */
    List<Event> events() {
        switch (eventCount) {
            case 0:
                return List.of();
            case 1:
                return List.of(first);
            case 2:
                return List.of(first, second);
            // List.of with its arguments keeps the array that carries them, where List.of(array) copies the array
            case 3:
                return List.of(first, second, more[0]);
            case 4:
                return List.of(first, second, more[0], more[1]);
            case 5:
                return List.of(first, second, more[0], more[1], more[2]);
            case 6:
                return List.of(first, second, more[0], more[1], more[2], more[3]);
            default:
                Event[] all = new Event[eventCount];
                all[0] = first;
                all[1] = second;
                System.arraycopy(more, 0, all, 2, eventCount - 2);
                return List.of(all);
        }
    }

    @Override
    public boolean moveEnded() {
        return d.phase == Phase.OVER || d.round != roundAtStart;
    }

    // ---- cards ------------------------------------------------------------------------------------

    @Override
    public void takeFromHand(int seat, Card card) {
        CardList hand = d.hands[checkSeat(seat)];
        int at = hand.indexOf(card);
        if (at < 0) {
            throw new IllegalArgumentException("seat " + seat + " does not hold " + card);
        }
        d.hands[seat] = hand.without(at);
    }

    @Override
    public void discard(Card card) {
        boolean transparent = card.kind().isTransparent();
        d.discard = d.discard.prepend(card);
        d.transparentOnTop = transparent ? d.transparentOnTop + 1 : 0;
        if (!transparent && card.isColored()) {
            d.activeColor = card.colorOrNull();
        }
    }

    @Override
    public void playFromHand(int seat, Card card, boolean inRun) {
        takeFromHand(seat, card);
        emit(CommonEvents.cardPlayed(seat, card, inRun));
        discard(card);
    }

    @Override
    public List<Card> draw(int seat, int count, Event.DrawCause cause) {
        checkSeat(seat);
        if (isOver()) {
            // a rule ended the game during this move (a draw that came up short): nothing more is drawn
            return List.of();
        }
        int owed = Math.max(0, count);
        if (owed == 1 && d.drawSize > 0) {
            // the usual draw; the pile's array is shared with earlier states, so it is read, never written
            Event.CardsDrawn one = CommonEvents.oneDrawn(seat, d.drawPile[--d.drawSize], cause);
            d.hands[seat] = d.hands[seat].with(one.cards());
            emit(one);
            return one.cards();
        }
        int forgiven = 0;
        // at most what both piles hold: a reshuffle only moves the discard pile under the draw pile
        Card[] got = new Card[(int) Math.min(owed, (long) d.drawSize + d.discard.size())];
        int n = 0;
        while (n < owed) {
            if (d.drawSize == 0 && !reshuffle()) {
                forgiven = owed - n;
                break;
            }
            int take = Math.min(owed - n, d.drawSize);
            for (int i = 0; i < take; i++) {
                got[n++] = d.drawPile[--d.drawSize]; // top first
            }
        }
        List<Card> drawn = n == got.length ? List.of(got) : List.of(java.util.Arrays.copyOf(got, n));
        if (!drawn.isEmpty()) {
            d.hands[seat] = d.hands[seat].with(drawn);
        }
        emit(new Event.CardsDrawn(seat, drawn.size(), drawn, cause, forgiven));
        if (forgiven > 0) {
            for (Rules r : rules.drawShort) {
                r.onDrawShort(this, seat, count, forgiven, cause);
            }
        }
        return drawn;
    }

    /** Shuffles the discard pile, but its leading card and the transparent cards on it, into the draw pile. */
    private boolean reshuffle() {
        int keep = 1 + d.transparentOnTop;
        int n = d.discard.size() - keep;
        if (n <= 0) {
            return false;
        }
        // the new draw pile, bottom first: the discard pile's cards below those kept, shuffled, then what the draw
        // pile still holds (none when a draw emptied it)
        Card[] pile = new Card[n + d.drawSize];
        io.vavr.collection.List<Card> below = d.discard.drop(keep); // top first
        for (int i = n - 1; i >= 0; i--) {
            pile[i] = below.head();
            below = below.tail();
        }
        d.discard = d.discard.take(keep);
        Rng rng = new Rng(d.rng);
        rng.shuffle(pile, n);
        d.rng = rng.state();
        System.arraycopy(d.drawPile, 0, pile, n, d.drawSize);
        d.drawPile = pile;
        d.drawSize = pile.length;
        emit(new Event.DeckReshuffled(n));
        return true;
    }

    @Override
    public void giveCards(int from, int to, List<Card> cards) {
        checkSeat(to);
        List<Card> given = List.copyOf(cards);
        List<Card> kept = new ArrayList<>(d.hands[checkSeat(from)]);
        for (Card c : given) {
            if (!kept.remove(c)) {
                throw new IllegalArgumentException("seat " + from + " does not hold " + c + " to give");
            }
        }
        d.hands[from] = CardList.copyOf(kept);
        d.hands[to] = d.hands[to].with(given);
        emit(new Event.CardsGiven(from, to, given.size(), given));
    }

    @Override
    public void swapHands(int seat, int other) {
        checkSeat(seat);
        checkSeat(other);
        if (seat == other) {
            throw new IllegalArgumentException("a seat cannot swap hands with itself (seat " + seat + ")");
        }
        CardList a = d.hands[seat];
        d.hands[seat] = d.hands[other];
        d.hands[other] = a;
        emit(new Event.HandsSwapped(seat, other));
    }

    // ---- colour, direction, counts ------------------------------------------------------------------

    @Override
    public void chooseColor(int seat, Color color) {
        d.activeColor = java.util.Objects.requireNonNull(color, "color");
        emit(new Event.ColorChosen(seat, color));
    }

    @Override
    public void setDirection(Direction direction) {
        if (d.direction != direction) {
            d.direction = java.util.Objects.requireNonNull(direction, "direction");
            emit(new Event.DirectionChanged(direction));
        }
    }

    @Override
    public void raiseDrawCount(int seat, CardKind kind, int by) {
        if (d.pendingDraw > 0 && d.pendingDrawKind != kind) {
            throw new IllegalStateException("a count of " + d.pendingDrawKind + " is waiting; a " + kind
                    + " count cannot be raised on it");
        }
        if (by < 1) {
            throw new IllegalArgumentException("a count is raised by 1 or more, got " + by);
        }
        d.pendingDraw += by;
        d.pendingDrawKind = kind;
        emit(new Event.DrawCountRaised(seat, d.pendingDraw));
    }

    @Override
    public void cancelDrawCount(int seat) {
        int count = d.pendingDraw;
        d.pendingDraw = 0;
        d.pendingDrawKind = null;
        emit(new Event.DrawCountCancelled(seat, count));
        settlePendingWinners();
    }

    @Override
    public void takeDrawCount(int seat) {
        int count = d.pendingDraw;
        d.pendingDraw = 0;
        d.pendingDrawKind = null;
        draw(seat, count, Event.DrawCause.PLUS_TWO);
        if (isOver()) {
            // a rule ended the game on a count drawn short: nothing of the count happens after that
            return;
        }
        emit(new Event.DrawCountTaken(seat, count));
        settlePendingWinners();
    }

    /** Once the count is drawn or cancelled, a player who emptied their hand on it has gone out (§ 7). */
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
        d.pendingWinners = List.of();
        for (int seat : out) {
            if (moveEnded()) {
                return;
            }
            if (d.hands[seat].isEmpty()) {
                playerOut(seat);
            }
        }
    }

    // ---- runs -----------------------------------------------------------------------------------------

    @Override
    public void openRun(int seat, Color color) {
        d.taki = Optional.of(new TakiStatus(java.util.Objects.requireNonNull(color, "color"), checkSeat(seat), 0));
        emit(new Event.TakiOpened(seat, color));
        setToAct(seat, Phase.TAKI_RUN);
    }

    @Override
    public void countRunCard(int seat) {
        TakiStatus run = d.taki.orElse(null);
        if (run == null || run.seat() != seat) {
            throw new IllegalStateException("seat " + seat + " has no TAKI run to count a card in");
        }
        d.taki = Optional.of(new TakiStatus(run.color(), seat, run.cardsPlayed() + 1));
    }

    @Override
    public void closeRun(int seat) {
        TakiStatus run = d.taki.orElse(null);
        if (run == null) {
            throw new IllegalStateException("there is no TAKI to close");
        }
        d.taki = Optional.empty();
        emit(new Event.TakiClosed(seat, run.color()));
    }

    @Override
    public void leaveRunOpen(int seat) {
        TakiStatus run = d.taki.orElse(null);
        if (run == null) {
            throw new IllegalStateException("there is no TAKI to leave open");
        }
        d.taki = Optional.of(new TakiStatus(run.color(), -1, 0));
        emit(new Event.TakiLeftOpen(seat, run.color()));
    }

    // ---- actions and turns ------------------------------------------------------------------------

    @Override
    public void carryOut(int seat, Card card, Move.Play play) {
        for (Rules r : rules.baseLast) {
            if (r.carryOut(this, seat, card, play)) {
                return;
            }
        }
        throw new IllegalStateException("no rule in play carries out the action of " + card
                + ": the plugin that adds it must also carry it out");
    }

    @Override
    public void endTurn(int skips) {
        if (isOver()) {
            return;
        }
        int owner = d.turnOwner;
        settleLastCard(owner);
        // Going out is emptying one's hand (§ 7): a player whose hand was already empty, and whose own draw found
        // no card (§ 6), has not gone out again.
        boolean emptiedNow = owner != mover || !moverHeldNone;
        if (d.hands[owner].isEmpty() && emptiedNow && !isOver()) {
            if (d.pendingDraw > 0) {
                if (!d.pendingWinners.contains(owner)) {
                    List<Integer> pending = new ArrayList<>(d.pendingWinners);
                    pending.add(owner);
                    d.pendingWinners = List.copyOf(pending);
                    emit(new Event.WinPending(owner));
                }
            } else {
                playerOut(owner);
            }
        }
        if (moveEnded()) {
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
        // RULES.md § 5: only the player whose turn it is, on their own move, can owe the declaration.
        if (seat != mover || seat != d.turnOwner || d.hands[seat].size() != 1 || isOver()) {
            return;
        }
        if (move != null && move.declaresLast()) {
            emit(new Event.LastCardDeclared(seat));
            return;
        }
        for (Rules r : rules.lastCardMissed) {
            if (r.onLastCardMissed(this, seat)) {
                return;
            }
        }
        emit(new Event.LastCardPenalty(seat));
        draw(seat, 4, Event.DrawCause.LAST_CARD_PENALTY);
    }

    @Override
    public void passTurnFrom(int seat) {
        startTurn(seatAfter(seat, 1));
    }

    @Override
    public void startTurn(int seat) {
        checkSeat(seat);
        if (isOver()) {
            // once a rule has ended the game during the move, no turn starts
            return;
        }
        d.turnOwner = seat;
        d.toAct = seat;
        d.phase = Phase.TURN;
        emit(CommonEvents.turnStarted(seat));
        turnStarted(seat);
    }

    /** Tells the rules that watch turns that one has started. */
    void turnStarted(int seat) {
        for (Rules r : rules.turnStart) {
            if (isOver()) {
                return;
            }
            r.onTurnStart(this, seat);
        }
    }

    @Override
    public void setToAct(int seat, Phase phase) {
        checkSeat(seat);
        if (isOver()) {
            return;
        }
        d.toAct = seat;
        d.phase = java.util.Objects.requireNonNull(phase, "phase");
    }

    @Override
    public List<Move> legalMoves(int seat) {
        State copy = d.copy();
        copy.toAct = checkSeat(seat);
        return copy.legalMoves();
    }

    // ---- the end ------------------------------------------------------------------------------------

    @Override
    public void playerOut(int seat) {
        if (isOver()) {
            return;
        }
        if (!d.hands[checkSeat(seat)].isEmpty()) {
            throw new IllegalArgumentException("seat " + seat + " still holds " + d.hands[seat].size()
                    + " cards: only a seat whose hand is empty goes out");
        }
        emit(new Event.PlayerOut(seat));
        for (Rules r : rules.baseLast) {
            if (r.onPlayerOut(this, seat)) {
                return;
            }
        }
    }

    @Override
    public void endGame(List<Integer> winners) {
        if (isOver()) {
            return;
        }
        d.winners = List.copyOf(winners);
        d.phase = Phase.OVER;
        emit(new Event.GameWon(d.winners));
    }

    @Override
    public void newRound(int firstSeat) {
        Dealer.deal(d, rules, checkSeat(firstSeat));
        emit(CommonEvents.turnStarted(firstSeat));
        for (Ruleset.Hooks h : rules.hooks) {
            h.rules().onNewRound(this);
        }
        turnStarted(firstSeat);
    }

    @Override
    public void setState(String id, Object state) {
        StateCodec<?> codec = rules.stateCodec(id);
        if (state == null) {
            if (d.variantStates.containsKey(id)) {
                d.variantStatesForChange().remove(id);
            }
            return;
        }
        if (!codec.type().isInstance(state)) {
            throw new IllegalArgumentException("the state '" + id + "' is a " + codec.type().getName() + ", not a "
                    + state.getClass().getName());
        }
        d.variantStatesForChange().put(id, state);
    }
}
