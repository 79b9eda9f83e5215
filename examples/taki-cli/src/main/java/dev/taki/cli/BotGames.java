package dev.taki.cli;

import picocli.CommandLine;
import picocli.CommandLine.Option;

import java.util.List;

/**
 * The options of many bot games — {@code --bots}, {@code --rotate}, {@code --max-decisions} — as {@code simulate},
 * {@code compare} and the Spark example's command read them, for a picocli {@code @Mixin}.
 */
public final class BotGames {

    @Option(names = "--bots", split = Seating.BOT_LIST_SPLIT, splitSynopsisLabel = ",", paramLabel = "BOT", defaultValue = "random",
            description = "the bot of every seat, or one bot for all: random, heuristic, ismcts[:N][,threads=T] (default: ${DEFAULT-VALUE})")
    List<String> bots;

    @Option(names = "--rotate", description = "move the bots one seat on every game, so each bot sits at each seat equally")
    boolean rotate;

    @Option(names = "--max-decisions", paramLabel = "N", defaultValue = "100000",
            description = "stop a game after this many decisions and count it unfinished (default: ${DEFAULT-VALUE})")
    int maxDecisions;

    /** No option given: picocli fills the fields from the command line. */
    public BotGames() {
    }

    /** {@return the bot names given, one a seat or one for every seat (see {@link Seating})} */
    public List<String> bots() {
        return bots;
    }

    /** {@return whether the bots move one seat on every game} */
    public boolean rotate() {
        return rotate;
    }

    /**
     * The decisions after which a game is stopped and counted unfinished.
     *
     * @param commandLine the command, to name in a refusal
     * @return the limit, 1 or more
     * @throws CommandLine.ParameterException for a limit below 1
     */
    public int maxDecisions(CommandLine commandLine) {
        if (maxDecisions < 1) {
            throw new CommandLine.ParameterException(commandLine, "--max-decisions: expected 1 or more, got " + maxDecisions);
        }
        return maxDecisions;
    }
}
