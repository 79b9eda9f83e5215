package dev.taki.bots;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Color;
import dev.taki.api.Direction;
import dev.taki.api.Move;
import dev.taki.api.Phase;
import dev.taki.api.PlayerView;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/**
 * A player with a plan, deciding from its own {@link PlayerView} only. It scores every legal move and
 * plays the best (ties broken at random):
 * <ul>
 *   <li>it sheds cards, and most gladly cards of the colour it holds least of, so that whole colours
 *       empty out of its hand (in 10,000 games this beats playing into its main colour by two points);</li>
 *   <li>it plays a Plus as early as it can: the Plus and the card on it leave its hand in one turn;</li>
 *   <li>it keeps its King and Change Color for when nothing else matches, and names the colour it holds
 *       most of; it plays a Super TAKI early only when it holds cards of the active colour;</li>
 *   <li>it opens a TAKI run when it holds cards of the TAKI's colour, plays the run's number cards first
 *       and its action cards last (so the last one acts), then closes the run;</li>
 *   <li>it answers a +2 with a +2, and cancels a count of 4 or more (any count, when it holds three cards
 *       or fewer) with a King;</li>
 *   <li>it aims Stop, +2 and Change Direction at a next player holding two cards or fewer;</li>
 *   <li>with variants, it breaks a +3 when it can and turns a Crazy Card towards the smaller hand;</li>
 *   <li>it declares "last card" whenever its move may leave it with one card, a jump's included.</li>
 * </ul>
 * Out of turn, under rules that allow it ({@link #interject}):
 * <ul>
 *   <li>it catches a player who did not say "last card" ({@code catch 1}) every time it can, at once — on its own
 *       turn too, before its turn's move — and says "last card" late ({@code declare}) when it is the one who
 *       could be caught;</li>
 *   <li>it always jumps in when it holds the very card on the pile ({@code jump-in}): the jump sheds a card and
 *       brings its turn forward, and the player to act and those between them and the bot lose their turns; where
 *       the jump names a choice, it scores the plays as on its turn.</li>
 * </ul>
 */
public final class HeuristicBot implements Bot {
    /**
     * The verbs of moves it makes as soon as it may, known by their words as plugin cards are known by their
     * symbols: the house rule {@code catch-last-card}'s catch and late declaration (the catchable player stops
     * being so at the next move, so they cannot wait).
     */
    private static final Set<String> AT_ONCE = Set.of("catch", "declare");

    /** A bot for one seat; it keeps nothing between moves, deciding each from the view it is given. */
    public HeuristicBot() {
    }

    @Override
    public String name() {
        return "heuristic";
    }

    @Override
    public Move choose(PlayerView view, Random random) {
        List<Move> legal = view.legalMoves();
        Move urgent = urgent(legal);
        if (urgent != null) {
            return urgent;
        }
        Move best = legal.get(0);
        if (legal.size() > 1) {
            Table t = new Table(view);
            double bestScore = Double.NEGATIVE_INFINITY;
            for (Move m : legal) {
                double s = t.score(m) + random.nextDouble() * 0.5;
                if (s > bestScore) {
                    bestScore = s;
                    best = m;
                }
            }
        }
        return declare(view, best);
    }

    /**
     * A catch or a late declaration at once; else a jump (a play out of turn), the best by the same scores as on
     * its turn; else nothing. Moves of verbs it does not know are let go.
     */
    @Override
    public Optional<Move> interject(PlayerView view, Random random) {
        List<Move> legal = view.legalMoves();
        Move urgent = urgent(legal);
        if (urgent != null) {
            return Optional.of(urgent);
        }
        Table t = null;
        Move best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (Move m : legal) {
            if (m instanceof Move.Play) {
                t = t == null ? new Table(view) : t;
                double s = t.score(m) + random.nextDouble() * 0.5;
                if (s > bestScore) {
                    bestScore = s;
                    best = m;
                }
            }
        }
        return Optional.ofNullable(best).map(m -> declare(view, m));
    }

    /**
     * The first move among the legal ones that is made at once ({@link #AT_ONCE}), or null. Without the
     * declaration: neither plays a card nor ends a turn.
     */
    static Move urgent(List<Move> legal) {
        for (Move m : legal) {
            if (m instanceof Move.Act act && AT_ONCE.contains(act.verb().word())) {
                return m;
            }
        }
        return null;
    }

    /** Declares "last card" whenever the move may leave one card (or none, which some variants refill). */
    static Move declare(PlayerView view, Move move) {
        int left = view.hand().size() - (move instanceof Move.Play p ? p.cards().size() : 0);
        return left <= 1 ? move.withDeclaration() : move;
    }

    /** The table as this bot sees it, with the counts its scores use. */
    private static final class Table {
        private final PlayerView v;
        private final int[] colors = new int[Color.values().length];
        private final int nextSize;
        private final int previousSize;

