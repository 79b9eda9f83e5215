package dev.taki.cli.simulate;

import dev.taki.api.Event;
import dev.taki.api.Game;
import dev.taki.api.Move;
import dev.taki.api.PlayerView;
import dev.taki.bots.Bot;
import dev.taki.bots.BotFactory;
import dev.taki.bots.RandomBot;

import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A test bot (registered as {@code watcher}) that plays like the random bot but checks what it is told: it must
 * have observed one list of events for every move accepted before each of its decisions, and never another
 * seat's drawn cards. It refuses to play on (throws) when the protocol was not kept.
 */
public final class WatcherBot implements Bot {
    /** Other seats' draws observed by all watchers (which must arrive without cards), for a test to see some came. */
    static final AtomicLong OTHERS_DRAWS = new AtomicLong();

    private int seat = -1;
    private int observed;

    /** Makes watchers. */
    public static final class Factory implements BotFactory {
        @Override public String name() { return "watcher"; }
        @Override public String description() { return "a test bot that checks the events it is told"; }
        @Override public Bot create(String argument) { return new WatcherBot(); }
    }

    @Override
    public String name() {
        return "watcher";
    }

    @Override
    public void join(Game game, int seat) {
        if (this.seat != -1) {
            throw new IllegalStateException("joined twice");
        }
        this.seat = seat;
    }

    @Override
    public void observe(List<Event> events) {
        observed++;
        for (Event e : events) {
            if (e instanceof Event.CardsDrawn d && d.seat() != seat) {
                OTHERS_DRAWS.incrementAndGet();
                if (!d.cards().isEmpty()) {
                    throw new IllegalStateException("seat " + seat + " was shown seat " + d.seat() + "'s cards");
                }
            }
        }
    }

    @Override
    public Move choose(PlayerView view, Random random) {
        if (observed != view.version()) {
            throw new IllegalStateException("seat " + seat + " observed " + observed + " moves, the game is at " + view.version());
        }
        return RandomBot.choose(view.legalMoves(), random);
    }
}
