/** The `plus-three-rule` plugin: found as a service, it exports nothing. */
module dev.taki.variants.plusthreerule {
    requires dev.taki.api;

    provides dev.taki.api.spi.Variant with dev.taki.variants.plusthreerule.PlusThreeRule;
}
