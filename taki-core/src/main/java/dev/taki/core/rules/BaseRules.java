package dev.taki.core.rules;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.ChoiceKind;
import dev.taki.api.Color;
import dev.taki.api.Event;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.Phase;
import dev.taki.api.TableView;
import dev.taki.api.TakiStatus;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;

import java.util.List;

/**
 * The base game (RULES.md §§ 3–7, the 2011 edition), as the first {@link Rules} of every game, written on the
 * same SPI as any variant: the moves it offers, how it carries them out, each card's action, TAKI runs, the
 * King, the Plus and its dead-end ruling, and why it refuses what it does not offer. The table only keeps the
 * books (hands, piles, turns, the "last card" rule, the § 7 bookkeeping of players who go out on a count).
 */
public final class BaseRules implements Rules {
    /** The one instance: the base rules have no options and no state. */
    public static final BaseRules INSTANCE = new BaseRules();

    private static final Color[] COLORS = Color.values();

    private BaseRules() {
    }

    // ---- the moves offered (RULES.md § 3, § 4) ---------------------------------------------------------

    /**
     * One candidate per playable card of the hand (and per choice it names), then the phase's own moves:
     * drawing a waiting count, ending after a King, closing or ending a run. The ordinary draw comes in
     * {@link #finishMoves}, once it is known that no play is left.
     */
    @Override
    public void adjustMoves(TableView t, int seat, List<Move> moves) {
        List<Card> hand = t.hand(seat);
        Phase phase = t.phase();
        TakiStatus run = phase == Phase.TAKI_RUN ? t.taki().orElse(null) : null;
        CardKind count = t.pendingDraw() > 0 ? t.pendingDrawKind().orElse(null) : null;
        Color active = t.activeColor();
        CardKind lead = t.leading().kind();
        long seenLow = 0;
        long seenHigh = 0;
        for (int i = 0; i < hand.size(); i++) {
            Card c = hand.get(i);
            int code = c.code();
            if (code < 128) {
                long bit = 1L << (code & 63);
                if (code < 64) {
                    if ((seenLow & bit) != 0) {
                        continue;
                    }
                    seenLow |= bit;
                } else {
                    if ((seenHigh & bit) != 0) {
                        continue;
                    }
                    seenHigh |= bit;
                }
            } else if (hand.subList(0, i).contains(c)) {
                continue;
            }
            if (playable(active, lead, phase, run, count, c)) {
                addPlays(t, seat, moves, c);
            }
        }
        if (phase == Phase.TURN) {
            if (count != null) {
                moves.add(Move.draw());
            }
        } else if (phase == Phase.KING_FOLLOW) {
            moves.add(Move.end());
        } else if (phase == Phase.TAKI_RUN && run != null) {
            if (run.cardsPlayed() > 0) {
                moves.add(Move.close());
            }
            moves.add(Move.end());
        }
    }

    /**
     * Whether the base game lets the card be played now: on a waiting count only a card of the count's kind or
     * a King (§ 4.2); after a Plus or at the start of a turn a matching card (§ 3, § 4.7); after a King any card
     * (§ 4.8); in a run a card of its colour or a Change Color (§ 4.5). Other phases belong to plugins.
     */
    static boolean playable(Matching t, Phase phase, TakiStatus run, CardKind count, Card c) {
        return playable(t.active(), t.lead(), phase, run, count, c);
    }

    /** As {@link #playable(Matching, Phase, TakiStatus, CardKind, Card)}, with the active colour and leading kind. */
    static boolean playable(Color active, CardKind lead, Phase phase, TakiStatus run, CardKind count, Card c) {
        if (phase == Phase.TURN) {
            return count != null ? c.kind() == count || c.kind() == CardKind.KING : TableView.matches(c, lead, active);
        }
        if (phase == Phase.PLUS_FOLLOW) {
            return TableView.matches(c, lead, active);
        }
        if (phase == Phase.KING_FOLLOW) {
            return true;
        }
        if (phase == Phase.TAKI_RUN) {
            return run != null && (c.colorOrNull() == run.color() || c.kind() == CardKind.CHANGE_COLOR);
        }
        return false;
    }

    /**
     * The ordinary matching rule ({@link TableView#matches(Card, CardKind, Color)}: RULES.md § 3 and the Super
     * TAKI ruling of § 4.6) with the table's active colour and leading kind read once, not once per card.
     */
    record Matching(Color active, CardKind lead) {
        static Matching of(TableView t) {
            return new Matching(t.activeColor(), t.leading().kind());
        }

