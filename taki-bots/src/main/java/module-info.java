/**
 * Computer players for the TAKI rules engine: {@code random}, {@code heuristic} and {@code ismcts}, a search over
 * the deals its seat could face. A bot decides from its seat's {@link dev.taki.api.PlayerView} and the events its
 * seat saw, never from hidden cards. It depends on the API only.
 */
module dev.taki.bots {
    requires transitive dev.taki.api;
    exports dev.taki.bots;
    uses dev.taki.bots.BotFactory;
}
