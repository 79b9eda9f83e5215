/** The `penalty-scoring` plugin: found as a service, it exports nothing. */
module dev.taki.variants.penaltyscoring {
    requires dev.taki.api;

    provides dev.taki.api.spi.Variant with dev.taki.variants.penaltyscoring.PenaltyScoring;
}
