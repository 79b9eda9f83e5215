/** The `permissive-plus` plugin: found as a service, it exports nothing. */
module dev.taki.variants.permissiveplus {
    requires dev.taki.api;

    provides dev.taki.api.spi.Variant with dev.taki.variants.permissiveplus.PermissivePlus;
}
