/** The `plus-three-card` plugin: found as a service, it exports nothing. */
module dev.taki.variants.plusthreecard {
    requires dev.taki.api;

    provides dev.taki.api.spi.Variant with dev.taki.variants.plusthreecard.PlusThreeCard;
}
