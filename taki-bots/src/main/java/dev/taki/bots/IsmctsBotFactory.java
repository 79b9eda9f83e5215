package dev.taki.bots;

/**
 * The {@code ismcts} kind of bot ({@link IsmctsBot}), one of {@link Bots}' own: {@code ismcts}, {@code ismcts:N}
 * (iterations a move), {@code ismcts:Nms} (milliseconds a move), each optionally with {@code ,threads=T}.
 */
final class IsmctsBotFactory implements BotFactory {

    @Override
    public String name() {
        return "ismcts";
    }

    @Override
    public String description() {
        return "searches the deals its seat could face (information-set Monte Carlo tree search); ismcts:N for N"
                + " iterations a move (default " + IsmctsBot.DEFAULT_ITERATIONS + "), ismcts:Nms for N milliseconds,"
                + " ',threads=T' to search on T threads";
    }

    @Override
    public Bot create(String argument) {
        return IsmctsBot.parse(argument);
    }
}
