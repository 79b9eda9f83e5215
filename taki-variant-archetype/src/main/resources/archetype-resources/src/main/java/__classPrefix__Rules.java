package ${package};

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.Move;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;

/**
 * The hooks of {@code ${variantId}}. Every hook of {@link Rules} has a default that leaves the base game as it
 * is; override only what the rule changes. A hook never edits the game itself: it reads the table, or asks the
 * {@link Table} to act, and the engine keeps the books. One object serves every state of a game, possibly on
 * several threads: keep it immutable (options in final fields), and keep game data in the variant's state.
 *
 * <p>Which hook for which rule (docs/variant-guide/hooks.md in the taki repository):
 * <ul>
 *   <li>which moves are legal: {@code adjustMoves} (add or remove), {@code finishMoves}; why a move is
 *       refused: {@code explain};
 *   <li>what a card does when played: {@code carryOut} (this rule), a new card too;
 *   <li>what a move does: {@code apply} (return false to hand a move on); a move that keeps its player acting:
 *       {@code mayStrand};
 *   <li>moves of seats that are not to act: {@code interjections}, with {@code beforeMove} for one that takes
 *       the turn (docs/variant-guide/who-may-move.md); around every move and turn: {@code beforeMove},
 *       {@code afterMove}, {@code onTurnStart}, {@code onDrawShort}, {@code onLastCardMissed};
 *   <li>what going out means: {@code onPlayerOut}; a new round: {@code onNewRound};
 *   <li>the deck and the deal: {@code adjustDeck}, {@code handSize}; the variant's state: {@code initialState}.
 * </ul>
 */
final class ${classPrefix}Rules implements Rules {
    /** The one instance: the rule has no options and keeps no state. */
    static final ${classPrefix}Rules INSTANCE = new ${classPrefix}Rules();

    private ${classPrefix}Rules() {
    }

    /**
     * The action of a card just played. Return false for the cards this rule leaves alone: the next rules,
     * the base game last, carry them out. A rule that carries out an action also ends the turn.
     */
    @Override
    public boolean carryOut(Table table, int seat, Card card, Move.Play play) {
        if (card.kind() != CardKind.STOP) {
            return false;
        }
        table.endTurn(Math.min(2, table.players() - 1));    // skip two seats, never the player's own
        return true;
    }
}
