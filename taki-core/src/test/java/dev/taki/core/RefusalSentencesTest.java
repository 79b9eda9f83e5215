package dev.taki.core;

import dev.taki.api.Card;
import dev.taki.api.CardKind;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.Rejection;
import dev.taki.api.TableSetup;
import dev.taki.api.TableView;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.Variant;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every refusal the engine builds carries its key and arguments: one real refusal per key, whose English message
 * is the sentence the engine has always written, whose Hebrew one is filled in, and which renders again from its
 * key and arguments alone.
 */
class RefusalSentencesTest {
    private static final Locale HEBREW = Locale.forLanguageTag("he");
    private final Set<String> seen = new TreeSet<>();

    private static List<Card> cards(String text) {
        return Arrays.stream(text.split(" ")).map(Card::parse).toList();
    }

    /** Seat 0 to act with these cards on the leading card, seat 1 holding G1 Y4 B+2 G3. */
    private static GameState table(String hand, String leading) {
        return Taki.fromSetup(GameConfig.of(2, 1), TableSetup.of(List.of(cards(hand), cards("G1 Y4 B+2 G3")),
                Card.parse(leading)));
    }

    private static GameState after(GameState g, String... moves) {
        for (String m : moves) {
            g = g.apply(g.toAct(), g.parseMove(m)).state();
        }
        return g;
    }

    /** The frame the engine has always put around a reason. */
    private static String framed(GameState g, int seat, String move, String sentence) {
        return "seat " + seat + " cannot " + move + ": " + sentence + "; legal now: "
                + String.join(", ", g.legalMoves(seat).stream().map(Move::notation).toList());
    }

    private Outcome.Rejected refused(GameState g, int seat, Move move, Rejection reason, String key, String english) {
        Outcome.Rejected r = (Outcome.Rejected) g.apply(seat, move);
        assertEquals(reason, r.reason(), english);
        assertEquals(key, r.key(), english);
        assertEquals(english, r.message());
        assertEquals(english, r.message(Locale.ENGLISH));
        assertEquals(english, r.message(Locale.FRENCH));
        String hebrew = r.message(HEBREW);
        assertNotEquals(english, hebrew, key);
        assertFalse(hebrew.contains("{") || hebrew.contains("}"), hebrew);
        assertEquals(hebrew, r.message(new Locale("iw")));
        assertEquals(r, Outcome.Rejected.of(r.reason(), r.key(), r.arguments()), "renders again from key and arguments");
        seen.add(key);
        return r;
    }

    private Outcome.Rejected refused(GameState g, String move, Rejection reason, String key, String sentence) {
        return refused(g, 0, g.parseMove(move), reason, key, framed(g, 0, move, sentence));
    }

