/** The `crazy-card` plugin: found as a service, it exports nothing. */
module dev.taki.variants.crazycard {
    requires dev.taki.api;

    provides dev.taki.api.spi.Variant with dev.taki.variants.crazycard.CrazyCard;
}
