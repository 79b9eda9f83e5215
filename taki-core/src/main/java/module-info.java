/**
 * The TAKI rules engine: the base game as the first rules of every game ({@code dev.taki.core.rules}, not
 * exported), the engine that keeps the books ({@code dev.taki.core.engine}, not exported), and the facade:
 * games, variant discovery, the referee's facts, JSON, configuration files and game records.
 */
module dev.taki.core {
    requires transitive dev.taki.api;
    requires transitive tools.jackson.databind;
    requires tools.jackson.dataformat.yaml;
    requires io.vavr;

    exports dev.taki.core;
    exports dev.taki.core.config;
    exports dev.taki.core.json;
    exports dev.taki.core.record;

    uses dev.taki.api.spi.Variant;
    uses dev.taki.api.spi.Edition;
}
