package dev.taki.core.spi;

import dev.taki.api.Card;
import dev.taki.api.ConfigurationException;
import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.MoveVerb;
import dev.taki.api.Outcome;
import dev.taki.api.Phase;
import dev.taki.api.Rejection;
import dev.taki.api.TableSetup;
import dev.taki.api.TableView;
import dev.taki.api.VariantChoice;
import dev.taki.api.spi.Options;
import dev.taki.api.spi.Rules;
import dev.taki.api.spi.SetupContext;
import dev.taki.api.spi.Table;
import dev.taki.api.spi.Variant;
import dev.taki.api.spi.Window;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The engine's side of several seats acting: a seat's moves out of turn, plugins' verbs, the hooks around every
 * move and turn, rules' order and the variants in play, and the {@link Window} helper — each through a small rule
 * written on the public SPI, as a contributor would.
 */
class SeveralSeatsTest {

    /** {@code cheer}: any seat not to act may cheer once the leading card is a 5; a cheer changes nothing else. */
    static final MoveVerb CHEER = MoveVerb.of("cheer", "cheer a 5");

    static final class Cheer implements Variant {
        final List<String> told = new ArrayList<>();

        @Override
        public String id() {
            return "cheer";
        }

        @Override
        public String description() {
            return "cheer a 5 out of turn";
        }

        @Override
        public void setUp(SetupContext context) {
            context.verb(CHEER);
        }

        @Override
        public Set<String> after() {
            return Set.of("watcher");
        }

        @Override
        public Rules rules(Options options) {
            told.add(String.join(",", options.inPlay()));
            return new Rules() {
                @Override
                public void interjections(TableView table, int seat, List<Move> moves) {
                    if (seat != table.toAct() && table.leading().kind().number() == 5) {
                        moves.add(CHEER.move());
                    }
                }

                @Override
                public boolean apply(Table table, int seat, Move move) {
                    if (move instanceof Move.Act act && act.verb().equals(CHEER)) {
                        table.emit(new Event.VariantEvent("cheer", "cheered", seat, Map.of()));
                        return true;
                    }
                    return false;
                }
            };
        }
    }

    /** Records every hook it is asked, as events, so a test can see the order. */
    static final class Watcher implements Variant {
        @Override
        public String id() {
            return "watcher";
        }

        @Override
        public String description() {
            return "says when each hook is asked";
        }

        @Override
        public Rules rules(Options options) {
            return new Rules() {
                @Override
                public void beforeMove(Table table, int seat, Move move) {
                    table.emit(new Event.VariantEvent("watcher", "before", seat, Map.of()));
                }

                @Override
                public void afterMove(Table table, int seat, Move move) {
                    table.emit(new Event.VariantEvent("watcher", "after", seat, Map.of()));
                }

                @Override
                public void onTurnStart(Table table, int seat) {
                    table.emit(new Event.VariantEvent("watcher", "turn", seat, Map.of()));
                }

                @Override
                public void onDrawShort(Table table, int seat, int owed, int forgiven, Event.DrawCause cause) {
                    table.emit(new Event.VariantEvent("watcher", "short", seat, Map.of("owed", owed, "forgiven", forgiven)));
                }

                @Override
                public boolean onLastCardMissed(Table table, int seat) {
                    table.emit(new Event.VariantEvent("watcher", "missed", seat, Map.of()));
                    return true;
                }
            };
        }
    }

    /** After every number card, the other seats are asked in turn whether to pass; nothing is drawn. */
    static final class Applause implements Variant {
        static final Phase CLAPPING = Phase.named("clapping");
        static final Window WINDOW = new Window("applause", CLAPPING);

        @Override
        public String id() {
            return "applause";
        }

        @Override
        public String description() {
            return "after a number card every other seat passes in turn";
        }

        @Override
        public void setUp(SetupContext context) {
            context.phase(CLAPPING);
            context.state(WINDOW.codec());
        }

        @Override
        public Rules rules(Options options) {
            return new Rules() {
                @Override
                public void adjustMoves(TableView table, int seat, List<Move> moves) {
                    if (WINDOW.asks(table, seat)) {
                        moves.add(Move.pass());
                    }
                }

                @Override
                public boolean apply(Table table, int seat, Move move) {
                    if (move instanceof Move.Pass && WINDOW.asks(table, seat)) {
                        int owner = WINDOW.current(table).orElseThrow().owner();
                        if (WINDOW.pass(table, seat).isEmpty()) {
                            table.passTurnFrom(owner);
                        }
                        return true;
                    }
                    return false;
                }

                @Override
                public boolean carryOut(Table table, int seat, Card card, Move.Play play) {
                    if (!card.kind().isNumber()) {
                        return false;
                    }
                    table.settleLastCard(seat);
                    if (table.handSize(seat) == 0) {
                        table.endTurn(0);
                    } else {
                        WINDOW.open(table, seat);
                    }
                    return true;
                }
            };
        }
    }

    static final class Before implements Variant {
        final String id;
        final Set<String> before;

        Before(String id, String... before) {
            this.id = id;
            this.before = Set.of(before);
        }

        @Override
        public String id() {
            return id;
        }

        @Override
        public String description() {
            return "comes before " + before;
        }

        @Override
        public Set<String> before() {
            return before;
        }

        @Override
        public Rules rules(Options options) {
            return new Rules() {
            };
        }
    }

    private static GameState table(VariantCatalog catalog, List<String> variants, String leading, List<String> drawPile,
                                   String... hands) {
        GameConfig config = GameConfig.of(hands.length, 1).withVariants(variants.stream().map(VariantChoice::of).toList());
        TableSetup setup = new TableSetup(Arrays.stream(hands).map(h -> Arrays.stream(h.split(" ")).map(Card::parse).toList())
                .toList(), Card.parse(leading), null, drawPile.stream().map(Card::parse).toList(), List.of(), 0, null,
                true, 0, Map.of());
        return Taki.fromSetup(config, setup, catalog);
    }

