/** The editions `classic`, `edition-2011` and `edition-2015`: found as services, it exports nothing. */
module dev.taki.variants.editions {
    requires dev.taki.api;

    provides dev.taki.api.spi.Edition with dev.taki.variants.editions.Classic, dev.taki.variants.editions.Edition2011,
            dev.taki.variants.editions.Edition2015;
}
