package dev.taki.variants.editions;

import java.util.List;

/** The 2011 edition: the base game, 112 cards. */
public final class Edition2011 extends NamedEdition {
    /** Creates the edition (for ServiceLoader). */
    public Edition2011() {
        super("edition-2011", "the 2011 edition: the base game, 112 cards", List.of());
    }
}