    private static Outcome.Accepted accepted(Outcome outcome) {
        return assertInstanceOf(Outcome.Accepted.class, outcome, () -> outcome.toString());
    }

    private static List<String> names(List<Event> events) {
        List<String> names = new ArrayList<>();
        for (Event e : events) {
            names.add(e instanceof Event.VariantEvent v ? v.name() + " " + v.seat() : e.getClass().getSimpleName());
        }
        return names;
    }

    @Test
    void aSeatThatIsNotToActMovesWhenARuleOffersItAMoveAndOnlyThen() {
        Cheer cheer = new Cheer();
        VariantCatalog catalog = VariantCatalog.of(List.of(cheer, new Watcher()), List.of());
        GameState s = table(catalog, List.of("cheer"), "R5", List.of(), "R3 B4", "G7 Y4", "B1 Y7");
        assertTrue(s.game().offersInterjections(), "a rule in play offers moves beside the turn");
        assertFalse(table(catalog, List.of(), "R5", List.of(), "R3", "G7").game().offersInterjections());
        assertEquals(List.of(CHEER.move()), s.legalMoves(2));
        assertEquals(List.of(CHEER.move()), s.view(2).legalMoves(), "a seat's view lists its own moves out of turn");
        assertEquals(List.of(), s.interjections(0), "the seat to act is offered no cheer");
        assertEquals(s.game().parseMove("cheer"), CHEER.move(), "the game reads its plugins' verbs");
        Outcome.Accepted cheered = accepted(s.apply(2, s.game().parseMove("cheer")));
        assertEquals(0, cheered.state().toAct(), "a cheer is no turn: seat 0 is still to act");
        assertEquals(List.of("cheered 2"), names(cheered.events()));
        Outcome.Rejected refused = assertInstanceOf(Outcome.Rejected.class, s.apply(1, Move.parse("play G7")));
        assertEquals(Rejection.NOT_YOUR_TURN, refused.reason());
        assertTrue(refused.message().contains("cheer"), refused.message());
        assertTrue(s.defaultMove(2).isEmpty(), "nobody waits for a seat that may only cheer");
        GameState after = accepted(s.apply(0, Move.parse("play R3"))).state();
        assertEquals(List.of(), after.legalMoves(2), "a 3 leads: no cheer");
    }

    @Test
    void theHooksAreAskedAroundEveryMoveAndTurn() {
        VariantCatalog catalog = VariantCatalog.of(List.of(new Watcher()), List.of());
        GameState s = table(catalog, List.of("watcher"), "R5", List.of("G1"), "R3 B4", "G9 Y4", "B1 Y7");
        Outcome.Accepted played = accepted(s.apply(0, Move.parse("play R3")));
        assertEquals(List.of("before 0", "CardPlayed", "missed 0", "TurnStarted", "turn 1", "after 0"), names(played.events()),
                "a missing declaration is left to the rule that says it deals with it: no penalty draw");
        assertEquals(1, played.state().handSize(0));
        Outcome.Accepted drew = accepted(played.state().apply(1, Move.parse("draw")));
        assertEquals(List.of("before 1", "CardsDrawn", "TurnStarted", "turn 2", "after 1"), names(drew.events()));
    }

    @Test
    void rulesAreOrderedAsTheySayOrRefusedWithASentence() {
        Cheer cheer = new Cheer();
        VariantCatalog catalog = VariantCatalog.of(List.of(cheer, new Watcher(), new Before("a", "b"),
                new Before("b", "a")), List.of());
        GameState s = table(catalog, List.of("cheer", "watcher"), "R5", List.of(), "R3", "G7");
        assertEquals(List.of("watcher", "cheer"), s.config().variants().stream().map(VariantChoice::id).toList(),
                "cheer comes after watcher, as it says");
        assertEquals("watcher,cheer", cheer.told.get(cheer.told.size() - 1), "a rule knows the variants in play");
        ConfigurationException e = assertThrows(ConfigurationException.class,
                () -> table(catalog, List.of("a", "b"), "R5", List.of(), "R3", "G7"));
        assertTrue(e.getMessage().contains("'a' before 'b' (a says so)") && e.getMessage().contains("'b' before 'a'"),
                e.getMessage());
    }

    @Test
    void aWindowAsksEachOtherSeatInTurnAndForcesNothing() {
        VariantCatalog catalog = VariantCatalog.of(List.of(new Applause()), List.of());
        GameState s = table(catalog, List.of("applause"), "R5", List.of(), "R3 B4 B5", "G7 Y4", "B1 Y7");
        GameState opened = accepted(s.apply(0, Move.parse("play R3"))).state();
        assertEquals(1, opened.toAct());
        assertEquals(Applause.CLAPPING, opened.phase());
        assertEquals(List.of(Move.pass()), opened.legalMoves());
        GameState second = accepted(opened.apply(1, Move.pass())).state();
        assertEquals(2, second.toAct());
        Outcome.Accepted closed = accepted(second.apply(2, Move.pass()));
        assertEquals(1, closed.state().toAct(), "once everyone passed, the rule passes the turn on");
        assertEquals(Phase.TURN, closed.state().phase());
        assertEquals(List.of(2, 2, 2), List.of(closed.state().handSize(0), closed.state().handSize(1),
                closed.state().handSize(2)), "nobody drew");
        assertFalse(closed.state().variantState("applause").containsKey("owner"));
    }
}
