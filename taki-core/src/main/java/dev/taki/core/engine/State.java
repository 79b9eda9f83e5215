package dev.taki.core.engine;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Choice;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.Game;
import dev.taki.api.Rejection;
import dev.taki.api.spi.Rules;
import dev.taki.core.rules.BaseRules;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.Phase;
import dev.taki.api.PlayerView;
import dev.taki.api.TakiStatus;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An immutable game state: every fact of its table as plain fields. The draw pile is stored bottom first (its top
 * card at {@code drawSize - 1}), the discard pile top first. A move is carried out by a {@link WorkingTable} on a
 * private copy ({@link #copy}) that becomes the next state: the fields are written only then, before the state is
 * handed out ({@link #handedOut}), and never after. One object a state, where a state and its table data were two.
 */
public final class State extends TableReader implements GameState, Cloneable {
    /** The most cards out of play that {@link #toString} lists one by one. */
    private static final int OUT_OF_PLAY_LISTED = 12;
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

    private final Ruleset rules;
    /**
     * The seat to act's legal moves, once asked. Read, then an acquire fence; a release fence, then written: the list
     * reaches another thread whole, as through a volatile field, without the full fence that a volatile write costs
     * on every decision (both fences are free on x86).
     */
    private List<Move> legalCache;
    /** Each seat's interjections, once asked (a state never changes, so neither do they). */
    private volatile List<Move>[] interjectionCache;

    /** A blank table of the given players, to lay out (a deal, a set-up, a saved table) before it is handed out. */
    State(int players, Ruleset rules) {
        this.rules = rules;
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

    @Override
    State data() {
        return this;
    }

    /** How many transparent cards lie on the leading card (for the referee's facts). */
    public int transparentOnTop() {
        return transparentOnTop;
    }

    /** The state of the game's random source (for the referee's facts). */
    public long rng() {
        return rng;
    }

    /** The ids of the plugins' states kept now, in order. */
    public java.util.Set<String> stateIds() {
        return java.util.Collections.unmodifiableSet(variantStates.keySet());
    }

    /**
     * A state with exactly these facts (piles top first; the plugins' states typed), for restoring a saved
     * table: the caller has checked them.
     */
    public static State assemble(Ruleset rules, List<List<dev.taki.api.Card>> hands, List<dev.taki.api.Card> drawPileTopFirst,
                                 List<dev.taki.api.Card> discardTopFirst, List<dev.taki.api.Card> outOfPlay,
                                 int transparentOnTop, dev.taki.api.Color activeColor,
                                 dev.taki.api.Direction direction, int turnOwner, int toAct, Phase phase, int pendingDraw,
                                 dev.taki.api.CardKind pendingDrawKind, dev.taki.api.TakiStatus taki,
                                 List<Integer> pendingWinners, List<Integer> winners, long rng, int round, int moveCount,
                                 Map<String, Object> typedStates) {
        State d = new State(rules.config().players(), rules);
        for (int i = 0; i < hands.size(); i++) {
            d.hands[i] = CardList.copyOf(hands.get(i));
        }
        List<dev.taki.api.Card> draw = new ArrayList<>(drawPileTopFirst);
        java.util.Collections.reverse(draw);
        d.setDrawPile(draw);
        d.discard = io.vavr.collection.List.ofAll(discardTopFirst);
        d.outOfPlay = List.copyOf(outOfPlay);
        d.transparentOnTop = transparentOnTop;
        d.activeColor = activeColor;
        d.direction = direction;
        d.turnOwner = turnOwner;
        d.toAct = toAct;
        d.phase = phase;
        d.pendingDraw = pendingDraw;
        d.pendingDrawKind = pendingDrawKind;
        d.taki = java.util.Optional.ofNullable(taki);
        d.pendingWinners = List.copyOf(pendingWinners);
        d.winners = List.copyOf(winners);
        d.rng = rng;
        d.round = round;
        d.moveCount = moveCount;
        d.variantStates = new LinkedHashMap<>(typedStates);
        return d.handedOut();
    }

    /**
     * The engine's own state behind a {@link GameState}.
     *
     * @throws IllegalArgumentException for a state of another implementation
     */
    public static State of(GameState state) {
        if (state instanceof State s) {
            return s;
        }
        throw new IllegalArgumentException("not a state made by this engine: "
                + (state == null ? "null" : state.getClass().getName()));
    }

    @Override
    Ruleset rules() {
        return rules;
    }

    @Override
    public GameConfig config() {
        return rules.config;
    }

    @Override
    public Game game() {
        return rules;
    }

    @Override
    public int moveCount() {
        return moveCount;
    }

    @Override
    public List<Move> legalMoves() {
        List<Move> cached = legalCache;
        java.lang.invoke.VarHandle.acquireFence();
        if (cached == null) {
            cached = isOver() ? List.of() : withInterjections(toAct, computeLegal(toAct)).freeze();
            java.lang.invoke.VarHandle.releaseFence();
            legalCache = cached;
        }
        return cached;
    }

    @Override
    public List<Move> legalMoves(int seat) {
        checkSeat(seat);
        if (seat == toAct) {
            return legalMoves();
        }
        return interjections(seat);
    }

    @Override
    public List<Move> interjections(int seat) {
        checkSeat(seat);
        if (rules.interjectors.length == 0 || isOver()) {
            return List.of();
        }
        List<Move>[] known = interjectionCache;
        if (known == null) {
            @SuppressWarnings("unchecked")
            List<Move>[] fresh = new List[players()];
            known = fresh;
            interjectionCache = known;
        }
        List<Move> moves = known[seat];
        if (moves == null) {
            List<Move> found = new ArrayList<>(2);
            for (Rules r : rules.interjectors) {
                r.interjections(this, seat, found);
            }
            List<Move> distinct = new ArrayList<>(found.size());
            for (Move m : found) {
                Move plain = m.withoutDeclaration();
                if (!distinct.contains(plain)) {
                    distinct.add(plain);
                }
            }
            moves = java.util.Collections.unmodifiableList(distinct);
            known[seat] = moves;
        }
        return moves;
    }

    /** The seat to act's turn moves followed by its interjections, each move once. */
    private MoveList withInterjections(int seat, MoveList turn) {
        if (rules.interjectors.length == 0) {
            return turn;
        }
        List<Move> besides = interjections(seat);
        if (besides.isEmpty()) {
            return turn;
        }
        MoveList all = new MoveList(turn);
        for (Move m : besides) {
            if (!all.contains(m)) {
                all.add(m);
            }
        }
        return all;
    }

    /** The turn's moves of a seat whose turn would start now on this table (see {@link #movesAtTurnStart}). */
    List<Move> turnStartMoves(int seat) {
        if (phase == Phase.OVER) {
            return List.of();
        }
        State copy = copy();
        copy.turnOwner = seat;
        copy.toAct = seat;
        copy.phase = Phase.TURN;
        return copy.computeLegal(seat).freeze();
    }

    /** True if the seat to act has at least one turn move (stops at the first one found). */
    boolean hasLegalMove() {
        List<Move> cached = legalCache;
        java.lang.invoke.VarHandle.acquireFence();
        if (cached != null && rules.interjectors.length == 0) {
            return !cached.isEmpty();
        }
        return !isOver() && !firstLegal(toAct, candidates(toAct)).isEmpty();
    }

    /**
     * The candidate moves — the base game's, adjusted by the variants — without dead ends, then finished by the
     * rules (the base game adds the ordinary draw when no play is left at the start of a turn). A dead end is a
     * move that would leave its player to act with no legal move at all (RULES.md § 4.7 and § 8: nobody is ever
     * left without one); only moves that some rules say may strand are tried ({@link #hasLegalMove} stops at the
     * first legal move instead, trying the cheapest candidates first, so that checking a chain of Plus cards or a
     * long TAKI run stays linear).
     */
    private MoveList computeLegal(int seat) {
        MoveList candidates = candidates(seat);
        int n = candidates.size();
        // The candidates themselves are the answer until one is dropped: copy only from then on.
        MoveList legal = null;
        for (int i = 0; i < n; i++) {
            Move m = candidates.get(i);
            boolean keep = !(mayStrand(seat, m) && leavesPlayerStuck(seat, m));
            if (keep) {
                if (legal != null) {
                    legal.add(m);
                }
            } else if (legal == null) {
                legal = new MoveList(candidates.subList(0, i));
            }
        }
        if (legal == null) {
            legal = candidates;
        }
        finish(seat, legal);
        return legal;
    }

    /**
     * The moves, each once, in the order first offered: the list itself when none repeats. A play is compared with
     * the earlier ones only when one of them had the same key (mod 128) — its first card's code and its colour named,
     * if any, which equal plays share — so most moves are compared with none, and a Change Color's four plays with
     * none of each other; any other move is compared with every earlier one.
     */
    private static MoveList withoutRepeats(MoveList moves) {
        long seenLow = 0;
        long seenHigh = 0;
        MoveList once = null;
        for (int i = 0; i < moves.size(); i++) {
            Move m = moves.get(i);
            int key = m instanceof Move.Play p ? playKey(p) : -1;
            long bit = 1L << (key & 63);
            boolean maySeen = key < 0 || ((key < 64 ? seenLow : seenHigh) & bit) != 0;
            if (key >= 64) {
                seenHigh |= bit;
            } else if (key >= 0) {
                seenLow |= bit;
            }
            boolean repeat = maySeen && (once == null ? listedBefore(moves, i, m) : listedBefore(once, once.size(), m));
            if (once != null) {
                if (!repeat) {
                    once.add(m);
                }
            } else if (repeat) {
                once = new MoveList(moves.subList(0, i));
            }
        }
        return once == null ? moves : once;
    }

    /** A play's key for {@link #withoutRepeats}: equal plays have equal keys (0 to 127). */
    private static int playKey(Move.Play p) {
        Choice choice = p.choice();
        int named = choice == null ? 0 : choice instanceof Color c ? 1 + c.ordinal() : 7;
        return (p.card().code() + 37 * named) & 127;
    }

    /**
     * Whether one of the first {@code count} moves of the list equals the move: as {@code subList(0, count)
     * .contains(move)}, without the view, its iterator or a Play's general {@code equals} (identity and the cards
     * decide most comparisons).
     */
    private static boolean listedBefore(List<Move> moves, int count, Move move) {
        for (int j = 0; j < count; j++) {
            Move other = moves.get(j);
            if (other == move) {
                return true;
            }
            if (other instanceof Move.Play a) {
                if (move instanceof Move.Play b && a.declaresLast() == b.declaresLast() && samePlay(a, b)) {
                    return true;
                }
            } else if (other.equals(move)) {
                return true;
            }
        }
        return false;
    }

    private static boolean samePlay(Move.Play a, Move.Play b) {
        List<Card> x = a.cards();
        List<Card> y = b.cards();
        if (x.size() != y.size() || !java.util.Objects.equals(a.choice(), b.choice())) {
            return false;
        }
        for (int i = 0; i < x.size(); i++) {
            if (!x.get(i).equals(y.get(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * The moves the rules offer the seat, each once, before dead ends are dropped and the list is finished. The base
     * game offers each move once, so the list is searched for repeats only when a variant changed it.
     */
    private MoveList candidates(int seat) {
        MoveList candidates = new MoveList();
        // the base game is always the first of the rules that offer moves (offering[0]), then come the variants'
        BaseRules.INSTANCE.adjustMoves(this, seat, candidates);
        Rules[] offering = rules.offering;
        if (offering.length == 1) {
            return candidates;
        }
        int baseEdits = candidates.edits();
        for (int i = 1; i < offering.length; i++) {
            offering[i].adjustMoves(this, seat, candidates);
        }
        return candidates.edits() == baseEdits ? candidates : withoutRepeats(candidates);
    }

    /** The first legal move, trying the moves that cannot strand first, and a move that does not play before one that does. */
    private List<Move> firstLegal(int seat, List<Move> candidates) {
        int n = candidates.size();
        boolean[] risky = new boolean[n];
        for (int i = 0; i < n; i++) {
            risky[i] = mayStrand(seat, candidates.get(i));
        }
        for (int i = 0; i < n; i++) {
            Move m = candidates.get(i);
            if (!risky[i] && !(m instanceof Move.Play)) {
                return List.of(m);
            }
        }
        for (int i = 0; i < n; i++) {
            if (!risky[i]) {
                return List.of(candidates.get(i));
            }
        }
        for (int i = 0; i < n; i++) {
            if (!leavesPlayerStuck(seat, candidates.get(i))) {
                return List.of(candidates.get(i));
            }
        }
        List<Move> none = new ArrayList<>(1);
        finish(seat, none);
        return none;
    }

    private void finish(int seat, List<Move> legal) {
        for (Rules r : rules.finishing) {
            r.finishMoves(this, seat, legal);
        }
    }

    /** True if the base game alone would allow the move here (so a variant is what forbids it). */
    boolean baseGameAllows(int seat, Move move) {
        List<Move> base = new ArrayList<>(8);
        BaseRules.INSTANCE.adjustMoves(this, seat, base);
        if (base.contains(move)) {
            return !isDeadEnd(seat, move);
        }
        if (!(move instanceof Move.Draw)) {
            return false;
        }
        List<Move> left = new ArrayList<>();
        for (Move m : base) {
            if (!isDeadEnd(seat, m)) {
                left.add(m);
            }
        }
        BaseRules.INSTANCE.finishMoves(this, seat, left);
        return left.contains(move);
    }

    private boolean isDeadEnd(int seat, Move m) {
        return mayStrand(seat, m) && leavesPlayerStuck(seat, m);
    }

    private boolean mayStrand(int seat, Move m) {
        for (Rules r : rules.stranders) {
            if (r.mayStrand(this, seat, m)) {
                return true;
            }
        }
        return false;
    }

    private boolean leavesPlayerStuck(int seat, Move m) {
        int known = PlusDeadEnds.decide(this, rules, seat, m);
        if (known != PlusDeadEnds.UNKNOWN) {
            return known == PlusDeadEnds.YES;
        }
        return triedAndStuck(seat, m);
    }

    /** Whether the move leaves its player to act with no legal move, tried on a copy of the table. */
    boolean triedAndStuck(int seat, Move m) {
        State after = tried(seat, m);
        return !after.isOver() && after.toAct == seat && after.phase != Phase.TURN && !after.hasLegalMove();
    }

    /** The table after the move, carried out on a copy without its events, for a trial (never handed out). */
    State tried(int seat, Move m) {
        return carryOut(seat, m, false).data();
    }

    /**
     * Carries out a move known to be legal on a copy of this table, keeping its events if {@code recording}: the
     * table that results, for a new state. Every rules watching moves is told before and after; in between the
     * variants, then the base game, carry it out until one says it did.
     */
    private WorkingTable carryOut(int seat, Move move, boolean recording) {
        boolean interjection = rules.interjectors.length > 0
                && (seat != toAct || isListed(interjections(seat), move)
                && !isListed(computeLegal(seat), move));
        State copy = copy();
        WorkingTable table = new WorkingTable(copy, seat, move, interjection, recording);
        for (Rules r : rules.beforeMove) {
            r.beforeMove(table, seat, move);
        }
        if (!table.isOver()) {
            for (Rules r : rules.baseLast) {
                if (r.apply(table, seat, move)) {
                    break;
                }
            }
        }
        for (Rules r : rules.afterMove) {
            r.afterMove(table, seat, move);
        }
        if (copy.phase == Phase.OVER) {
            // a finished game names the seat that made the last move, whether or not it was to act (a catch)
            copy.toAct = seat;
        }
        copy.moveCount++;
        return table;
    }

    /** The outcome of a legal move: the new state and the events of the move. */
    private Outcome.Accepted accepted(int seat, Move move) {
        WorkingTable table = carryOut(seat, move, true);
        return new Outcome.Accepted(table.data().handedOut(), table.events());
    }

    @Override
    public Outcome apply(int seat, Move move) {
        if (move == null) {
            return Outcome.Rejected.of(Rejection.NO_MOVE, "no-move", Map.of());
        }
        if (isOver()) {
            return Outcome.Rejected.of(Rejection.GAME_OVER, "game-over", Map.of("move", Refusals.quote(move)));
        }
        if (seat < 0 || seat >= players()) {
            return Outcome.Rejected.of(Rejection.NO_SUCH_SEAT, "no-such-seat",
                    Map.of("seat", seat, "players", players()));
        }
        if (seat != toAct) {
            List<Move> own = interjections(seat);
            if (!isListed(own, move)) {
                Outcome.Rejected r = Outcome.Rejected.of(Rejection.NOT_YOUR_TURN, "not-your-turn",
                        Map.of("seat", seat, "toAct", toAct));
                return own.isEmpty() ? r : Refusals.framed(seat, move.withoutDeclaration(), own, r);
            }
            return accepted(seat, move);
        }
        List<Move> legal = legalMoves();
        if (!isListed(legal, move)) {
            return Refusals.of(this, seat, move.withoutDeclaration(), legal);
        }
        return accepted(seat, move);
    }

    /**
     * Whether the move, its declaration aside, is in a list of moves without declarations (legal moves and
     * interjections never carry one). The engine's own moves are canonical, and so are the undeclared twins of its
     * plays and draws, so identity usually decides: it is looked for first, over the whole list; only if no listed
     * move is the same object are the moves compared as {@code equals} would compare them.
     */
    private static boolean isListed(List<Move> listed, Move move) {
        Move plain = move instanceof Move.Play p ? p.withoutDeclaration()
                : move instanceof Move.Draw d ? d.withoutDeclaration() : move;
        int n = listed.size();
        for (int i = 0; i < n; i++) {
            if (listed.get(i) == plain && undeclared(plain)) {
                return true;
            }
        }
        for (int i = 0; i < n; i++) {
            Move m = listed.get(i);
            if (m == move ? undeclared(m) : sameBesidesDeclaration(m, move)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the move carries no declaration, asked of the commonest moves' own classes: no call through the interface. */
    private static boolean undeclared(Move m) {
        if (m instanceof Move.Play p) {
            return !p.declaresLast();
        }
        if (m instanceof Move.Draw d) {
            return !d.declaresLast();
        }
        return !m.declaresLast();
    }

    private static boolean sameBesidesDeclaration(Move listed, Move move) {
        if (listed instanceof Move.Play a) {
            if (!(move instanceof Move.Play b)) {
                return false;
            }
            return samePlay(a, b) && !a.declaresLast();
        }
        if (listed instanceof Move.Draw || listed instanceof Move.Close || listed instanceof Move.End
                || listed instanceof Move.Pass) {
            return listed.getClass() == move.getClass() && !listed.declaresLast();
        }
        return listed.equals(move.withoutDeclaration());
    }

    @Override
    public PlayerView spectatorView() {
        return view(-1, List.of(), List.of());
    }

    @Override
    public PlayerView view(int seat) {
        checkSeat(seat);
        return view(seat, hand(seat), legalMoves(seat));
    }

    private PlayerView view(int seat, List<dev.taki.api.Card> hand, List<Move> legal) {
        List<Integer> sizes = new ArrayList<>(players());
        for (List<?> cards : hands) {
            sizes.add(cards.size());
        }
        Map<String, Map<String, Object>> publicStates = new LinkedHashMap<>();
        variantStates.forEach((id, s) ->
                publicStates.put(id, JsonLike.normalise(id, rules.stateCodec(id).publicValue(s))));
        return new PlayerView(seat, hand, sizes, leading(), activeColor(), direction(), drawPileSize(),
                discardPile(), outOfPlay(), turnOwner(), toAct(), phase(), pendingDraw(), taki(), winners(),
                legal, publicStates, round(), moveCount());
    }

    /**
     * A copy that shares every list (and the plugins' states until it changes them), for the move that will make it a
     * new state: its own hands array, and no caches. Made by {@code clone}, one block copy of the fields where a
     * constructor wrote them one by one (measured: docs/performance.md), so a field added later is copied too; a new
     * cache must be forgotten here, as these are.
     */
    State copy() {
        State c;
        try {
            c = (State) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
        c.hands = hands.clone();
        c.variantStatesOwned = false;
        c.legalCache = null;
        c.interjectionCache = null;
        return c;
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

    /** Whether every fact of the two tables is equal. */
    private boolean sameTable(State t) {
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

    private int tableHash() {
        int pile = 1;
        for (int i = 0; i < drawSize; i++) {
            pile = 31 * pile + drawPile[i].hashCode();
        }
        return java.util.Objects.hash(java.util.Arrays.hashCode(hands), pile, discard, activeColor, direction,
                toAct, phase, pendingDraw, taki, rng, moveCount);
    }

    /**
     * This state, once its table is laid or its move carried out: a release fence, so that a thread handed it by a
     * data race still sees every field written (as final fields would be seen; the fence is free on x86). No field
     * is written again after.
     */
    State handedOut() {
        java.lang.invoke.VarHandle.releaseFence();
        return this;
    }

    /** Two states are equal when every fact of their tables and their configurations are equal. */
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof State s && sameTable(s) && rules.config.equals(s.rules.config);
    }

    @Override
    public int hashCode() {
        return tableHash();
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < players(); i++) {
            s.append("seat ").append(i).append(": ").append(hands[i]).append('\n');
        }
        s.append("leading ").append(leading()).append(", active colour ").append(activeColor())
                .append(", ").append(direction().notation()).append(", to act ").append(toAct())
                .append(" (").append(phase()).append(')');
        if (pendingDraw() > 0) {
            s.append(", ").append(pendingDrawKind == null ? "" : pendingDrawKind.symbol() + " ")
                    .append("count ").append(pendingDraw());
        }
        if (outOfPlay.size() > OUT_OF_PLAY_LISTED) {
            // a table laid out with "the rest out of play" sets aside most of the deck: a count reads better
            s.append(", ").append(outOfPlay.size()).append(" cards out of play");
        } else if (!outOfPlay.isEmpty()) {
            s.append(", out of play ").append(outOfPlay);
        }
        if (!variantStates.isEmpty()) {
            s.append(", states ").append(variantStates);
        }
        taki().ifPresent(t -> s.append(", TAKI ").append(t));
        if (isOver()) {
            s.append(", winners ").append(winners());
        }
        return s.toString();
    }
}
