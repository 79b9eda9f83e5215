package dev.taki.examples.houserules;

import dev.taki.api.Card;
import dev.taki.api.Move;
import dev.taki.api.Phase;
import dev.taki.api.TableView;
import dev.taki.api.TakiStatus;
import dev.taki.api.spi.Rules;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One hook, and no state of its own: whether a continuity has begun can be read off the table.
 * <ul>
 *   <li>In a player's own run, after at least one card, when the last card played is a number card, the
 *       cards of that number in the other colours are offered too (those of the run's colour already are).
 *   <li>Once such a card lies on the run — one of the run's cards on top of the pile is of another colour
 *       than the run's — the continuity has begun: only cards of that number (any colour) and {@code close}
 *       are offered, also after a card of the run's colour of that number. {@code end} is not: a TAKI cannot
 *       stay open behind a card of another colour (RULES.md § 4.5).
 * </ul>
 * The engine plays the card as a run card (it does not check a run card's colour: the legal moves did), so
 * the turn, the "last card" rule, closing, and a hand emptied inside the run are the base game's.
 */
final class TakiContinuityRules implements Rules {

    @Override
    public void adjustMoves(TableView table, int seat, List<Move> moves) {
        if (table.phase() != Phase.TAKI_RUN) {
            return;
        }
        TakiStatus run = table.taki().orElse(null);
        Card last = table.leading();
        if (run == null || run.seat() != seat || run.cardsPlayed() == 0 || !last.kind().isNumber()) {
            return;
        }
        // The run's cards lie on top of the pile; one of another colour is a continuity card, even when a card
        // of the run's colour (of that number) went on it since.
        boolean begun = table.runCards().stream().anyMatch(c -> c.colorOrNull() != run.color());
        if (begun) {
            moves.removeIf(m -> m instanceof Move.End
                    || m instanceof Move.Play p && (p.cards().size() != 1 || p.card().kind() != last.kind()));
        }
        Set<Card> sameNumber = new LinkedHashSet<>();
        for (Card c : table.hand(seat)) {
            if (c.kind() == last.kind()) {
                sameNumber.add(c);
            }
        }
        for (Card c : sameNumber) {
            Move play = Move.play(c);
            if (!moves.contains(play)) {
                moves.add(play);
            }
        }
    }
}
