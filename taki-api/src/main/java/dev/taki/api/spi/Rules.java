package dev.taki.api.spi;

import dev.taki.api.Card;
import dev.taki.api.Event;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.TableView;

import java.util.List;
import java.util.Map;

/**
 * The hooks through which rules act on a game. The base game is itself a {@code Rules}, the first one of
 * every game; each variant's come after it, in the order the configuration lists them. Every method has a
 * default that changes nothing, so a variant overrides only what it changes.
 *
 * <p>Who is asked first: moves are offered by the base game first, then adjusted by each variant in order
 * ({@link #adjustMoves}); a move is carried out, a card's action done, a seat's going out handled by the first
 * rules, variants before the base game, that say they did it ({@link #apply}, {@link #carryOut},
 * {@link #onPlayerOut}).
 *
 * <p>Who may move: the game waits for one seat, the seat to act ({@link TableView#toAct()}), whose moves are the
 * turn's ({@link #adjustMoves}, {@link #finishMoves}). Any seat, the one to act included, may also have optional
 * moves beside the turn's — out of turn, like a jump or a catch ({@link #interjections}); they are accepted in the
 * order they are applied. What a seat may do must never tell others what it holds: only a seat's own moves may
 * depend on its own hand.
 *
 * <p>Rules that compose: {@link #apply} may change the table and still return false, adding to a move and handing it
 * on to the rules after it; {@link #beforeMove} and {@link #afterMove} are asked of every rules for every accepted
 * move, whoever carries it out. A variant that must come before or after another says so
 * ({@link Variant#before()}, {@link Variant#after()}); which variants are in play is in {@link Options#inPlay()}.
 *
 * <p>Rules never edit the game's data themselves: they ask the {@link Table} (piles, hands, counts, runs,
 * turns), and the engine keeps the books — events, card accounting, history. A {@code Rules} object is shared
 * by every state of a game, and by games whose configurations differ only in their seed, possibly on several
 * threads at once: it keeps no mutable state of its own. A variant's state lives in the game
 * ({@link Table#setState}).
 */
public interface Rules {

    /**
     * Changes the deck: add, remove or replace cards in the given list, which holds the 2011 deck and the copies
     * of the card kinds that variants added in {@link Variant#setUp}.
     *
     * @param deck the cards of the deck, to change in place
     */
    default void adjustDeck(List<Card> deck) {
    }

    /**
     * The number of cards dealt to each player at the start (the base game deals 8).
     *
     * @param baseHandSize what the rules before these deal
     * @return what these rules deal
     */
    default int handSize(int baseHandSize) {
        return baseHandSize;
    }

    /**
     * The variant's own state when a game starts: a value of the type of the {@link StateCodec} it registered,
     * or null for none. {@code setup} holds any fields a scenario or caller gave for the variants (such as
     * {@code counts}); it is empty for a new game. Ask for your fields by name ({@code setup.get("counts")}):
     * a field that no variant in play asks for is refused, naming it, so a misspelt one never passes silently
     * (a variant that walks the whole map is taken to read every field). A state given for every new game is
     * taken to be kept all game: a saved table or a view without it is refused when read, so a state that comes
     * and goes starts as null.
     *
     * @param players the number of players
     * @param setup the setup fields for the variants, by name; empty for a new game
     * @return the state, or null for none
     * @throws IllegalArgumentException naming the field, if the setup values are not acceptable
     */
    default Object initialState(int players, Map<String, Object> setup) {
        return null;
    }

    /**
     * Adjusts the candidate moves of the seat to act: {@code moves} holds what the base game (and earlier
     * variants) offer; add to it or remove from it. The engine then drops dead ends — moves after which their
     * player would have to act with no legal move (see {@link #mayStrand}) — and lets every rules finish the
     * list ({@link #finishMoves}).
     *
     * @param table the table now
     * @param seat the seat to act
     * @param moves the candidate moves so far, to change in place
     */
    default void adjustMoves(TableView table, int seat, List<Move> moves) {
    }

    /**
     * Whether the move might leave its player to act again with no legal move at all — a dead end, which the
     * engine then tries on a copy of the table and removes from the legal moves if it does. Say true only for
     * moves of your own rules that keep their player acting (the base game says it of a Plus); the engine tries
     * nothing else, so the usual answer is also the cheap one. A rule that strands a player without saying so
     * breaks RULES.md § 8, which the testkit's contract suite checks after every move of thousands of games.
     *
     * @param table the table now
     * @param seat the seat to act
     * @param move one of its candidate moves
     * @return true if the engine must try it for a dead end
     */
    default boolean mayStrand(TableView table, int seat, Move move) {
        return false;
    }

    /**
     * Whether these rules leave a Plus to the base game: they change nothing about a Plus played from the hand with
     * no TAKI open and no count waiting (not its play, not the turn it leaves its player in), nor the moves of the
     * player who must then follow it ({@link dev.taki.api.Phase#PLUS_FOLLOW}: a card matching the Plus, a
     * colourless card among them), and say no such move may strand ({@link #mayStrand}). Where every rule in play
     * says so, the engine decides from the hand alone whether such a Plus is a dead end, instead of trying it on a
     * copy of the table — the same answer, for less work. The default, false, is always correct.
     *
     * @return true if a Plus played from the hand, and what must follow it, are the base game's alone
     */
    default boolean leavesPlusToBaseGame() {
        return false;
    }

    /**
     * Completes the legal moves once dead ends are gone (the base game adds the ordinary draw here when no
     * play is left at the start of a turn). A rule may also remove moves here, with the last word after every
     * rule's {@link #adjustMoves}; such a removal is final (no draw comes back, and the dead-end check does not
     * see it), so it must never leave the list empty.
     *
     * @param table the table now
     * @param seat the seat to act
     * @param legal the legal moves so far, to change in place
     */
    default void finishMoves(TableView table, int seat, List<Move> legal) {
    }

