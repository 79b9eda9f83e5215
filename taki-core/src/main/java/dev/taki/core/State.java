package dev.taki.core;

import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.Phase;
import dev.taki.api.PlayerView;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** An immutable game state: its table data is never changed after construction. */
final class State extends TableReader implements GameState {
    private final TableData d;
    private final Ruleset rules;
    private volatile List<Move> legalCache;

    State(TableData data, Ruleset rules) {
        this.d = data;
        this.rules = rules;
    }

    @Override
    TableData data() {
        return d;
    }

    Ruleset rules() {
        return rules;
    }

    /** A view of the hand without copying: a state's lists never change (copy on write, see TableData). */
    @Override
    public List<dev.taki.api.Card> hand(int seat) {
        return java.util.Collections.unmodifiableList(d.hands[checkSeat(seat)]);
    }

    @Override
    public GameConfig config() {
        return rules.config;
    }

    @Override
    public int moveCount() {
        return d.moveCount;
    }

    @Override
    public List<Move> legalMoves() {
        List<Move> cached = legalCache;
        if (cached == null) {
            cached = isOver() ? List.of() : java.util.Collections.unmodifiableList(computeLegal(d.toAct, false));
            legalCache = cached;
        }
        return cached;
    }

    @Override
    public List<Move> legalMoves(int seat) {
        checkSeat(seat);
        return seat == d.toAct ? legalMoves() : List.of();
    }

    /** True if the seat to act has at least one legal move (stops at the first one found). */
    boolean hasLegalMove() {
        List<Move> cached = legalCache;
        if (cached != null) {
            return !cached.isEmpty();
        }
        return !isOver() && !computeLegal(d.toAct, true).isEmpty();
    }

    /**
     * The candidate moves — the base game's, adjusted by the variants — without dead ends, plus the
     * ordinary draw when no play is left at the start of a turn. A dead end is a move that would leave its
     * player to act with no legal move at all (RULES.md § 4.7 and § 8: nobody is ever left without one).
     * With {@code firstOnly} it stops at the first legal move, trying the cheapest candidates first, so
     * that checking a chain of Plus cards or a long TAKI run stays linear.
     */
    private List<Move> computeLegal(int seat, boolean firstOnly) {
        List<Move> candidates = BaseMoves.of(this, seat);
        for (Ruleset.Hooks h : rules.hooks) {
            h.rules().adjustMoves(this, seat, candidates);
        }
        if (firstOnly) {
            candidates.sort(java.util.Comparator.comparingInt(State::cost));
        }
        boolean mayRepeat = !rules.hooks.isEmpty();
        // The candidates themselves are the answer until one is dropped: copy only from then on.
        List<Move> legal = null;
        boolean anyPlay = false;
        for (int i = 0; i < candidates.size(); i++) {
            Move m = candidates.get(i);
            boolean keep = (!mayRepeat || !(legal == null ? candidates.subList(0, i) : legal).contains(m))
                    && !isDeadEnd(seat, m);
            if (keep) {
                if (legal != null) {
                    legal.add(m);
                }
                anyPlay |= m instanceof Move.Play;
                if (firstOnly) {
                    return List.of(m);
                }
            } else if (legal == null) {
                legal = new ArrayList<>(candidates.subList(0, i));
            }
        }
        if (legal == null) {
            legal = candidates;
        }
        if (d.phase == Phase.TURN && d.pendingDraw == 0 && !anyPlay && !legal.contains(Move.draw())) {
            legal.add(Move.draw());
        }
        return legal;
    }

    /** True if the base game alone would allow the move here (so a variant is what forbids it). */
    private boolean baseGameAllows(int seat, Move move) {
        if (BaseMoves.of(this, seat).contains(move)) {
            return !isDeadEnd(seat, move);
        }
        return move instanceof Move.Draw && d.phase == Phase.TURN && d.pendingDraw == 0
                && BaseMoves.of(this, seat).stream().allMatch(m -> isDeadEnd(seat, m));
    }

    /** How much checking a move may cost: moves that end the turn first, Plus cards (which recurse) last. */
    private static int cost(Move m) {
        if (!(m instanceof Move.Play p)) {
            return 0;
        }
        return p.card().kind() == dev.taki.api.CardKind.PLUS ? 2 : 1;
    }

    private boolean isDeadEnd(int seat, Move m) {
        return mayLeaveNoMove(seat, m) && leavesPlayerStuck(seat, m);
    }

