package dev.taki.testkit.contract;

import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Table;
import dev.taki.api.spi.Variant;

/** A test-only variant whose games never end: whoever goes out starts a new round, for ever. */
final class EndlessRounds implements Variant {
    static final String ID = "endless-rounds";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "a player who goes out deals a new round: no game ends";
    }

    @Override
    public Rules rules(Options options) {
        return new Rules() {
            @Override
            public boolean onPlayerOut(Table table, int seat) {
                table.newRound(seat);
                return true;
            }
        };
    }
}
