package dev.taki.examples.houserules;

import dev.taki.api.Event;
import dev.taki.api.Move;
import dev.taki.api.TableView;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;

import java.util.List;
import java.util.Map;

/**
 * Four hooks and the state {@link Catchable}.
 * <ul>
 *   <li>{@link #onLastCardMissed}: a turn ended with one card and no declaration (RULES.md § 5, and the stage-1
 *       declaration of {@code tournament-stages}, which asks the same rule): no draw; the seat becomes catchable.
 *   <li>{@link #interjections}: while a seat is catchable, it may {@code declare} and every other seat — the one to
 *       act included — may {@code catch} it. What is offered depends only on the public state.
 *   <li>{@link #beforeMove}: any accepted move ends the catchability (the catch and the declaration too, which
 *       {@link #apply} then carries out).
 *   <li>{@link #apply}: a catch makes the caught seat draw 4 at once (§ 6 applies); a declaration is announced.
 *       Neither changes the turn.
 * </ul>
 */
final class CatchLastCardRules implements Rules {
    /** The one instance: the rule has no options, and its state lives in the game. */
    static final CatchLastCardRules INSTANCE = new CatchLastCardRules();

    private CatchLastCardRules() {
    }

    @Override
    public boolean onLastCardMissed(Table table, int seat) {
        table.setState(CatchLastCard.ID, new Catchable(seat));
        table.emit(new Event.VariantEvent(CatchLastCard.ID, "catchable", seat, Map.of()));
        return true;
    }

    @Override
    public void interjections(TableView table, int seat, List<Move> moves) {
        Catchable catchable = table.state(CatchLastCard.ID, Catchable.class).orElse(null);
        if (catchable == null || table.handSize(catchable.seat()) == 0) {
            return;
        }
        moves.add(catchable.seat() == seat ? CatchLastCard.DECLARE.move() : CatchLastCard.CATCH.move(catchable.seat()));
    }

    @Override
    public void beforeMove(Table table, int seat, Move move) {
        if (table.state(CatchLastCard.ID, Catchable.class).isPresent()) {
            table.setState(CatchLastCard.ID, null);
        }
    }

    @Override
    public boolean apply(Table table, int seat, Move move) {
        if (!(move instanceof Move.Act act)) {
            return false;
        }
        if (act.verb().equals(CatchLastCard.CATCH)) {
            table.emit(new Event.VariantEvent(CatchLastCard.ID, "caught", seat, Map.of("seat", act.seat())));
            table.emit(new Event.LastCardPenalty(act.seat()));
            table.draw(act.seat(), 4, Event.DrawCause.LAST_CARD_PENALTY);
            return true;
        }
        if (act.verb().equals(CatchLastCard.DECLARE)) {
            table.emit(new Event.LastCardDeclared(seat));
            return true;
        }
        return false;
    }
}
