/**
 * The TAKI rules engine's public API: cards, moves, notation, events, views, configuration, and the SPI that
 * plugins implement ({@code dev.taki.api.spi}). It depends on the JDK only.
 */
module dev.taki.api {
    exports dev.taki.api;
    exports dev.taki.api.spi;
}