    @Test
    void everyKeyIsBuiltByTheEngineWithItsOldEnglishSentence() {
        GameState g = table("R5 R3 RTAKI B9 G+ R+2 KING COLOR", "R9");
        refused(g, 0, null, Rejection.NO_MOVE, "no-move", "no move was given");
        refused(g, 5, Move.draw(), Rejection.NO_SUCH_SEAT, "no-such-seat", "seat 5 is not a seat of this 2-player game");
        Outcome.Rejected turn = refused(g, 1, Move.draw(), Rejection.NOT_YOUR_TURN, "not-your-turn",
                "seat 1 cannot act now: it is seat 0's move");
        assertEquals(Map.of("seat", 1, "toAct", 0), turn.arguments());
        assertEquals("מושב 1 אינו יכול לפעול עכשיו: התור של מושב 0", turn.message(HEBREW));
        GameState over = after(table("R5", "R9"), "play R5");
        assertTrue(over.isOver());
        refused(over, 1, Move.draw(), Rejection.GAME_OVER, "game-over", "the game is over; draw cannot be played");

        Outcome.Rejected notInHand = refused(g, "play R5 Y9", Rejection.CARD_NOT_IN_HAND, "card-not-in-hand",
                "the card is not in their hand");
        assertEquals("Y9", notInHand.arguments().get("card"));
        assertEquals(List.of("card", "legal", "move", "seat"), List.copyOf(notInHand.arguments().keySet()));
        Outcome.Rejected choice = refused(g, "play R5 Y", Rejection.BAD_CHOICE, "bad-choice", "a card that names a"
                + " choice needs exactly that choice (a Change Color names a colour: play COLOR Y), and a card that"
                + " names none takes none here");
        assertEquals(Map.of("card", "R5", "expected", "none", "choice", "Y", "seat", 0, "move", "play R5 Y",
                "legal", g.legalMoves().stream().map(Move::notation).toList()), choice.arguments());
        refused(g, "play R5 R3", Rejection.ILLEGAL_MOVE, "not-allowed-now", "that move is not allowed now");
        Outcome.Rejected match = refused(g, "play G+", Rejection.CARD_DOES_NOT_MATCH, "card-does-not-match",
                "it matches neither the active colour R nor the leading card R9");
        assertEquals("G+", match.arguments().get("card"));
        assertEquals("R", match.arguments().get("activeColor"));
        assertEquals("R9", match.arguments().get("leading"));
        assertTrue(match.message(HEBREW).startsWith("מושב 0 אינו יכול לבצע play G+: הקלף אינו תואם את הצבע הפעיל"
                + " (אדום) ולא את הקלף המוביל R9; מהלכים חוקיים כעת: play R5, "), match.message(HEBREW));
        refused(g, "draw", Rejection.DRAW_NOT_ALLOWED, "draw-while-playable",
                "drawing is allowed only when no card can be played");
        refused(g, "close", Rejection.CANNOT_CLOSE, "close-no-run", "there is no TAKI run of theirs to close");
        refused(g, "end", Rejection.CANNOT_END, "cannot-end",
                "there is nothing to end: a turn ends with a play or a draw");
        refused(g, "pass", Rejection.CANNOT_PASS, "cannot-pass", "there is nothing to answer");

        GameState count = after(g, "play R+2");
        Outcome.Rejected answer = refused(count, 1, count.parseMove("play G1"), Rejection.MUST_ANSWER_PLUS_TWO,
                "must-answer-count", framed(count, 1, "play G1",
                        "a count of 2 is waiting: answer with a +2 or a King, or draw the count"));
        assertEquals(2, answer.arguments().get("count"));
        assertEquals("+2", answer.arguments().get("expected"));

        GameState run = after(g, "play RTAKI");
        refused(run, "close", Rejection.CANNOT_CLOSE, "close-empty-taki", "an empty TAKI cannot be closed");
        refused(run, "draw", Rejection.DRAW_NOT_ALLOWED, "draw-in-run", "nobody draws during their own TAKI run");
        Outcome.Rejected colour = refused(run, "play B9", Rejection.NOT_IN_RUN_COLOR, "not-in-run-color",
                "in a TAKI run only red cards or a Change Color may be played");
        assertEquals("R", colour.arguments().get("expected"));
        assertTrue(colour.message(HEBREW).contains("רק קלפים בצבע אדום או שנה צבע"), colour.message(HEBREW));

        GameState plus = after(table("R+ R5 G1", "R9"), "play R+");
        refused(plus, "draw", Rejection.MUST_FOLLOW_PLUS, "must-follow-plus",
                "after a Plus they must play another card on it");
        refused(table("R+ G1", "R9"), "play R+", Rejection.NO_FOLLOW_UP, "no-follow-up",
                "it would leave them without a legal move (a Plus must be followed by a card)");

        Outcome.Rejected forbidden = refused(withVariant(null), "play KING", Rejection.ILLEGAL_MOVE, "variants-forbid",
                "the variants in play (no-kings) do not allow it here");
        assertEquals(List.of("no-kings"), forbidden.arguments().get("variants"));
        assertEquals("KING", forbidden.arguments().get("card"));

        assertEquals(Outcome.Rejected.keys(), seen, "one refusal of each key");
    }

    @Test
    void aPluginsOwnSentenceIsFramedButNotTranslated() {
        GameState g = withVariant(new Outcome.Rejected(Rejection.BAD_CHOICE, "Kings sleep tonight"));
        Outcome.Rejected r = (Outcome.Rejected) g.apply(0, Move.parse("play KING"));
        String english = "seat 0 cannot play KING: Kings sleep tonight; legal now: play R5";
        assertEquals(english, r.message());
        assertNull(r.key());
        assertEquals(Map.of("seat", 0, "move", "play KING", "legal", List.of("play R5")), r.arguments());
        assertEquals(english, r.message(HEBREW));
        assertEquals(english, r.message(Locale.GERMAN));
    }

    @Test
    void aPluginMayReuseALibrarySentenceAndIsTranslatedWithIt() {
        GameState g = withVariant(Outcome.Rejected.of(Rejection.CARD_DOES_NOT_MATCH, "card-does-not-match",
                Map.of("card", "KING", "activeColor", "R", "leading", "R7")));
        Outcome.Rejected r = (Outcome.Rejected) g.apply(0, Move.parse("play KING"));
        assertEquals("seat 0 cannot play KING: it matches neither the active colour R nor the leading card R7;"
                + " legal now: play R5", r.message());
        assertEquals("מושב 0 אינו יכול לבצע play KING: הקלף אינו תואם את הצבע הפעיל (אדום) ולא את הקלף המוביל R7;"
                + " מהלכים חוקיים כעת: play R5", r.message(HEBREW));
    }

    /** Seat 0 holds a King and R5 on R7 under a variant that forbids Kings, explaining it so when given a reason. */
    private static GameState withVariant(Outcome.Rejected why) {
        Variant noKings = new Variant() {
            @Override public String id() { return "no-kings"; }
            @Override public String description() { return "Kings may not be played"; }
            @Override public Rules rules(Options options) {
                return new Rules() {
                    @Override public void adjustMoves(TableView table, int seat, List<Move> moves) {
                        moves.removeIf(m -> m instanceof Move.Play p && p.card().kind() == CardKind.KING);
                    }

                    @Override public Outcome.Rejected explain(TableView table, int seat, Move move) {
                        return why;
                    }
                };
            }
        };
        return Taki.fromSetup(GameConfig.of(2, 1).withVariants(List.of(VariantChoice.of("no-kings"))),
                TableSetup.of(List.of(cards("KING R5"), cards("G7")), Card.parse("R7")),
                VariantCatalog.of(List.of(noKings), List.of()));
    }
}
