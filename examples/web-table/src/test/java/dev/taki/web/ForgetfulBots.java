package dev.taki.web;

import dev.taki.api.Event;
import dev.taki.api.Game;
import dev.taki.api.Move;
import dev.taki.api.PlayerView;
import dev.taki.bots.Bot;
import dev.taki.bots.BotFactory;
import dev.taki.bots.Bots;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.ResourceBundle;

/**
 * A kind of bot for the tests, {@code forgets-last-card}: it plays its turns as {@code heuristic} does but never says
 * "last card", and makes no move out of turn (so it does not say it late either), so that under
 * {@code catch-last-card} a person sees a bot become catchable and stay so. Registered on the tests' class path only
 * ({@code META-INF/services/dev.taki.bots.BotFactory}), so the tests' servers offer it and a server people play on
 * does not.
 */
public final class ForgetfulBots implements BotFactory {
    /** The kind's name, as a table's {@code bots} names it. */
    public static final String NAME = "forgets-last-card";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "a test's bot: plays as heuristic but never says \"last card\"";
    }

    /** Its name and description in English and Hebrew (test resources dev/taki/web/forgetful*.properties). */
    @Override
    public ResourceBundle texts(Locale locale) {
        return ResourceBundle.getBundle("dev.taki.web.forgetful", locale);
    }

    @Override
    public Bot create(String argument) {
        if (argument != null) {
            throw new IllegalArgumentException("the bot '" + NAME + "' takes no argument, got '" + argument + "'");
        }
        Bot heuristic = Bots.create("heuristic");
        return new Bot() {
            @Override
            public String name() {
                return NAME;
            }

            @Override
            public void join(Game game, int seat) {
                heuristic.join(game, seat);
            }

            @Override
            public void observe(List<Event> events) {
                heuristic.observe(events);
            }

            @Override
            public Move choose(PlayerView view, Random random) {
                return heuristic.choose(view, random).withoutDeclaration();
            }
        };
    }
}
