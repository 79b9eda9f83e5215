package dev.taki.variants.editions;

import java.util.List;

/** The 2015 edition: the base game with two +3 and two +3 Breakers, 116 cards. */
public final class Edition2015 extends NamedEdition {
    /** Creates the edition (for ServiceLoader). */
    public Edition2015() {
        super("edition-2015", "the 2015 edition: adds two +3 and two +3 Breakers, 116 cards",
                List.of("plus-three-card"));
    }
}