        boolean matches(Card c) {
            return TableView.matches(c, lead, active);
        }
    }

    /** One move per choice the card names: four colours for a Change Color; one move for a card that names none. */
    static void addPlays(TableView t, int seat, List<Move> moves, Card c) {
        ChoiceKind choice = c.kind().choiceOrNull();
        if (choice == null) {
            moves.add(Move.play(c));
        } else if (choice == ChoiceKind.COLOR) {
            for (Color color : COLORS) {
                moves.add(Move.play(c, color));
            }
        } else {
            for (var named : choice.offered(t, seat)) {
                moves.add(Move.play(c, named));
            }
        }
    }

    /**
     * A Plus may strand its player (§ 4.7): played, in a run or not, or as the last card of a run that ends on
     * it. Every other base move ends the turn or leaves an {@code end} (a King, a run).
     */
    @Override
    public boolean mayStrand(TableView t, int seat, Move m) {
        if (m instanceof Move.Play p) {
            List<Card> cards = p.cards();
            for (int i = 0; i < cards.size(); i++) {
                if (cards.get(i).kind() == CardKind.PLUS) {
                    return true;
                }
            }
            return false;
        }
        return (m instanceof Move.Close || m instanceof Move.End) && t.phase() == Phase.TAKI_RUN
                && t.leading().kind() == CardKind.PLUS;
    }

    /** § 3: at the start of a turn with no count waiting, a player who has no play left draws. */
    @Override
    public void finishMoves(TableView t, int seat, List<Move> legal) {
        if (t.phase() != Phase.TURN || t.pendingDraw() > 0) {
            return;
        }
        for (int i = 0; i < legal.size(); i++) {
            Move m = legal.get(i);
            if (m instanceof Move.Play || m == Move.draw() || m.equals(Move.draw())) {
                return;
            }
        }
        legal.add(Move.draw());
    }

    // ---- carrying moves out -----------------------------------------------------------------------------

    @Override
    public boolean apply(Table t, int seat, Move move) {
        Phase phase = t.phase();
        if (move instanceof Move.Play play) {
            if (play.cards().size() != 1) {
                throw new IllegalStateException("the base game has no move " + play.notation()
                        + "; the rules that offered it must carry it out");
            }
            Card card = play.card();
            if (phase == Phase.TAKI_RUN) {
                if (card.kind() == CardKind.CHANGE_COLOR) {
                    changeColorInRun(t, seat, card, play);
                } else {
                    playInRun(t, seat, card);
                }
            } else {
                playCard(t, seat, card, play);
            }
        } else if (move instanceof Move.Draw) {
            if (t.pendingDraw() > 0) {
                t.takeDrawCount(seat);
                if (!t.moveEnded()) {
                    t.endTurn(0);
                }
            } else {
                t.draw(seat, 1, Event.DrawCause.TURN);
                t.endTurn(0);
            }
        } else if (move instanceof Move.Close) {
            finishRun(t, seat, true);
        } else if (move instanceof Move.End) {
            if (phase == Phase.TAKI_RUN) {
                finishRun(t, seat, false);
            } else {
                t.endTurn(0);
            }
        } else {
            throw new IllegalStateException("the base game has no move " + move.notation()
                    + "; the rules that offered it must carry it out");
        }
        return true;
    }

    /**
     * A card played from the hand outside the player's own run: it joins a TAKI left open if it is of the open
     * TAKI's colour, closes it otherwise (§ 4.5), then its action is carried out.
     */
    private static void playCard(Table t, int seat, Card card, Move.Play play) {
        TakiStatus open = t.taki().orElse(null);
        boolean joins = open != null && open.isLeftOpen() && card.colorOrNull() == open.color();
        t.playFromHand(seat, card, false);
        if (joins) {
            t.openRun(seat, open.color());
            t.countRunCard(seat);
            if (t.handSize(seat) == 0) {
                finishRun(t, seat, false);
            }
            return;
        }
        if (open != null && open.isLeftOpen()) {
            t.closeRun(seat);
        }
        t.carryOut(seat, card, play);
    }

    /** A card of the run's colour inside the player's own run: its action waits for the run's end. */
    private static void playInRun(Table t, int seat, Card card) {
        t.playFromHand(seat, card, true);
        t.countRunCard(seat);
        if (t.handSize(seat) == 0) {
            finishRun(t, seat, false);
        }
    }