    /**
     * Adds the moves a seat may make beside its turn's: out of turn (a jump, a catch) or, for the seat to act,
     * besides its turn's moves (a catch, a late declaration). Asked, base game first, for every seat of a game not
     * over, the seat to act included, once its turn's moves are complete; the engine drops repeats. Such a move is
     * not checked for dead ends and is no turn move: it never counts as the seat to act's move for RULES.md § 8, nor
     * for a seat's default move. A move out of turn that takes the turn (a jump) is made a turn in
     * {@link #beforeMove} ({@link Table#startTurn}) and then carried out as any turn's move. Only the seat's own hand
     * and what is public may decide what is offered: what a seat may do must not reveal what it holds.
     *
     * @param table the table now
     * @param seat any seat of the game
     * @param moves the seat's interjections so far, to add to (or remove from)
     */
    default void interjections(TableView table, int seat, List<Move> moves) {
    }

    /**
     * A legal move was accepted and is about to be carried out: asked of every rules, base game first, before any
     * rules' {@link #apply}. Make a move out of turn a turn here ({@link Table#startTurn}), or end what the move
     * ends (a catchable player stops being catchable once any move is accepted).
     *
     * @param table the table to change
     * @param seat the seat that sent the move
     * @param move the move, as sent (with its declaration, if any)
     */
    default void beforeMove(Table table, int seat, Move move) {
    }

    /**
     * A legal move has been carried out (the game may be over): asked of every rules, base game first.
     *
     * @param table the table to change
     * @param seat the seat that sent the move
     * @param move the move, as sent
     */
    default void afterMove(Table table, int seat, Move move) {
    }

    /**
     * A turn has started ({@link Table#startTurn}, {@link Table#passTurnFrom}, the first turn of a game and of a new
     * round): asked of every rules, base game first. At the start of a game nothing has happened yet, so what is
     * emitted then is not reported (the first state comes with no events).
     *
     * @param table the table to change
     * @param seat the seat whose turn starts
     */
    default void onTurnStart(Table table, int seat) {
    }

    /**
     * A draw could not be supplied in full: neither pile had the cards (RULES.md § 6), whatever caused it — a turn's
     * draw, a count, a penalty or a rule's. The cards that were there have been drawn and the rest forgiven; asked of
     * every rules, base game first, which may end the game ({@link Table#endGame}).
     *
     * @param table the table to change
     * @param seat the seat that drew
     * @param owed how many cards it owed
     * @param forgiven how many of them neither pile had
     * @param cause why it drew
     */
    default void onDrawShort(Table table, int seat, int owed, int forgiven, Event.DrawCause cause) {
    }

    /**
     * A player's move ends their turn with one card and without the "last card" declaration (RULES.md § 5). Return
     * true if these rules deal with it; otherwise the player draws 4 at once (the base game). Asked of the variants,
     * in order, until one returns true.
     *
     * @param table the table to change
     * @param seat the seat that did not declare
     * @return true if these rules dealt with it
     */
    default boolean onLastCardMissed(Table table, int seat) {
        return false;
    }

    /**
     * Carries out a legal move entirely, or returns false to leave it to later rules (the base game last): a rule
     * that adds to a move (draws a card, changes a state) and hands it on returns false too. Moves that a variant
     * added in {@link #adjustMoves} or {@link #interjections} must be carried out by it.
     *
     * @param table the table to change
     * @param seat the seat that moves
     * @param move a legal move
     * @return true if these rules carried it out
     */
    default boolean apply(Table table, int seat, Move move) {
        return false;
    }

    /**
     * Carries out the action of a card just played — already on the discard pile, the active colour set (for a
     * transparent card, left as it was) — or returns false to leave it to later rules. The engine asks for every
     * card played outside a TAKI run, and for the last card of a run when the run ends on a card with an action
     * (any card but a number card, a TAKI or a Super TAKI); the TAKI is closed by then. Rules that carry out an
     * action also end the turn, or continue it, through the table.
     *
     * @param table the table to change
     * @param seat the seat that played it
     * @param card the card, on top of the discard pile
     * @param play the move that played it, with what it named
     * @return true if these rules carried out its action
     */
    default boolean carryOut(Table table, int seat, Card card, Move.Play play) {
        return false;
    }

    /**
     * A seat has gone out: its hand is empty and its last card's action is done. Return true if these rules
     * handled it (the game goes on, or they ended it through {@link Table#endGame}); the base game, last, makes
     * the seat the winner.
     *
     * @param table the table to change
     * @param seat the seat that went out
     * @return true if these rules handled it
     */
    default boolean onPlayerOut(Table table, int seat) {
        return false;
    }

    /**
     * A new round was dealt ({@link Table#newRound}): hands, piles and turn are fresh; variants' states are as
     * they were, for each variant to reset what belongs to a round.
     *
     * @param table the table of the new round
     */
    default void onNewRound(Table table) {
    }

    /**
     * Says why a move that is not legal was refused, or returns null to leave it to later rules. The variants are
     * asked first, in order; if none explains it and the base game alone would allow the move, it is refused as
     * {@link dev.taki.api.Rejection#ILLEGAL_MOVE} naming the variants in play; otherwise the base game explains
     * it. The reason's message is one sentence without the seat or the
     * move, which the engine adds, with the legal moves.
     *
     * @param table the table the move was refused on
     * @param seat the seat that sent it
     * @param move the move, not legal
     * @return the refusal, or null
     */
    default Outcome.Rejected explain(TableView table, int seat, Move move) {
        return null;
    }
}