        Table(PlayerView v) {
            this.v = v;
            for (Card c : v.hand()) {
                if (c.isColored()) {
                    colors[c.colorOrNull().ordinal()]++;
                }
            }
            int n = v.handSizes().size();
            int step = v.direction().step();
            nextSize = v.handSizes().get(Math.floorMod(v.seat() + step, n));
            previousSize = v.handSizes().get(Math.floorMod(v.seat() - step, n));
        }

        double score(Move m) {
            if (m instanceof Move.Play p) {
                return p.cards().size() > 1 ? 40 + 10 * p.cards().size() : play(p);
            }
            if (m instanceof Move.Draw) {
                return -10 - 3 * v.pendingDraw();
            }
            if (m instanceof Move.Close) {
                return 0;
            }
            if (m instanceof Move.End) {
                return v.phase() == Phase.KING_FOLLOW ? -20 : -5;
            }
            return 0; // pass
        }

        private double play(Move.Play p) {
            Card card = p.card();
            CardKind kind = card.kind();
            int handSize = v.hand().size();
            if (handSize == 1) {
                return kind.symbol().equals("CRAZY") ? -1000 : 1000; // going out (a last Crazy Card loses)
            }
            boolean threat = nextSize <= 2;
            if (v.toAct() != v.turnOwner()) {
                return 50; // answering out of turn (breaking a +3): its player draws instead of us
            }
            if (v.pendingDraw() > 0) {
                return !card.isColored() && kind != CardKind.KING ? 60
                        : card.isColored() ? 60 + same(card) : (v.pendingDraw() >= 4 || handSize <= 3 ? 30 : -20);
            }
            if (v.phase() == Phase.TAKI_RUN) {
                return run(card);
            }
            if (kind == CardKind.KING) {
                return -15;
            }
            if (kind == CardKind.CHANGE_COLOR) {
                return -4 + 2 * colors[p.color().ordinal()];
            }
            if (kind == CardKind.SUPER_TAKI) {
                return taki(colors[v.activeColor().ordinal()]) - 8;
            }
            if (kind == CardKind.TAKI) {
                return taki(colors[card.colorOrNull().ordinal()] - 1);
            }
            if (kind == CardKind.PLUS) {
                return 45 + shed(card); // a Plus sheds itself and the card on it: play it early
            }
            if (kind == CardKind.STOP) {
                return 6 + shed(card) + (threat ? 30 : 0) + (v.handSizes().size() == 2 ? 10 : 0);
            }
            if (kind == CardKind.PLUS_TWO) {
                return 7 + shed(card) + (threat ? 30 : 0);
            }
            if (kind == CardKind.CHANGE_DIRECTION) {
                return 8 + shed(card) + (threat && previousSize > 2 ? 20 : 0) + (previousSize <= 2 && !threat ? -15 : 0);
            }
            if (!kind.isBase()) {
                return plugin(p);
            }
            return 10 + shed(card);
        }

        /**
         * A card a plugin adds, known by its symbol where the bot knows the variant (the variants' cards are not
         * part of the API); any other plugin card is played like a number card.
         */
        private double plugin(Move.Play p) {
            boolean threat = nextSize <= 2;
            return switch (p.card().kind().symbol()) {
                case "+3" -> 20 + (threat ? 20 : 0);
                case "BREAK" -> -30;
                case "CRAZY" -> p.direction() == null ? 0 : crazy(p.direction());
                default -> 10 + (p.card().isColored() ? shed(p.card()) : 0);
            };
        }

        /** Number cards first, then actions, Stop and +2 last: the last card of a run acts. */
        private double run(Card card) {
            CardKind k = card.kind();
            if (k == CardKind.CHANGE_COLOR) {
                return 2;
            }
            if (k == CardKind.STOP || k == CardKind.PLUS_TWO) {
                return 12;
            }
            return k == CardKind.PLUS || k == CardKind.CHANGE_DIRECTION || k == CardKind.TAKI ? 15 : 20;
        }

        /** A TAKI is worth the cards of its colour it lets us shed in one turn (an empty one helps the next player). */
        private static double taki(int others) {
            return others <= 0 ? 1 : 12 + 8 * others;
        }

        /** Prefer shedding the colours we hold least of: the last card of a colour best of all. */
        private double shed(Card card) {
            int left = colors[card.colorOrNull().ordinal()] - 1;
            return left == 0 ? 4 : -left;
        }

        private double same(Card card) {
            return colors[card.colorOrNull().ordinal()];
        }

        /** A Crazy Card passes every hand on: worth it when the hand coming to us is smaller than ours. */
        private double crazy(Direction direction) {
            int from = Math.floorMod(v.seat() - direction.step(), v.handSizes().size());
            return 5 * (v.hand().size() - 1 - v.handSizes().get(from));
        }
    }
}
