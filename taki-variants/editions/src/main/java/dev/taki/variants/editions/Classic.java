package dev.taki.variants.editions;

import java.util.List;

/** The game before 2011: Crazy Cards instead of Kings, and the +3 made of a 3 and a Plus. */
public final class Classic extends NamedEdition {
    /** Creates the edition (for ServiceLoader). */
    public Classic() {
        super("classic", "the game before 2011: Crazy Cards instead of Kings, +3 as a 3 with a Plus",
                List.of("crazy-card", "plus-three-rule"));
    }
}
