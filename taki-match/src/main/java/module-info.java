/**
 * Matches for game servers: seats with people and bots, a version raised by every accepted move, an event
 * log each seat reads as it may see it, deadlines, and stores that survive a restart (JSON files, JDBC).
 * It holds no web framework: a server puts its own transport in front of it.
 */
module dev.taki.match {
    requires transitive dev.taki.api;
    requires transitive dev.taki.core;
    requires dev.taki.bots;
    requires tools.jackson.databind;
    requires transitive java.sql;
    requires com.zaxxer.hikari;
    exports dev.taki.match;
}
