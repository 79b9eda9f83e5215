package dev.taki.cli.simulate;

import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.bots.Bot;
import dev.taki.bots.RandomBot;

import java.util.Random;

/**
 * Asks a seat's bot for its move. The random bot reads nothing of its view but the legal moves, so it is given
 * its choice without the view being built (a view copies the hand, the discard pile and the variants' states,
 * most of a decision's cost): the same move {@link RandomBot#choose} makes, from the same random numbers.
 */
final class Choices {
    private Choices() {
    }

    /** The move of the bot at the seat to act. */
    static Move choose(Bot bot, GameState state, Random random) {
        if (bot instanceof RandomBot) {
            return RandomBot.choose(state.legalMoves(), random);
        }
        return bot.choose(state.view(state.toAct()), random);
    }
}
