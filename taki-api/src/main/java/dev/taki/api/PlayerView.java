package dev.taki.api;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What one seat may know: their own hand and the public table. It cannot hold another player's cards or
 * the order of the draw pile, so handing it to a client cannot leak them. A spectator's view
 * ({@link GameState#spectatorView()}) has seat -1, no hand and no legal moves.
 *
 * @param seat          the seat this view belongs to, or -1 for a spectator
 * @param hand          that seat's cards (none for a spectator)
 * @param handSizes     every seat's number of cards
 * @param leading       the card the next play must match
 * @param activeColor   the colour a card must match
 * @param direction     the direction of play
 * @param drawPileSize  cards left to draw
 * @param discardPile   the discard pile, top first (it lies face up)
 * @param outOfPlay     the cards set aside for the whole game (they lie face up: {@link TableView#outOfPlay()})
 * @param turnOwner     whose turn it is
 * @param toAct         who must act now
 * @param phase         where the seat to act stands in the turn
 * @param pendingDraw   the waiting draw count (of the leading card's kind: a +2, or a plugin's)
 * @param taki          the TAKI run or open TAKI, if any
 * @param winners       the winners once the game is over
 * @param legalMoves    this seat's legal moves now (empty when it may not act)
 * @param variantStates the public state of each variant in play, by id
 * @param round         the round being played: 1, or more in a match of rounds (a variant that plays several rounds)
 * @param version       the number of moves accepted so far ({@link GameState#moveCount()}): every accepted move
 *                      raises it, so a client that sends it with its move lets a server refuse a move made on a
 *                      stale table
 */
public record PlayerView(int seat, List<Card> hand, List<Integer> handSizes, Card leading, Color activeColor,
                         Direction direction, int drawPileSize, List<Card> discardPile, List<Card> outOfPlay,
                         int turnOwner, int toAct,
                         Phase phase, int pendingDraw, Optional<TakiStatus> taki, List<Integer> winners,
                         List<Move> legalMoves, Map<String, Map<String, Object>> variantStates, int round,
                         int version) {
    /**
     * Copies every collection.
     *
     * @param seat the seat this view belongs to, or -1 for a spectator
     * @param hand that seat's cards; copied
     * @param handSizes every seat's number of cards; copied
     * @param leading the card the next play must match
     * @param activeColor the colour a card must match
     * @param direction the direction of play
     * @param drawPileSize cards left to draw
     * @param discardPile the discard pile, top first; copied
     * @param outOfPlay the cards set aside for the whole game; copied, null for none
     * @param turnOwner whose turn it is
     * @param toAct who must act now
     * @param phase where the seat to act stands in the turn
     * @param pendingDraw the waiting draw count
     * @param taki the TAKI run or open TAKI, if any
     * @param winners the winners once the game is over; copied
     * @param legalMoves this seat's legal moves now; copied
     * @param variantStates the public state of each variant in play, by id; copied
     * @param round the round being played
     * @param version the number of moves accepted so far
     */
    public PlayerView {
        hand = List.copyOf(hand);
        handSizes = List.copyOf(handSizes);
        discardPile = List.copyOf(discardPile);
        outOfPlay = outOfPlay == null ? List.of() : List.copyOf(outOfPlay);
        winners = List.copyOf(winners);
        legalMoves = List.copyOf(legalMoves);
        variantStates = Map.copyOf(variantStates);
    }

    /**
     * A view of a table with no card out of play: the form before cards could be set aside.
     *
     * @param seat the seat this view belongs to, or -1 for a spectator
     * @param hand that seat's cards; copied
     * @param handSizes every seat's number of cards; copied
     * @param leading the card the next play must match
     * @param activeColor the colour a card must match
     * @param direction the direction of play
     * @param drawPileSize cards left to draw
     * @param discardPile the discard pile, top first; copied
     * @param turnOwner whose turn it is
     * @param toAct who must act now
     * @param phase where the seat to act stands in the turn
     * @param pendingDraw the waiting draw count
     * @param taki the TAKI run or open TAKI, if any
     * @param winners the winners once the game is over; copied
     * @param legalMoves this seat's legal moves now; copied
     * @param variantStates the public state of each variant in play, by id; copied
     * @param round the round being played
     * @param version the number of moves accepted so far
     */
    public PlayerView(int seat, List<Card> hand, List<Integer> handSizes, Card leading, Color activeColor,
                      Direction direction, int drawPileSize, List<Card> discardPile, int turnOwner, int toAct,
                      Phase phase, int pendingDraw, Optional<TakiStatus> taki, List<Integer> winners,
                      List<Move> legalMoves, Map<String, Map<String, Object>> variantStates, int round, int version) {
        this(seat, hand, handSizes, leading, activeColor, direction, drawPileSize, discardPile, List.of(), turnOwner,
                toAct, phase, pendingDraw, taki, winners, legalMoves, variantStates, round, version);
    }
}