    /**
     * Whether trying the move is needed to know it is not a dead end. In the base game only a Plus can
     * strand its player: played (in a run or not), or as the last card of a run that ends on it — every
     * other play either ends the turn or leaves an {@code end} (a King, a TAKI run). Variants say for
     * themselves ({@link dev.taki.api.spi.Rules#mayLeaveNoMove}).
     */
    private boolean mayLeaveNoMove(int seat, Move m) {
        if (!(m instanceof Move.Play || m instanceof Move.Close || m instanceof Move.End)) {
            return false;
        }
        for (Ruleset.Hooks h : rules.hooks) {
            if (h.rules().mayLeaveNoMove(this, seat, m)) {
                return true;
            }
        }
        if (m instanceof Move.Play p) {
            for (dev.taki.api.Card c : p.cards()) {
                if (c.kind() == dev.taki.api.CardKind.PLUS) {
                    return true;
                }
            }
            return false;
        }
        return d.phase == Phase.TAKI_RUN && d.leading().kind() == dev.taki.api.CardKind.PLUS;
    }

    private boolean leavesPlayerStuck(int seat, Move m) {
        State after = next(seat, m, null);
        return !after.isOver() && after.d.toAct == seat && after.d.phase != Phase.TURN && !after.hasLegalMove();
    }

    /** Applies a move known to be legal; events go to the list when it is not null. */
    State next(int seat, Move move, List<Event> events) {
        TableData copy = d.copy();
        WorkingTable table = new WorkingTable(copy, rules, move, events);
        boolean handled = false;
        for (Ruleset.Hooks h : rules.hooks) {
            if (h.rules().apply(table, seat, move)) {
                handled = true;
                break;
            }
        }
        if (!handled) {
            BaseApply.apply(table, seat, move);
        }
        copy.moveCount++;
        return new State(copy, rules);
    }

    @Override
    public Outcome apply(int seat, Move move) {
        if (move == null) {
            return new Outcome.Rejected(dev.taki.api.Rejection.NO_MOVE, "no move was given");
        }
        if (isOver()) {
            return new Outcome.Rejected(dev.taki.api.Rejection.GAME_OVER,
                    "the game is over; " + Rejections.quote(move) + " cannot be played");
        }
        if (seat < 0 || seat >= d.players()) {
            return new Outcome.Rejected(dev.taki.api.Rejection.NO_SUCH_SEAT, "seat " + seat
                    + " is not a seat of this " + d.players() + "-player game");
        }
        if (seat != d.toAct) {
            return new Outcome.Rejected(dev.taki.api.Rejection.NOT_YOUR_TURN, "seat " + seat
                    + " cannot act now: it is seat " + d.toAct + "'s move");
        }
        Move plain = move.withoutDeclaration();
        List<Move> legal = legalMoves();
        if (!isListed(legal, plain)) {
            if (!rules.hooks.isEmpty() && baseGameAllows(seat, plain)) {
                return Rejections.variantsForbid(seat, plain, legal,
                        rules.hooks.stream().map(Ruleset.Hooks::id).toList());
            }
            return Rejections.explain(this, seat, plain, legal);
        }
        List<Event> events = new ArrayList<>();
        State after = next(seat, move, events);
        return new Outcome.Accepted(after, events);
    }

    /** Whether the move is in the list; the engine's own moves are canonical, so identity usually decides. */
    private static boolean isListed(List<Move> legal, Move move) {
        for (int i = 0; i < legal.size(); i++) {
            Move m = legal.get(i);
            if (m == move || m.equals(move)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public PlayerView view(int seat) {
        checkSeat(seat);
        List<Integer> sizes = new ArrayList<>(d.players());
        for (List<?> hand : d.hands) {
            sizes.add(hand.size());
        }
        Map<String, Map<String, Object>> publicStates = new LinkedHashMap<>();
        for (Ruleset.Hooks h : rules.hooks) {
            publicStates.put(h.id(), h.rules().publicState(variantState(h.id())));
        }
        return new PlayerView(seat, hand(seat), sizes, leading(), activeColor(), direction(), drawPileSize(),
                discardPile(), turnOwner(), toAct(), phase(), pendingDraw(), taki(), winners(),
                legalMoves(seat), publicStates);
    }

    /** Two states are equal when every fact of their tables and their configurations are equal. */
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof State s && d.equals(s.d) && rules.config.equals(s.rules.config);
    }

    @Override
    public int hashCode() {
        return d.hashCode();
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < d.players(); i++) {
            s.append("seat ").append(i).append(": ").append(d.hands[i]).append('\n');
        }
        s.append("leading ").append(leading()).append(", active colour ").append(activeColor())
                .append(", ").append(direction().notation()).append(", to act ").append(toAct())
                .append(" (").append(phase()).append(')');
        if (pendingDraw() > 0) {
            s.append(", +2 count ").append(pendingDraw());
        }
        taki().ifPresent(t -> s.append(", TAKI ").append(t));
        if (isOver()) {
            s.append(", winners ").append(winners());
        }
        return s.toString();
    }
}
