package dev.taki.it;

import java.util.ListResourceBundle;

/**
 * The texts of {@link TextsTest}'s half-translated plugin, in English only (there is no {@code HalfTexts_he}): a name,
 * and an event sentence that writes a card in notation.
 */
public final class HalfTexts extends ListResourceBundle {
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
                {"name", "Murmur rule"},
                {"description", "murmurs at every turn"},
                {"event.turn-murmured", "{seat} murmurs about {card}"},
        };
    }
}