    /** A Change Color inside a run: it ends and closes the run, and its colour holds for the next player. */
    private static void changeColorInRun(Table t, int seat, Card card, Move.Play play) {
        t.playFromHand(seat, card, true);
        t.closeRun(seat);
        t.chooseColor(seat, colorOf(play));
        t.endTurn(0);
    }

    /**
     * Ends the seat's run (§ 4.5): an action on its last card closes the TAKI and is carried out; otherwise
     * the TAKI is closed if asked, or left open — never behind a card of another colour than the run's.
     */
    private static void finishRun(Table t, int seat, boolean close) {
        TakiStatus run = t.taki().orElseThrow(() -> new IllegalStateException("no TAKI run to end"));
        Card last = t.leading();
        if (run.cardsPlayed() > 0 && hasAction(last)) {
            t.closeRun(seat);
            t.setToAct(seat, Phase.TURN);
            t.carryOut(seat, last, Move.play(last));
            return;
        }
        // A plugin may let cards of another colour into a run: once one lies among the run's cards, the TAKI
        // cannot stay open (§ 4.5), even behind a card of the run's colour played after it.
        List<Card> cards = t.runCards();
        boolean otherColour = false;
        for (int i = 0; i < cards.size() && !otherColour; i++) {
            otherColour = cards.get(i).colorOrNull() != run.color();
        }
        if (close || otherColour) {
            t.closeRun(seat);
        } else {
            t.leaveRunOpen(seat);
        }
        t.endTurn(0);
    }

    /** Cards whose action is carried out as a run's last card: all but number cards and TAKIs. */
    private static boolean hasAction(Card card) {
        CardKind k = card.kind();
        return !k.isNumber() && k != CardKind.TAKI && k != CardKind.SUPER_TAKI;
    }

    // ---- the cards' actions (§ 4) ---------------------------------------------------------------------------

    @Override
    public boolean carryOut(Table t, int seat, Card card, Move.Play play) {
        CardKind kind = card.kind();
        if (kind.isNumber()) {
            t.endTurn(0);
        } else if (kind == CardKind.PLUS_TWO) {
            t.raiseDrawCount(seat, CardKind.PLUS_TWO, 2);
            t.endTurn(0);
        } else if (kind == CardKind.PLUS) {
            t.setToAct(seat, Phase.PLUS_FOLLOW);
        } else if (kind == CardKind.STOP) {
            t.endTurn(1);
        } else if (kind == CardKind.CHANGE_DIRECTION) {
            t.setDirection(t.direction().reversed());
            t.endTurn(0);
        } else if (kind == CardKind.TAKI || kind == CardKind.SUPER_TAKI) {
            // A Super TAKI takes the active colour at the moment it is played (§ 4.6).
            t.openRun(seat, kind == CardKind.TAKI ? card.colorOrNull() : t.activeColor());
            if (t.handSize(seat) == 0) {
                finishRun(t, seat, false);
            }
        } else if (kind == CardKind.CHANGE_COLOR) {
            t.chooseColor(seat, colorOf(play));
            t.endTurn(0);
        } else if (kind == CardKind.KING) {
            playKing(t, seat);
        } else {
            return false;
        }
        return true;
    }

    /** § 4.8: a King cancels a waiting count; its player may then play any card, or end (a last King wins). */
    private static void playKing(Table t, int seat) {
        if (t.pendingDraw() > 0) {
            t.cancelDrawCount(seat);
            if (t.moveEnded()) {
                return;
            }
        }
        if (t.handSize(seat) == 0) {
            t.endTurn(0);
        } else {
            t.setToAct(seat, Phase.KING_FOLLOW);
        }
    }

    private static Color colorOf(Move.Play play) {
        Color color = play == null ? null : play.color();
        if (color == null) {
            throw new IllegalStateException("a Change Color needs a colour");
        }
        return color;
    }

    /** § 7: a seat that went out with nothing left to send cards back to it wins. */
    @Override
    public boolean onPlayerOut(Table t, int seat) {
        t.endGame(List.of(seat));
        return true;
    }

    /** Why the base game refuses a move it does not offer. */
    @Override
    public Outcome.Rejected explain(TableView t, int seat, Move move) {
        return BaseRejections.explain(t, seat, move);
    }
}
