package dev.taki.examples.houserules;

import dev.taki.api.Event;
import dev.taki.testkit.contract.TextsCheck;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** Each house rule speaks English and Hebrew whole, as {@link TextsCheck} reads it along random games. */
class HouseRulesTextsTest {

    @TestFactory
    Stream<DynamicNode> everyRuleOfThePackSpeaksEnglishAndHebrew() {
        return Stream.of(CatchLastCard.ID, DirectionStopsTwo.ID, DrawUntilPlay.ID, DryPiles.ID, JumpIn.ID,
                        NoColorOnColor.ID, PlusFour.ID, SevenSwap.ID, SuperTakiChoosesColor.ID, TakiContinuity.ID,
                        VoluntaryDraw.ID)
                .flatMap(id -> TextsCheck.forVariants(id).languages("en", "he").games(3)
                        .events(samples(id).toArray(Event[]::new)).tests());
    }

    /** The events random games seldom reach, with the details they carry in play. */
    private static List<Event> samples(String id) {
        return switch (id) {
            case DryPiles.ID -> List.of(new Event.VariantEvent(id, "piles-dry", 2, Map.of("fewest", 1)));
            case CatchLastCard.ID -> List.of(new Event.VariantEvent(id, "catchable", 1, Map.of()),
                    new Event.VariantEvent(id, "caught", 0, Map.of("seat", 1)));
            case JumpIn.ID -> List.of(new Event.VariantEvent(id, "jumped", 2, Map.of("over", 0)));
            default -> List.of();
        };
    }
}
