/**
 * The testkit for plugin authors: scenario files and their runner, random play, the § 8 invariants, jqwik
 * arbitraries, and the contract suite every variant must pass.
 */
module dev.taki.testkit {
    requires transitive dev.taki.core;
    requires transitive org.junit.jupiter.api;
    requires transitive net.jqwik.api;

    exports dev.taki.testkit.arbitraries;
    exports dev.taki.testkit.contract;
    exports dev.taki.testkit.play;
    exports dev.taki.testkit.scenario;

    uses dev.taki.api.spi.Variant;
}
