package dev.taki.match;

/**
 * When a match's bots take their turns. A person may only jump in at the start of another seat's turn, or catch a
 * player who forgot "last card" before the next move: against a bot that moves the instant its turn starts, a
 * person never has the chance. {@link #WAIT_FOR_PEOPLE} gives it to them.
 */
public enum BotPace {
    /** A bot moves the instant its turn starts: the default. */
    AT_ONCE,
    /**
     * Where the rules let seats move out of turn ({@link dev.taki.api.Game#offersInterjections()}), a bot whose
     * turn's move is due while a person's seat is not the one to act waits: the match {@linkplain Match#botsHeldAt()
     * says so}, and the bot moves at the first {@link Match#wake()} after {@link MatchOptions#botPause()} (or when the
     * server calls {@link Match#resumeBots(int)}), unless a person moved meanwhile. It waits whether or not a person
     * has a move now, so that the pause tells nobody what a seat holds. Bots' own moves out of turn are never held.
     */
    WAIT_FOR_PEOPLE
}
