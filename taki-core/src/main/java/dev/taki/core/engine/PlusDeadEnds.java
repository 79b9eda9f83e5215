package dev.taki.core.engine;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Color;
import dev.taki.api.Move;
import dev.taki.api.Phase;
import dev.taki.api.TableView;

/**
 * Decides without trying it whether a Plus strands its player, in the one case where the answer is plain: a Plus
 * played from the hand, no TAKI open and no count waiting, with the base game alone or variants that all leave a Plus
 * to it ({@link dev.taki.api.spi.Rules#leavesPlusToBaseGame}: the 2015 edition's +3 cards), and no move out of turn
 * in play. Its player then acts again in {@link Phase#PLUS_FOLLOW} with the rest of their hand, where a card
 * matching the Plus (any colourless card among them) is a play and nothing else is (RULES.md § 4.7): no matching card
 * strands them, a matching card other than a Plus does not, and when only Plus cards match, the player is stranded
 * unless one of them has the colour of a card that is not a Plus. Everything else — a run, a count, a colourless Plus,
 * any other variant in play — is left to the engine's trial on a copy.
 */
final class PlusDeadEnds {
    /** The answers: stranded, not stranded, or not decided here. */
    static final int NO = 0;
    static final int YES = 1;
    static final int UNKNOWN = -1;

    private PlusDeadEnds() {
    }

    /** Whether the candidate move leaves the seat to act with no legal move: {@link #YES}, {@link #NO} or {@link #UNKNOWN}. */
    static int decide(State d, Ruleset rules, int seat, Move move) {
        if (!rules.plusFromHand || rules.interjectors.length > 0 || !(move instanceof Move.Play play)
                || play.cards().size() != 1
                || d.taki.isPresent() || d.pendingDraw > 0 || d.toAct != seat) {
            return UNKNOWN;
        }
        Card plus = play.cards().get(0);
        Phase phase = d.phase;
        Color color = plus.colorOrNull();
        if (plus.kind() != CardKind.PLUS || color == null
                || phase != Phase.TURN && phase != Phase.PLUS_FOLLOW && phase != Phase.KING_FOLLOW) {
            return UNKNOWN;
        }
        CardList hand = d.hands[seat];
        boolean playedSkipped = false;
        // the colours of the other cards, and of the other Plus cards, as bits by ordinal
        int otherColours = 0;
        int plusColours = 0;
        for (int i = 0; i < hand.size(); i++) {
            Card c = hand.get(i);
            if (!playedSkipped && c == plus) {
                playedSkipped = true;
            } else if (c.kind() == CardKind.PLUS) {
                Color own = c.colorOrNull();
                if (own == null) {
                    return UNKNOWN;
                }
                plusColours |= 1 << own.ordinal();
            } else if (TableView.matches(c, CardKind.PLUS, color)) {
                return NO;
            } else {
                otherColours |= 1 << c.colorOrNull().ordinal();
            }
        }
        // Only Plus cards follow this one, if any. Any of them may follow it (a Plus matches a Plus), and after it a card
        // of its colour: so the player is not stranded exactly when another Plus has the colour of a card that is not a
        // Plus (the other cards stay in the hand while Plus cards follow each other; the last Plus of a hand with no
        // such card strands its player, as a Plus played as the last card does).
        return (plusColours & otherColours) != 0 ? NO : YES;
    }
}
