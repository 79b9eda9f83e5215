package dev.taki.testkit.contract;

import dev.taki.api.Card;
import dev.taki.api.Move;
import dev.taki.api.Phase;
import dev.taki.api.TableView;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.Table;
import dev.taki.api.spi.Variant;
import dev.taki.api.spi.Window;

import java.util.ArrayList;
import java.util.List;

/**
 * A test-only window after a number card: the other seats are asked in turn order, each put to act in the phase
 * {@code response}, where it may only pass; once all have passed, play goes on from the card's player. Made in two
 * ways: {@link #asksEveryone()} asks every other seat, as a window must; {@link #asksOnlyHolders()} asks only the
 * seats that hold a card of the same number — a leak, for who is asked (who is to act) tells everyone who holds
 * one. The contract found nothing wrong with the second until it dealt every seat's cards again.
 *
 * @param id the variant's id
 * @param onlyHolders whether only the seats holding a card of the number are asked (the leak)
 */
public record NumberWindow(String id, boolean onlyHolders) implements Variant {
    /** The phase of the seat asked. */
    static final Phase RESPONSE = Phase.named("response");

    /** {@return the window that asks every other seat} */
    public static NumberWindow asksEveryone() {
        return new NumberWindow("asks-everyone", false);
    }

    /** {@return the window that asks only the seats holding a card of the number: a leak} */
    public static NumberWindow asksOnlyHolders() {
        return new NumberWindow("asks-only-holders", true);
    }

    @Override
    public String description() {
        return onlyHolders ? "after a number card, asks the seats holding that number (a leak)"
                : "after a number card, asks every other seat";
    }

    @Override
    public void setUp(SetupContext context) {
        context.phase(RESPONSE);
        context.state(new Window(id, RESPONSE).codec());
    }

    @Override
    public Rules rules(Options options) {
        Window window = new Window(id, RESPONSE);
        return new Rules() {
            @Override
            public boolean carryOut(Table table, int seat, Card card, Move.Play play) {
                if (!card.kind().isNumber() || table.handSize(seat) == 0) {
                    return false;                  // going out is the base game's
                }
                List<Integer> asked = new ArrayList<>();
                for (int i = 1; i < table.players(); i++) {
                    int other = table.seatAfter(seat, i);
                    if (!onlyHolders || table.hand(other).stream().anyMatch(c -> c.kind() == card.kind())) {
                        asked.add(other);
                    }
                }
                if (asked.isEmpty()) {
                    return false;
                }
                table.settleLastCard(seat);
                window.open(table, seat, asked);
                return true;
            }

            @Override
            public void adjustMoves(TableView table, int seat, List<Move> moves) {
                if (window.asks(table, seat)) {
                    moves.clear();
                    moves.add(Move.pass());
                }
            }

            @Override
            public boolean apply(Table table, int seat, Move move) {
                if (!(move instanceof Move.Pass) || !window.asks(table, seat)) {
                    return false;
                }
                int owner = window.current(table).orElseThrow().owner();
                if (window.pass(table, seat).isEmpty()) {
                    table.passTurnFrom(owner);
                }
                return true;
            }
        };
    }
}
