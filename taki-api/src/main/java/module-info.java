/**
 * The TAKI rules engine's public API: cards, moves, notation, events, views, configuration, and the SPI that
 * plugins implement ({@code dev.taki.api.spi}), and the texts people read in their language
 * ({@code dev.taki.api.text}). It depends on the JDK only.
 */
module dev.taki.api {
    exports dev.taki.api;
    exports dev.taki.api.spi;
    exports dev.taki.api.text;
}
