package dev.taki.web;

import dev.taki.match.MatchSeat;
import dev.taki.match.SeatStatus;

import java.text.Normalizer;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The names people may take at a table: unique there, ignoring case and whitespace, and never a bot's ("Bot 2"), so
 * that nobody at the table can be mistaken for another player or for a bot.
 */
final class SeatNames {
    /** A bot's name as the table gives it ({@link Tables#botName}), once case and whitespace are set aside. */
    private static final Pattern BOT_NAME = Pattern.compile("bot\\d+");
    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    private SeatNames() {
    }

    /**
     * Refuses a name a person may not take at a table.
     *
     * @param name the name asked for, trimmed and of an allowed length
     * @param seats the table's seats now
     * @throws ApiError 422 {@code RESERVED_NAME} for a bot's name, 409 {@code NAME_TAKEN} for a name another person at
     *         the table has (ignoring case and whitespace)
     */
    static void check(String name, List<MatchSeat> seats) {
        String key = key(name);
        if (BOT_NAME.matcher(key).matches()) {
            throw new ApiError(422, "RESERVED_NAME", "name: '" + name + "' is how the table names its bots; choose"
                    + " another name");
        }
        for (MatchSeat seat : seats) {
            if (seat.human() && seat.status() != SeatStatus.OPEN && seat.name() != null && key(seat.name()).equals(key)) {
                throw ApiError.conflict("NAME_TAKEN", "name: '" + seat.name() + "' already sits at this table (names"
                        + " are compared ignoring case and spaces); choose another name");
            }
        }
    }

    /** {@return the name as it is compared: compatibility-normalised, lower case, without whitespace} */
    static String key(String name) {
        String normal = Normalizer.normalize(name, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
        return WHITESPACE.matcher(normal).replaceAll("");
    }
}
