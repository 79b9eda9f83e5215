package dev.taki.it;

import dev.taki.api.CardKind;
import dev.taki.api.Direction;
import dev.taki.api.Event;
import dev.taki.api.GameConfig;
import dev.taki.api.GameState;
import dev.taki.api.Move;
import dev.taki.api.Outcome;
import dev.taki.api.VariantChoice;
import dev.taki.core.Taki;
import dev.taki.core.VariantCatalog;
import dev.taki.testkit.arbitraries.PlayerCounts;
import dev.taki.testkit.play.RandomGame;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AfterContainer;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The move made for a seat whose time ran out ({@link GameState#defaultMove}), checked on every position of random
 * games of the base game, of every variant and edition on the class path (the house-rule pack's included) alone,
 * and of random combinations of them: it is a legal turn move of the seat to act and nobody else's; it is the most
 * passive one — pass, else draw, else close, else end — and, when it must be a play, it gives away the weakest
 * card in the documented order, keeping Super TAKI and King while anything else may be played.
 */
class DefaultMoveProperties {
    private static final VariantCatalog CATALOG = VariantCatalog.discover();
    private static final List<List<VariantChoice>> CONFIGURATIONS = configurations(new Random(7));
    private static final AtomicInteger POSITIONS = new AtomicInteger();

    /** The documented order of the base game's coloured action cards, weakest first. */
    private static final List<CardKind> COLORED_ACTIONS = List.of(CardKind.CHANGE_DIRECTION, CardKind.STOP,
            CardKind.PLUS, CardKind.PLUS_TWO, CardKind.TAKI);
    private static final int SUPER_TAKI = 302;

    /** The base game, each variant and edition alone, and random combinations that the catalog accepts. */
    private static List<List<VariantChoice>> configurations(Random random) {
        List<List<VariantChoice>> all = new ArrayList<>();
        all.add(List.of());
        List<String> ids = new ArrayList<>(CATALOG.variants().keySet());
        Collections.sort(ids);
        assertTrue(ids.size() >= 6, "every variant is on the class path: " + ids);
        ids.forEach(id -> all.add(List.of(choice(id, random))));
        CATALOG.editions().keySet().stream().sorted().forEach(id -> all.add(List.of(VariantChoice.of(id))));
        while (all.size() < 1 + ids.size() + CATALOG.editions().size() + 20) {
            Collections.shuffle(ids, random);
            List<VariantChoice> some = new ArrayList<>();
            for (String id : ids.subList(0, 2 + random.nextInt(4))) {
                some.add(choice(id, random));
            }
            try {
                CATALOG.check(GameConfig.of(PlayerCounts.supportedBy(some, CATALOG).min(), 0).withVariants(some));
                all.add(some);
            } catch (IllegalArgumentException conflicting) {
                // variants that exclude each other, or no player count that suits them all: try another
            }
        }
        return all;
    }

    private static VariantChoice choice(String id, Random random) {
        return switch (id) {
            case "penalty-scoring" -> new VariantChoice(id, Map.of("rounds", 1 + random.nextInt(2)));
            case "tournament-stages" -> new VariantChoice(id, Map.of("firstStage", 1 + random.nextInt(3)));
            case "permissive-plus" -> new VariantChoice(id, Map.of("drawInsteadOfFollow", random.nextBoolean()));
            default -> VariantChoice.of(id);
        };
    }

    @Property(tries = 300)
    void theDefaultMoveIsLegalAndTheMostPassive(@ForAll long seed) {
        Random random = new Random(seed);
        List<VariantChoice> variants = CONFIGURATIONS.get(Math.floorMod(seed, CONFIGURATIONS.size()));
        int players = PlayerCounts.supportedBy(variants, CATALOG).pick(random);
        GameConfig config = new GameConfig(players, seed, random.nextInt(players),
                random.nextBoolean() ? Direction.CW : Direction.CCW, variants);
        RandomGame.play(Taki.newGame(config, CATALOG), random, 0.1, 0,
                (before, seat, move, after) -> check(before, variants));
    }

    @AfterContainer
    static void manyPositionsWereChecked() {
        assertTrue(POSITIONS.get() > 5_000, "positions checked: " + POSITIONS.get());
    }

    private static void check(GameState state, List<VariantChoice> variants) {
        POSITIONS.incrementAndGet();
        int seat = state.toAct();
        for (int other = 0; other < state.players(); other++) {
            if (other != seat) {
                assertTrue(state.defaultMove(other).isEmpty(), "only the seat to act has a default move");
            }
        }
        List<Move> interjections = state.interjections(seat);
        List<Move> turn = state.legalMoves(seat).stream().filter(m -> !interjections.contains(m)).toList();
        String where = variants + ", seat " + seat + ", turn moves " + turn + "\n" + state;
        Move chosen = state.defaultMove(seat).orElseThrow(() -> new AssertionError("no default move: " + where));
        Move plain = chosen.withoutDeclaration();
        assertTrue(turn.contains(plain), chosen + " is one of the seat's turn moves: " + where);

        Move passive = firstOf(turn, Move.Pass.class, Move.Draw.class, Move.Close.class, Move.End.class);
        if (passive != null) {
            assertEquals(passive, plain, "pass, else draw, else close, else end: " + where);
        } else if (plain instanceof Move.Play play) {
            checkPlay(play, turn, where);
        }
        Outcome outcome = state.apply(seat, chosen);
        assertTrue(outcome.isAccepted(), chosen + ": " + outcome + "\n" + where);
        List<Event> events = ((Outcome.Accepted) outcome).events();
        assertFalse(events.contains(new Event.LastCardPenalty(seat)), chosen + " misses a \"last card\": " + where);
        int left = state.handSize(seat) - (plain instanceof Move.Play p ? p.cards().size() : 0);
        boolean due = events.contains(new Event.LastCardDeclared(seat));
        assertEquals(!(plain instanceof Move.Pass) && (left == 1 || due), chosen.declaresLast(),
                "declares \"last card\" when it leaves one card, or when the rules make it due: " + where);
    }

    /** No single-card play gives away a weaker card; Super TAKI and King only when nothing else may be played. */
    private static void checkPlay(Move.Play chosen, List<Move> turn, String where) {
        int strength = chosen.cards().stream().mapToInt(c -> strength(c.kind())).max().orElseThrow();
        for (Move m : turn) {
            if (m instanceof Move.Play other && other.cards().size() == 1) {
                int weaker = strength(other.card().kind());
                assertTrue(weaker > strength || weaker == strength && chosen.cards().size() == 1,
                        chosen + " gives away a stronger card than " + other + ": " + where);
            }
            if (strength >= SUPER_TAKI && m instanceof Move.Play other) {
                assertTrue(other.cards().stream().anyMatch(c -> strength(c.kind()) >= SUPER_TAKI),
                        chosen + " while " + other + " may be played: " + where);
            }
        }
        List<Move.Play> sameCards = turn.stream().filter(m -> m instanceof Move.Play p
                && p.cards().equals(chosen.cards())).map(Move.Play.class::cast).toList();
        Move.Play expected = sameCards.stream().filter(p -> p.choice() == null).findFirst().orElse(sameCards.get(0));
        assertEquals(expected, chosen, "a play naming nothing, else the engine's first choice: " + where);
    }

    /**
     * The documented order: number cards by value; Change Direction, Stop, Plus, +2, TAKI, then a plugin's coloured
     * cards; Change Color, a plugin's colourless cards, Super TAKI, King.
     */
    private static int strength(CardKind kind) {
        if (kind.isNumber()) {
            return kind.number();
        }
        if (kind.isColored()) {
            int i = COLORED_ACTIONS.indexOf(kind);
            return 200 + (i < 0 ? COLORED_ACTIONS.size() : i);
        }
        if (kind == CardKind.CHANGE_COLOR) {
            return 300;
        }
        if (kind == CardKind.SUPER_TAKI) {
            return SUPER_TAKI;
        }
        return kind == CardKind.KING ? SUPER_TAKI + 1 : 301;
    }

    @SafeVarargs
    private static Move firstOf(List<Move> moves, Class<? extends Move>... kinds) {
        for (Class<? extends Move> kind : kinds) {
            for (Move m : moves) {
                if (kind.isInstance(m)) {
                    return m;
                }
            }
        }
        return null;
    }
}
