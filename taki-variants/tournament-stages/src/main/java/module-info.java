/** The `tournament-stages` plugin: found as a service, it exports nothing. */
module dev.taki.variants.tournamentstages {
    requires dev.taki.api;

    provides dev.taki.api.spi.Variant with dev.taki.variants.tournamentstages.TournamentStages;
}
